import type { AuthProvider } from '@refinedev/core';
import { dictCache } from '@/lib/dict-cache';
import { sessionStore } from '@/lib/session';
import type { LoginResult, Tenant } from '@/types/jeecg';
import { authApi, isLoginSuccess } from './auth-api';
import { permissionStore } from './access-control';
import { menuStore } from './menu-store';
import { notify } from './notify';

export const HOME_PATH = '/dashboard/analysis';
export const LOGIN_PATH = '/user/login';
/** Pages reachable without a token (spec §2). */
export const WHITE_LIST = ['/user/login', '/user/register', '/user/register-result', '/user/alteration'];

export type LoginParams =
  | { type: 'account'; username: string; password: string; captcha?: string; checkKey?: string; redirect?: string }
  | { type: 'phone'; mobile: string; captcha: string; redirect?: string };

/** What the login page still has to ask after a successful login (tenant choice, department choice). */
export const pendingLogin: { tenants: Tenant[]; multiDepart: boolean; redirect: string } = {
  tenants: [],
  multiDepart: false,
  redirect: HOME_PATH,
};

function safeRedirect(r: string | undefined): string {
  if (!r || !r.startsWith('/') || r.startsWith('//') || r.startsWith(LOGIN_PATH)) return HOME_PATH;
  return r;
}

/** Stores a successful login (token and user info for 7 days, dictionaries for 7 days). */
export function acceptLogin(result: LoginResult) {
  sessionStore.saveLogin(result.token, result.userInfo);
  if (result.sysAllDictItems) dictCache.saveAll(result.sysAllDictItems);
  const tenants = result.tenantList ?? [];
  if (tenants.length === 1) sessionStore.setTenant(tenants[0].id);
  pendingLogin.tenants = tenants.length > 1 ? tenants : [];
  pendingLogin.multiDepart = result.multi_depart === 2;
}

export const authProvider: AuthProvider = {
  login: async (params: LoginParams) => {
    const res =
      params.type === 'phone'
        ? await authApi.phoneLogin({ mobile: params.mobile, captcha: params.captcha, remember_me: true })
        : await authApi.login({
            username: params.username,
            password: params.password,
            captcha: params.captcha,
            checkKey: params.checkKey,
            remember_me: true,
          });
    if (!isLoginSuccess(res)) {
      // Login code not '200': the failure goes back to the caller (spec §8), shown by the login page.
      return { success: false, error: { name: '登录失败', message: res.message || '登录失败' } };
    }
    acceptLogin(res.result);
    pendingLogin.redirect = safeRedirect(params.redirect);
    permissionStore.reset();
    menuStore.reset();
    // With a tenant or department still to choose, the login page stays and asks; otherwise go on.
    if (pendingLogin.tenants.length || pendingLogin.multiDepart) return { success: true };
    return { success: true, redirectTo: pendingLogin.redirect };
  },

  logout: async () => {
    // Logout always completes; a failing call only shows its error text (spec §4).
    try {
      if (sessionStore.token()) {
        const res = await authApi.logout();
        if (!res.success) notify.error(res.message);
      }
    } catch (e) {
      notify.error(e instanceof Error ? e.message : String(e));
    }
    sessionStore.clear();
    permissionStore.reset();
    menuStore.reset();
    return { success: true, redirectTo: LOGIN_PATH };
  },

  check: async () => {
    if (sessionStore.token()) return { authenticated: true };
    const here = window.location.pathname + window.location.search;
    const redirect = WHITE_LIST.includes(window.location.pathname) ? '' : `?redirect=${encodeURIComponent(here)}`;
    return { authenticated: false, logout: true, redirectTo: `${LOGIN_PATH}${redirect}` };
  },

  // 401 and the expired-token dialog are handled once by the HTTP client; refine must not log out a second time.
  onError: async () => ({}),

  getIdentity: async () => sessionStore.userInfo(),

  getPermissions: async () => permissionStore.get(),
};
