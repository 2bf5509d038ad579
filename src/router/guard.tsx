import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Spin } from 'antd';
import { sessionStore } from '@/lib/session';
import { authProvider, LOGIN_PATH } from '@/providers/auth-provider';
import { loadPermissions } from '@/providers/permission-loader';
import { useMenu } from '@/providers/menu-store';

export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * Route guard of spec §2: no token → login with the full path as redirect; first navigation without permissions
 * → fetch the menu, then render; a failed fetch or an empty menu → logout and back to login with the redirect.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const menu = useMenu();
  const token = sessionStore.token();
  const [failed, setFailed] = useState(false);
  const fullPath = location.pathname + location.search;

  useEffect(() => {
    if (!token || menu) return;
    let cancelled = false;
    loadPermissions().catch(async (e) => {
      console.warn('加载菜单失败', e);
      if (cancelled) return;
      setFailed(true);
      await authProvider.logout?.({});
      navigate(loginRedirect(fullPath), { replace: true });
    });
    return () => {
      cancelled = true;
    };
    // fullPath is read once: the redirect target is where the operator was going when the fetch started.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, menu]);

  if (!token) return <Navigate to={loginRedirect(fullPath)} replace />;
  if (!menu || failed) {
    return (
      <div style={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spin size="large" tip="正在加载菜单…">
          <div style={{ width: 120, height: 60 }} />
        </Spin>
      </div>
    );
  }
  return <>{children}</>;
}
