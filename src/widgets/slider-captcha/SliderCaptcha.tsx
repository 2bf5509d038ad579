import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { CheckCircleFilled, DoubleRightOutlined, LoadingOutlined } from '@ant-design/icons';

export const SLIDER_TEXT = { idle: '拖动滑块验证', success: '验证通过' } as const;
export const RELOAD_MS = 1400;
const HANDLE = 40;

export type SliderState = 'idle' | 'dragging' | 'success' | 'reloading';

export interface SliderCaptchaProps {
  /** Track width in px (default 300). */
  width?: number;
  onSuccess?: () => void;
}

export interface SliderCaptchaHandle {
  /** Plays the 1400 ms reload effect, then returns to 拖动滑块验证. */
  reset: () => void;
  state: () => SliderState;
}

/**
 * Drag-to-the-end human check. Success only when the handle reaches the end; otherwise it snaps back.
 *   <SliderCaptcha onSuccess={() => setHuman(true)} ref={slider} />   …   slider.current?.reset()
 */
const SliderCaptcha = forwardRef<SliderCaptchaHandle, SliderCaptchaProps>(function SliderCaptcha({ width = 300, onSuccess }, ref) {
  const [state, setState] = useState<SliderState>('idle');
  const [left, setLeft] = useState(0);
  const start = useRef<{ x: number } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const max = width - HANDLE;

  useImperativeHandle(ref, () => ({
    reset() {
      window.clearTimeout(timer.current);
      setState('reloading');
      setLeft(0);
      timer.current = window.setTimeout(() => setState('idle'), RELOAD_MS);
    },
    state: () => state,
  }));
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onMove = useCallback(
    (e: PointerEvent) => {
      if (!start.current) return;
      setLeft(Math.min(max, Math.max(0, e.clientX - start.current.x)));
    },
    [max],
  );
  const onUp = useCallback(
    (e: PointerEvent) => {
      if (!start.current) return;
      const x = Math.min(max, Math.max(0, e.clientX - start.current.x));
      start.current = null;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      if (x >= max) {
        setLeft(max);
        setState('success');
        onSuccess?.();
      } else {
        setLeft(0);
        setState('idle');
      }
    },
    [max, onMove, onSuccess],
  );
  useEffect(
    () => () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    },
    [onMove, onUp],
  );

  const onDown = (e: React.PointerEvent) => {
    if (state !== 'idle') return;
    e.preventDefault();
    start.current = { x: e.clientX - left };
    setState('dragging');
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };

  const success = state === 'success';
  const text = success ? SLIDER_TEXT.success : SLIDER_TEXT.idle;
  return (
    <div
      className="slider-captcha"
      data-state={state}
      style={{
        position: 'relative',
        width,
        maxWidth: '100%',
        height: HANDLE,
        lineHeight: `${HANDLE}px`,
        background: '#e8e8e8',
        borderRadius: 4,
        userSelect: 'none',
        textAlign: 'center',
        overflow: 'hidden',
        touchAction: 'none',
      }}
    >
      <div
        className="slider-captcha-bg"
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          height: '100%',
          width: left + HANDLE / 2,
          background: '#7ac23c',
          transition: state === 'dragging' ? 'none' : 'width .3s',
        }}
      />
      <span style={{ position: 'relative', color: success ? '#fff' : '#555', fontSize: 14 }}>
        {state === 'reloading' ? <LoadingOutlined /> : text}
      </span>
      <div
        role="slider"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.round(left)}
        tabIndex={0}
        onPointerDown={onDown}
        style={{
          position: 'absolute',
          top: 0,
          left,
          width: HANDLE,
          height: HANDLE,
          background: '#fff',
          border: '1px solid #ccc',
          borderRadius: 4,
          cursor: success ? 'default' : 'move',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          transition: state === 'dragging' ? 'none' : 'left .3s',
          boxSizing: 'border-box',
        }}
      >
        {success ? <CheckCircleFilled style={{ color: '#7ac23c' }} /> : <DoubleRightOutlined style={{ color: '#888' }} />}
      </div>
    </div>
  );
});

export default SliderCaptcha;
