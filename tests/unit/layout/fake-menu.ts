import type { MenuItem } from '@/types/jeecg';

/** A small JeecgBoot-shaped menu for the shell harness and the layout tests. */
export const fakeMenu: MenuItem[] = [
  { id: 'home', path: '/dashboard/analysis', component: 'dashboard/Analysis', meta: { title: '首页', icon: 'home' } },
  {
    id: 'spot',
    path: '/spot',
    component: 'layouts/RouteView',
    meta: { title: '景点管理', icon: 'environment' },
    children: [
      { id: 'spot-list', path: '/spot/list', component: 'weixin/HsczSpotBaseList', meta: { title: '景点列表', keepAlive: true } },
      {
        id: 'spot-media',
        path: '/spot/media',
        component: 'weixin/SpotMediaList',
        meta: { title: '景点媒体' },
        children: [
          { id: 'spot-media-detail', path: '/spot/media/detail', component: 'weixin/SpotMediaDetail', hidden: true, meta: { title: '媒体详情' } },
        ],
      },
    ],
  },
  {
    id: 'sys',
    path: '/isystem',
    component: 'layouts/RouteView',
    meta: { title: '系统管理', icon: 'setting' },
    children: [
      { id: 'user', path: '/isystem/user', component: 'system/UserList', meta: { title: '用户管理', icon: 'user' } },
      { id: 'role', path: '/isystem/role', component: 'system/RoleList', meta: { title: '角色管理', icon: 'team' } },
      { id: 'annt', path: '/isps/userAnnouncement', component: 'system/UserAnnouncementList', meta: { title: '我的消息' } },
    ],
  },
  {
    id: 'links',
    path: '/links',
    component: 'layouts/RouteView',
    meta: { title: '外部链接', icon: 'link' },
    children: [
      {
        id: 'doc',
        path: '/links/doc',
        component: 'layouts/IframePageView',
        meta: { title: '在线文档', url: 'https://example.com/doc' },
      },
      {
        id: 'ext',
        path: '/links/ext',
        component: 'layouts/IframePageView',
        meta: { title: '官网', url: 'https://example.com/', internalOrExternal: true },
      },
    ],
  },
];
