import type { MenuItem } from '@/types/jeecg';

/**
 * Pure rules of the side menu (spec/backoffice.md §2 "Main layout"): which items show, which is selected for a path,
 * which submenus are open, and what a click does. Table tests: tests/unit/layout/menu-model.test.ts.
 */
export const IFRAME_COMPONENT = 'layouts/IframePageView';

export const menuKey = (m: MenuItem) => (m.path.startsWith('/') ? m.path : `/${m.path}`);

const visibleChildren = (m: MenuItem) => (m.children ?? []).filter((c) => !c.hidden);

/** Submenu when at least one child is visible; an item whose children are all hidden is a plain entry. */
export const isSubmenu = (m: MenuItem) => visibleChildren(m).length > 0;

const isFolder = (m: MenuItem) => {
  const c = (m.component ?? '').replace(/^\/+/, '');
  return !c || ['layouts/RouteView', 'layouts/PageView', 'layouts/TabLayout', 'layouts/BlankLayout'].includes(c);
};

export interface MenuNode {
  key: string;
  item: MenuItem;
  children?: MenuNode[];
}

/** The visible tree: hidden items skipped, folders without visible children dropped. */
export function visibleMenu(menu: MenuItem[]): MenuNode[] {
  const out: MenuNode[] = [];
  for (const m of menu) {
    if (m.hidden) continue;
    if (isSubmenu(m)) {
      const children = visibleMenu(m.children ?? []);
      if (children.length) out.push({ key: menuKey(m), item: m, children });
      else if (!isFolder(m)) out.push({ key: menuKey(m), item: m });
      continue;
    }
    if (isFolder(m) && (m.children?.length ?? 0) > 0 && !m.meta?.url) continue;
    out.push({ key: menuKey(m), item: m });
  }
  return out;
}

function findChain(items: MenuItem[], match: (m: MenuItem) => boolean): MenuItem[] | null {
  for (const m of items) {
    if (match(m)) return [m];
    const sub = findChain(m.children ?? [], match);
    if (sub) return [m, ...sub];
  }
  return null;
}

/**
 * Selected and open keys for a path: the deepest visible item of the chain leading to the page is selected (a hidden
 * child keeps its parent selected) and its submenu ancestors are open. Unknown paths fall back to the longest menu
 * path that prefixes them (a detail page under a list).
 */
export function selectionFor(menu: MenuItem[], pathname: string): { selectedKeys: string[]; openKeys: string[] } {
  let chain = findChain(menu, (m) => menuKey(m) === pathname);
  if (!chain) {
    let best: MenuItem[] | null = null;
    const walk = (items: MenuItem[], above: MenuItem[]) => {
      for (const m of items) {
        const k = menuKey(m);
        if (k !== '/' && pathname.startsWith(`${k}/`) && (!best || k.length > menuKey(best[best.length - 1]).length)) {
          best = [...above, m];
        }
        walk(m.children ?? [], [...above, m]);
      }
    };
    walk(menu, []);
    chain = best;
  }
  if (!chain) return { selectedKeys: [], openKeys: [] };
  const firstHidden = chain.findIndex((m) => m.hidden);
  const visible = firstHidden < 0 ? chain : chain.slice(0, firstHidden);
  if (!visible.length) return { selectedKeys: [], openKeys: [] };
  const selected = visible[visible.length - 1];
  return {
    selectedKeys: [menuKey(selected)],
    openKeys: visible.slice(0, -1).filter(isSubmenu).map(menuKey),
  };
}

/**
 * Single-open accordion for top-level submenus: opening a top-level submenu closes the other top-level ones; nested
 * submenus open and close freely.
 */
export function accordionOpenKeys(prev: string[], next: string[], rootKeys: string[]): string[] {
  const latest = next.find((k) => !prev.includes(k));
  if (!latest || !rootKeys.includes(latest)) return next;
  return [latest];
}

export type MenuAction = { kind: 'navigate'; path: string } | { kind: 'external'; url: string };

/** A side-menu click: external items open their URL in a new tab, everything else (iframe pages too) navigates. */
export function menuClickAction(m: MenuItem): MenuAction {
  if (m.meta?.internalOrExternal && m.meta.url) return { kind: 'external', url: m.meta.url };
  return { kind: 'navigate', path: menuKey(m) };
}

/**
 * A menu-search choice: the route path, or the URL in a new tab when the item is external or an iframe page.
 */
export function searchChoiceAction(m: MenuItem): MenuAction {
  const c = (m.component ?? '').replace(/^\/+/, '');
  if ((m.meta?.internalOrExternal || c === IFRAME_COMPONENT) && m.meta?.url) return { kind: 'external', url: m.meta.url };
  return { kind: 'navigate', path: menuKey(m) };
}
