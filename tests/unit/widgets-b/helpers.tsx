import { vi } from 'vitest';
import type { JeecgResult } from '@/types/jeecg';

/** A successful Jeecg envelope. */
export function ok<T>(result: T, message = '操作成功！'): JeecgResult<T> {
  return { success: true, message, code: 200, result, timestamp: 0 };
}
export function fail(message: string): JeecgResult<null> {
  return { success: false, message, code: 500, result: null, timestamp: 0 };
}

type Handler = (params: Record<string, unknown> | undefined) => unknown;

/** Routes mocked getAction calls by URL prefix; unknown URLs fail the test loudly. */
export function routeGet(getAction: ReturnType<typeof vi.fn>, routes: Record<string, Handler>) {
  getAction.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
    const key = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((k) => url.startsWith(k));
    if (!key) throw new Error(`unexpected GET ${url}`);
    return routes[key](params);
  });
}
