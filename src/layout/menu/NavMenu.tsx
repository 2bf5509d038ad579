import { useEffect, useMemo, useRef, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { resolveMenuUrl } from '@/router/menu-routes';
import type { MenuItem } from '@/types/jeecg';
import { accordionOpenKeys, menuClickAction, selectionFor, visibleMenu, type MenuNode } from './menu-model';
import { menuIcon } from './menu-icons';

type AntItem = Required<MenuProps>['items'][number];

function toAntItems(nodes: MenuNode[]): AntItem[] {
  return nodes.map((n) =>
    n.children
      ? { key: n.key, icon: menuIcon(n.item.meta?.icon), label: n.item.meta?.title ?? n.item.name, children: toAntItems(n.children) }
      : { key: n.key, icon: menuIcon(n.item.meta?.icon), label: n.item.meta?.title ?? n.item.name },
  );
}

function indexByKey(nodes: MenuNode[], map = new Map<string, MenuItem>()) {
  for (const n of nodes) {
    map.set(n.key, n.item);
    if (n.children) indexByKey(n.children, map);
  }
  return map;
}

/** Opens an external menu URL (placeholders of `window._CONFIG` resolved) in a new tab. */
export function openExternal(url: string) {
  const resolved = resolveMenuUrl(url, (window._CONFIG ?? {}) as Record<string, unknown>) ?? url;
  window.open(resolved, '_blank', 'noopener');
}

/**
 * The server menu as an antd Menu, used by the side menu, the phone drawer and the top menu. Selection follows the
 * route; top-level submenus are an accordion.
 */
export function NavMenu({
  menu,
  mode = 'inline',
  theme = 'light',
  collapsed = false,
  onNavigate,
}: {
  menu: MenuItem[];
  mode?: 'inline' | 'horizontal';
  theme?: 'light' | 'dark';
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const nodes = useMemo(() => visibleMenu(menu), [menu]);
  const items = useMemo(() => toAntItems(nodes), [nodes]);
  const byKey = useMemo(() => indexByKey(nodes), [nodes]);
  const rootKeys = useMemo(() => nodes.filter((n) => n.children).map((n) => n.key), [nodes]);
  const selection = useMemo(() => selectionFor(menu, pathname), [menu, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(selection.openKeys);

  // Following the route opens the submenus of the selected entry (keeping the accordion rule at the top level).
  // A navigation started from this menu is skipped: the clicked entry is already visible, and the route commits
  // late when its page chunk is still loading, so following it would undo submenus the operator opened meanwhile.
  const fromMenu = useRef<string | null>(null);
  const openKey = selection.openKeys.join('|');
  useEffect(() => {
    const fromThisMenu = fromMenu.current === pathname;
    fromMenu.current = null;
    if (openKey && !fromThisMenu) setOpenKeys(openKey.split('|'));
  }, [pathname, openKey]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = byKey.get(key);
    if (!item) return;
    const action = menuClickAction(item);
    if (action.kind === 'external') openExternal(action.url);
    else {
      if (action.path !== pathname) fromMenu.current = action.path;
      navigate(action.path);
    }
    onNavigate?.();
  };

  const inlineProps =
    mode === 'inline' && !collapsed
      ? { openKeys, onOpenChange: (next: string[]) => setOpenKeys(accordionOpenKeys(openKeys, next, rootKeys)) }
      : {};

  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={selection.selectedKeys}
      {...(mode === 'inline' ? { inlineCollapsed: collapsed } : {})}
      onClick={onClick}
      {...inlineProps}
      style={mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 0 } : { borderInlineEnd: 0 }}
    />
  );
}
