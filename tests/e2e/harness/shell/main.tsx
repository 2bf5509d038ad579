import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { Refine, type AuthProvider } from '@refinedev/core';
import { App as AntApp, Card, ConfigProvider, DatePicker, Input, Table } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { MemoryRouter, Route, Routes, type Location } from 'react-router';
import { sessionStore } from '@/lib/session';
import { menuStore } from '@/providers/menu-store';
import { menuToRoutes, type PageRoute } from '@/router/menu-routes';
import BasicLayout from '@/layout/BasicLayout';
import { LayoutSettingsProvider } from '@/layout/settings';
import IframePage from '@/layout/pages/iframe-page';
import { fakeMenu } from '../../../unit/layout/fake-menu';

sessionStore.saveLogin('harness-token', { id: 'u1', username: 'admin', realname: '管理员' });
menuStore.set(fakeMenu);
const routes = menuToRoutes(fakeMenu);
const findRoute = (p: string) => routes.find((r) => r.path === p);

function FakePage({ route }: { route: PageRoute }) {
  if (route.component === 'layouts/IframePageView') return <IframePage />;
  return (
    <Card title={route.title}>
      <Input placeholder="筛选" style={{ width: 200, marginRight: 8 }} />
      <DatePicker />
      <Table
        style={{ marginTop: 12 }}
        rowKey="id"
        scroll={{ x: 600 }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '简称', dataIndex: 'short' },
          { title: '排序', dataIndex: 'order' },
        ]}
        dataSource={Array.from({ length: 5 }, (_, i) => ({ id: i, name: `${route.title} ${i + 1}`, short: `简称${i}`, order: i }))}
      />
    </Card>
  );
}

const renderRoute = (loc: Location) => (
  <Routes location={loc}>
    {routes.map((r) => (
      <Route key={r.path} path={r.path} element={<FakePage route={r} />} />
    ))}
    <Route path="*" element={<div>404</div>} />
  </Routes>
);

const authProvider: AuthProvider = {
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
  getIdentity: async () => sessionStore.userInfo(),
};

const start = new URLSearchParams(window.location.search).get('path') ?? '/dashboard/analysis';

createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={zhCN}>
    <AntApp>
      <MemoryRouter initialEntries={[start]}>
        <Refine authProvider={authProvider} options={{ disableTelemetry: true }}>
          <LayoutSettingsProvider>
            <BasicLayout routes={routes} findRoute={findRoute} renderRoute={renderRoute} />
          </LayoutSettingsProvider>
        </Refine>
      </MemoryRouter>
    </AntApp>
  </ConfigProvider>,
);
