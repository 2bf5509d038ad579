import { Suspense, lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider, Spin } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { LayoutSettingsProvider } from '@/layout/settings/provider';
import { accessControlProvider } from '@/providers/access-control';
import { authProvider } from '@/providers/auth-provider';
import { dataProvider } from '@/providers/data-provider';
import '@/providers/dict';
import { i18nProvider } from '@/providers/i18n-provider';
import { liveProvider } from '@/providers/live-provider';
import { notificationProvider } from '@/providers/notification-provider';
import { resources } from '@/resources';
import { RequireAuth } from '@/router/guard';
import { ShellRoutes } from '@/router/shell-routes';

dayjs.locale('zh-cn');

const UserLayout = lazy(() => import('@/pages/user/layout'));
const Login = lazy(() => import('@/pages/user/login'));
const Register = lazy(() => import('@/pages/user/register'));
const RegisterResult = lazy(() => import('@/pages/user/register-result'));
const Alteration = lazy(() => import('@/pages/user/alteration'));
const NotFound = lazy(() => import('@/pages/exception/404'));

const fallback = (
  <div style={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
    <Spin size="large" />
  </div>
);

/**
 * The whole application: providers, resources and the fixed routes of spec §2. Everything under "/" other than the
 * fixed routes is built from the operator's server menu (src/router/shell-routes.tsx).
 */
export default function App() {
  return (
    <BrowserRouter>
      <ConfigProvider locale={zhCN}>
        <LayoutSettingsProvider>
          <AntdApp>
            <Refine
              dataProvider={dataProvider}
              authProvider={authProvider}
              accessControlProvider={accessControlProvider}
              i18nProvider={i18nProvider}
              notificationProvider={notificationProvider}
              liveProvider={liveProvider}
              routerProvider={routerProvider}
              resources={[...resources]}
              options={{ disableTelemetry: true, syncWithLocation: false, warnWhenUnsavedChanges: true, liveMode: 'off' }}
            >
              <Suspense fallback={fallback}>
                <Routes>
                  <Route path="/user" element={<UserLayout />}>
                    <Route index element={<Navigate to="/user/login" replace />} />
                    <Route path="login" element={<Login />} />
                    <Route path="register" element={<Register />} />
                    <Route path="register-result" element={<RegisterResult />} />
                    <Route path="alteration" element={<Alteration />} />
                  </Route>
                  <Route path="/test" element={<Navigate to="/test/home" replace />} />
                  <Route path="/404" element={<NotFound />} />
                  <Route
                    path="/*"
                    element={
                      <RequireAuth>
                        <ShellRoutes />
                      </RequireAuth>
                    }
                  />
                </Routes>
              </Suspense>
            </Refine>
          </AntdApp>
        </LayoutSettingsProvider>
      </ConfigProvider>
    </BrowserRouter>
  );
}
