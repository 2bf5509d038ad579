import type React from 'react';
import { Modal } from 'antd';
import { deleteAction } from '@/providers/http';
import { notify } from '@/providers/notify';

/** The list page's URLs (JeecgBoot list mixin `url`). */
export interface ListUrls {
  list?: string;
  delete?: string;
  deleteBatch?: string;
}

export const BATCH_DELETE_MESSAGES = {
  noSelection: '请选择一条记录！',
  confirmTitle: '确认删除',
  confirmContent: '是否删除选中数据?',
  missingList: '请设置url.list属性!',
  missingDelete: '请设置url.delete属性!',
  missingDeleteBatch: '请设置url.deleteBatch属性!',
} as const;

/** Developer error for a list page without `url.list`; returns false when the URL is missing. */
export function assertListUrl(urls: ListUrls): boolean {
  if (!urls.list) {
    notify.error(BATCH_DELETE_MESSAGES.missingList);
    return false;
  }
  return true;
}

/** Deletes one row (`DELETE url.delete?id=`); success → message + onDone, failure → warning with the server text. */
export async function deleteOne(urls: ListUrls, id: string, onDone?: () => void): Promise<boolean> {
  if (!urls.delete) {
    notify.error(BATCH_DELETE_MESSAGES.missingDelete);
    return false;
  }
  const res = await deleteAction(urls.delete, { id });
  if (res.success) {
    notify.success(res.message);
    onDone?.();
    return true;
  }
  notify.warning(res.message);
  return false;
}

/**
 * Batch delete of the selected rows: none selected → 请选择一条记录！, else a confirm (是否删除选中数据?) and
 * `DELETE url.deleteBatch?ids=a,b`. Resolves true once the rows are deleted.
 *   <Button onClick={() => batchDelete({ deleteBatch: '/sys/user/deleteBatch' }, selectedRowKeys, reload)}>批量删除</Button>
 */
export function batchDelete(urls: ListUrls, selectedRowKeys: ReadonlyArray<React.Key>, onDone?: () => void): Promise<boolean> {
  if (!urls.deleteBatch) {
    notify.error(BATCH_DELETE_MESSAGES.missingDeleteBatch);
    return Promise.resolve(false);
  }
  if (!selectedRowKeys || selectedRowKeys.length === 0) {
    notify.warning(BATCH_DELETE_MESSAGES.noSelection);
    return Promise.resolve(false);
  }
  const url = urls.deleteBatch;
  return new Promise((resolve) => {
    Modal.confirm({
      title: BATCH_DELETE_MESSAGES.confirmTitle,
      content: BATCH_DELETE_MESSAGES.confirmContent,
      okText: '确定',
      cancelText: '取消',
      onCancel: () => resolve(false),
      onOk: async () => {
        try {
          const res = await deleteAction(url, { ids: selectedRowKeys.map(String).join(',') });
          if (res.success) {
            notify.success(res.message);
            onDone?.();
            resolve(true);
          } else {
            notify.warning(res.message);
            resolve(false);
          }
        } catch (err) {
          resolve(false);
          throw err;
        }
      },
    });
  });
}
