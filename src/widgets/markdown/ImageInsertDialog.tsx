import { useState } from 'react';
import { Button, Form, Input, Modal, Tabs, Upload } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { UploadOutlined } from '@ant-design/icons';
import { fileAccessUrl } from '@/lib/runtime-config';
import { notify } from '@/providers/notify';
import { uploadFile } from '@/widgets/upload/upload-request';
import { MESSAGES, isImageFile } from '@/widgets/upload/upload-rules';
import { imageMarkdown } from './image-markdown';

type TabKey = 'local' | 'network';
const EMPTY = { path: '', name: '', url: '', remark: '' };

export const IMAGE_DIALOG_TEXT = {
  title: '插入图片',
  local: '本地上传',
  network: '网络图片',
  remark: '图片备注',
  url: '图片地址',
  choose: '选择图片',
  needLocal: '请上传图片',
  needUrl: '请输入图片地址',
} as const;

export interface ImageInsertDialogProps {
  open: boolean;
  biz?: string;
  onInsert: (markdown: string) => void;
  onClose: () => void;
}

/**
 * The markdown editor's image dialog: a local upload or a network URL, each with a remark. Changing tab clears the
 * inputs; OK inserts `![remark](url)` and clears every field.
 */
export default function ImageInsertDialog({ open, biz = 'temp', onInsert, onClose }: ImageInsertDialogProps) {
  const [tab, setTab] = useState<TabKey>('local');
  const [f, setF] = useState(EMPTY);
  const [busy, setBusy] = useState(false);

  const pick = async (file: RcFile) => {
    if (!isImageFile(file)) {
      notify.warning(MESSAGES.notImage);
      return false;
    }
    setBusy(true);
    try {
      const path = await uploadFile(file, { biz });
      setF((x) => ({ ...x, path, name: file.name }));
    } catch {
      notify.error(MESSAGES.failed);
    } finally {
      setBusy(false);
    }
    return false;
  };

  const ok = () => {
    const url = tab === 'local' ? (f.path ? fileAccessUrl(f.path) : '') : f.url.trim();
    if (!url) {
      notify.warning(tab === 'local' ? IMAGE_DIALOG_TEXT.needLocal : IMAGE_DIALOG_TEXT.needUrl);
      return;
    }
    onInsert(imageMarkdown(url, f.remark));
    setF(EMPTY);
    onClose();
  };

  const remark = (
    <Form.Item label={IMAGE_DIALOG_TEXT.remark}>
      <Input aria-label={IMAGE_DIALOG_TEXT.remark} value={f.remark} onChange={(e) => setF((x) => ({ ...x, remark: e.target.value }))} />
    </Form.Item>
  );

  return (
    <Modal open={open} title={IMAGE_DIALOG_TEXT.title} onOk={ok} onCancel={onClose} okText="确定" cancelText="取消" okButtonProps={{ disabled: busy }}>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as TabKey);
          setF(EMPTY);
        }}
        items={[
          {
            key: 'local',
            label: IMAGE_DIALOG_TEXT.local,
            children: (
              <Form layout="vertical">
                <Form.Item label={IMAGE_DIALOG_TEXT.choose}>
                  <Upload accept="image/*" showUploadList={false} beforeUpload={(file) => pick(file)}>
                    <Button icon={<UploadOutlined />} loading={busy}>
                      {IMAGE_DIALOG_TEXT.choose}
                    </Button>
                  </Upload>
                  {f.path && (
                    <div className="md-image-picked" style={{ marginTop: 8 }}>
                      <img src={fileAccessUrl(f.path)} alt={f.name} style={{ maxHeight: 80, maxWidth: '100%' }} />
                    </div>
                  )}
                </Form.Item>
                {remark}
              </Form>
            ),
          },
          {
            key: 'network',
            label: IMAGE_DIALOG_TEXT.network,
            children: (
              <Form layout="vertical">
                <Form.Item label={IMAGE_DIALOG_TEXT.url}>
                  <Input
                    aria-label={IMAGE_DIALOG_TEXT.url}
                    placeholder="https://"
                    value={f.url}
                    onChange={(e) => setF((x) => ({ ...x, url: e.target.value }))}
                  />
                </Form.Item>
                {remark}
              </Form>
            ),
          },
        ]}
      />
    </Modal>
  );
}
