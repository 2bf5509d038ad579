import { Activity, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Dropdown, Spin, Tabs } from 'antd';
import { useLocation, useNavigate, type Location } from 'react-router';
import { HOME_PATH, HOME_TAB_TITLE } from '@/lib/constants';
import { session } from '@/lib/storage';
import { notify } from '@/providers/notify';
import type { PageRoute } from '@/router/menu-routes';
import { RouteContext } from '../route-context';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  isHome,
  makeTab,
  openTab,
  parseSavedTabs,
  refreshTab,
  serializeTabs,
  type CloseResult,
  type TabItem,
} from './tab-list';

/** sessionStorage key of the open tabs (a reload restores them). */
export const TABS_STORAGE_KEY = 'MULTI_TAB_LIST';

export interface WorkspaceProps {
  findRoute(pathname: string): PageRoute | undefined;
  renderRoute(location: Location): ReactNode;
  multipage: boolean;
  /** Shown between the tab bar and the page. */
  breadcrumb?: ReactNode;
}

const fallback = (
  <div className="rj-page-loading">
    <Spin size="large" />
  </div>
);

function TabPage({ location, route, renderRoute }: { location: Location; route?: PageRoute; renderRoute: WorkspaceProps['renderRoute'] }) {
  return (
    <RouteContext.Provider value={route}>
      <Suspense fallback={fallback}>{renderRoute(location)}</Suspense>
    </RouteContext.Provider>
  );
}

function initialTabs(findRoute: WorkspaceProps['findRoute']): TabItem[] {
  let tabs = parseSavedTabs(session.get(TABS_STORAGE_KEY));
  if (findRoute(HOME_PATH)) tabs = openTab(tabs, makeTab(HOME_PATH));
  return tabs;
}

const tabLocation = (t: TabItem): Location => ({ pathname: t.pathname, search: t.search, hash: '', state: null, key: t.key });

/**
 * The tabs workspace: one tab per full path, 首页 first and not closable, a context menu with 刷新 / 关闭左侧 / 关闭右侧 /
 * 关闭其他. keepAlive pages stay mounted while hidden (React <Activity>: state and scroll kept, effects paused); other
 * pages unmount when their tab is not active. With multipage off only the current page is shown.
 */
export function TabsWorkspace({ findRoute, renderRoute, multipage, breadcrumb }: WorkspaceProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [tabs, setTabs] = useState<TabItem[]>(() => initialTabs(findRoute));
  const current = makeTab(location.pathname, location.search);
  const activeKey = current.key;

  // The route decides the active tab; arriving at a path not open yet opens its tab (a state update during render,
  // so there is no empty frame). Only on arrival: a tab just closed stays closed while the navigation is under way.
  const [arrived, setArrived] = useState<string | null>(null);
  if (arrived !== activeKey) {
    setArrived(activeKey);
    if (!tabs.some((t) => t.key === activeKey)) setTabs(openTab(tabs, current));
  }

  // Last location seen per tab, so a hidden tab keeps the state/hash it was left with.
  const locations = useRef(new Map<string, Location>());
  locations.current.set(activeKey, location);

  useEffect(() => {
    session.set(TABS_STORAGE_KEY, serializeTabs(tabs));
    const open = new Set(tabs.map((t) => t.key));
    for (const k of locations.current.keys()) if (!open.has(k)) locations.current.delete(k);
  }, [tabs]);

  const apply = (r: CloseResult) => {
    if (r.warning) {
      notify.warning(r.warning);
      return;
    }
    setTabs(r.tabs);
    if (r.active !== activeKey) navigate(r.active);
  };

  const onMenu = (key: string, action: string) => {
    switch (action) {
      case 'refresh':
        setTabs(refreshTab(tabs, key));
        if (key !== activeKey) navigate(key);
        break;
      case 'left':
        apply(closeLeft(tabs, key, activeKey));
        break;
      case 'right':
        apply(closeRight(tabs, key, activeKey));
        break;
      case 'others':
        apply(closeOthers(tabs, key, activeKey));
        break;
    }
  };

  const titleOf = (t: TabItem) => (isHome(t) ? HOME_TAB_TITLE : (findRoute(t.pathname)?.title ?? t.pathname));

  const items = useMemo(
    () =>
      tabs.map((t) => ({
        key: t.key,
        label: (
          <Dropdown
            trigger={['contextMenu']}
            menu={{
              items: [
                { key: 'refresh', label: '刷新' },
                { key: 'left', label: '关闭左侧' },
                { key: 'right', label: '关闭右侧' },
                { key: 'others', label: '关闭其他' },
              ],
              onClick: ({ key, domEvent }) => {
                domEvent.stopPropagation();
                onMenu(t.key, key);
              },
            }}
          >
            <span className="rj-tab-label" data-tab-key={t.key}>
              {titleOf(t)}
            </span>
          </Dropdown>
        ),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tabs, activeKey, findRoute],
  );

  if (!multipage) {
    return (
      <div className="rj-tab-panes">
        {breadcrumb}
        <TabPage key={activeKey} location={location} route={findRoute(location.pathname)} renderRoute={renderRoute} />
      </div>
    );
  }

  return (
    <>
      <Tabs
        className="rj-tabs"
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey}
        items={items}
        onChange={(k) => navigate(k)}
        onEdit={(k, action) => {
          if (action === 'remove' && typeof k === 'string') apply(closeTab(tabs, k, activeKey));
        }}
      />
      <div className="rj-tab-panes">
        {breadcrumb}
        {tabs.map((t) => {
          const active = t.key === activeKey;
          const route = findRoute(t.pathname);
          const key = `${t.key}#${t.refresh}`;
          const loc = locations.current.get(t.key) ?? tabLocation(t);
          if (route?.keepAlive) {
            return (
              <Activity key={key} mode={active ? 'visible' : 'hidden'}>
                <TabPage location={loc} route={route} renderRoute={renderRoute} />
              </Activity>
            );
          }
          return active ? <TabPage key={key} location={loc} route={route} renderRoute={renderRoute} /> : null;
        })}
      </div>
    </>
  );
}
