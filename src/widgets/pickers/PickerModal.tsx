import { useState, type ReactNode } from 'react';
import { Button, Modal, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';

export interface PickerModalProps {
  open: boolean;
  title: ReactNode;
  width: number;
  onOk: () => void;
  onCancel: () => void;
  /** Fullscreen state every time the modal opens (spec widgets §4: the toggle resets on each open). */
  fullscreen?: boolean;
  okText?: string;
  cancelText?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The picker dialog: fixed width, a fullscreen switch in the title bar that resets on every open.
 * `<PickerModal open={open} title="选择部门" width={500} onOk={ok} onCancel={close}>…</PickerModal>`
 */
export function PickerModal({ open, title, width, onOk, onCancel, fullscreen: initial = false, okText = '确定', cancelText = '取消', children, footer }: PickerModalProps) {
  const [fullscreen, setFullscreen] = useState(initial);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFullscreen(initial);
  }
  return (
    <Modal
      open={open}
      width={fullscreen ? '100vw' : width}
      style={fullscreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : { maxWidth: 'calc(100vw - 16px)' }}
      styles={fullscreen ? { body: { minHeight: 'calc(100vh - 110px)' } } : undefined}
      className={fullscreen ? 'picker-modal picker-modal-fullscreen' : 'picker-modal'}
      title={
        <div style={{ display: 'flex', alignItems: 'center', paddingRight: 32 }}>
          <span style={{ flex: 1 }}>{title}</span>
          <Tooltip title={fullscreen ? '退出全屏' : '全屏'}>
            <Button
              type="text"
              size="small"
              aria-label={fullscreen ? '退出全屏' : '全屏'}
              data-testid="modal-fullscreen-toggle"
              icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={() => setFullscreen((f) => !f)}
            />
          </Tooltip>
        </div>
      }
      okText={okText}
      cancelText={cancelText}
      onOk={onOk}
      onCancel={onCancel}
      footer={footer}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
