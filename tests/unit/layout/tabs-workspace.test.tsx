import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, type Location } from 'react-router';
import type { PageRoute } from '@/router/menu-routes';
import { TabsWorkspace, TABS_STORAGE_KEY } from '@/layout/tabs/TabsWorkspace';
import { useCurrentRoute } from '@/layout/route-context';

vi.mock('@/providers/notify', () => ({
  notify: { warning: vi.fn(), success: vi.fn(), error: vi.fn(), info: vi.fn(), system: vi.fn(), markShown: vi.fn() },
}));
import { notify } from '@/providers/notify';

const route = (path: string, title: string, keepAlive = false): PageRoute => ({
  path, component: 'x/Y', title, keepAlive, external: false, hidden: false, parents: [],
});
const routes = [
  route('/dashboard/analysis', '首页'),
  route('/a', '页面A'),
  route('/b', '页面B'),
  route('/c', '页面C'),
  route('/keep', '缓存页', true),
];
const findRoute = (p: string) => routes.find((r) => r.path === p);

let mounts: Record<string, number> = {};
let nav: ReturnType<typeof useNavigate>;

/** A page with local state (an input) that counts its mounts and shows its route from RouteContext. */
function Page({ name }: { name: string }) {
  const r = useCurrentRoute();
  const [text, setText] = useState('');
  // Counted in the state initialiser: it runs once per mount (an <Activity> becoming visible re-runs effects only).
  useState(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
  });
  const [effects, setEffects] = useState(0);
  useEffect(() => setEffects((n) => n + 1), []);
  return (
    <div>
      <span>内容 {r?.title}</span>
      <span data-testid={`effects${name}`}>{effects}</span>
      <input aria-label={`输入${name}`} value={text} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}

function Nav() {
  nav = useNavigate();
  return null;
}

const renderRoute = (loc: Location) => (
  <Routes location={loc}>
    {routes.map((r) => (
      <Route key={r.path} path={r.path} element={<Page name={r.path} />} />
    ))}
  </Routes>
);

function setup(start: string, multipage = true) {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <Nav />
      <TabsWorkspace findRoute={findRoute} renderRoute={renderRoute} multipage={multipage} />
    </MemoryRouter>,
  );
}

const tabTitles = () => Array.from(document.querySelectorAll('.rj-tab-label')).map((e) => e.textContent);
const closeButton = (title: string) =>
  screen.getByText(title, { selector: '.rj-tab-label' }).closest('.ant-tabs-tab')!.querySelector('.ant-tabs-tab-remove')!;
async function contextMenu(title: string, item: string) {
  fireEvent.contextMenu(screen.getByText(title, { selector: '.rj-tab-label' }));
  fireEvent.click(await screen.findByText(item));
}

beforeEach(() => {
  mounts = {};
  sessionStorage.clear();
  vi.mocked(notify.warning).mockClear();
});
afterEach(() => sessionStorage.clear());

describe('tabs workspace', () => {
  it('opens one tab per full path with the route title, home first', async () => {
    setup('/a');
    expect(tabTitles()).toEqual(['首页', '页面A']);
    act(() => nav('/b?id=1'));
    act(() => nav('/b?id=2'));
    act(() => nav('/a'));
    expect(tabTitles()).toEqual(['首页', '页面A', '页面B', '页面B']);
    expect(screen.getByText('内容 页面A')).toBeInTheDocument();
  });

  it('refuses to close home with 首页不能关闭!', () => {
    setup('/a');
    fireEvent.click(closeButton('首页'));
    expect(notify.warning).toHaveBeenCalledWith('首页不能关闭!');
    expect(tabTitles()).toEqual(['首页', '页面A']);
  });

  it('refuses to close the last tab with 这是最后一页，不能再关闭了啦', () => {
    const only = [route('/a', '页面A')];
    render(
      <MemoryRouter initialEntries={['/a']}>
        <TabsWorkspace findRoute={(p) => only.find((r) => r.path === p)} renderRoute={renderRoute} multipage />
      </MemoryRouter>,
    );
    fireEvent.click(closeButton('页面A'));
    expect(notify.warning).toHaveBeenCalledWith('这是最后一页，不能再关闭了啦');
    expect(tabTitles()).toEqual(['页面A']);
  });

  it('closing the active tab activates a neighbour', async () => {
    setup('/a');
    act(() => nav('/b'));
    act(() => nav('/c'));
    act(() => nav('/b'));
    fireEvent.click(closeButton('页面B'));
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '页面A', '页面C']));
    expect(await screen.findByText('内容 页面C')).toBeInTheDocument();
  });

  it.each([
    ['关闭左侧', ['首页', '页面B', '页面C']],
    ['关闭右侧', ['首页', '页面A', '页面B']],
    ['关闭其他', ['首页', '页面B']],
  ])('context menu %s', async (item, expected) => {
    setup('/a');
    act(() => nav('/b'));
    act(() => nav('/c'));
    act(() => nav('/b'));
    await contextMenu('页面B', item);
    await waitFor(() => expect(tabTitles()).toEqual(expected));
  });

  it('刷新 mounts the page afresh', async () => {
    setup('/a');
    fireEvent.change(screen.getByLabelText('输入/a'), { target: { value: '筛选条件' } });
    expect(mounts['/a']).toBe(1);
    await contextMenu('页面A', '刷新');
    await waitFor(() => expect(mounts['/a']).toBe(2));
    expect(screen.getByLabelText('输入/a')).toHaveValue('');
  });

  it('a keepAlive page keeps its state across tab switches; another page mounts again', () => {
    setup('/keep');
    fireEvent.change(screen.getByLabelText('输入/keep'), { target: { value: '保留' } });
    act(() => nav('/a'));
    fireEvent.change(screen.getByLabelText('输入/a'), { target: { value: '丢弃' } });
    act(() => nav('/keep'));
    expect(screen.getByLabelText('输入/keep')).toHaveValue('保留');
    expect(screen.queryByLabelText('输入/a')).toBeNull();
    act(() => nav('/a'));
    expect(screen.getByLabelText('输入/a')).toHaveValue('');
    expect(mounts['/keep']).toBe(1);
    expect(mounts['/a']).toBe(2);
  });

  it('keeps the open tabs in sessionStorage and restores them', () => {
    const first = setup('/a');
    act(() => nav('/b?x=1'));
    first.unmount();
    expect(sessionStorage.getItem(`pro__${TABS_STORAGE_KEY}`)).toContain('/b');
    setup('/c');
    expect(tabTitles()).toEqual(['首页', '页面A', '页面B', '页面C']);
  });

  it('with multipage off shows no tab bar, only the current page', () => {
    setup('/a', false);
    expect(document.querySelector('.ant-tabs')).toBeNull();
    expect(screen.getByText('内容 页面A')).toBeInTheDocument();
  });
});
