// Pure rules of the upload endpoints: business path, file type whitelist and stored file names (contract §5.16).

export const ALLOWED_EXTENSIONS = new Set([
  // images
  'jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'ico',
  // office documents
  'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'wps', 'csv',
  // pdf, text, archives, media
  'pdf', 'txt', 'zip', 'rar', '7z', 'mp3', 'mp4',
]);
export const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'ico']);

export const MESSAGES = {
  failed: '上传失败！',
  noFile: '上传失败！未找到上传的文件',
  badBiz: '上传失败！业务路径（biz）不合法：只允许字母、数字、下划线、短横线和斜杠，且不能包含“..”或以“/”开头',
  tooLarge: '文件大小超出10MB限制, 请压缩或降低文件质量! ',
} as const;

export function badTypeMessage(ext: string): string {
  const shown = ext ? `.${ext}` : '（无扩展名）';
  return `上传失败！不支持的文件类型${shown}，仅允许图片、Office 文档、PDF、TXT、ZIP/RAR/7Z、MP3、MP4`;
}

/** Extension in lower case without the dot ('' when none). */
export function extensionOf(name: string): string {
  const base = baseName(name);
  const i = base.lastIndexOf('.');
  return i > 0 ? base.slice(i + 1).toLowerCase() : '';
}

/** Last path segment of a client-supplied file name (browsers on Windows may send `C:\\x\\a.png`). */
export function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? '';
}

export function isAllowedFile(name: string): boolean {
  return ALLOWED_EXTENSIONS.has(extensionOf(name));
}

/**
 * Validated business sub-folder: '' when empty, otherwise only [A-Za-z0-9_/-], no `..`, not absolute.
 * Returns null when it is not acceptable.
 */
export function sanitizeBiz(raw: string | undefined | null): string | null {
  const biz = (raw ?? '').trim();
  if (biz === '') return '';
  if (biz.startsWith('/') || biz.includes('..') || !/^[A-Za-z0-9_/-]+$/.test(biz)) return null;
  const clean = biz.split('/').filter(Boolean).join('/');
  return clean;
}

/** `<origName>_<millis>.<ext>` with characters unsafe in file names replaced. */
export function storedFileName(originalName: string, millis: number): string {
  const base = Array.from(baseName(originalName), (c) => (c.charCodeAt(0) < 32 || '<>:"|?*'.includes(c) ? '_' : c)).join('');
  const ext = extensionOf(base);
  const stem = ext ? base.slice(0, base.length - ext.length - 1) : base;
  const safeStem = stem.replace(/^\.+/, '') || 'file';
  return ext ? `${safeStem}_${millis}.${ext}` : `${safeStem}_${millis}`;
}
