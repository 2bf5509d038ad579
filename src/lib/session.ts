import { KEYS, WEEK_MS, local, session } from './storage';
import type { PermissionEntry, UserInfo } from '@/types/jeecg';

/** What the product keeps about the signed-in operator (spec/backoffice.md §3–§4). */
export const sessionStore = {
  token: (): string | null => local.get<string>(KEYS.token),
  tenantId: (): string => String(local.get<string | number>(KEYS.tenantId) ?? 0) || '0',
  userInfo: (): UserInfo | null => local.get<UserInfo>(KEYS.userInfo),
  saveLogin(token: string, user: UserInfo) {
    local.set(KEYS.token, token, WEEK_MS);
    local.set(KEYS.userInfo, user, WEEK_MS);
    local.set(KEYS.userName, user.username, WEEK_MS);
  },
  saveUserInfo(user: UserInfo) {
    local.set(KEYS.userInfo, user, WEEK_MS);
  },
  setTenant(id: string | number) {
    local.set(KEYS.tenantId, String(id), WEEK_MS);
  },
  savePermissions(auth: PermissionEntry[], allAuth: PermissionEntry[]) {
    session.set(KEYS.userAuth, auth);
    session.set(KEYS.sysAuth, allAuth);
  },
  permissions(): { auth: PermissionEntry[]; allAuth: PermissionEntry[] } {
    return {
      auth: session.get<PermissionEntry[]>(KEYS.userAuth) ?? [],
      allAuth: session.get<PermissionEntry[]>(KEYS.sysAuth) ?? [],
    };
  },
  /** Logout: token, permission lists, user info, user name, dictionary cache and cached routes (spec §4). */
  clear() {
    local.remove(KEYS.token);
    local.remove(KEYS.userInfo);
    local.remove(KEYS.userName);
    local.remove(KEYS.dictCache);
    local.remove(KEYS.tenantId);
    session.remove(KEYS.userAuth);
    session.remove(KEYS.sysAuth);
    session.remove(KEYS.routes);
  },
};
