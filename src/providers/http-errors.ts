/**
 * The request error catalogue of spec/backoffice.md §8, as one pure function: given what came back, decide how the
 * product reacts. `http.ts` applies the decision; tests table-check every row.
 */
export type ErrorReaction =
  | { kind: 'notification'; title: string; description: string }
  | { kind: 'unauthorized'; title: string; description: string; logout: boolean }
  | { kind: 'expired' }
  | { kind: 'silent' };

export const TOKEN_INVALID_MARK = 'Token失效';
export const SYSTEM_TITLE = '系统提示';

export interface FailedResponse {
  /** HTTP status, or undefined when no response arrived (network error, timeout). */
  status?: number;
  /** Parsed body (JSON), if any. */
  data?: unknown;
  /** Whether a token is stored. */
  hasToken: boolean;
  /** axios error code (ECONNABORTED for timeouts, ERR_CANCELED for aborts). */
  code?: string;
}

function messageOf(data: unknown): string {
  if (data && typeof data === 'object' && 'message' in data) {
    const m = (data as { message?: unknown }).message;
    if (typeof m === 'string') return m;
  }
  return '';
}

export function isTokenInvalid(status: number | undefined, data: unknown): boolean {
  return status === 500 && messageOf(data).includes(TOKEN_INVALID_MARK);
}

export function reactToError(r: FailedResponse): ErrorReaction {
  if (r.code === 'ERR_CANCELED') return { kind: 'silent' };
  if (r.status === undefined) {
    if (r.code === 'ECONNABORTED' || r.code === 'ETIMEDOUT') {
      return { kind: 'notification', title: SYSTEM_TITLE, description: '网络超时' };
    }
    return { kind: 'notification', title: SYSTEM_TITLE, description: '网络异常，请检查网络连接' };
  }
  const msg = messageOf(r.data);
  switch (r.status) {
    case 403:
      return { kind: 'notification', title: SYSTEM_TITLE, description: '拒绝访问' };
    case 404:
      return { kind: 'notification', title: SYSTEM_TITLE, description: '很抱歉，资源未找到!' };
    case 504:
      return { kind: 'notification', title: SYSTEM_TITLE, description: '网络超时' };
    case 401:
      return { kind: 'unauthorized', title: SYSTEM_TITLE, description: '未授权，请重新登录', logout: r.hasToken };
    case 500:
      if (r.hasToken && msg.includes(TOKEN_INVALID_MARK)) return { kind: 'expired' };
      return { kind: 'notification', title: SYSTEM_TITLE, description: msg || '服务器内部错误' };
    default:
      return { kind: 'notification', title: SYSTEM_TITLE, description: msg || `请求失败（${r.status}）` };
  }
}

/** Messages of the "登录已过期" dialog. */
export const EXPIRED_DIALOG = {
  title: '登录已过期',
  content: '很抱歉，登录已过期，请重新登录',
  okText: '重新登录',
} as const;
