import { uploadAction } from '@/providers/http';
import type { GridColumn, UploadItem } from './types';

export const DEFAULT_UPLOAD_URL = '/sys/common/upload';

/**
 * Uploads one file of an upload / file / image cell (contract §5.16): multipart `file`, `biz` (default temp) and
 * `isup=1`; the stored path is the response field named by `responseName` (default `message`). X-Access-Token is
 * sent only when the column's `token` flag is on. `onChange` receives the item in each state.
 */
export async function uploadCellFile(
  col: GridColumn,
  file: File,
  uid: string,
  onChange: (item: UploadItem) => void,
): Promise<UploadItem> {
  const base: UploadItem = { uid, name: file.name, type: file.type, size: file.size, status: 'uploading', percent: 0 };
  onChange(base);
  const form = new FormData();
  form.append('file', file);
  form.append('biz', col.biz || 'temp');
  form.append('isup', '1');
  let done: UploadItem;
  try {
    const res = await uploadAction<unknown>(col.action || DEFAULT_UPLOAD_URL, form, {
      withToken: !!col.token,
      onProgress: (percent) => onChange({ ...base, percent }),
    });
    const field = col.responseName || 'message';
    const path = (res as unknown as Record<string, unknown>)[field];
    if (res.success && typeof path === 'string' && path) {
      done = { ...base, status: 'done', percent: 100, path };
    } else {
      done = { ...base, status: 'error', percent: 100, message: res.message || '未知错误' };
    }
  } catch (e) {
    console.warn('上传失败', file.name, e);
    const message = e instanceof Error && e.message ? e.message : '未知错误';
    done = { ...base, status: 'error', percent: 100, message };
  }
  onChange(done);
  return done;
}
