import { uploadAction } from '@/providers/http';
import type { JeecgResult } from '@/types/jeecg';
import { DEFAULT_BIZ, MESSAGES, UPLOAD_URL } from './upload-rules';

export interface UploadOptions {
  /** Upload URL relative to the API base; default `/sys/common/upload` (contract §5.16). */
  action?: string;
  /** Business sub-folder, default `temp`. */
  biz?: string;
  /** Envelope field that carries the stored path, default `message`. */
  responseName?: string;
  /** Extra multipart fields, e.g. `{ isup: '1' }`. */
  data?: Record<string, string>;
  /** Send X-Access-Token (default true). */
  withToken?: boolean;
  onProgress?: (percent: number) => void;
}

/** An upload the server refused (`success: false`), with the server's message or 未知错误. */
export class UploadFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadFailure';
  }
}

/** POSTs one file as multipart `file` + `biz` (+ extra fields) and resolves with the stored path. */
export async function uploadFile(file: Blob, opts: UploadOptions = {}): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('biz', opts.biz || DEFAULT_BIZ);
  for (const [k, v] of Object.entries(opts.data ?? {})) form.append(k, v);
  const res = (await uploadAction(opts.action || UPLOAD_URL, form, {
    onProgress: opts.onProgress,
    withToken: opts.withToken,
  })) as JeecgResult & Record<string, unknown>;
  if (!res.success) throw new UploadFailure(res.message || MESSAGES.unknownError);
  const field = opts.responseName || 'message';
  const raw = res[field];
  const path = typeof raw === 'string' && raw ? raw : res.message;
  if (!path) throw new UploadFailure(MESSAGES.unknownError);
  return path;
}
