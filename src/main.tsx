import '@ant-design/v5-patch-for-react-19';
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ConfigProvider, Spin } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { LayoutSettingsProvider } from '@/layout/settings/provider';
import './global.css';

// The fixed routes of spec §2 that need no session are mounted here; everything else is the refine application
// (src/app.tsx), loaded only once an operator goes past the login page, so the login route stays small.
const App = lazy(() => import('./app'));
const UserLayout = lazy(() => import('@/pages/user/layout'));
const Login = lazy(() => import('@/pages/user/login'));
const Register = lazy(() => import('@/pages/user/register'));
const RegisterResult = lazy(() => import('@/pages/user/register-result'));
const Alteration = lazy(() => import('@/pages/user/alteration'));
const NotFound = lazy(() => import('@/pages/exception/404'));

// A stylesheet or module preload that fails (e.g. after a redeploy) is reported instead of failing silently.
window.addEventListener('vite:preloadError', (event) => {
  console.error('资源加载失败', (event as Event & { payload?: unknown }).payload);
});

const fallback = (
  <div style={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
    <Spin size="large" />
  </div>
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <ConfigProvider locale={zhCN}>
        <LayoutSettingsProvider>
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
              <Route path="/*" element={<App />} />
            </Routes>
          </Suspense>
        </LayoutSettingsProvider>
      </ConfigProvider>
    </BrowserRouter>
  </StrictMode>
);
