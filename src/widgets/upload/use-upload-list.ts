import { useCallback, useEffect, useRef, useState } from 'react';
import { Modal, Upload } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { notify } from '@/providers/notify';
import { fileMd5 } from './md5';
import { uploadFile, type UploadOptions } from './upload-request';
import {
  MESSAGES,
  failedMessage,
  itemsFromValue,
  keepLast,
  moveItem,
  valueWhenAllDone,
  type UploadItem,
} from './upload-rules';

export interface UploadListOptions {
  value?: string | null;
  onChange?: (value: string) => void;
  /** 0 = unlimited; otherwise only the last N files are kept. */
  number?: number;
  upload: UploadOptions;
}

let uidSeq = 0;

/**
 * State shared by the upload widgets: the list of files, their upload, and the comma-joined value, which is
 * emitted only when every file is done.
 */
export function useUploadList({ value, onChange, number = 0, upload }: UploadListOptions) {
  const [items, setItems] = useState<UploadItem[]>(() => itemsFromValue(value));
  const itemsRef = useRef(items);
  const emitted = useRef<string | null | undefined>(value ?? '');
  const md5s = useRef(new WeakMap<Blob, string>());
  const accepted = useRef(new Set<string>());
  const onChangeRef = useRef(onChange);
  const uploadRef = useRef(upload);
  useEffect(() => {
    onChangeRef.current = onChange;
    uploadRef.current = upload;
  });

  // A value set from outside (form reset, record loaded) replaces the list.
  useEffect(() => {
    if ((value ?? '') === (emitted.current ?? '')) return;
    emitted.current = value ?? '';
    const next = itemsFromValue(value);
    itemsRef.current = next;
    accepted.current.clear();
    setItems(next);
  }, [value]);

  const commit = useCallback((next: UploadItem[], emit: boolean) => {
    itemsRef.current = next;
    setItems(next);
    if (!emit) return;
    const v = valueWhenAllDone(next);
    if (v === undefined) return;
    emitted.current = v;
    onChangeRef.current?.(v);
  }, []);

  const patch = useCallback(
    (uid: string, change: Partial<UploadItem>, emit: boolean) => {
      if (!itemsRef.current.some((i) => i.uid === uid)) return;
      commit(
        itemsRef.current.map((i) => (i.uid === uid ? { ...i, ...change } : i)),
        emit,
      );
    },
    [commit],
  );

  /** MD5 duplicate check; resolves false (after warning 该文件已经上传) when the file is already in the list. */
  const checkDuplicate = useCallback(async (file: RcFile): Promise<boolean> => {
    const md5 = await fileMd5(file);
    const inList = itemsRef.current.some((i) => i.md5 === md5);
    if (inList || accepted.current.has(md5)) {
      notify.warning(MESSAGES.duplicate);
      return false;
    }
    accepted.current.add(md5);
    md5s.current.set(file, md5);
    return true;
  }, []);

  const start = useCallback(
    async (file: RcFile) => {
      const uid = `u-${++uidSeq}`;
      const md5 = md5s.current.get(file);
      const isImage = file.type?.startsWith('image/');
      const item: UploadItem = {
        uid,
        name: file.name,
        size: file.size,
        type: file.type,
        status: 'uploading',
        percent: 0,
        md5,
        thumbUrl: isImage && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined,
      };
      commit(keepLast([...itemsRef.current, item], number), false);
      try {
        const path = await uploadFile(file, {
          ...uploadRef.current,
          onProgress: (percent) => patch(uid, { percent }, false),
        });
        patch(uid, { status: 'done', percent: 100, path }, true);
      } catch (err) {
        const message = err instanceof Error && err.message ? err.message : MESSAGES.unknownError;
        if (md5) accepted.current.delete(md5);
        patch(uid, { status: 'error', message, md5: undefined }, false);
        notify.error(failedMessage(file.name));
      }
    },
    [commit, number, patch],
  );

  const remove = useCallback(
    (uid: string) => {
      const gone = itemsRef.current.find((i) => i.uid === uid);
      if (gone?.md5) accepted.current.delete(gone.md5);
      commit(
        itemsRef.current.filter((i) => i.uid !== uid),
        true,
      );
    },
    [commit],
  );

  const move = useCallback(
    (index: number, direction: -1 | 1) => {
      const r = moveItem(itemsRef.current, index, direction);
      if (!r.ok) {
        notify.warning(r.message);
        return;
      }
      commit(r.items, true);
    },
    [commit],
  );

  return { items, itemsRef, checkDuplicate, start, remove, move };
}

/** Dialog for a failed file (spec §8: title 上传出错, content 错误信息：{message}, else 未知错误). */
export function showUploadError(message?: string) {
  Modal.error({ title: '上传出错', content: `错误信息：${message || MESSAGES.unknownError}`, okText: '确定' });
}

export const IGNORE = Upload.LIST_IGNORE;
