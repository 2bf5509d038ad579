import { useState } from 'react';
import { Modal, Tooltip, Upload } from 'antd';
import type { RcFile, UploadProps } from 'antd/es/upload';
import {
  DeleteOutlined,
  ExclamationCircleOutlined,
  EyeOutlined,
  LeftOutlined,
  LoadingOutlined,
  PlusOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { fileAccessUrl } from '@/lib/runtime-config';
import { notify } from '@/providers/notify';
import type { UploadOptions } from './upload-request';
import { IGNORE, showUploadError, useUploadList } from './use-upload-list';
import {
  DEFAULT_BIZ,
  MESSAGES,
  PREVIEW_WIDTH,
  countExceededMessage,
  imageCountExceeded,
  isImageFile,
  isTooLarge,
  shortName,
  sizeExceededMessage,
} from './upload-rules';

export interface JImageUploadProps {
  value?: string | null;
  onChange?: (value: string) => void;
  biz?: string;
  action?: string;
  responseName?: string;
  data?: Record<string, string>;
  withToken?: boolean;
  /** Several images (with reordering); otherwise a new image replaces the old one. */
  isMultiple?: boolean;
  /** 0 (default) = unlimited; otherwise the last N images are kept. */
  number?: number;
  /** In multiple mode: no further image once this many exist. */
  maxFileNum?: number;
  maxFileSize?: number;
  disabled?: boolean;
  text?: string;
}

const CARD = 104;

/**
 * Image upload with preview (548 wide) and left/right reordering (JeecgBoot `JImageUpload`).
 *   <Form.Item name="pics"><JImageUpload isMultiple maxFileNum={9} /></Form.Item>
 */
export default function JImageUpload(props: JImageUploadProps) {
  const {
    value,
    onChange,
    biz = DEFAULT_BIZ,
    action,
    responseName,
    data = { isup: '1' },
    withToken,
    isMultiple = false,
    number,
    maxFileNum,
    maxFileSize,
    disabled,
    text = '上传',
  } = props;
  const upload: UploadOptions = { action, biz, responseName, data, withToken };
  const { items, itemsRef, checkDuplicate, start, remove, move } = useUploadList({
    value,
    onChange,
    number: isMultiple ? (number ?? 0) : 1,
    upload,
  });
  const [preview, setPreview] = useState<string | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = async (file: RcFile) => {
    if (!isImageFile(file)) {
      notify.warning(MESSAGES.notImage);
      return IGNORE;
    }
    if (isTooLarge(file.size, maxFileSize)) {
      notify.warning(sizeExceededMessage(maxFileSize!));
      return IGNORE;
    }
    if (isMultiple && imageCountExceeded(itemsRef.current.length, maxFileNum)) {
      notify.warning(countExceededMessage(maxFileNum!));
      return IGNORE;
    }
    if (!(await checkDuplicate(file))) return IGNORE;
    return true;
  };

  const btn: React.CSSProperties = { color: '#fff', cursor: 'pointer', fontSize: 14 };

  return (
    <div className="j-image-upload" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {items.map((it, index) => {
        const src = it.path ? fileAccessUrl(it.path) : it.thumbUrl;
        return (
          <div
            key={it.uid}
            className="j-image-card"
            data-status={it.status}
            style={{
              width: CARD,
              height: CARD,
              border: `1px ${it.status === 'error' ? 'solid #ff4d4f' : 'dashed #d9d9d9'}`,
              borderRadius: 8,
              padding: 6,
              boxSizing: 'border-box',
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              background: '#fafafa',
            }}
          >
            {it.status === 'uploading' ? (
              <>
                <LoadingOutlined />
                <span style={{ fontSize: 12, marginTop: 4 }}>{it.percent}%</span>
              </>
            ) : it.status === 'error' ? (
              <ExclamationCircleOutlined
                aria-label="上传出错"
                style={{ color: '#ff4d4f', fontSize: 24, cursor: 'pointer' }}
                onClick={() => showUploadError(it.message)}
              />
            ) : (
              <img src={src} alt={it.name} style={{ maxWidth: '100%', maxHeight: CARD - 32, objectFit: 'contain' }} />
            )}
            <Tooltip title={it.name}>
              <span style={{ fontSize: 12, color: '#666', marginTop: 2, whiteSpace: 'nowrap' }}>{shortName(it.name)}</span>
            </Tooltip>
            {it.status !== 'uploading' && (
              <div
                className="j-image-actions"
                style={{
                  position: 'absolute',
                  left: 0,
                  right: 0,
                  bottom: 0,
                  display: 'flex',
                  justifyContent: 'space-around',
                  padding: '2px 0',
                  background: 'rgba(0,0,0,.45)',
                  borderRadius: '0 0 8px 8px',
                }}
              >
                {src && it.status === 'done' && <EyeOutlined aria-label="预览" style={btn} onClick={() => setPreview(src)} />}
                {isMultiple && !disabled && <LeftOutlined aria-label="左移" style={btn} onClick={() => move(index, -1)} />}
                {isMultiple && !disabled && <RightOutlined aria-label="右移" style={btn} onClick={() => move(index, 1)} />}
                {!disabled && <DeleteOutlined aria-label="删除" style={btn} onClick={() => remove(it.uid)} />}
              </div>
            )}
          </div>
        );
      })}
      {!disabled && (
        <Upload
          accept="image/*"
          multiple={isMultiple}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={({ file }) => void start(file as RcFile)}
        >
          <div
            role="button"
            aria-label={text}
            style={{
              width: CARD,
              height: CARD,
              border: '1px dashed #d9d9d9',
              borderRadius: 8,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              cursor: 'pointer',
              background: '#fafafa',
            }}
          >
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{text}</div>
          </div>
        </Upload>
      )}
      <Modal open={!!preview} width={PREVIEW_WIDTH} footer={null} onCancel={() => setPreview(null)} title="预览" destroyOnHidden>
        {preview && <img alt="预览" src={preview} style={{ width: '100%' }} />}
      </Modal>
    </div>
  );
}
