import { vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';

const modalError = vi.fn();
const notificationError = vi.fn();
const messageWarning = vi.fn();
vi.mock('antd/es/notification', () => ({ default: { error: notificationError } }));
vi.mock('antd/es/message', () => ({ default: { warning: messageWarning, error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

vi.mock('antd/es/modal', () => ({ default: { error: modalError } }));

const { http, getAction, downloadFile, HttpRequestError } = await import('@/providers/http');
const { local, KEYS, WEEK_MS } = await import('@/lib/storage');

let seen: InternalAxiosRequestConfig[] = [];
function respond(status: number, data: unknown, headers: Record<string, string> = {}): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const res = { data, status, statusText: String(status), headers, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, res);
    }
    return res;
  };
}

beforeEach(() => {
  seen = [];
  vi.clearAllMocks();
  localStorage.clear();
});

describe('HTTP client', () => {
  it('sends X-Access-Token, tenant-id (0 when none) and _t in seconds on GET', async () => {
    local.set(KEYS.token, 'tok-1', WEEK_MS);
    http.defaults.adapter = respond(200, { success: true, code: 0, message: '', result: [] });
    const before = Math.floor(Date.now() / 1000);
    await getAction('/sys/role/list', { pageNo: 1 });
    const c = seen[0];
    expect(c.baseURL).toBe('/jeecg-boot');
    expect(c.timeout).toBe(9000);
    expect(c.headers['X-Access-Token']).toBe('tok-1');
    expect(c.headers['tenant-id']).toBe('0');
    expect(c.params.pageNo).toBe(1);
    expect(c.params._t).toBeGreaterThanOrEqual(before);
    expect(c.params._t).toBeLessThan(before + 5);
  });

  it('does not add _t to dictionary item requests', async () => {
    http.defaults.adapter = respond(200, { success: true, code: 0, message: '', result: [] });
    await getAction('/sys/dict/getDictItems/sex');
    expect(seen[0].params?._t).toBeUndefined();
  });

  it('uses the runtime base from window._CONFIG', async () => {
    window._CONFIG = { domianURL: 'https://jeecg.example.com/jeecg-boot/' };
    http.defaults.adapter = respond(200, { success: true, code: 0, message: '', result: null });
    await getAction('/sys/loginfo');
    expect(seen[0].baseURL).toBe('https://jeecg.example.com/jeecg-boot');
    delete window._CONFIG;
  });

  it('an expired token shows one 登录已过期 dialog however many requests fail', async () => {
    local.set(KEYS.token, 'tok-1', WEEK_MS);
    http.defaults.adapter = respond(500, { status: 500, message: 'Token失效，请重新登录', path: '/x' });
    const results = await Promise.allSettled([getAction('/a'), getAction('/b'), getAction('/c')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    await vi.waitFor(() => expect(modalError).toHaveBeenCalled());
    expect(modalError).toHaveBeenCalledTimes(1);
    expect(modalError.mock.calls[0][0]).toMatchObject({ title: '登录已过期', content: '很抱歉，登录已过期，请重新登录' });
    expect(notificationError).not.toHaveBeenCalled();
  });

  it('shows a 404 once as a 系统提示 notification and rejects with an HttpRequestError', async () => {
    http.defaults.adapter = respond(404, '');
    const a = getAction('/missing1');
    const b = getAction('/missing2');
    await expect(a).rejects.toBeInstanceOf(HttpRequestError);
    await expect(b).rejects.toMatchObject({ status: 404, message: '很抱歉，资源未找到!', displayed: true });
    await vi.waitFor(() => expect(notificationError).toHaveBeenCalled());
    expect(notificationError).toHaveBeenCalledTimes(1);
    expect(notificationError).toHaveBeenCalledWith({ message: '系统提示', description: '很抱歉，资源未找到!', duration: 4 });
  });

  it('an empty download shows 文件下载失败', async () => {
    http.defaults.adapter = respond(200, new Blob([]));
    await expect(downloadFile('/weixin/wxSysUser/exportXls', {}, 'x.xls')).rejects.toMatchObject({ message: '文件下载失败' });
    await vi.waitFor(() => expect(messageWarning).toHaveBeenCalledWith('文件下载失败'));
  });

  it('a JSON error inside a download is shown with the server message', async () => {
    http.defaults.adapter = respond(200, new Blob([JSON.stringify({ success: false, message: '没有权限，请联系管理员授权' })], { type: 'application/json' }));
    await expect(downloadFile('/x/exportXls', {}, 'x.xls')).rejects.toMatchObject({ message: '没有权限，请联系管理员授权' });
  });
});
