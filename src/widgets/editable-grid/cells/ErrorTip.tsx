import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';

interface Pos {
  left: number;
  top: number;
  below: boolean;
  hidden: boolean;
}

/**
 * The part of the grid's scroll container not covered by the sticky header, the sticky footer or the sticky leading
 * columns, in viewport coordinates.
 */
function visibleBody(anchor: HTMLElement): { top: number; bottom: number; left: number; right: number } | null {
  const scroll = anchor.closest('.eg-scroll');
  if (!scroll) return null;
  const r = scroll.getBoundingClientRect();
  const header = scroll.querySelector('.eg-header')?.getBoundingClientRect().height ?? 0;
  const footer = scroll.querySelector('.eg-footer')?.getBoundingClientRect().height ?? 0;
  const fixed = scroll.querySelectorAll('.eg-header .eg-cell-sticky');
  const left = fixed.length ? fixed[fixed.length - 1].getBoundingClientRect().right : r.left;
  return { top: r.top + header, bottom: r.bottom - footer, left, right: r.right };
}

/**
 * A cell's validation message. Rendered in a portal on document.body above everything (the footer row included), and
 * hidden while its cell is scrolled under the sticky header or footer, so it never points at a covered cell.
 */
export function ErrorTip({ anchor, message }: { anchor: RefObject<HTMLElement | null>; message: string }) {
  const tipRef = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<Pos>({ left: -9999, top: -9999, below: false, hidden: true });

  useLayoutEffect(() => {
    let frame = 0;
    const place = () => {
      frame = 0;
      const a = anchor.current;
      const tip = tipRef.current;
      if (!a || !tip) return;
      const r = a.getBoundingClientRect();
      const body = visibleBody(a);
      const mid = (r.top + r.bottom) / 2;
      const midX = (r.left + r.right) / 2;
      const hidden =
        !!body && (mid < body.top || mid > body.bottom || midX < body.left || midX > body.right);
      const h = tip.offsetHeight;
      const w = tip.offsetWidth;
      // Above the cell unless that would cover the header (or leave the window): then below it.
      const below = r.top - h - 6 < Math.max(0, body ? body.top - 4 : 0);
      const top = (below ? r.bottom + 6 : r.top - h - 6) + window.scrollY;
      const left = Math.max(4, Math.min(r.left + r.width / 2 - w / 2, window.innerWidth - w - 4)) + window.scrollX;
      setPos((p) =>
        p.left === left && p.top === top && p.below === below && p.hidden === hidden ? p : { left, top, below, hidden },
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, true);
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, true);
      window.removeEventListener('resize', schedule);
    };
  }, [anchor, message]);

  return createPortal(
    <div
      ref={tipRef}
      role="tooltip"
      className={`eg-error-tip eg-error-tip-${pos.below ? 'below' : 'above'}`}
      style={{
        position: 'absolute',
        left: pos.left,
        top: pos.top,
        zIndex: 1070,
        visibility: pos.hidden ? 'hidden' : 'visible',
        maxWidth: 260,
        padding: '4px 8px',
        borderRadius: 6,
        background: '#ff4d4f',
        color: '#fff',
        fontSize: 12,
        lineHeight: '20px',
        boxShadow: '0 6px 16px rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12)',
        pointerEvents: 'none',
        whiteSpace: 'normal',
        wordBreak: 'break-all',
      }}
    >
      {message}
    </div>,
    document.body,
  );
}
