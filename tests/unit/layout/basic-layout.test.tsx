import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, type Location } from 'react-router';
import { menuToRoutes } from '@/router/menu-routes';
import { fakeMenu } from './fake-menu';
import { FakeWebSocket } from '../support/fake-websocket';

const logout = vi.fn();
vi.mock('@refinedev/core', () => ({
  useGetIdentity: () => ({ data: { id: 'u1', username: 'admin', realname: '管理员' } }),
  useLogout: () => ({ mutate: logout }),
}));
vi.mock('@/providers/http', () => ({ getAction: vi.fn(), putAction: vi.fn(), postAction: vi.fn() }));
vi.mock('@/providers/notify', () => ({
  notify: { warning: vi.fn(), success: vi.fn(), error: vi.fn(), info: vi.fn(), system: vi.fn(), markShown: vi.fn() },
}));
vi.mock('@/providers/dict', () => ({ refreshDictCache: vi.fn(async () => true) }));

import { getAction } from '@/providers/http';
import { refreshDictCache } from '@/providers/dict';
import { menuStore } from '@/providers/menu-store';
import { pendingLogin } from '@/providers/auth-provider';
import { sessionStore } from '@/lib/session';
import BasicLayout from '@/layout/BasicLayout';
import { LayoutSettingsProvider, settingsStore } from '@/layout/settings';

const routes = menuToRoutes(fakeMenu);
const findRoute = (p: string) => routes.find((r) => r.path === p);
const renderRoute = (loc: Location) => <div>页面内容 {loc.pathname}</div>;

function setup(start = '/dashboard/analysis') {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <LayoutSettingsProvider>
        <BasicLayout routes={routes} findRoute={findRoute} renderRoute={renderRoute} />
      </LayoutSettingsProvider>
    </MemoryRouter>,
  );
}

const selected = () => Array.from(document.querySelectorAll('.rj-sider .ant-menu-item-selected')).map((e) => e.textContent);
const openSubmenus = () =>
  Array.from(document.querySelectorAll('.rj-sider .ant-menu-submenu-open > .ant-menu-submenu-title')).map((e) => e.textContent);
