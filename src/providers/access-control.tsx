import { cloneElement, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { AccessControlProvider } from '@refinedev/core';
import { sessionStore } from '@/lib/session';
import type { PermissionEntry } from '@/types/jeecg';
import {
  applyEditableColumnAuth,
  filterColumnsByAuth,
  hasAuth,
  isDisabledByAuth,
  type PermissionSets,
} from './permission-rules';

/**
 * Permission sets held in memory for the session: loaded once per login (and restored from sessionStorage after a
 * reload), so every `can()` is a lookup, never a request.
 */
let current: PermissionSets = { auth: [], allAuth: [] };
let loaded = false;
const listeners = new Set<() => void>();

export const permissionStore = {
  set(auth: PermissionEntry[], allAuth: PermissionEntry[]) {
    current = { auth, allAuth };
    loaded = true;
    sessionStore.savePermissions(auth, allAuth);
    listeners.forEach((l) => l());
  },
  get(): PermissionSets {
    if (!loaded) {
      current = sessionStore.permissions();
      loaded = true;
    }
    return current;
  },
  reset() {
    current = { auth: [], allAuth: [] };
    loaded = false;
    listeners.forEach((l) => l());
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

/** Resource meta shape: `meta.permissions = { create: 'spot:add', edit: 'spot:edit', delete: 'spot:delete', ... }`. */
type ResourcePermissions = Partial<Record<string, string>>;

/**
 * refine access control: `params.code` (explicit button code) or the code declared for the action in the resource's
 * `meta.permissions`. Actions with no code are allowed (the server menu already decided which pages exist).
 */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ action, params }) => {
    const explicit = (params as { code?: string } | undefined)?.code;
    const perms = (params?.resource?.meta as { permissions?: ResourcePermissions } | undefined)?.permissions;
    const code = explicit ?? perms?.[action];
    if (!code) return { can: true };
    const ok = hasAuth(code, permissionStore.get());
    return ok ? { can: true } : { can: false, reason: '没有权限，请联系管理员授权' };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};

function usePermissionSets(): PermissionSets {
  return useSyncExternalStore(permissionStore.subscribe, permissionStore.get, permissionStore.get);
}

/** Whether the operator may use the element guarded by `code` (show-type rules). */
export function useHasAuth(code: string | undefined): boolean {
  const p = usePermissionSets();
  return !code || hasAuth(code, p);
}

/** Whether the control guarded by a disable-type code is disabled for this operator. */
export function useDisabledAuth(code: string | undefined): boolean {
  const p = usePermissionSets();
  return !!code && isDisabledByAuth(code, p);
}

/** Columns filtered by the type "1" codes under `prefix` (e.g. `wxuser:col`). Usage: `useColumnAuth(cols, 'wxuser:col')`. */
export function useColumnAuth<C extends { dataIndex?: unknown; key?: unknown }>(columns: C[], prefix?: string): C[] {
  const p = usePermissionSets();
  return useMemo(() => filterColumnsByAuth(columns, prefix, p), [columns, prefix, p]);
}

/** Editable-grid columns: type "1" codes hide, type "2" codes disable. */
export function useEditableColumnAuth<C extends { key: string; disabled?: boolean }>(columns: C[], prefix?: string): C[] {
  const p = usePermissionSets();
  return useMemo(() => applyEditableColumnAuth(columns, prefix, p), [columns, prefix, p]);
}

/**
 * Renders `children` only when the operator holds `code` (JeecgBoot `v-has`). With `mode="disable"` the child is
 * rendered disabled instead when a disable-type code applies.
 * Usage: `<Authorized code="spot:add"><Button>新增</Button></Authorized>`.
 */
export function Authorized({
  code,
  mode = 'hide',
  children,
  fallback = null,
}: {
  code: string;
  mode?: 'hide' | 'disable';
  children: ReactElement<{ disabled?: boolean }>;
  fallback?: ReactNode;
}) {
  const p = usePermissionSets();
  if (mode === 'disable') {
    return isDisabledByAuth(code, p) ? cloneElement(children, { disabled: true }) : children;
  }
  return hasAuth(code, p) ? children : <>{fallback}</>;
}
