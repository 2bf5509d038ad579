/** Pure rules shared by the upload widgets (spec/widgets.md §5, §9). Components call these and show the text. */

export const MESSAGES = {
  notImage: '请上传图片',
  duplicate: '该文件已经上传',
  unknownMove: '未知的操作',
  lastMove: '已到最后~',
  failed: '上传失败',
  unknownError: '未知错误',
} as const;

export const DEFAULT_BIZ = 'temp';
export const UPLOAD_URL = '/sys/common/upload';
export const PREVIEW_WIDTH = 548;
export const NAME_LENGTH = 5;
const MB = 1048576;

/** 1048576 and above are shown in M, below in K (up to 2 decimals, trailing zeros dropped). */
export function formatSize(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(2))}M`;
  return `${Number((bytes / 1024).toFixed(2))}K`;
}

export function sizeExceededMessage(maxFileSize: number): string {
  return `上传文件大小超过限制：${formatSize(maxFileSize)}`;
}

export function countExceededMessage(max: number): string {
  return `最多只允许上传${max}个文件`;
}

export function failedMessage(fileName?: string): string {
  return fileName ? `${fileName} 上传失败` : MESSAGES.failed;
}

export function isImageFile(file: { type?: string; name?: string }): boolean {
  if (file.type) return file.type.startsWith('image/');
  return /\.(png|jpe?g|gif|bmp|webp|svg|ico)$/i.test(file.name ?? '');
}

/** `true` when the file is above the limit (a limit of 0/undefined means none). */
export function isTooLarge(size: number, maxFileSize?: number): boolean {
  return !!maxFileSize && maxFileSize > 0 && size > maxFileSize;
}

/** Image upload: a further file is refused when the existing count is at or over the maximum. */
export function imageCountExceeded(existing: number, maxFileNum?: number): boolean {
  return !!maxFileNum && maxFileNum > 0 && existing >= maxFileNum;
}

/** Generic upload: the batch being added counts together with the existing files. */
export function batchCountExceeded(existing: number, batch: number, maxFileNum?: number): boolean {
  return !!maxFileNum && maxFileNum > 0 && existing + batch > maxFileNum;
}

/** Number limit: 0 = unlimited, otherwise only the last N items are kept. */
export function keepLast<T>(items: T[], limit: number | undefined): T[] {
  if (!limit || limit <= 0 || items.length <= limit) return items;
  return items.slice(-limit);
}

/** Display name shortened to 5 characters. */
export function shortName(name: string, length = NAME_LENGTH): string {
  const chars = Array.from(name ?? '');
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : name;
}

/** Comma-joined stored value ↔ list of paths. */
export function splitPaths(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** File name part of a stored path, without the `_<millis>` suffix the server adds. */
export function nameFromPath(path: string): string {
  const base = path.split('?')[0].split('/').pop() ?? path;
  return base.replace(/_\d{10,}(\.[^.]+)?$/, '$1');
}

export type MoveResult<T> = { ok: true; items: T[] } | { ok: false; message: string };

/** Moves item `index` one place left (-1) or right (+1); out of range gives the spec's messages. */
export function moveItem<T>(items: T[], index: number, direction: -1 | 1): MoveResult<T> {
  if (direction === -1 && index <= 0) return { ok: false, message: MESSAGES.unknownMove };
  if (direction === 1 && index >= items.length - 1) return { ok: false, message: MESSAGES.lastMove };
  const next = items.slice();
  const [it] = next.splice(index, 1);
  next.splice(index + direction, 0, it);
  return { ok: true, items: next };
}

export type UploadStatus = 'uploading' | 'done' | 'error';

/** One file in an upload widget (spec §3 "Upload cell value"). */
export interface UploadItem {
  uid: string;
  name: string;
  status: UploadStatus;
  percent: number;
  size?: number;
  type?: string;
  path?: string;
  message?: string;
  md5?: string;
  /** Local object URL for image previews while uploading. */
  thumbUrl?: string;
}

/** The value to emit, or `undefined` while any file is not done (the value is emitted only when every file is done). */
export function valueWhenAllDone(items: UploadItem[]): string | undefined {
  if (items.some((i) => i.status !== 'done')) return undefined;
  return items.map((i) => i.path ?? '').filter(Boolean).join(',');
}

export function itemsFromValue(value: string | null | undefined): UploadItem[] {
  return splitPaths(value).map((path, i) => ({
    uid: `v-${i}-${path}`,
    name: nameFromPath(path),
    status: 'done',
    percent: 100,
    path,
  }));
}
