import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { runtimeConfig } from '@/lib/runtime-config';
import { sessionStore } from '@/lib/session';
import type { JeecgResult } from '@/types/jeecg';
import { EXPIRED_DIALOG, reactToError } from './http-errors';
import { notify } from './notify';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Background requests (e.g. the notice bell's reload) fail quietly: the caller logs. The expired-session dialog
     * still shows, since it concerns the whole session.
     */
    silent?: boolean;
  }
}

/** Request timeout (spec §9) and file POST timeout. */
export const REQUEST_TIMEOUT = 9000;
export const FILE_TIMEOUT = 300000;

/** An HTTP-level failure (non-2xx, network, timeout). `displayed` is true once the catalogue has shown it. */
export class HttpRequestError extends Error {
  constructor(
    message: string,
    public status: number | undefined,
    public data: unknown,
    public displayed: boolean,
  ) {
    super(message);
    this.name = 'HttpRequestError';
  }
}

let expiredDialogOpen = false;
let reloadScheduled = false;

/** Ends the session locally and reloads: the route guard then sends the operator to /user/login. */
function endSessionAndReload(delayMs: number) {
  if (reloadScheduled) return;
  reloadScheduled = true;
  sessionStore.clear();
  window.setTimeout(() => window.location.reload(), delayMs);
}

/** One "登录已过期" dialog however many requests fail at once (single flight). */
export function showExpiredDialog() {
  if (expiredDialogOpen) return;
  expiredDialogOpen = true;
  // Loaded on demand: the dialog is rare and the login route's bundle stays small.
  void import('antd/es/modal').then(({ default: Modal }) => Modal.error({
    title: EXPIRED_DIALOG.title,
    content: EXPIRED_DIALOG.content,
    okText: EXPIRED_DIALOG.okText,
    mask: true,
    maskClosable: false,
    keyboard: false,
    onOk: () => {
      // Tell the server too; the logout path is anonymous so an expired token still logs out.
      const token = sessionStore.token();
      const done = () => endSessionAndReload(0);
      if (token) {
        fetch(`${runtimeConfig().domianURL}/sys/logout`, {
          method: 'POST',
          headers: { 'X-Access-Token': token, 'Content-Type': 'application/json' },
        }).then(done, done);
      } else done();
    },
  }));
}

function applyReaction(err: AxiosError): HttpRequestError {
  const status = err.response?.status;
  const data = err.response?.data;
  const reaction = reactToError({ status, data, hasToken: !!sessionStore.token(), code: err.code });
  const quiet = !!err.config?.silent;
  let text = '';
  switch (reaction.kind) {
    case 'expired':
      text = EXPIRED_DIALOG.content;
      notify.markShown(text);
      showExpiredDialog();
      break;
    case 'unauthorized':
      text = reaction.description;
      if (!quiet) notify.system(reaction.title, reaction.description);
      if (reaction.logout) endSessionAndReload(1500);
      break;
    case 'notification':
      text = reaction.description;
      if (!quiet) notify.system(reaction.title, reaction.description);
      break;
    case 'silent':
      text = '请求已取消';
      break;
  }
  return new HttpRequestError(text, status, data, reaction.kind !== 'silent' && !quiet);
}

/** Reads a blob error body as JSON (downloads answer errors as JSON, contract §5.17). */
function readBlobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsText(blob);
  });
}

async function blobToJson(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await readBlobText(blob));
  } catch {
    return undefined;
  }
}

function createClient(): AxiosInstance {
  const client = axios.create({ timeout: REQUEST_TIMEOUT });
  client.interceptors.request.use(async (config) => {
    const cfg = runtimeConfig();
    config.baseURL = cfg.domianURL;
    const token = sessionStore.token();
    if (token) config.headers.set('X-Access-Token', token);
    config.headers.set('tenant-id', sessionStore.tenantId());
    const url = config.url ?? '';
    if ((config.method ?? 'get').toLowerCase() === 'get' && !url.includes('sys/dict/getDictItems')) {
      config.params = { _t: Math.floor(Date.now() / 1000), ...(config.params ?? {}) };
    }
    if (cfg.signatureSecret && url.includes('/sys/dict/')) {
      // Loaded only when an integrator configured a real JeecgBoot ≥ 2.4.5 (keeps MD5 out of the start-up bundle).
      const { needsSign, signRequest, signTimestamp } = await import('@/lib/sign');
      if (!needsSign(url)) return config;
      const body = config.data && typeof config.data === 'object' ? (config.data as Record<string, unknown>) : undefined;
      config.headers.set('X-Sign', signRequest(url, config.params, body, cfg.signatureSecret));
      config.headers.set('X-TIMESTAMP', signTimestamp(new Date()));
    }
    return config;
  });
  client.interceptors.response.use(
    (res) => res,
    async (err: AxiosError) => {
      if (err.response && err.response.data instanceof Blob) {
        err.response.data = await blobToJson(err.response.data);
      }
      throw applyReaction(err);
    },
  );
  return client;
}

/** The single axios instance of the product. Only `src/providers` may use it directly. */
export const http = createClient();

async function unwrap<T>(p: Promise<AxiosResponse<JeecgResult<T>>>): Promise<JeecgResult<T>> {
  const res = await p;
  const body = res.data;
  if (!body || typeof body !== 'object' || !('success' in body)) {
    throw new HttpRequestError('服务器返回的数据格式不正确', res.status, body, false);
  }
  return body;
}

/** GET with `_t` cache buster; resolves with the envelope whatever `success` says. */
export function getAction<T = unknown>(url: string, params?: Record<string, unknown>, config?: AxiosRequestConfig) {
  return unwrap<T>(http.get(url, { ...config, params }));
}
export function postAction<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) {
  return unwrap<T>(http.post(url, data, config));
}
export function putAction<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) {
  return unwrap<T>(http.put(url, data, config));
}
export function deleteAction<T = unknown>(url: string, params?: Record<string, unknown>, config?: AxiosRequestConfig) {
  return unwrap<T>(http.delete(url, { ...config, params }));
}

/** Multipart upload with the 5-minute file timeout; `onProgress` gets 0–100. */
export function uploadAction<T = unknown>(
  url: string,
  form: FormData,
  opts: { onProgress?: (percent: number) => void; signal?: AbortSignal; withToken?: boolean } = {},
) {
  const headers: Record<string, string> = {};
  return unwrap<T>(
    http.post(url, form, {
      timeout: FILE_TIMEOUT,
      headers,
      signal: opts.signal,
      transformRequest: opts.withToken === false ? [(data, h) => (h.delete('X-Access-Token'), data)] : undefined,
      onUploadProgress: (e) => {
        if (opts.onProgress && e.total) opts.onProgress(Math.round((e.loaded / e.total) * 100));
      },
    }),
  );
}

/**
 * Downloads a file (e.g. exportXls) and saves it as `fileName`. An empty file shows 文件下载失败; a JSON body (an
 * error reported by the server inside a blob request) is shown and rejected.
 */
export async function downloadFile(url: string, params: Record<string, unknown>, fileName: string): Promise<void> {
  const res = await http.get<Blob>(url, { params, responseType: 'blob', timeout: FILE_TIMEOUT });
  const blob = res.data;
  if (!blob || blob.size === 0) {
    notify.warning('文件下载失败');
    throw new HttpRequestError('文件下载失败', res.status, undefined, true);
  }
  if (blob.type.includes('application/json')) {
    const body = (await blobToJson(blob)) as { success?: boolean; message?: string } | undefined;
    const text = body?.message || '文件下载失败';
    notify.warning(text);
    throw new HttpRequestError(text, res.status, body, true);
  }
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10000);
}
