import { useState } from 'react';
import { Button, Modal, Upload } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { InboxOutlined } from '@ant-design/icons';
import { downloadFile, uploadAction } from '@/providers/http';
import { notify } from '@/providers/notify';
import { runtimeConfig } from '@/lib/runtime-config';

export const IMPORT_MODAL_WIDTH = 600;
export const IMPORT_TEXT = {
  title: '导入EXCEL',
  onlyExcel: '只能上传 .xls 或 .xlsx 格式的文件',
  start: '开始上传',
  uploading: '上传中',
  detail: '具体详情请 ',
  download: '点击下载',
} as const;

/** Only .xls and .xlsx are accepted. */
export function isExcelFile(name: string): boolean {
  return /\.(xls|xlsx)$/i.test(name);
}

/** Multipart body of an import: files[] (one per file), isSingleTableImport only with biz, foreignKeys only if set. */
export function buildImportForm(files: File[], biz?: string, foreignKeys?: string | string[]): FormData {
  const fd = new FormData();
  for (const f of files as File[]) fd.append('files[]', f, f.name);
  if (biz) fd.append('isSingleTableImport', biz);
  const fk = Array.isArray(foreignKeys) ? foreignKeys.join(',') : foreignKeys;
  if (fk) fd.append('foreignKeys', fk);
  return fd;
}

interface ImportErrorResult {
  msg?: string;
  fileUrl?: string;
  fileName?: string;
}

/** Code 201: partly imported; shows the server text and a link to the error file. */
function showErrorFile(title: string, r: ImportErrorResult) {
  const href = r.fileUrl ? `${runtimeConfig().domianURL}${r.fileUrl}` : undefined;
  Modal.warning({
    title,
    okText: '确定',
    content: (
      <div>
        {r.msg && <div>{r.msg}</div>}
        {href && (
          <span>
            {IMPORT_TEXT.detail}
            <a
              href={href}
              download={r.fileName}
              onClick={(e) => {
                e.preventDefault();
                void downloadFile(r.fileUrl!, {}, r.fileName || 'error.txt').catch(() => undefined);
              }}
            >
              {IMPORT_TEXT.download}
            </a>
          </span>
        )}
      </div>
    ),
  });
}

export interface ImportExcelModalProps {
  open: boolean;
  /** Import URL relative to the API base, e.g. `/sys/user/importExcel`. */
  url: string;
  /** Single-table import flag (`isSingleTableImport`), sent only when set. */
  biz?: string;
  foreignKeys?: string | string[];
  onClose: () => void;
  /** Called after a successful import (reload the list). */
  onOk?: () => void;
}

/**
 * Excel import dialog (600 wide): pick .xls/.xlsx files, then 开始上传.
 *   <ImportExcelModal open={open} url="/sys/user/importExcel" onClose={() => setOpen(false)} onOk={reload} />
 */
export default function ImportExcelModal({ open, url, biz, foreignKeys, onClose, onOk }: ImportExcelModalProps) {
  const [files, setFiles] = useState<RcFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFiles([]);
  }

  const submit = async () => {
    setBusy(true);
    try {
      const res = await uploadAction<ImportErrorResult>(url, buildImportForm(files, biz, foreignKeys));
      if (res.success) {
        if (res.code === 201) showErrorFile(res.message, res.result ?? {});
        else notify.success(res.message);
        onClose();
        onOk?.();
      } else {
        notify.warning(res.message);
      }
    } catch {
      // The HTTP client has already shown the failure; the dialog stays open for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={IMPORT_TEXT.title}
      width={IMPORT_MODAL_WIDTH}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          关闭
        </Button>,
        <Button key="ok" type="primary" disabled={files.length === 0} loading={busy} onClick={() => void submit()}>
          {busy ? IMPORT_TEXT.uploading : IMPORT_TEXT.start}
        </Button>,
      ]}
    >
      <Upload.Dragger
        accept=".xls,.xlsx"
        multiple
        fileList={files}
        beforeUpload={(file) => {
          if (!isExcelFile(file.name)) {
            notify.warning(IMPORT_TEXT.onlyExcel);
            return Upload.LIST_IGNORE;
          }
          setFiles((fs) => [...fs, file]);
          return false;
        }}
        onRemove={(file) => setFiles((fs) => fs.filter((f) => f.uid !== file.uid))}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖拽 Excel 文件到此处</p>
        <p className="ant-upload-hint">仅支持 .xls、.xlsx</p>
      </Upload.Dragger>
    </Modal>
  );
}
