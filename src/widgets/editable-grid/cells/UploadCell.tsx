import { useRef } from 'react';
import { Button, Modal, Progress, Tooltip } from 'antd';
import { CloseOutlined, DownloadOutlined, ExclamationCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { fileAccessUrl } from '@/lib/runtime-config';
import { shortName, toUploadItems, uploadLimit } from '../cell-rules';
import type { GridColumn, UploadItem } from '../types';
import { uploadCellFile } from '../upload';

let uidSeq = 0;

/** 上传出错 dialog of a failed file (spec §8). */
export function showUploadError(item: UploadItem) {
  Modal.error({ title: '上传出错', content: `错误信息：${item.message || '未知错误'}`, maskClosable: true });
}

/**
 * upload / file / image cell: shows each file as uploading (percent), done (name or thumbnail) or error (icon opening
 * the 上传出错 dialog). The cell value is the list of items; the grid hands out paths only when all are done.
 */
export function UploadCell({
  col,
  value,
  disabled,
  onChange,
}: {
  col: GridColumn;
  value: unknown;
  disabled: boolean;
  onChange: (items: UploadItem[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const items = toUploadItems(value);
  // The latest list, so progress events of several files do not overwrite each other.
  const latest = useRef(items);
  latest.current = items;
  const limit = uploadLimit(col);
  const image = col.type === 'image';

  const update = (item: UploadItem) => {
    const list = latest.current.some((i) => i.uid === item.uid)
      ? latest.current.map((i) => (i.uid === item.uid ? item : i))
      : [...latest.current, item];
    const kept = limit > 0 ? list.slice(-limit) : list;
    latest.current = kept;
    onChange(kept);
  };

  const pick = (files: FileList | null) => {
    if (!files) return;
    for (const f of Array.from(files)) {
      uidSeq += 1;
      void uploadCellFile(col, f, `up-${Date.now()}-${uidSeq}`, update);
    }
  };

  const remove = (uid: string) => {
    const kept = latest.current.filter((i) => i.uid !== uid);
    latest.current = kept;
    onChange(kept);
  };

  return (
    <div className="eg-upload">
      {items.map((item) => (
        <span key={item.uid} className={`eg-upload-item eg-upload-${item.status}`} style={{ display: 'inline-flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
          {item.status === 'uploading' && (
            <Progress type="circle" size={24} percent={item.percent} aria-label={`${item.name} 上传中 ${item.percent}%`} />
          )}
          {item.status === 'error' && (
            <Tooltip title="上传出错，点击查看">
              <ExclamationCircleOutlined
                className="eg-upload-error"
                aria-label={`${item.name} 上传出错`}
                role="button"
                onClick={() => showUploadError(item)}
              />
            </Tooltip>
          )}
          {item.status === 'done' && image && (
            <a href={fileAccessUrl(item.path)} target="_blank" rel="noreferrer">
              <img className="eg-upload-thumb" src={fileAccessUrl(item.path)} alt={item.name} />
            </a>
          )}
          {item.status === 'done' && !image && (
            <span className="eg-upload-name" title={item.name}>
              {shortName(item.name)}
            </span>
          )}
          {item.status === 'done' && col.allowDownload !== false && !image && (
            <a href={fileAccessUrl(item.path)} target="_blank" rel="noreferrer" aria-label={`下载 ${item.name}`}>
              <DownloadOutlined />
            </a>
          )}
          {col.allowRemove !== false && !disabled && item.status !== 'uploading' && (
            <CloseOutlined aria-label={`删除 ${item.name}`} role="button" style={{ fontSize: 10, cursor: 'pointer' }} onClick={() => remove(item.uid)} />
          )}
        </span>
      ))}
      {!disabled && (limit === 0 || items.length < limit || limit === 1) && (
        <>
          <Button size="small" icon={<UploadOutlined />} onClick={() => input.current?.click()}>
            {items.length ? '' : image ? '上传图片' : '上传文件'}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            multiple={limit !== 1}
            accept={image ? 'image/*' : undefined}
            data-testid={`upload-input-${col.key}`}
            onChange={(e) => {
              pick(e.target.files);
              e.target.value = '';
            }}
          />
        </>
      )}
    </div>
  );
}
