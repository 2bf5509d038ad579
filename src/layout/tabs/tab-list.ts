import { HOME_PATH } from '@/lib/constants';

/**
 * The tabs workspace as a list of plain values and pure operations on it (spec/backoffice.md §2 "Tabbed layout").
 * A tab is keyed by its full path (pathname + search). Table tests: tests/unit/layout/tab-list.test.ts.
 */
export interface TabItem {
  /** Full path: pathname + search. */
  key: string;
  pathname: string;
  search: string;
  /** Bumped by 刷新 so the page is mounted afresh. */
  refresh: number;
}

export const HOME_CLOSE_WARNING = '首页不能关闭!';
export const LAST_TAB_WARNING = '这是最后一页，不能再关闭了啦';

export function fullPath(pathname: string, search = ''): string {
  return pathname + (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '');
}

export function makeTab(pathname: string, search = ''): TabItem {
  const s = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return { key: pathname + s, pathname, search: s, refresh: 0 };
}

export const isHome = (t: TabItem) => t.pathname === HOME_PATH && !t.search;

/** Adds the tab if it is not open yet; the home tab, when present, always stays first. */
export function openTab(tabs: TabItem[], tab: TabItem): TabItem[] {
  if (tabs.some((t) => t.key === tab.key)) return tabs;
  if (isHome(tab)) return [tab, ...tabs];
  return [...tabs, tab];
}

export type CloseResult = { tabs: TabItem[]; active: string; warning?: string };

/**
 * Closes one tab. The home tab cannot be closed and neither can the last one (each with its warning). Closing the
 * active tab activates its right neighbour, or the left one when it was the rightmost.
 */
export function closeTab(tabs: TabItem[], key: string, active: string): CloseResult {
  const idx = tabs.findIndex((t) => t.key === key);
  if (idx < 0) return { tabs, active };
  if (isHome(tabs[idx])) return { tabs, active, warning: HOME_CLOSE_WARNING };
  if (tabs.length === 1) return { tabs, active, warning: LAST_TAB_WARNING };
  const next = tabs.filter((t) => t.key !== key);
  if (key !== active) return { tabs: next, active };
  const neighbour = next[Math.min(idx, next.length - 1)];
  return { tabs: next, active: neighbour.key };
}

/** Keeps the active tab inside the remaining list; otherwise moves it to `key`. */
function keepActive(next: TabItem[], key: string, active: string): string {
  return next.some((t) => t.key === active) ? active : key;
}

/** 关闭左侧: closes the tabs left of `key` (the home tab stays). */
export function closeLeft(tabs: TabItem[], key: string, active: string): CloseResult {
  const idx = tabs.findIndex((t) => t.key === key);
  if (idx < 0) return { tabs, active };
  const next = tabs.filter((t, i) => i >= idx || isHome(t));
  return { tabs: next, active: keepActive(next, key, active) };
}

/** 关闭右侧: closes the tabs right of `key` (the home tab stays). */
export function closeRight(tabs: TabItem[], key: string, active: string): CloseResult {
  const idx = tabs.findIndex((t) => t.key === key);
  if (idx < 0) return { tabs, active };
  const next = tabs.filter((t, i) => i <= idx || isHome(t));
  return { tabs: next, active: keepActive(next, key, active) };
}

/** 关闭其他: keeps only `key` and the home tab. */
export function closeOthers(tabs: TabItem[], key: string, active: string): CloseResult {
  if (!tabs.some((t) => t.key === key)) return { tabs, active };
  const next = tabs.filter((t) => t.key === key || isHome(t));
  return { tabs: next, active: keepActive(next, key, active) };
}

/** 刷新: a new mount of that tab's page. */
export function refreshTab(tabs: TabItem[], key: string): TabItem[] {
  return tabs.map((t) => (t.key === key ? { ...t, refresh: t.refresh + 1 } : t));
}

/** Reads tabs saved in sessionStorage; invalid entries are dropped. */
export function parseSavedTabs(raw: unknown): TabItem[] {
  if (!Array.isArray(raw)) return [];
  const out: TabItem[] = [];
  for (const r of raw) {
    if (!r || typeof r !== 'object') continue;
    const { pathname, search } = r as { pathname?: unknown; search?: unknown };
    if (typeof pathname !== 'string' || !pathname.startsWith('/')) continue;
    const tab = makeTab(pathname, typeof search === 'string' ? search : '');
    if (!out.some((t) => t.key === tab.key)) out.push(tab);
  }
  const home = out.filter(isHome);
  return [...home, ...out.filter((t) => !isHome(t))];
}

export function serializeTabs(tabs: TabItem[]): { pathname: string; search: string }[] {
  return tabs.map((t) => ({ pathname: t.pathname, search: t.search }));
}
