import { Button, Progress, Tooltip, Upload } from 'antd';
import type { RcFile, UploadProps } from 'antd/es/upload';
import { DeleteOutlined, ExclamationCircleOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { fileAccessUrl } from '@/lib/runtime-config';
import { notify } from '@/providers/notify';
import type { UploadOptions } from './upload-request';
import { IGNORE, showUploadError, useUploadList } from './use-upload-list';
import {
  DEFAULT_BIZ,
  batchCountExceeded,
  countExceededMessage,
  isTooLarge,
  shortName,
  sizeExceededMessage,
} from './upload-rules';

export interface JUploadProps {
  /** Comma-joined stored paths. */
  value?: string | null;
  /** Called with the comma-joined paths once every file is done. */
  onChange?: (value: string) => void;
  /** Business sub-folder, default `temp`. */
  biz?: string;
  action?: string;
  /** Envelope field carrying the path, default `message`. */
  responseName?: string;
  /** Extra multipart fields; default `{ isup: '1' }`. */
  data?: Record<string, string>;
  withToken?: boolean;
  /** 0 (default) = unlimited; otherwise the last N files are kept. */
  number?: number;
  multiple?: boolean;
  /** In multiple mode: the batch plus the existing files may not exceed this. */
  maxFileNum?: number;
  /** Bytes. */
  maxFileSize?: number;
  accept?: string;
  disabled?: boolean;
  text?: string;
}

/**
 * Generic file upload storing comma-joined paths (JeecgBoot `JUpload`).
 *   <Form.Item name="files"><JUpload biz="spot" multiple maxFileNum={5} /></Form.Item>
 */
export default function JUpload(props: JUploadProps) {
  const {
    value,
    onChange,
    biz = DEFAULT_BIZ,
    action,
    responseName,
    data = { isup: '1' },
    withToken,
    number = 0,
    multiple = true,
    maxFileNum,
    maxFileSize,
    accept,
    disabled,
    text = '点击上传',
  } = props;
  const upload: UploadOptions = { action, biz, responseName, data, withToken };
  const { items, itemsRef, checkDuplicate, start, remove } = useUploadList({ value, onChange, number, upload });

  const beforeUpload: UploadProps['beforeUpload'] = async (file: RcFile, batch: RcFile[]) => {
    if (isTooLarge(file.size, maxFileSize)) {
      notify.warning(sizeExceededMessage(maxFileSize!));
      return IGNORE;
    }
    if (multiple && batchCountExceeded(itemsRef.current.length, batch.length, maxFileNum)) {
      notify.warning(countExceededMessage(maxFileNum!));
      return IGNORE;
    }
    if (!(await checkDuplicate(file))) return IGNORE;
    return true;
  };

  return (
    <div className="j-upload">
      <Upload
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={({ file }) => void start(file as RcFile)}
      >
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {text}
        </Button>
      </Upload>
      <ul className="j-upload-list" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {items.map((it) => (
          <li key={it.uid} data-status={it.status} style={{ display: 'flex', alignItems: 'center', gap: 8, lineHeight: '28px' }}>
            {it.status === 'error' ? (
              <ExclamationCircleOutlined style={{ color: '#ff4d4f', cursor: 'pointer' }} onClick={() => showUploadError(it.message)} />
            ) : (
              <PaperClipOutlined />
            )}
            <Tooltip title={it.name}>
              {it.status === 'done' && it.path ? (
                <a href={fileAccessUrl(it.path)} target="_blank" rel="noreferrer">
                  {shortName(it.name)}
                </a>
              ) : (
                <span style={{ color: it.status === 'error' ? '#ff4d4f' : undefined }}>{shortName(it.name)}</span>
              )}
            </Tooltip>
            {it.status === 'uploading' && <Progress percent={it.percent} size="small" style={{ width: 120, margin: 0 }} />}
            {!disabled && (
              <DeleteOutlined aria-label={`删除 ${it.name}`} style={{ cursor: 'pointer', marginLeft: 'auto' }} onClick={() => remove(it.uid)} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
