import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Button, Checkbox, Pagination } from 'antd';
import { CaretDownOutlined, CaretUpOutlined, CloseOutlined } from '@ant-design/icons';
import '@/providers/dict';
import { dictCache, dictText } from '@/lib/dict-cache';
import { notify } from '@/providers/notify';
import { useEditableColumnAuth, useHasAuth } from '@/providers/access-control';
import { normalisePrefix } from '@/providers/permission-rules';
import {
  columnStatistics,
  columnWidth,
  FIXED_COLUMN_WIDTH,
  FIXED_COLUMN_WIDTH_WITH_STATISTICS,
  normaliseOptions,
  randomString,
  ROW_NUMBER_WIDTH,
} from './cell-rules';
import type { CellEnv } from './cells/GridCell';
import { DEFAULT_SORT_KEY, GridModel } from './grid-model';
import { cellClass, cellStyle, GridRowView, type LayoutColumn, type RowEnv } from './GridRowView';
import { vxeSocket } from './live-sync';
import { GridToolbar } from './GridToolbar';
import {
  VALIDATE_NO_PASSED,
  type EditableGridApi,
  type GridColumn,
  type GridOption,
  type GridRow,
  type GridSize,
  type PaginationConfig,
  type SlotContext,
  type SortOrder,
  type ValidateFailure,
} from './types';
import './editable-grid.css';

export const ROW_HEIGHT = 61;
export const MAX_HEIGHT = 400;
export const STATISTICS_ROW_HEIGHT = 32;
/** Rows rendered past the visible ones: 3 above, 6 below (about 9, spec §9). */
export const OVERSCAN_ABOVE = 3;
export const OVERSCAN_BELOW = 6;
export const INSERT_GUARD_MS = 1500;
export const BLUR_VALIDATE_DELAY = 100;
export const SOCKET_SEND_DELAY = 300;
/** The sub-form popover flips upward when less than this remains below the row. */
export const SUBFORM_FLIP_SPACE = 350;
export const SUBFORM_RETRIES = 3;
export const SUBFORM_RETRY_MS = 100;
export const PAGINATION_DEFAULTS = {
  current: 1,
  pageSize: 10,
  pageSizeOptions: ['10', '20', '30'],
  showQuickJumper: true,
  showSizeChanger: true,
};
/** Header sorter tooltips, as antd's zh_CN locale. */
export const SORT_TITLES = { none: '点击升序', ascend: '点击降序', descend: '取消排序' } as const;
/** Title of the drag handles while a column sort is active. */
export const DRAG_LOCKED_TITLE = '排序时不能拖动';
const OPTION_TYPES = new Set(['select', 'sel_search', 'list_multi', 'radio']);

export const showTotal = (total: number, range: [number, number]) => `${range[0]}-${range[1]} 共 ${total} 条`;

export interface SubFormContext {
  row: GridRow;
  close: () => void;
  setValues: (values: Record<string, unknown>) => void;
}

export interface EditableGridProps {
  columns: GridColumn[];
  /** Existing rows; a new array replaces the rows (validation errors of ids still present are kept). */
  dataSource?: GridRow[];
  ref?: Ref<EditableGridApi>;
  /** Editors always shown; otherwise a cell becomes editable on click. */
  alwaysEdit?: boolean;
  rowNumber?: boolean;
  rowSelection?: boolean;
  dragSort?: boolean;
  /** Field numbered from 1 by drag sort (default orderNum). */
  dragSortKey?: string;
  toolbar?: boolean;
  size?: GridSize;
  rowHeight?: number;
  maxHeight?: number;
  pagination?: boolean | PaginationConfig;
  disabled?: boolean;
  /** Rows that cannot be edited or selected: `{ status: ['2'] }` or a predicate. */
  disabledRows?: Record<string, unknown> | ((row: GridRow) => boolean);
  /** Permission prefix (colon appended): type "1" codes hide columns, type "2" disable them. */
  authPre?: string;
  /** Live sync: rows changed by other operators in grids with the same key are applied here. */
  socketKey?: string;
  /** Adds the expand column; the content of a row's sub-form popover. */
  subForm?: (ctx: SubFormContext) => ReactNode;
  expand?: boolean;
  slots?: Record<string, (ctx: SlotContext) => ReactNode>;
  onValueChange?: (e: { row: GridRow; column: GridColumn; value: unknown; oldValue: unknown }) => void;
  onSelectionChange?: (ids: string[], rows: GridRow[]) => void;
  onAdded?: (rows: GridRow[]) => void;
  onRemoved?: (rows: GridRow[]) => void;
  onDragged?: (rows: GridRow[]) => void;
}

