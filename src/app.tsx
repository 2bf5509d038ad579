import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
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

/**
 * The refine application: providers, resources, and every route behind the login — built from the operator's
 * server menu (src/router/shell-routes.tsx). The routes that need no session (login, register, 404) are in
 * src/main.tsx, which loads this file lazily.
 */
export default function App() {
  return (
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
        <RequireAuth>
          <ShellRoutes />
        </RequireAuth>
      </Refine>
    </AntdApp>
  );
}
