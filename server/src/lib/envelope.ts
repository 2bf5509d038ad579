// Jeecg `Result<T>` envelope helpers (contract §1.1). HTTP status stays 200 for business errors.

export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

function env<T>(success: boolean, message: string, code: number, result: T): Envelope<T> {
  return { success, message, code, result, timestamp: Date.now() };
}

/** `Result.OK(obj)`: success, code 200, default message. */
export function ok<T>(result: T, message = '操作成功！'): Envelope<T> {
  return env(true, message, 200, result);
}

/** `Result.ok("text")`: success, code 200, message only. */
export function okMsg(message: string): Envelope<null> {
  return env(true, message, 200, null);
}

/** `new Result<>()` + `setSuccess(true)` + `setResult(x)`: code **0**. */
export function ok0<T>(result: T, message = '操作成功！'): Envelope<T> {
  return env(true, message, 0, result);
}

/** `Result.error(msg)` / `result.error500(msg)`: code 500. */
export function error500<T = null>(message: string, result: T = null as T): Envelope<T> {
  return env(false, message, 500, result);
}

/** `Result.error(code, msg)`. */
export function errorCode(code: number, message: string): Envelope<null> {
  return env(false, message, code, null);
}

export const NO_PERMISSION_MESSAGE = '没有权限，请联系管理员授权';

/** `Result.noauth(msg)`: code 510. */
export function noauth(message = NO_PERMISSION_MESSAGE): Envelope<null> {
  return env(false, message, 510, null);
}

/** Raw envelope for the odd shapes of the real server (e.g. phoneLogin's success:true + code 0 on a wrong code). */
export function raw<T>(success: boolean, message: string, code: number, result: T): Envelope<T> {
  return env(success, message, code, result);
}

/** MyBatis-Plus 3.4.3.1 `Page` JSON (contract §1.3). */
export interface PageObject<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  orders: unknown[];
  optimizeCountSql: boolean;
  hitCount: boolean;
  countId: null;
  maxLimit: null;
  searchCount: boolean;
  pages: number;
}

export function page<T>(records: T[], total: number, pageNo: number, pageSize: number): PageObject<T> {
  return {
    records,
    total,
    size: pageSize,
    current: pageNo,
    orders: [],
    optimizeCountSql: true,
    hitCount: false,
    countId: null,
    maxLimit: null,
    searchCount: true,
    pages: pageSize > 0 ? Math.ceil(total / pageSize) : 0,
  };
}

/** Parses `pageNo` / `pageSize` like `@RequestParam(defaultValue=...)`, clamped to sane bounds. */
export function pageParams(q: Record<string, unknown>): { pageNo: number; pageSize: number } {
  const n = Number.parseInt(String(q.pageNo ?? ''), 10);
  const s = Number.parseInt(String(q.pageSize ?? ''), 10);
  const pageNo = Number.isFinite(n) && n >= 1 ? n : 1;
  const pageSize = Number.isFinite(s) && s >= 1 ? Math.min(s, 1000) : 10;
  return { pageNo, pageSize };
}
