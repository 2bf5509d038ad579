import { Suspense, lazy, useContext, useMemo } from 'react';
import { Navigate, Route, Routes, matchPath, type Location } from 'react-router';
import { ResourceContext, type ResourceProps } from '@refinedev/core';
import { Spin } from 'antd';
import { HOME_PATH } from '@/lib/constants';
import { useMenu } from '@/providers/menu-store';
import { menuToRoutes, type PageRoute } from './menu-routes';
import { MissingPage } from './missing-page';
import { PageErrorBoundary } from './page-error-boundary';
import { resolvePage, resolveResourcePage } from './registry';

const BasicLayout = lazy(() => import('@/layout/BasicLayout'));

/** Tab titles of resource pages: 新增景区, 编辑景区, 景区详情, 复制景区. */
const ACTION_TITLES: Record<string, (label: string) => string> = {
  create: (l) => `新增${l}`,
  edit: (l) => `编辑${l}`,
  show: (l) => `${l}详情`,
  clone: (l) => `复制${l}`,
};

/** The folder of a resource's pages: `meta.folder`, else its name. */
const folderOf = (r: ResourceProps) => String((r.meta as { folder?: string } | undefined)?.folder ?? r.name);

/**
 * Routes of refine resources. Under a list page of the operator's menu, create / edit / show sit beneath it in the
 * breadcrumb. A declared resource whose list is not in the menu (e.g. just scaffolded with the refine CLI) still gets
 * hidden routes, so it works at once by URL; the server checks the permission of every call anyway.
 */
export function resourceActionRoutes(list: ResourceProps[], menuRoutes: PageRoute[]): PageRoute[] {
  const out: PageRoute[] = [];
  for (const r of list) {
    if (typeof r.list !== 'string') continue;
    const label = (r.meta as { label?: string } | undefined)?.label ?? r.name;
    let parent = menuRoutes.find((m) => m.path === r.list);
    if (!parent) {
      parent = {
        path: r.list,
        component: `resource:${folderOf(r)}/list`,
        title: label,
        keepAlive: false,
        external: false,
        hidden: true,
        parents: [],
      };
      out.push(parent);
    }
    for (const action of ['create', 'edit', 'show', 'clone'] as const) {
      const path = r[action];
      if (typeof path !== 'string') continue;
      out.push({
        path,
        component: `resource:${folderOf(r)}/${action}`,
        title: ACTION_TITLES[action](label),
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
  const { resources } = useContext(ResourceContext);
  const routes = useMemo(() => {
    const fromMenu = menuToRoutes(menu ?? [], (window._CONFIG ?? {}) as Record<string, unknown>);
    return [...fromMenu, ...resourceActionRoutes(resources, fromMenu)];
  }, [menu, resources]);

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
