import { describe, expect, it } from 'vitest';
import { accordionOpenKeys, menuClickAction, searchChoiceAction, selectionFor, visibleMenu } from '@/layout/menu/menu-model';
import { fakeMenu } from './fake-menu';

const find = (id: string) => {
  const walk = (items: typeof fakeMenu): (typeof fakeMenu)[number] | undefined => {
    for (const m of items) {
      if (m.id === id) return m;
      const c = walk(m.children ?? []);
      if (c) return c;
    }
  };
  return walk(fakeMenu)!;
};

describe('menu model', () => {
  it('skips hidden items; an item whose children are all hidden is a plain entry', () => {
    const nodes = visibleMenu(fakeMenu);
    const spot = nodes.find((n) => n.key === '/spot')!;
    expect(spot.children!.map((c) => c.key)).toEqual(['/spot/list', '/spot/media']);
    expect(spot.children![1].children).toBeUndefined();
  });

  it('drops a folder with no visible children', () => {
    const menu = [{ id: 'f', path: '/f', component: 'layouts/RouteView', meta: { title: 'F' }, children: [{ id: 'x', path: '/f/x', component: 'a/B', hidden: true, meta: { title: 'X' } }] }];
    expect(visibleMenu(menu)).toEqual([]);
  });

  it.each([
    ['a top-level page', '/dashboard/analysis', ['/dashboard/analysis'], []],
    ['a page in a submenu', '/isystem/role', ['/isystem/role'], ['/isystem']],
    ['a hidden child keeps its parent selected', '/spot/media/detail', ['/spot/media'], ['/spot']],
    ['a deeper unknown path falls back to its list', '/spot/list/edit/3', ['/spot/list'], ['/spot']],
    ['an unknown path selects nothing', '/nowhere', [], []],
  ])('selection for %s', (_n, path, selected, open) => {
    expect(selectionFor(fakeMenu, path)).toEqual({ selectedKeys: selected, openKeys: open });
  });

  it.each([
    ['opening a top-level submenu closes the other', ['/spot'], ['/spot', '/isystem'], ['/isystem']],
    ['closing leaves the rest', ['/spot'], [], []],
    ['a nested submenu keeps its ancestors', ['/a'], ['/a', '/a/b'], ['/a', '/a/b']],
  ])('accordion: %s', (_n, prev, next, expected) => {
    expect(accordionOpenKeys(prev, next, ['/spot', '/isystem', '/a'])).toEqual(expected);
  });

  it.each([
    ['a page navigates', 'user', 'click', { kind: 'navigate', path: '/isystem/user' }],
    ['an iframe page navigates from the side menu', 'doc', 'click', { kind: 'navigate', path: '/links/doc' }],
    ['an external item opens its URL', 'ext', 'click', { kind: 'external', url: 'https://example.com/' }],
    ['search: a page navigates', 'user', 'search', { kind: 'navigate', path: '/isystem/user' }],
    ['search: an iframe page opens its URL in a new tab', 'doc', 'search', { kind: 'external', url: 'https://example.com/doc' }],
    ['search: an external item opens its URL', 'ext', 'search', { kind: 'external', url: 'https://example.com/' }],
  ])('%s', (_n, id, where, expected) => {
    const m = find(id);
    expect(where === 'click' ? menuClickAction(m) : searchChoiceAction(m)).toEqual(expected);
  });
});
