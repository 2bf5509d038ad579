import type { Depart, LoginResult, PermissionResult, UserInfo } from '@/types/jeecg';
import { getAction, postAction, putAction } from './http';

/** Session calls of spec/backoffice.md §7, as thin functions returning the envelope. */
export const authApi = {
  captcha: (key: string) => getAction<string>(`/sys/randomImage/${encodeURIComponent(key)}`),
  login: (body: { username: string; password: string; captcha?: string; checkKey?: string; remember_me?: boolean }) =>
    postAction<LoginResult>('/sys/login', body),
  sendSms: (mobile: string, smsmode: '0' | '1' | '2' = '0') => postAction<null>('/sys/sms', { mobile, smsmode }),
  phoneLogin: (body: { mobile: string; captcha: string; remember_me?: boolean }) =>
    postAction<LoginResult>('/sys/phoneLogin', body),
  logout: () => postAction<null>('/sys/logout'),
  permissions: (token: string) =>
    // `token` is required by 2.0–2.3 servers and ignored by 2.4 (contract §4).
    getAction<PermissionResult>('/sys/permission/getUserPermissionByToken', { token }),
  currentUserDeparts: () => getAction<{ list: Depart[]; orgCode: string }>('/sys/user/getCurrentUserDeparts'),
  selectDepart: (orgCode: string, username: string) =>
    putAction<{ userInfo: UserInfo }>('/sys/selectDepart', { orgCode, username }),
  updatePassword: (body: { username: string; oldpassword: string; password: string; confirmpassword: string }) =>
    putAction<null>('/sys/user/updatePassword', body),
};

/** Login succeeded only when code is 200 (contract §3.2; a phone login with a wrong code answers success:true, code 0). */
export function isLoginSuccess(res: { code: number | string; result?: unknown }): boolean {
  return String(res.code) === '200' && !!(res.result as LoginResult | undefined)?.token;
}
