import { useEffect, useState } from 'react';
import { Modal, Tooltip, type ModalProps } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';

export interface JModalProps extends ModalProps {
  /** Initial fullscreen state, restored every time the modal opens. */
  fullscreen?: boolean;
  /** Show the fullscreen switch in the title bar (default true). */
  switchFullscreen?: boolean;
}

/**
 * antd Modal with a fullscreen switch that resets to `fullscreen` on each open (details modals, 1200 wide).
 *   <JModal open={open} title="详情" width={1200} onCancel={close}>…</JModal>
 */
export default function JModal({ fullscreen = false, switchFullscreen = true, open, title, width, style, className, ...rest }: JModalProps) {
  const [full, setFull] = useState(fullscreen);
  const [wasOpen, setWasOpen] = useState(open);
  // Reset on each opening (render-time state adjustment, no effect needed).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFull(fullscreen);
  }
  useEffect(() => {
    if (!full) return;
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = prev;
    };
  }, [full]);
  const heading = (
    <div style={{ display: 'flex', alignItems: 'center', paddingRight: 32 }}>
      <div style={{ flex: 1, minWidth: 0 }}>{title}</div>
      {switchFullscreen && (
        <Tooltip title={full ? '退出全屏' : '全屏'}>
          <button
            type="button"
            aria-label={full ? '退出全屏' : '全屏'}
            onClick={() => setFull((f) => !f)}
            style={{ border: 0, background: 'transparent', cursor: 'pointer', fontSize: 16, color: 'rgba(0,0,0,.45)' }}
          >
            {full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          </button>
        </Tooltip>
      )}
    </div>
  );
  return (
    <Modal
      {...rest}
      open={open}
      title={heading}
      width={full ? '100vw' : width}
      className={[className, full ? 'j-modal-fullscreen' : ''].filter(Boolean).join(' ')}
      style={full ? { ...style, top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : style}
      styles={full ? { content: { minHeight: '100vh', borderRadius: 0 }, ...rest.styles } : rest.styles}
    />
  );
}
