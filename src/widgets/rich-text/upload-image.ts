import { fileAccessUrl } from '@/lib/runtime-config';
import { notify } from '@/providers/notify';
import { uploadFile } from '@/widgets/upload/upload-request';
import { MESSAGES } from '@/widgets/upload/upload-rules';

export const RICH_TEXT_BIZ = 'jeditor';
export const RICH_TEXT_HEIGHT = 300;

/**
 * Image upload of the rich-text editor: POST /sys/common/upload with biz `jeditor` (and the `jeditor` flag instead of
 * isup), resolving with the URL to insert; 上传失败 on failure.
 */
export async function uploadEditorImage(file: File): Promise<string | null> {
  try {
    const path = await uploadFile(file, { biz: RICH_TEXT_BIZ, data: { jeditor: '1' } });
    return fileAccessUrl(path);
  } catch {
    notify.error(MESSAGES.failed);
    return null;
  }
}
