import { memo, useLayoutEffect, useRef, type CSSProperties, type PointerEvent as ReactPointerEvent } from 'react';
import { Button, Checkbox } from 'antd';
import { HolderOutlined, MinusSquareOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { GridCell, type CellEnv } from './cells/GridCell';
import type { GridColumn, GridRow } from './types';

/** A laid-out column: a data column or one of the leading fixed columns. */
export interface LayoutColumn {
  kind: 'drag' | 'selection' | 'expand' | 'rowNumber' | 'data';
  key: string;
  width: number;
  /** Sticky left offset for leading fixed columns. */
  left?: number;
  col?: GridColumn;
}

/** Row-level callbacks, one stable object per grid. */
export interface RowEnv {
  cell: CellEnv;
  toggleSelect: (rowId: string, on: boolean) => void;
  startDrag: (rowId: string, displayIndex: number, e: ReactPointerEvent) => void;
  toggleSubForm: (rowId: string) => void;
}

export function cellStyle(c: LayoutColumn, sticky: boolean): CSSProperties {
  if (c.kind === 'data') return { flex: `1 0 ${c.width}px`, width: c.width };
  return sticky ? { flex: 'none', width: c.width, left: c.left } : { flex: 'none', width: c.width };
}

/** Class of a cell: leading columns are centred, and sticky when the grid is wide enough. */
export function cellClass(c: LayoutColumn, sticky: boolean): string {
  if (c.kind === 'data') return 'eg-cell';
  return `eg-cell eg-cell-center${sticky ? ' eg-cell-fixed eg-cell-sticky' : ''}`;
}

export interface GridRowViewProps {
  env: RowEnv;
  row: GridRow;
  /** Index among displayed rows (page-relative). */
  displayIndex: number;
  /** Number shown in the # column. */
  rowNo: number;
  layout: LayoutColumn[];
  height: number;
  errors: Record<string, string> | undefined;
  selected: boolean;
  disabled: boolean;
  editingKey: string | null;
  activeKey: string | null;
  subFormOpen: boolean;
  dragging: boolean;
  /** A column sort is active: the drag handle is shown disabled (display order is not the data order). */
  dragLocked?: boolean;
  sticky: boolean;
}

/** One grid row; memoised so typing in one row re-renders only that row. */
export const GridRowView = memo(function GridRowView(p: GridRowViewProps) {
  const { env, row } = p;
  const el = useRef<HTMLDivElement | null>(null);
  // The element is reused for another row while scrolling: a focused editor must not carry keystrokes over.
  const shownId = useRef(row.id);
  useLayoutEffect(() => {
    if (shownId.current === row.id) return;
    shownId.current = row.id;
    const a = document.activeElement;
    if (a instanceof HTMLElement && el.current?.contains(a)) a.blur();
  }, [row.id]);
  return (
    <div
      ref={el}
      className={`eg-row${p.selected ? ' eg-row-selected' : ''}${p.dragging ? ' eg-row-dragging' : ''}`}
      style={{ height: p.height }}
      data-row-id={row.id}
      data-row-index={p.displayIndex}
      role="row"
    >
      {p.layout.map((c) => {
        const cls = cellClass(c, p.sticky);
        switch (c.kind) {
          case 'drag':
            return (
              <div key={c.key} className={cls} style={cellStyle(c, p.sticky)}>
                <span
                  className={`eg-drag-handle${p.dragLocked ? ' eg-drag-handle-locked' : ''}`}
                  aria-label="拖动排序"
                  aria-disabled={p.dragLocked || undefined}
                  title={p.dragLocked ? '排序时不能拖动' : undefined}
                  onPointerDown={p.disabled || p.dragLocked ? undefined : (e) => env.startDrag(row.id, p.displayIndex, e)}
                >
                  <HolderOutlined />
                </span>
              </div>
            );
          case 'selection':
            return (
              <div key={c.key} className={cls} style={cellStyle(c, p.sticky)}>
                <Checkbox
                  aria-label="选择行"
                  checked={p.selected}
                  disabled={p.disabled}
                  onChange={(e) => env.toggleSelect(row.id, e.target.checked)}
                />
              </div>
            );
          case 'expand':
            return (
              <div key={c.key} className={cls} style={cellStyle(c, p.sticky)}>
                <Button
                  type="text"
                  size="small"
                  aria-label={p.subFormOpen ? '收起子表' : '展开子表'}
                  icon={p.subFormOpen ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
                  onClick={() => env.toggleSubForm(row.id)}
                />
              </div>
            );
          case 'rowNumber':
            return (
              <div key={c.key} className={cls} style={cellStyle(c, p.sticky)}>
                {p.rowNo}
              </div>
            );
          default: {
            const col = c.col!;
            const editable = col.type !== 'normal' && col.type !== 'slot';
            return (
              <div
                key={c.key}
                className={`eg-cell${editable && !p.disabled && !col.disabled ? ' eg-cell-editable' : ''}`}
                style={cellStyle(c, p.sticky)}
                data-cell={`${row.id}|${col.key}`}
                data-col={col.key}
              >
                <GridCell
                  env={env.cell}
                  row={row}
                  rowIndex={p.displayIndex}
                  col={col}
                  value={row[col.key]}
                  error={p.errors?.[col.key]}
                  editing={p.editingKey === col.key}
                  active={p.activeKey === col.key}
                  disabled={p.disabled || !!col.disabled}
                />
              </div>
            );
          }
        }
      })}
    </div>
  );
});
