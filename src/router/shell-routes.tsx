import { Suspense, lazy, useMemo } from 'react';
import { Navigate, Route, Routes, matchPath, type Location } from 'react-router';
import type { ResourceProps } from '@refinedev/core';
import { Spin } from 'antd';
import { HOME_PATH } from '@/lib/constants';
import { useMenu } from '@/providers/menu-store';
import { resources } from '@/resources';
import { menuToRoutes, type PageRoute } from './menu-routes';
import { MissingPage } from './missing-page';
import { PageErrorBoundary } from './page-error-boundary';
import { resolvePage, resolveResourcePage } from './registry';

const BasicLayout = lazy(() => import('@/layout/BasicLayout'));

const ACTION_TITLES: Record<string, string> = { create: '新增', edit: '编辑', show: '详情', clone: '复制' };

/** The folder of a resource's pages: `meta.folder`, else its name. */
const folderOf = (r: ResourceProps) => String((r.meta as { folder?: string } | undefined)?.folder ?? r.name);

/**
 * create / edit / show routes of refine resources whose list page is in the operator's menu (spec: the menu decides
 * what an operator sees; the server checks the permission of every call anyway).
 */
export function resourceActionRoutes(list: ResourceProps[], menuRoutes: PageRoute[]): PageRoute[] {
  const out: PageRoute[] = [];
  for (const r of list) {
    if (typeof r.list !== 'string') continue;
    const parent = menuRoutes.find((m) => m.path === r.list);
    if (!parent) continue;
    for (const action of ['create', 'edit', 'show', 'clone'] as const) {
      const path = r[action];
      if (typeof path !== 'string') continue;
      out.push({
        path,
        component: `resource:${folderOf(r)}/${action}`,
        title: `${ACTION_TITLES[action]}${(r.meta as { label?: string } | undefined)?.label ?? parent.title}`,
        keepAlive: false,
        external: false,
        hidden: true,
        parents: [...parent.parents, { title: parent.title, path: parent.path }],
      });
    }
  }
  return out;
}

function PageHost({ route }: { route: PageRoute }) {
  let Page;
  if (route.component.startsWith('resource:')) {
    const [folder, action] = route.component.slice('resource:'.length).split('/');
    Page = resolveResourcePage(folder, action);
  } else {
    Page = resolvePage(route.component, route.componentName);
  }
  if (!Page) return <MissingPage component={route.component} />;
  return (
    <PageErrorBoundary>
      <Page />
    </PageErrorBoundary>
  );
}

const fallback = (
  <div style={{ padding: 48, textAlign: 'center' }}>
    <Spin size="large" />
  </div>
);

/** Builds the operator's routes from the server menu and hands them to the layout (tabs render them). */
export function ShellRoutes() {
  const menu = useMenu();
  const routes = useMemo(() => {
    const fromMenu = menuToRoutes(menu ?? [], (window._CONFIG ?? {}) as Record<string, unknown>);
    return [...fromMenu, ...resourceActionRoutes(resources, fromMenu)];
  }, [menu]);

  const findRoute = useMemo(() => {
    return (pathname: string) => routes.find((r) => matchPath({ path: r.path, end: true }, pathname) !== null);
  }, [routes]);

  const renderRoute = useMemo(() => {
    return (location: Location) => (
      <Routes location={location}>
        {routes
          .filter((r) => !r.external)
          .map((r) => (
            <Route key={r.path} path={r.path} element={<PageHost route={r} />} />
          ))}
        <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    );
  }, [routes]);

  return (
    <Suspense fallback={fallback}>
      <BasicLayout routes={routes} findRoute={findRoute} renderRoute={renderRoute} />
    </Suspense>
  );
}