const sider = () => document.querySelector('.rj-sider')!;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  settingsStore.reload();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.instances = [];
  sessionStore.saveLogin('tok', { id: 'u1', username: 'admin', realname: '管理员' });
  menuStore.set(fakeMenu);
  vi.mocked(getAction).mockResolvedValue({
    success: true, code: 0, message: '', timestamp: 0,
    result: { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BasicLayout', () => {
  it('shows the welcome text, the user, the breadcrumb and the document title for the route', async () => {
    setup('/isystem/role');
    expect(screen.getByText('欢迎进入 红色旅程后台管理系统')).toBeInTheDocument();
    expect(screen.getByText('欢迎您 管理员')).toBeInTheDocument();
    const crumbs = document.querySelector('.rj-breadcrumb')!;
    expect(within(crumbs as HTMLElement).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/dashboard/analysis');
    expect(crumbs.textContent).toBe('首页/系统管理/角色管理');
    expect(within(crumbs as HTMLElement).queryByRole('link', { name: '角色管理' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('角色管理 - 红色旅程后台管理系统'));
    expect(screen.getByText('页面内容 /isystem/role')).toBeInTheDocument();
  });

  it('the home page title is only the system name', async () => {
    setup('/dashboard/analysis');
    await waitFor(() => expect(document.title).toBe('红色旅程后台管理系统'));
  });

  it('menu selection follows the route; a hidden child keeps its parent selected', async () => {
    setup('/isystem/role');
    expect(selected()).toEqual(['角色管理']);
    expect(openSubmenus()).toEqual(['系统管理']);
    fireEvent.click(screen.getByRole('menuitem', { name: /用户管理/ }));
    await waitFor(() => expect(selected()).toEqual(['用户管理']));
    expect(screen.getByText('页面内容 /isystem/user')).toBeInTheDocument();
  });

  it('a hidden child page keeps its parent entry selected', () => {
    setup('/spot/media/detail');
    expect(selected()).toEqual(['景点媒体']);
    expect(openSubmenus()).toEqual(['景点管理']);
  });

  it('top-level submenus are an accordion', async () => {
    setup('/dashboard/analysis');
    fireEvent.click(screen.getByText('景点管理'));
    await waitFor(() => expect(openSubmenus()).toEqual(['景点管理']));
    fireEvent.click(screen.getByText('系统管理'));
    await waitFor(() => expect(openSubmenus()).toEqual(['系统管理']));
  });

  it('an external menu item opens its URL in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    setup('/dashboard/analysis');
    fireEvent.click(screen.getByText('外部链接'));
    fireEvent.click(await screen.findByText('官网'));
    expect(open).toHaveBeenCalledWith('https://example.com/', '_blank', 'noopener');
    expect(selected()).toEqual(['首页']);
  });

  it('collapse is toggled from the header and persisted', () => {
    const first = setup();
    expect(sider()).not.toHaveClass('ant-layout-sider-collapsed');
    fireEvent.click(screen.getByRole('button', { name: '切换菜单' }));
    expect(sider()).toHaveClass('ant-layout-sider-collapsed');
    expect(sider()).toHaveStyle({ width: '80px' });
    first.unmount();
    settingsStore.reload();
    setup();
    expect(sider()).toHaveClass('ant-layout-sider-collapsed');
  });

  it('the sider is 200 px wide when open', () => {
    setup();
    expect(sider()).toHaveStyle({ width: '200px' });
  });

  it.each([
    ['a page navigates', '用户', '用户管理', null, '页面内容 /isystem/user'],
    ['an external item opens a new window', '官网', '官网', 'https://example.com/', null],
    ['an iframe item opens its URL in a new window', '文档', '在线文档', 'https://example.com/doc', null],
  ])('menu search: %s', async (_n, typed, option, url, page) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    setup();
    const box = screen.getByRole('combobox', { name: '搜索菜单' });
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: typed } });
    const dropdown = await waitFor(() => document.querySelector('.ant-select-dropdown') as HTMLElement);
    fireEvent.click(within(dropdown).getByTitle(option));
    if (url) expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener');
    else expect(open).not.toHaveBeenCalled();
    if (page) expect(await screen.findByText(page)).toBeInTheDocument();
  });

  it('settings from the drawer are saved and restored at start-up', async () => {
    const first = setup();
    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    fireEvent.click(await screen.findByText('系统设置'));
    fireEvent.click(await screen.findByLabelText('暗色菜单风格'));
    fireEvent.click(screen.getByLabelText('火山'));
    fireEvent.click(screen.getByLabelText('色弱模式'));
    fireEvent.click(screen.getByLabelText('多页签模式'));
    expect(sider()).toHaveClass('ant-layout-sider-dark');
    expect(document.documentElement).toHaveClass('colorWeak');
    expect(document.querySelector('.rj-tabs')).toBeNull();
    first.unmount();
    expect(document.documentElement).not.toHaveClass('colorWeak');
    const saved = JSON.parse(localStorage.getItem('pro__LAYOUT_SETTINGS')!).value;
    expect(saved).toMatchObject({ theme: 'dark', color: '#FA541C', colorWeak: true, multipage: false });
    settingsStore.reload();
    setup();
    expect(sider()).toHaveClass('ant-layout-sider-dark');
    expect(document.documentElement).toHaveClass('colorWeak');
    expect(document.querySelector('.rj-tabs')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    fireEvent.click(await screen.findByText('系统设置'));
    expect(await screen.findByLabelText('火山')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('拂晓蓝（默认）')).toHaveAttribute('aria-pressed', 'false');
  }, 40000);

  it('清理缓存 refreshes the dictionary cache', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    fireEvent.click(await screen.findByText('清理缓存'));
    expect(refreshDictCache).toHaveBeenCalledTimes(1);
  });

  it('退出登录 asks first, then logs out to /user/login', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    fireEvent.click(await screen.findByText('退出登录'));
    expect(await screen.findByText('真的要注销登录吗 ?')).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(logout).toHaveBeenCalledWith({ redirectPath: '/user/login' }));
  });

  it('after a multi-department login the department dialog opens once', async () => {
    pendingLogin.multiDepart = true;
    vi.mocked(getAction).mockImplementation(async (url: string) =>
      url.includes('getCurrentUserDeparts')
        ? { success: true, code: 0, message: '', timestamp: 0, result: { list: [{ id: '1', orgCode: 'A01', departName: '红色旅程' }], orgCode: 'A01' } }
        : { success: true, code: 0, message: '', timestamp: 0, result: { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 } },
    );
    setup();
    expect(await screen.findByText('部门选择')).toBeInTheDocument();
    expect(pendingLogin.multiDepart).toBe(false);
  });

  it('密码修改 opens the password dialog', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    fireEvent.click(await screen.findByText('密码修改'));
    expect(await screen.findByText('修改密码')).toBeInTheDocument();
  });

  it('on a phone the menu is a drawer and the header is compact', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q.includes('767.99') || q.includes('1087.99'),
      media: q,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    }));
    setup('/spot/list');
    expect(document.querySelector('.rj-sider')).toBeNull();
    expect(screen.queryByText('欢迎进入 红色旅程后台管理系统')).toBeNull();
    expect(screen.getByText('红色旅程', { selector: '.rj-welcome' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '切换菜单' }));
    const drawer = await waitFor(() => document.querySelector('.rj-menu-drawer') as HTMLElement);
    expect(within(drawer).getByText('景点列表')).toBeInTheDocument();
    act(() => {
      fireEvent.click(within(drawer).getByText('首页'));
    });
    expect(await screen.findByText('页面内容 /dashboard/analysis')).toBeInTheDocument();
  });
});
