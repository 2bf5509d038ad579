import type { ReactNode } from 'react';
import type { DictOption } from '@/types/jeecg';

/** Column types of the editable grid (spec/widgets.md §3), plus `tags` (§4 tags cell). */
export type GridColumnType =
  | 'normal'
  | 'hidden'
  | 'input'
  | 'inputNumber'
  | 'checkbox'
  | 'radio'
  | 'date'
  | 'datetime'
  | 'select'
  | 'list_multi'
  | 'sel_search'
  | 'sel_depart'
  | 'sel_user'
  | 'input_pop'
  | 'popup'
  | 'upload'
  | 'file'
  | 'image'
  | 'textarea'
  | 'tags'
  | 'slot';

export type GridRow = { id: string } & Record<string, unknown>;

/** What a custom rule handler receives. */
export interface RuleContext {
  /** What triggered the check: typing, a committed change, blur, or a whole-table validation. */
  trigger: 'input' | 'change' | 'blur' | 'all';
  value: unknown;
  row: GridRow;
  column: GridColumn;
}

/**
 * One validation rule. Checked in the order given; the first failure wins.
 * `handler` returns true/undefined to pass, false to fail with `message`, or a string to fail with that text.
 */
export interface GridRule {
  required?: boolean;
  unique?: boolean;
  /** `*`, `only`, a shortcut of the §5 table, or any other regular expression source. */
  pattern?: string | RegExp;
  handler?: (ctx: RuleContext) => boolean | string | void | Promise<boolean | string | void>;
  /** May contain column-property placeholders: `${title}不能为空`. */
  message?: string;
}

export type UploadStatus = 'uploading' | 'done' | 'error';

/** One file of an upload / file / image cell (spec §3 "Upload cell value"). */
export interface UploadItem {
  uid: string;
  name: string;
  type?: string;
  size?: number;
  status: UploadStatus;
  percent: number;
  path?: string;
  message?: string;
}

export interface GridOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SlotContext {
  row: GridRow;
  rowIndex: number;
  column: GridColumn;
  value: unknown;
  disabled: boolean;
  setValue: (value: unknown) => void;
}

export interface GridColumn {
  key: string;
  title: string;
  type: GridColumnType;
  width?: number;
  placeholder?: string;
  options?: Array<GridOption | DictOption>;
  dictCode?: string;
  validateRules?: GridRule[];
  defaultValue?: unknown;
  defaultChecked?: boolean;
  /** checkbox: [checked value, unchecked value]; default [true, false]. */
  customValue?: [unknown, unknown];
  /**
   * Sortable header: clicks cycle ascending → descending → original order (one column at a time). Only the display
   * order changes: getData, drag-sort numbers and the deleted list keep the data order. Numbers compare numerically,
   * text with the zh-CN collation, option columns by their label; empty values always go last. Rows keep their place
   * while being edited (no jumping); the order is taken again on the next header click or new dataSource. Drag
   * handles and 上移/下移 are disabled while a column sort is active.
   */
  isOrder?: boolean;
  statistics?: Array<'sum' | 'average'>;
  allowSearch?: boolean;
  /**
   * select / sel_search: the operator may type a value that is not among the options. Enter (on the offered
   * typed-text option) or leaving the cell stores the typed text, shown as itself; rules run on it as on any change.
   */
  allowInput?: boolean;
  allowRemove?: boolean;
  allowDownload?: boolean;
  /** Shows a button in the cell that opens the row's sub-form popover. */
  showDetails?: boolean;
  slotName?: string;
  slot?: (ctx: SlotContext) => ReactNode;
  /** Date / datetime display and storage format. */
  format?: string;
  /** Upload URL (default `/sys/common/upload`). */
  action?: string;
  /** Upload: send X-Access-Token. */
  token?: boolean;
  /** Upload: response field holding the stored path (default `message`). */
  responseName?: string;
  /** Upload business folder (default `temp`). */
  biz?: string;
  /** Upload: JSON with `uploadnum` (0 or absent = unlimited; otherwise the last N files are kept). */
  fieldExtendJson?: string;
  popupCode?: string;
  orgFields?: string;
  destFields?: string;
  /** Extra props passed to the cell's editor component. */
  props?: Record<string, unknown>;
  disabled?: boolean;
}

export type SortOrder = 'ascend' | 'descend';

/** The active column sort of a grid (`isOrder` columns). */
export interface ColumnSort {
  key: string;
  order: SortOrder;
}

export type GridSize = 'medium' | 'small' | 'mini' | 'tiny';

export interface PaginationConfig {
  current?: number;
  pageSize?: number;
  pageSizeOptions?: string[];
  showQuickJumper?: boolean;
  showSizeChanger?: boolean;
}

/** Map of row id → column key → first failing message. */
export type ErrorMap = Record<string, Record<string, string>>;

export interface GridData {
  /** Rows in display order (removed rows excluded), upload columns reduced to their paths. */
  rows: GridRow[];
  /** Ids of removed rows that existed before (new rows are dropped silently). */
  deleteIds: string[];
}

/** Signal of a failed validation, as in JeecgBoot's `VALIDATE_NO_PASSED`. */
export const VALIDATE_NO_PASSED = Symbol('VALIDATE_NO_PASSED');

export interface ValidateFailure {
  error: typeof VALIDATE_NO_PASSED;
  errMap: ErrorMap;
  /** Set by validateTables / validateFormAndTables: which table failed. */
  index?: number;
  paneKey?: string;
}

/** The imperative API of a grid (ref). */
export interface EditableGridApi {
  /** Current rows, upload paths resolved; `stripNewIds` removes the generated id of rows added in the grid. */
  getData(opts?: { stripNewIds?: boolean }): GridData;
  getDeleteIds(): string[];
  getNewRows(): GridRow[];
  getSelectedIds(): string[];
  /** Validates every row; resolves the error map (empty when all pass) and shows the first failure. */
  validateTable(): Promise<ErrorMap>;
  /** Validated data; rejects with a {@link ValidateFailure} when any cell fails. */
  getValuesPromise(opts?: { validate?: boolean; stripNewIds?: boolean }): Promise<GridData>;
  /** Callback style: `error` is the number of failing cells. */
  getValues(cb: (error: number, data: GridData) => void, opts?: { validate?: boolean; stripNewIds?: boolean }): void;
  clearValidate(): void;
  addRows(rows?: Array<Partial<GridRow>> | Partial<GridRow>, opts?: { setActive?: boolean }): GridRow[];
  /** Inserts a row below the given row id (or at the end). */
  insertRowBelow(afterId?: string, row?: Partial<GridRow>): GridRow;
  removeRowsById(ids: string[] | string): void;
  removeSelectedRows(): void;
  moveRow(id: string, delta: -1 | 1): void;
  setValues(updates: Array<{ rowKey: string; values: Record<string, unknown> }>): void;
  clearSelection(): void;
  /** Filters displayed rows (search); null shows all. Validation state is kept. */
  setFilter(filter: ((row: GridRow) => boolean) | null): void;
  setPage(current: number, pageSize?: number): void;
  /** Sorts the display by an `isOrder` column (null restores the data order); back to page 1. */
  setSort(key: string | null, order?: SortOrder): void;
  getSort(): ColumnSort | null;
  /** Opens / closes the sub-form popover of a row (same row again closes it). */
  toggleSubForm(rowId: string): void;
  scrollToRow(rowId: string): void;
  /** Replaces all rows (existing rows) and resets deleted list; validation errors of ids still present are kept. */
  setData(rows: GridRow[]): void;
}