function toDisabledPredicate(d: EditableGridProps['disabledRows']): (row: GridRow) => boolean {
  if (!d) return () => false;
  if (typeof d === 'function') return d;
  const entries = Object.entries(d);
  return (row) =>
    entries.some(([k, v]) => (Array.isArray(v) ? v.map(String).includes(String(row[k])) : String(row[k]) === String(v)));
}

const PORTAL_SELECTORS =
  '.ant-select-dropdown, .ant-picker-dropdown, .ant-popover, .ant-modal-root, .ant-modal-wrap, .ant-dropdown, .ant-cascader-dropdown, .ant-tooltip, .ant-message, .ant-drawer';

/**
 * The editable data grid (spec/widgets.md §3–§9): typed cell editors, per-column rules with the first failure in a
 * tooltip, selection, toolbar, drag sort, statistics footer, pagination, sub-form popover, column permissions, live
 * sync, and its own virtual rendering (61 px rows) that stays smooth at 10,000 rows.
 * Usage: `<EditableGrid ref={grid} columns={cols} dataSource={rows} rowNumber rowSelection />`, then
 * `await grid.current.getValuesPromise()`.
 */
export function EditableGrid(props: EditableGridProps) {
  const {
    alwaysEdit = false,
    rowNumber = false,
    rowSelection = false,
    dragSort = false,
    dragSortKey = DEFAULT_SORT_KEY,
    toolbar = false,
    size = 'medium',
    rowHeight = ROW_HEIGHT,
    maxHeight = MAX_HEIGHT,
    disabled = false,
    authPre,
  } = props;
  const [model] = useState(() => {
    const m = new GridModel();
    m.sortKey = dragSort ? dragSortKey : null;
    m.columns = props.columns;
    if (props.dataSource) m.setData(props.dataSource);
    return m;
  });
  useSyncExternalStore(model.subscribe, model.getVersion, model.getVersion);
  const propsRef = useRef(props);
  propsRef.current = props;

  // ---- columns, permissions, dictionaries --------------------------------------------------------------------
  const pre = authPre ? normalisePrefix(authPre) : undefined;
  const authColumns = useEditableColumnAuth(props.columns, pre);
  const canAdd = useHasAuth(pre ? `${pre}add` : undefined);
  const canBatchDelete = useHasAuth(pre ? `${pre}batch_delete` : undefined);
  model.columns = authColumns;
  model.sortKey = dragSort ? dragSortKey : null;
  model.isRowDisabled = useMemo(() => toDisabledPredicate(props.disabledRows), [props.disabledRows]);
  const paginate = !!props.pagination;
  const pageCfg = useMemo(
    () => ({ ...PAGINATION_DEFAULTS, ...(typeof props.pagination === 'object' ? props.pagination : {}) }),
    [props.pagination],
  );
  const pageInit = useRef(false);
  if (model.paginate !== paginate || !pageInit.current) {
    model.paginate = paginate;
    if (!pageInit.current) {
      model.page = pageCfg.current;
      model.pageSize = pageCfg.pageSize;
      pageInit.current = true;
    }
  }

  const lastData = useRef(props.dataSource);
  useLayoutEffect(() => {
    if (props.dataSource !== lastData.current) {
      lastData.current = props.dataSource;
      model.setData(props.dataSource ?? []);
    }
  }, [props.dataSource, model]);

  const [dicts, setDicts] = useState<Record<string, GridOption[]>>({});
  useEffect(() => {
    let alive = true;
    for (const c of authColumns) {
      if (!c.dictCode || c.options) continue;
      const code = c.dictCode;
      dictCache.get(code).then(
        (items) => alive && setDicts((d) => ({ ...d, [code]: normaliseOptions(items) })),
        (e) => console.warn('字典加载失败', code, e),
      );
    }
    return () => {
      alive = false;
    };
  }, [authColumns]);

  // Column sort compares what the operator sees: option columns by their label, uploads by their paths.
  model.sortValueOf = (key) => {
    const col = model.columns.find((c) => c.key === key);
    if (!col) return (row) => row[key];
    if (!OPTION_TYPES.has(col.type)) return (row) => model.cellValue(row, col);
    const opts = col.options ? normaliseOptions(col.options) : col.dictCode ? (dicts[col.dictCode] ?? []) : [];
    if (!opts.length) return (row) => row[key];
    const items = opts.map((o) => ({ value: o.value, text: o.label }));
    return (row) => dictText(items, Array.isArray(row[key]) ? (row[key] as unknown[]).join(',') : row[key]);
  };
  // A sort on a column that is gone (or no longer sortable) is dropped.
  useLayoutEffect(() => {
    const s = model.columnSort;
    if (s && !authColumns.some((c) => c.key === s.key && c.isOrder && c.type !== 'hidden')) model.setSort(null);
  }, [authColumns, model]);

  const hasStats = authColumns.some((c) => c.statistics?.length);
  const fixedWidth = hasStats ? FIXED_COLUMN_WIDTH_WITH_STATISTICS : FIXED_COLUMN_WIDTH;
  const hasSubForm = !!props.subForm;
  const layout = useMemo<LayoutColumn[]>(() => {
    const out: LayoutColumn[] = [];
    let left = 0;
    const fixed = (kind: LayoutColumn['kind'], width: number) => {
      out.push({ kind, key: `__${kind}`, width, left });
      left += width;
    };
    if (dragSort) fixed('drag', fixedWidth);
    if (rowSelection) fixed('selection', fixedWidth);
    if (props.expand && hasSubForm) fixed('expand', fixedWidth);
    if (rowNumber) fixed('rowNumber', ROW_NUMBER_WIDTH);
    for (const c of authColumns) if (c.type !== 'hidden') out.push({ kind: 'data', key: c.key, width: columnWidth(c), col: c });
    return out;
  }, [authColumns, dragSort, rowSelection, rowNumber, props.expand, hasSubForm, fixedWidth]);
  const totalWidth = layout.reduce((s, c) => s + c.width, 0);
  const fixedTotal = layout.reduce((s, c) => s + (c.kind === 'data' ? 0 : c.width), 0);

  // ---- scrolling and the virtual window ---------------------------------------------------------------------
  const scrollRef = useRef<HTMLDivElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const [first, setFirst] = useState(0);
  // Leading columns stay put while scrolling sideways, unless the grid is too narrow to spare them (phones).
  const [wide, setWide] = useState(true);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const check = () => setWide(el.clientWidth === 0 || el.clientWidth >= fixedTotal * 2.5);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(check);
    ro.observe(el);
    return () => ro.disconnect();
  }, [fixedTotal]);
  const headerHeight = size === 'mini' || size === 'tiny' ? 35 : 41;
  const footerRows = (['sum', 'average'] as const).filter((k) => authColumns.some((c) => c.statistics?.includes(k)));
  const footerHeight = footerRows.length ? footerRows.length * STATISTICS_ROW_HEIGHT + 1 : 0;
  const bodyViewport = Math.max(rowHeight, maxHeight - headerHeight - footerHeight);
  const pageRows = model.pageRows();
  const visibleCount = Math.ceil(bodyViewport / rowHeight) + 1;
  const start = Math.max(0, Math.min(first, Math.max(0, pageRows.length - visibleCount)) - OVERSCAN_ABOVE);
  const end = Math.min(pageRows.length, first + visibleCount + OVERSCAN_BELOW);

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const f = Math.floor(el.scrollTop / rowHeight);
    setFirst((old) => (old === f ? old : f));
  }, [rowHeight]);

  const scrollToRow = useCallback(
    (rowId: string) => {
      const rows = model.filteredRows();
      let idx = rows.findIndex((r) => r.id === rowId);
      if (idx < 0) return;
      if (model.paginate) {
        const page = Math.floor(idx / model.pageSize) + 1;
        if (page !== model.page) model.setPage(page);
        idx -= (page - 1) * model.pageSize;
      }
      const el = scrollRef.current;
      if (!el) return;
      const body = el.clientHeight - headerHeight - footerHeight;
      const top = idx * rowHeight;
      if (top < el.scrollTop) el.scrollTop = top;
      else if (top + rowHeight > el.scrollTop + body) el.scrollTop = top + rowHeight - body;
      onScroll();
    },
    [model, headerHeight, footerHeight, rowHeight, onScroll],
  );

  /** Sideways: brings a cell out from under the sticky leading columns or past the right edge. */
  const scrollCellIntoViewX = useCallback((rowId: string, key: string) => {
    const el = scrollRef.current;
    const cell = el?.querySelector<HTMLElement>(`[data-cell="${`${rowId}|${key}`.replace(/["\\]/g, '\\$&')}"]`);
    if (!el || !cell) return;
    const stickyLeft = wideRef.current ? fixedTotalRef.current : 0;
    const left = cell.offsetLeft;
    const right = left + cell.offsetWidth;
    if (left - stickyLeft < el.scrollLeft) el.scrollLeft = Math.max(0, left - stickyLeft);
    else if (right > el.scrollLeft + el.clientWidth) el.scrollLeft = right - el.clientWidth;
  }, []);
  const wideRef = useRef(wide);
  wideRef.current = wide;
  const fixedTotalRef = useRef(fixedTotal);
  fixedTotalRef.current = fixedTotal;

  // ---- editing and validation -------------------------------------------------------------------------------
  const [caseId] = useState(() => randomString(8));
  const sendTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const blurTimers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const validateAndShow = useCallback(
    (rowId: string, key: string, trigger: 'input' | 'change' | 'blur') => {
      void model.validateOne(rowId, key, trigger).then((msg) => {
        if (msg) model.setActiveError({ rowId, key });
        else if (model.activeError?.rowId === rowId && model.activeError.key === key) model.setActiveError(null);
        model.revalidateColumnErrors(key, rowId);
      });
    },
    [model],
  );

  const scheduleSend = useCallback(
    (rowId: string) => {
      const key = propsRef.current.socketKey;
      if (!key) return;
      const timers = sendTimers.current;
      const old = timers.get(rowId);
      if (old) clearTimeout(old);
      timers.set(
        rowId,
        setTimeout(() => {
          timers.delete(rowId);
          const row = model.getRow(rowId);
          if (row) vxeSocket()?.sendUpdate(key, model.getData().rows.find((r) => r.id === rowId) ?? row, caseId);
        }, SOCKET_SEND_DELAY),
      );
    },
    [model, caseId],
  );

  const cellEnv = useMemo<CellEnv>(
    () => ({
      alwaysEdit,
      controlSize: size === 'medium' ? 'middle' : 'small',
      options: (col) => (col.options ? normaliseOptions(col.options) : col.dictCode ? (dicts[col.dictCode] ?? []) : []),
      change: (rowId, key, value, trigger) => {
        const before = model.getRow(rowId);
        const row = model.setValue(rowId, key, value);
        if (!row) return;
        const column = model.columns.find((c) => c.key === key);
        if (column) propsRef.current.onValueChange?.({ row, column, value, oldValue: before?.[key] });
        validateAndShow(rowId, key, trigger);
        scheduleSend(rowId);
      },
      blur: (rowId, key) => {
        const t = setTimeout(() => {
          blurTimers.current.delete(t);
          if (model.getRow(rowId)) validateAndShow(rowId, key, 'blur');
        }, BLUR_VALIDATE_DELAY);
        blurTimers.current.add(t);
      },
      startEdit: (rowId, key) => model.setEditing({ rowId, key }),
      setRowValues: (rowId, values) => {
        model.setRowValues(rowId, values);
        scheduleSend(rowId);
      },
      slots: props.slots ?? {},
      toggleSubForm: (rowId) => toggleSubFormRef.current(rowId),
      hasSubForm,
    }),
    [alwaysEdit, size, dicts, model, validateAndShow, scheduleSend, props.slots, hasSubForm],
  );

  // Click-to-edit: an outside mouse-up ends editing, except inside antd pop-ups (dropdowns, pickers, modals).
  useEffect(() => {
    if (alwaysEdit) return;
    const onUp = (e: MouseEvent) => {
      const cur = model.editing;
      if (!cur) return;
      const t = e.target as Element | null;
      if (!t || !t.closest) return;
      const cell = t.closest('[data-cell]');
      if (cell && cell.getAttribute('data-cell') === `${cur.rowId}|${cur.key}`) return;
      if (t.closest(PORTAL_SELECTORS)) return;
      model.setEditing(null);
    };
    document.addEventListener('mouseup', onUp);
    return () => document.removeEventListener('mouseup', onUp);
  }, [alwaysEdit, model]);

  useEffect(() => {
    const timers = sendTimers.current;
    const blurs = blurTimers.current;
    return () => {
      timers.forEach(clearTimeout);
      blurs.forEach(clearTimeout);
    };
  }, []);

  // ---- live sync -------------------------------------------------------------------------------------------
  useEffect(() => {
    if (!props.socketKey) return;
    const client = vxeSocket();
    if (!client) return;
    return client.onUpdate(props.socketKey, (row, fromCase) => {
      if (fromCase === caseId) return;
      if (row.id === undefined || !model.getRow(String(row.id))) return;
      const { id, ...values } = row;
      model.setRowValues(String(id), values);
    });
  }, [props.socketKey, model, caseId]);

  // ---- selection -------------------------------------------------------------------------------------------
  const emitSelection = useCallback(() => {
    const ids = [...model.selected];
    propsRef.current.onSelectionChange?.(
      ids,
      ids.map((id) => model.getRow(id)).filter((r): r is GridRow => !!r),
    );
  }, [model]);

  // ---- sub-form popover ------------------------------------------------------------------------------------
  const [subPos, setSubPos] = useState<{ rowId: string; top: number; placement: 'top' | 'bottom' } | null>(null);
  const subTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const placeSubForm = useCallback((rowId: string): boolean => {
    const wrap = wrapRef.current;
    const el = scrollRef.current?.querySelector(`[data-row-id="${rowId.replace(/["\\]/g, '\\$&')}"]`);
    if (!el || !wrap) return false;
    const r = el.getBoundingClientRect();
    const w = wrap.getBoundingClientRect();
    const placement = window.innerHeight - r.bottom < SUBFORM_FLIP_SPACE ? 'top' : 'bottom';
    const top = placement === 'bottom' ? r.bottom - w.top : r.top - w.top;
    setSubPos((p) => (p && p.rowId === rowId && p.top === top && p.placement === placement ? p : { rowId, top, placement }));
    return true;
  }, []);

  const closeSubForm = useCallback(() => {
    if (subTimer.current) clearTimeout(subTimer.current);
    subTimer.current = null;
    model.subFormRowId = null;
    setSubPos(null);
    model.emit();
  }, [model]);

  const toggleSubForm = useCallback(
    (rowId: string) => {
      if (model.subFormRowId === rowId) {
        closeSubForm();
        return;
      }
      if (subTimer.current) clearTimeout(subTimer.current);
      let retries = 0;
      const attempt = () => {
        subTimer.current = null;
        if (placeSubForm(rowId)) {
          model.subFormRowId = rowId;
          model.emit();
          return;
        }
        if (retries === 0) scrollToRow(rowId);
        if (retries < SUBFORM_RETRIES) {
          retries++;
          subTimer.current = setTimeout(attempt, SUBFORM_RETRY_MS);
          return;
        }
        notify.error('打开子表失败');
      };
      attempt();
    },
    [model, placeSubForm, closeSubForm, scrollToRow],
  );
  const toggleSubFormRef = useRef(toggleSubForm);
  toggleSubFormRef.current = toggleSubForm;

  useEffect(() => {
    const id = model.subFormRowId;
    if (!id) return;
    const el = scrollRef.current;
    const follow = () => {
      if (!placeSubForm(id)) closeSubForm();
    };
    el?.addEventListener('scroll', follow);
    window.addEventListener('resize', follow);
    return () => {
      el?.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, [model.subFormRowId, model, placeSubForm, closeSubForm]);
  useEffect(() => () => {
    if (subTimer.current) clearTimeout(subTimer.current);
  }, []);

  // ---- drag sort -------------------------------------------------------------------------------------------
  const [drag, setDrag] = useState<{ rowId: string; from: number; over: number } | null>(null);
  const startDrag = useCallback(
    (rowId: string, from: number, e: ReactPointerEvent) => {
      // While a column sort is shown, display positions are not data positions: dragging is off.
      if (e.button !== 0 || model.columnSort) return;
      e.preventDefault();
      const el = scrollRef.current;
      if (!el) return;
      const startY = e.clientY;
      const startScroll = el.scrollTop;
      const count = model.pageRows().length;
      let over = from;
      setDrag({ rowId, from, over });
      const move = (ev: PointerEvent) => {
        const rect = el.getBoundingClientRect();
        // Near the edges the body scrolls along (30% of a row per move).
        if (ev.clientY < rect.top + headerHeight + 10) el.scrollTop -= rowHeight * 0.3;
        else if (ev.clientY > rect.bottom - footerHeight - 10) el.scrollTop += rowHeight * 0.3;
        const delta = ev.clientY - startY + (el.scrollTop - startScroll);
        over = Math.max(0, Math.min(count - 1, from + Math.round(delta / rowHeight)));
        setDrag((d) => (d && d.over === over ? d : { rowId, from, over }));
      };
      const up = () => {
        document.removeEventListener('pointermove', move);
        document.removeEventListener('pointerup', up);
        document.removeEventListener('pointercancel', up);
        setDrag(null);
        if (over === from) return;
        const shown = model.pageRows();
        const target = shown[over];
        const fromIdx = model.indexOf(rowId);
        const toIdx = target ? model.indexOf(target.id) : -1;
        if (fromIdx < 0 || toIdx < 0) return;
        model.moveIndex(fromIdx, toIdx);
        propsRef.current.onDragged?.(model.rows);
      };
      document.addEventListener('pointermove', move);
      document.addEventListener('pointerup', up);
      document.addEventListener('pointercancel', up);
    },
    [model, headerHeight, footerHeight, rowHeight],
  );

  const rowEnv = useMemo<RowEnv>(
    () => ({
      cell: cellEnv,
      toggleSelect: (id, on) => {
        model.toggleSelect(id, on);
        emitSelection();
      },
      startDrag,
      toggleSubForm,
    }),
    [cellEnv, model, emitSelection, startDrag, toggleSubForm],
  );

  // ---- column sort -----------------------------------------------------------------------------------------
  const applySort = useCallback(
    (key: string | null, order: SortOrder = 'ascend') => {
      model.setSort(key === null ? null : { key, order });
      if (model.subFormRowId) closeSubForm();
      if (scrollRef.current) scrollRef.current.scrollTop = 0;
      setFirst(0);
    },
    [model, closeSubForm],
  );
  /** Header click: ascending → descending → data order; another column starts ascending. */
  const cycleSort = useCallback(
    (key: string) => {
      const cur = model.columnSort;
      if (!cur || cur.key !== key) applySort(key, 'ascend');
      else if (cur.order === 'ascend') applySort(key, 'descend');
      else applySort(null);
    },
    [model, applySort],
  );

  // ---- toolbar actions -------------------------------------------------------------------------------------
  const lastInsert = useRef(0);
  const addRow = useCallback(() => {
    const rows = model.addRows([{}]);
    propsRef.current.onAdded?.(rows);
    scrollToRow(rows[0].id);
  }, [model, scrollToRow]);

  /** 插入: a row below the (last) selected row, guarded against clicks within 1500 ms. */
  const insertRow = useCallback(() => {
    const now = Date.now();
    if (lastInsert.current && now - lastInsert.current < INSERT_GUARD_MS) {
      notify.warning('你点击的太快了，请慢点点击!');
      return;
    }
    lastInsert.current = now;
    const sel = model.rows.filter((r) => model.selected.has(r.id));
    const row = model.insertBelow(sel.length ? sel[sel.length - 1].id : undefined);
    propsRef.current.onAdded?.([row]);
    scrollToRow(row.id);
  }, [model, scrollToRow]);

  const removeSelected = useCallback(() => {
    const ids = [...model.selected];
    const rows = ids.map((id) => model.getRow(id)).filter((r): r is GridRow => !!r);
    model.removeRows(ids);
    propsRef.current.onRemoved?.(rows);
    emitSelection();
  }, [model, emitSelection]);

  const moveSelected = useCallback(
    (delta: -1 | 1) => {
      const ids = model.rows.filter((r) => model.selected.has(r.id)).map((r) => r.id);
      for (const id of delta < 0 ? ids : ids.reverse()) model.moveRow(id, delta);
    },
    [model],
  );

  // ---- imperative API --------------------------------------------------------------------------------------
  const validateTable = useCallback(async () => {
    const errMap = await model.validateAll();
    const firstErr = model.firstError();
    if (firstErr) {
      scrollToRow(firstErr.rowId);
      model.setActiveError(firstErr);
      requestAnimationFrame(() => scrollCellIntoViewX(firstErr.rowId, firstErr.key));
    }
    return errMap;
  }, [model, scrollToRow, scrollCellIntoViewX]);

  useImperativeHandle(
    props.ref,
    (): EditableGridApi => ({
      getData: (o) => model.getData(!!o?.stripNewIds),
      getDeleteIds: () => [...model.deleteIds],
      getNewRows: () => model.getNewRows(),
      getSelectedIds: () => [...model.selected],
      validateTable,
      getValuesPromise: async (o) => {
        if (o?.validate !== false) {
          const errMap = await validateTable();
          if (Object.keys(errMap).length) {
            const failure: ValidateFailure = { error: VALIDATE_NO_PASSED, errMap };
            throw failure;
          }
        }
        return model.getData(!!o?.stripNewIds);
      },
      getValues: (cb, o) => {
        const run = async () => {
          if (o?.validate !== false) await validateTable();
          cb(o?.validate !== false ? model.errorCount() : 0, model.getData(!!o?.stripNewIds));
        };
        void run();
      },
      clearValidate: () => model.clearValidate(),
      addRows: (rows, o) => {
        const list = rows === undefined ? [{}] : Array.isArray(rows) ? rows : [rows];
        const added = model.addRows(list);
        propsRef.current.onAdded?.(added);
        if (o?.setActive && added[0]) scrollToRow(added[0].id);
        return added;
      },
      insertRowBelow: (afterId, row) => model.insertBelow(afterId, row),
      removeRowsById: (ids) => {
        const list = typeof ids === 'string' ? [ids] : ids;
        if (!Array.isArray(list)) throw new TypeError('removeRowsById 需要 id 或 id 数组');
        const rows = list.map((id) => model.getRow(id)).filter((r): r is GridRow => !!r);
        model.removeRows(list);
        propsRef.current.onRemoved?.(rows);
        emitSelection();
      },
      removeSelectedRows: removeSelected,
      moveRow: (id, delta) => model.moveRow(id, delta),
      setValues: (updates) => {
        if (!Array.isArray(updates)) {
          console.warn('setValues 需要一个数组');
          return;
        }
        for (const u of updates) model.setRowValues(u.rowKey, u.values);
      },
      clearSelection: () => {
        model.clearSelection();
        emitSelection();
      },
      setFilter: (f) => {
        model.setFilter(f);
        if (scrollRef.current) scrollRef.current.scrollTop = 0;
        setFirst(0);
      },
      setPage: (p, s) => model.setPage(p, s),
      setSort: (key, order) => applySort(key, order),
      getSort: () => (model.columnSort ? { ...model.columnSort } : null),
      toggleSubForm,
      scrollToRow,
      setData: (rows) => model.setData(rows),
    }),
    [model, validateTable, removeSelected, emitSelection, toggleSubForm, scrollToRow, applySort],
  );

  // Hide the active error tip once its row is scrolled away (the tip itself hides under header/footer).
  const active = model.activeError;

  // ---- render ----------------------------------------------------------------------------------------------
  const filtered = model.filteredRows();
  const selState = model.selectionState();
  const offset = paginate ? (model.page - 1) * model.pageSize : 0;
  const stats = useMemo(() => {
    if (!footerRows.length) return null;
    const out: Record<string, { sum: number; average: number }> = {};
    for (const c of authColumns) {
      if (c.statistics?.length) out[c.key] = columnStatistics(filtered.map((r) => r[c.key]));
    }
    return out;
  }, [filtered, authColumns, footerRows.length]);

  const visible = pageRows.slice(start, end);
  // Rows are keyed by their slot in the window, so scrolling updates mounted rows instead of mounting new ones.
  const slotCount = visibleCount + OVERSCAN_ABOVE + OVERSCAN_BELOW + 1;
  const editing = model.editing;
  const columnSort = model.columnSort;

  return (
    <div ref={wrapRef} className={`eg-wrap eg-size-${size}`} data-testid="editable-grid">
      {toolbar && (
        <GridToolbar
          canAdd={canAdd && !disabled}
          canRemove={canBatchDelete && !disabled}
          selectedCount={model.selected.size}
          sorted={!!columnSort}
          onAdd={addRow}
          onInsert={insertRow}
          onRemove={removeSelected}
          onMoveUp={() => moveSelected(-1)}
          onMoveDown={() => moveSelected(1)}
          onClearSelection={() => {
            model.clearSelection();
            emitSelection();
          }}
        />
      )}
      <div
        ref={scrollRef}
        className="eg-scroll"
        style={{ maxHeight }}
        onScroll={() => {
          onScroll();
          if (active) {
            const el = scrollRef.current!;
            const i = pageRows.findIndex((r) => r.id === active.rowId);
            const top = i * rowHeight;
            if (i < 0 || top + rowHeight < el.scrollTop || top > el.scrollTop + el.clientHeight) model.setActiveError(null);
          }
        }}
        role="grid"
        aria-rowcount={pageRows.length}
      >
        <div className="eg-inner" style={{ width: totalWidth }}>
          <div className="eg-header" role="row">
            {layout.map((c) => {
              const sortable = c.kind === 'data' && !!c.col!.isOrder;
              const order: SortOrder | null = sortable && columnSort?.key === c.key ? columnSort.order : null;
              return (
              <div
                key={c.key}
                className={`${cellClass(c, wide)}${sortable ? ' eg-sortable' : ''}`}
                style={cellStyle(c, wide)}
                role="columnheader"
                data-col={c.kind === 'data' ? c.key : undefined}
                aria-sort={sortable ? (order === 'ascend' ? 'ascending' : order === 'descend' ? 'descending' : 'none') : undefined}
                tabIndex={sortable ? 0 : undefined}
                title={sortable ? SORT_TITLES[order ?? 'none'] : undefined}
                onClick={sortable ? () => cycleSort(c.key) : undefined}
                onKeyDown={
                  sortable
                    ? (e) => {
                        if (e.key !== 'Enter' && e.key !== ' ') return;
                        e.preventDefault();
                        cycleSort(c.key);
                      }
                    : undefined
                }
              >
                {c.kind === 'selection' ? (
                  <Checkbox
                    aria-label="全选"
                    checked={selState === 'all'}
                    indeterminate={selState === 'some'}
                    disabled={disabled || filtered.length === 0}
                    onChange={(e) => {
                      model.selectAll(e.target.checked);
                      emitSelection();
                    }}
                  />
                ) : c.kind === 'rowNumber' ? (
                  '#'
                ) : c.kind === 'data' ? (
                  <span>
                    {c.col!.validateRules?.some((r) => r.required || r.pattern === '*') && <span className="eg-required">*</span>}
                    {c.col!.title}
                    {sortable && (
                      <span className="eg-sorter" aria-hidden="true">
                        <CaretUpOutlined className={order === 'ascend' ? 'eg-sorter-on' : undefined} />
                        <CaretDownOutlined className={order === 'descend' ? 'eg-sorter-on' : undefined} />
                      </span>
                    )}
                  </span>
                ) : null}
              </div>
              );
            })}
          </div>
          <div
            className="eg-body"
            style={{ height: pageRows.length * rowHeight, paddingTop: start * rowHeight, boxSizing: 'border-box', position: 'relative' }}
          >
            {visible.map((row, i) => {
              const di = start + i;
              return (
                <GridRowView
                  key={di % slotCount}
                  env={rowEnv}
                  row={row}
                  displayIndex={di}
                  rowNo={offset + di + 1}
                  layout={layout}
                  height={rowHeight}
                  errors={model.rowErrors(row.id)}
                  selected={model.selected.has(row.id)}
                  disabled={disabled || model.isRowDisabled(row)}
                  editingKey={editing?.rowId === row.id ? editing.key : null}
                  activeKey={active?.rowId === row.id ? active.key : null}
                  subFormOpen={model.subFormRowId === row.id}
                  dragging={drag?.rowId === row.id}
                  dragLocked={!!columnSort}
                  sticky={wide}
                />
              );
            })}
            {drag && drag.over !== drag.from && (
              <div
                className="eg-drop-line"
                style={{ top: (drag.over > drag.from ? drag.over + 1 : drag.over) * rowHeight - 1 }}
              />
            )}
          </div>
          {pageRows.length === 0 && <div className="eg-empty">暂无数据</div>}
          {stats && (
            <div className="eg-footer">
              {footerRows.map((kind) => (
                <div key={kind} className="eg-footer-row" role="row" data-footer={kind}>
                  {layout.map((c, i) => (
                    <div
                      key={c.key}
                      className={cellClass(c, wide)}
                      style={cellStyle(c, wide)}
                    >
                      {i === 0
                        ? kind === 'sum'
                          ? '合计'
                          : '平均'
                        : c.col?.statistics?.includes(kind)
                          ? String(stats[c.col.key]?.[kind] ?? '')
                          : ''}
                    </div>
                  ))}
                </div>
              ))}
            </div>
          )}
        </div>
      </div>
      {subPos && model.subFormRowId === subPos.rowId && props.subForm && (
        <div
          className="eg-subform"
          data-placement={subPos.placement}
          style={{ top: subPos.top, transform: subPos.placement === 'top' ? 'translateY(-100%)' : undefined }}
          role="dialog"
          aria-label="子表"
        >
          <div className="eg-subform-title">
            <span>详细信息</span>
            <Button type="text" size="small" icon={<CloseOutlined />} aria-label="关闭子表" onClick={closeSubForm} />
          </div>
          {(() => {
            const row = model.getRow(subPos.rowId);
            return row
              ? props.subForm({
                  row,
                  close: closeSubForm,
                  setValues: (values) => {
                    for (const [k, v] of Object.entries(values)) cellEnv.change(row.id, k, v, 'change');
                  },
                })
              : null;
          })()}
        </div>
      )}
      {paginate && (
        <div className="eg-pagination">
          <Pagination
            size="small"
            current={model.page}
            pageSize={model.pageSize}
            total={filtered.length}
            pageSizeOptions={pageCfg.pageSizeOptions}
            showQuickJumper={pageCfg.showQuickJumper}
            showSizeChanger={pageCfg.showSizeChanger}
            showTotal={showTotal}
            onChange={(p, s) => {
              model.setPage(p, s);
              if (scrollRef.current) scrollRef.current.scrollTop = 0;
              setFirst(0);
            }}
          />
        </div>
      )}
    </div>
  );
}
