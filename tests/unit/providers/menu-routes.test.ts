import type { MenuItem } from '@/types/jeecg';
import { menuToRoutes, resolveMenuUrl, searchableItems } from '@/router/menu-routes';
import { hideEmptyFolders } from '@/providers/permission-loader';
import { resourceActionRoutes } from '@/router/shell-routes';

const menu: MenuItem[] = [
  { id: '1', route: '1', path: '/dashboard/analysis', component: 'dashboard/Analysis', meta: { title: '首页', icon: 'home' } },
  {
    id: '2', route: '1', path: '/isystem', component: 'layouts/RouteView', meta: { title: '系统管理' },
    children: [
      { id: '3', route: '1', path: '/isystem/user', component: 'system/UserList', meta: { title: '用户管理', keepAlive: true } },
      { id: '4', route: '1', path: '9a2cb7', component: 'layouts/IframePageView', meta: { title: '在线文档', url: "{{ window._CONFIG['domianURL'] }}/doc.html" } },
      { id: '5', route: '0', path: '/isystem/hidden-detail', hidden: true, component: 'system/Detail', meta: { title: '隐藏页' } },
      { id: '6', route: '1', path: 'abc', component: 'layouts/IframePageView', meta: { title: '官网', url: 'https://www.example.com', internalOrExternal: true } },
    ],
  },
  {
    id: '7', route: '1', path: '/ghost', component: 'layouts/RouteView', meta: { title: '空目录' },
    children: [{ id: '8', route: '1', path: '/ghost/a', hidden: true, component: 'x/A', meta: { title: 'A' } }],
  },
];

describe('server menu → routes', () => {
  const routes = menuToRoutes(menu, { domianURL: '/jeecg-boot' });
  it('registers pages, skips containers and route flag "0"', () => {
    expect(routes.map((r) => r.path)).toEqual(['/dashboard/analysis', '/isystem/user', '/9a2cb7', '/abc', '/ghost/a']);
  });
  it('keeps meta and the folder trail for the breadcrumb', () => {
    const user = routes.find((r) => r.path === '/isystem/user')!;
    expect(user).toMatchObject({ title: '用户管理', keepAlive: true, component: 'system/UserList', parents: [{ title: '系统管理', path: '/isystem' }] });
  });
  it('evaluates URL placeholders without eval and keeps only valid URLs', () => {
    expect(routes.find((r) => r.path === '/9a2cb7')!.url).toBe('/jeecg-boot/doc.html');
    expect(resolveMenuUrl("{{ window._CONFIG['nope'] }}/x", {})).toBeNull();
    expect(resolveMenuUrl('{{ alert(1) }}', { domianURL: '/j' })).toBeNull();
    expect(resolveMenuUrl('javascript:alert(1)', {})).toBeNull();
    expect(routes.find((r) => r.path === '/abc')).toMatchObject({ external: true, url: 'https://www.example.com' });
  });
  it('a folder whose children are all hidden is hidden', () => {
    const tree = hideEmptyFolders(menu);
    expect(tree.find((m) => m.id === '7')!.hidden).toBe(true);
    expect(tree.find((m) => m.id === '2')!.hidden).toBeUndefined();
  });
  it('menu search lists non-hidden leaves', () => {
    expect(searchableItems(hideEmptyFolders(menu)).map((m) => m.meta.title)).toEqual(['首页', '用户管理', '在线文档', '官网']);
  });
  it('resource action routes sit under the menu list page; a resource outside the menu gets hidden routes', () => {
    const spot = { name: 'spot', list: '/isystem/user', create: '/isystem/user/create', edit: '/isystem/user/edit/:id', show: '/isystem/user/show/:id', meta: { label: '用户' } };
    const shop = { name: 'shop', list: '/shop', create: '/shop/create' };
    const actions = resourceActionRoutes([spot, shop], routes);
    expect(actions.map((a) => [a.path, a.title, a.component, a.hidden])).toEqual([
      ['/isystem/user/create', '新增用户', 'resource:spot/create', true],
      ['/isystem/user/edit/:id', '编辑用户', 'resource:spot/edit', true],
      ['/isystem/user/show/:id', '用户详情', 'resource:spot/show', true],
      ['/shop', 'shop', 'resource:shop/list', true],
      ['/shop/create', '新增shop', 'resource:shop/create', true],
    ]);
    expect(actions[0].parents).toEqual([{ title: '系统管理', path: '/isystem' }, { title: '用户管理', path: '/isystem/user' }]);
    expect(actions[4].parents).toEqual([{ title: 'shop', path: '/shop' }]);
  });
});

describe('page modules', () => {
  it('takes the default export, or the only component a CLI-scaffolded file exports', async () => {
    const { pageExport } = await import('@/router/registry');
    const A = () => null;
    expect(pageExport('a.tsx')({ default: A }).default).toBe(A);
    expect(pageExport('b.tsx')({ ShopList: A }).default).toBe(A);
    expect(() => pageExport('c.tsx')({ X: A, Y: A })).toThrow('c.tsx 没有默认导出的页面组件');
  });
});
