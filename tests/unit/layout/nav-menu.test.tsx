// The side menu follows the route, but a route that commits late (its page still loading or rendering) must not undo
// what the operator opened in the meantime. The location is driven by the test through react-router's low-level
// <Router>, so "clicked" and "committed" are two separate steps, as they are in a browser under load.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Router, type Navigator } from 'react-router';
import { NavMenu } from '@/layout/menu/NavMenu';
import { fakeMenu } from './fake-menu';

function setup(start: string) {
  const pushed: string[] = [];
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : (to.pathname ?? '/')),
    go: () => undefined,
    push: (to) => void pushed.push(typeof to === 'string' ? to : (to.pathname ?? '/')),
    replace: (to) => void pushed.push(typeof to === 'string' ? to : (to.pathname ?? '/')),
  };
  const ui = (pathname: string) => (
    <Router location={{ pathname }} navigator={navigator}>
      <div className="rj-sider">
        <NavMenu menu={fakeMenu} />
      </div>
    </Router>
  );
  const view = render(ui(start));
  return { pushed, commit: (pathname: string) => view.rerender(ui(pathname)) };
}

const openSubmenus = () =>
  Array.from(document.querySelectorAll('.ant-menu-submenu-open > .ant-menu-submenu-title')).map((e) => e.textContent);
const selected = () => Array.from(document.querySelectorAll('.ant-menu-item-selected')).map((e) => e.textContent);

describe('NavMenu follows the route', () => {
  it('opens the submenu of the page it starts on', () => {
    setup('/isystem/role');
    expect(openSubmenus()).toEqual(['系统管理']);
    expect(selected()).toEqual(['角色管理']);
  });

  it('a submenu opened while the clicked page has not committed yet stays open when it does', () => {
    const { pushed, commit } = setup('/dashboard/analysis');
    fireEvent.click(screen.getByText('景点管理'));
    expect(openSubmenus()).toEqual(['景点管理']);
    fireEvent.click(screen.getByRole('menuitem', { name: '景点列表' }));
    expect(pushed).toEqual(['/spot/list']);
    fireEvent.click(screen.getByText('系统管理')); // before the route commits
    expect(openSubmenus()).toEqual(['系统管理']);
    commit('/spot/list');
    expect(selected()).toEqual(['景点列表']);
    expect(openSubmenus()).toEqual(['系统管理']);
  });

  it('a navigation from outside the menu (a tab, a link, a button) opens the submenu of the new page', () => {
    const { commit } = setup('/isystem/role');
    fireEvent.click(screen.getByRole('menuitem', { name: /用户管理/ }));
    commit('/isystem/user');
    commit('/spot/list');
    expect(openSubmenus()).toEqual(['景点管理']);
    commit('/isystem/user'); // the path last clicked in the menu, reached again from a tab
    expect(openSubmenus()).toEqual(['系统管理']);
  });

  it('a hidden child page keeps its parent open and selected', () => {
    const { commit } = setup('/dashboard/analysis');
    commit('/spot/media/detail');
    expect(openSubmenus()).toEqual(['景点管理']);
    expect(selected()).toEqual(['景点媒体']);
  });
});
