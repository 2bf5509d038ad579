import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Menu `component` strings → lazily loaded pages. Strings follow JeecgBoot (`<module>/<ComponentName>`), so a real
 * JeecgBoot menu works unchanged for the screens this product has. Resolve by the full component string first, then
 * by `meta.componentName`. Every page is its own chunk.
 */
const modules = import.meta.glob<Record<string, ComponentType>>([
  '../pages/**/*.tsx',
  '../resources/**/*.tsx',
  '../layout/pages/*.tsx',
  '!../**/*.test.tsx',
]);

export const COMPONENTS: Record<string, string> = {
  'dashboard/Analysis': '../pages/dashboard/analysis.tsx',
  'weixin/WxSysUserList': '../resources/wechat-user/list.tsx',
  'weixin/HsczSpotBaseList': '../resources/spot/list.tsx',
  'system/UserAnnouncementList': '../pages/user-announcement/index.tsx',
  'demo/WidgetGallery': '../pages/demo/WidgetGallery.tsx',
  'demo/EditableGridDemo': '../pages/demo/EditableGridDemo.tsx',
  'layouts/IframePageView': '../layout/pages/iframe-page.tsx',
  'exception/403': '../pages/exception/403.tsx',
  'exception/404': '../pages/exception/404.tsx',
  'exception/500': '../pages/exception/500.tsx',
};

/** componentName → component string, for menus that name a page differently. */
const BY_NAME: Record<string, string> = Object.fromEntries(
  Object.keys(COMPONENTS).map((k) => [k.slice(k.lastIndexOf('/') + 1), k]),
);

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** A page chunk that has not arrived after 120 s is a chunk-load error (spec §9). */
export const CHUNK_TIMEOUT = 120000;

export function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`ChunkLoadError: ${what} 加载超时`)), ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e) => (clearTimeout(t), reject(e)),
    );
  });
}

/** A page module's default export, or its only component export (the refine CLI writes named exports). */
export const pageExport = (file: string) => (mod: Record<string, ComponentType>) => {
  if (mod.default) return { default: mod.default };
  const named = Object.values(mod).filter((v) => typeof v === 'function');
  if (named.length === 1) return { default: named[0] };
  throw new Error(`${file} 没有默认导出的页面组件`);
};

function lazyFor(file: string): LazyExoticComponent<ComponentType> | null {
  const loader = modules[file];
  if (!loader) return null;
  let c = cache.get(file);
  if (!c) {
    c = lazy(() => withTimeout(loader(), CHUNK_TIMEOUT, file).then(pageExport(file)));
    cache.set(file, c);
  }
  return c;
}

/** The page for a component string (or componentName), or null when this product has no such page. */
export function resolvePage(component: string, componentName?: string) {
  const key = component.replace(/^\/+/, '').replace(/\.vue$/, '');
  const file = COMPONENTS[key] ?? (componentName ? COMPONENTS[BY_NAME[componentName] ?? ''] : undefined);
  return file ? lazyFor(file) : null;
}

/**
 * A resource action page by convention: `src/resources/<folder>/<action>.tsx` (the CLI's plural folder name is tried
 * too: `refine add resource shop` writes `src/resources/shops/`).
 */
export function resolveResourcePage(folder: string, action: string) {
  return lazyFor(`../resources/${folder}/${action}.tsx`) ?? lazyFor(`../resources/${folder}s/${action}.tsx`);
}
