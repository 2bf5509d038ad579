import type { MenuItem } from '@/types/jeecg';

/**
 * Server menu → flat page routes (spec §2 "Menu-built routes"). Pure: tests/unit/menu-routes.test.ts.
 * Layout components (RouteView, PageView, TabLayout...) only group children; route flag "0" is not registered.
 */
export interface PageRoute {
  path: string;
  component: string;
  componentName?: string;
  title: string;
  keepAlive: boolean;
  /** Resolved URL for iframe / external entries. */
  url?: string;
  external: boolean;
  hidden: boolean;
  /** Titles of the menu folders above this page, outermost first (breadcrumb). */
  parents: { title: string; path: string }[];
}

const CONTAINER_LAYOUTS = new Set([
  'layouts/RouteView',
  'layouts/TabLayout',
  'layouts/PageView',
  'layouts/BlankLayout',
  'layouts/BasicLayout',
  'layouts/UserLayout',
]);

export function isContainer(component: string | undefined): boolean {
  return !component || CONTAINER_LAYOUTS.has(component.replace(/^\/+/, '').replace(/\.vue$/, ''));
}

/**
 * Evaluates `{{ window._CONFIG['key'] }}` placeholders of a menu URL without eval: only that one expression form is
 * understood. Returns null when the result is not a usable URL (spec: "the URL is kept only if valid").
 */
export function resolveMenuUrl(url: string | undefined, config: Record<string, unknown>): string | null {
  if (!url) return null;
  let ok = true;
  const out = url.replace(/\{\{\s*(.*?)\s*\}\}/g, (_m, expr: string) => {
    const m = /^window\._CONFIG\[\s*['"]([\w]+)['"]\s*\]$/.exec(expr) ?? /^window\._CONFIG\.([\w]+)$/.exec(expr);
    const v = m ? config[m[1]] : undefined;
    if (typeof v !== 'string') {
      ok = false;
      return '';
    }
    return v;
  });
  if (!ok) return null;
  if (/^https?:\/\//.test(out) || out.startsWith('/')) return out;
  return null;
}

export function menuToRoutes(menu: MenuItem[], config: Record<string, unknown> = {}): PageRoute[] {
  const out: PageRoute[] = [];
  const walk = (items: MenuItem[], parents: PageRoute['parents']) => {
    for (const m of items) {
      const children = m.children ?? [];
      const title = m.meta?.title ?? m.name ?? m.path;
      if (children.length) walk(children, [...parents, { title, path: m.path }]);
      if (m.route === '0') continue;
      if (isContainer(m.component) && children.length) continue;
      if (isContainer(m.component) && !m.meta?.url) continue;
      const url = resolveMenuUrl(m.meta?.url, config) ?? undefined;
      out.push({
        path: m.path.startsWith('/') ? m.path : `/${m.path}`,
        component: m.component,
        componentName: m.meta?.componentName,
        title,
        keepAlive: !!m.meta?.keepAlive,
        url,
        external: !!m.meta?.internalOrExternal,
        hidden: !!m.hidden,
        parents,
      });
    }
  };
  walk(menu, []);
  return out;
}

/** Non-hidden leaf items for the header's menu search. */
export function searchableItems(menu: MenuItem[]): MenuItem[] {
  const out: MenuItem[] = [];
  const walk = (items: MenuItem[]) => {
    for (const m of items) {
      if (m.hidden) continue;
      if (m.children?.length) walk(m.children);
      else out.push(m);
    }
  };
  walk(menu);
  return out;
}
