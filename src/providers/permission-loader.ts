import type { MenuItem } from '@/types/jeecg';
import { sessionStore } from '@/lib/session';
import { authApi } from './auth-api';
import { permissionStore } from './access-control';
import { menuStore } from './menu-store';

/** Any entry whose children are all hidden becomes hidden itself (Vue store rule, contract §4.3). */
export function hideEmptyFolders(items: MenuItem[]): MenuItem[] {
  return items.map((m) => {
    if (!m.children || m.children.length === 0) return m;
    const children = hideEmptyFolders(m.children);
    const allHidden = children.every((c) => c.hidden);
    return { ...m, children, ...(allHidden ? { hidden: true } : {}) };
  });
}

/**
 * Loads menu + button permissions once per login. Rejects on failure or on an empty menu (spec §2: treated like a
 * failed fetch, the guard then logs the operator out).
 */
export async function loadPermissions(): Promise<MenuItem[]> {
  const token = sessionStore.token();
  if (!token) throw new Error('未登录');
  const res = await authApi.permissions(token);
  if (!res.success) throw new Error(res.message || '获取菜单失败');
  const menu = res.result?.menu;
  if (!Array.isArray(menu) || menu.length === 0) throw new Error('getPermissionList: permissions must be a non-null array !');
  permissionStore.set(res.result.auth ?? [], res.result.allAuth ?? []);
  const tree = hideEmptyFolders(menu);
  menuStore.set(tree);
  return tree;
}
