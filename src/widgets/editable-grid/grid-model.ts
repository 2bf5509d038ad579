import { isUploadType, randomString, toUploadItems, uploadValue } from './cell-rules';
import { sortedRowIds } from './column-sort';
import type { ColumnSort, ErrorMap, GridColumn, GridData, GridRow, RuleContext } from './types';
import { validateCell } from './validation';

/** Default key of the drag-sort order field. */
export const DEFAULT_SORT_KEY = 'orderNum';

export interface CellRef {
  rowId: string;
  key: string;
}

let idSeq = 0;
/** Id of a row added in the grid (stripped by getData({stripNewIds})). */
export function newRowId(): string {
  idSeq += 1;
  return `new_${Date.now().toString(36)}_${idSeq}_${randomString(4)}`;
}

/**
 * The grid's state outside React: rows, which are new, the deleted ids, the selection, the filter/page and the
 * validation errors keyed by row id + column key. Errors live here, not in cell components, so they survive
 * searching, paging, resetting the search and virtual scrolling (the JeecgBoot grid lost them).
 */
export class GridModel {
  rows: GridRow[] = [];
  columns: GridColumn[] = [];
  newIds = new Set<string>();
  deleteIds: string[] = [];
  /** rowId → (column key → message); a row's object is replaced whenever its errors change. */
  errors = new Map<string, Record<string, string>>();
  selected = new Set<string>();
  filter: ((row: GridRow) => boolean) | null = null;
  page = 1;
  pageSize = 10;
  paginate = false;
  activeError: CellRef | null = null;
  editing: CellRef | null = null;
  subFormRowId: string | null = null;
  sortKey: string | null = null;
  /** Active header sort (`isOrder` columns); changes the display order only, never `rows`. */
  columnSort: ColumnSort | null = null;
  /** Gives, per column key, the value a column sort compares (the grid maps option values to their labels). */
  sortValueOf: (key: string) => (row: GridRow) => unknown = (key) => (row) => row[key];
  isRowDisabled: (row: GridRow) => boolean = () => false;
  version = 0;

  private listeners = new Set<() => void>();
  private cellSeq = new Map<string, number>();
  private viewCache: { version: number; rows: GridRow[] } | null = null;
  private orderCache: { version: number; rows: GridRow[] } | null = null;
  private selectionCache: { version: number; rule: (row: GridRow) => boolean; state: 'all' | 'some' | 'none' } | null = null;
  private byIdCache: { rows: GridRow[]; map: Map<string, GridRow> } | null = null;
  /**
   * Display order of the row ids while a column sort is active. Taken when the sort is set or the data replaced;
   * added rows are placed where they were inserted, and edits do not move rows (the row being typed in stays put).
   */
  private sortIds: string[] | null = null;

  subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => {
      this.listeners.delete(l);
    };
  };
  getVersion = () => this.version;

  emit() {
    this.version++;
    this.listeners.forEach((l) => l());
  }

  // ---- rows -------------------------------------------------------------------------------------------------

  /** Replaces all rows with existing rows. Errors of ids still present are kept. */
  setData(rows: GridRow[]) {
    this.rows = rows.map((r) => ({ ...r, id: String(r.id ?? newRowId()) }));
    this.newIds.clear();
    this.deleteIds = [];
    const ids = new Set(this.rows.map((r) => r.id));
    for (const id of this.selected) if (!ids.has(id)) this.selected.delete(id);
    this.renumber();
    this.takeSortOrder();
    this.emit();
  }

  /** A new row with column defaults (defaultValue, checkbox defaultChecked). */
  makeRow(partial: Partial<GridRow> = {}): GridRow {
    const row: GridRow = { id: newRowId() };
    for (const c of this.columns) {
      if (c.defaultValue !== undefined) row[c.key] = c.defaultValue;
      else if (c.type === 'checkbox') {
        const [on, off] = c.customValue ?? [true, false];
        row[c.key] = c.defaultChecked ? on : off;
      }
    }
    Object.assign(row, partial);
    if (partial.id === undefined || partial.id === null || partial.id === '') row.id = newRowId();
    row.id = String(row.id);
    return row;
  }

  addRows(partials: Array<Partial<GridRow>>, index = this.rows.length): GridRow[] {
    const added = partials.map((p) => this.makeRow(p));
    added.forEach((r) => this.newIds.add(r.id));
    if (this.sortIds) {
      // Shown where inserted: after the row they follow in the data, or at the end when appended.
      const ids = added.map((r) => r.id);
      const after = index > 0 && index < this.rows.length ? this.sortIds.indexOf(this.rows[index - 1].id) : -1;
      if (index <= 0 && this.rows.length > 0) this.sortIds = [...ids, ...this.sortIds];
      else if (after < 0) this.sortIds = [...this.sortIds, ...ids];
      else this.sortIds = [...this.sortIds.slice(0, after + 1), ...ids, ...this.sortIds.slice(after + 1)];
    }
    this.rows = [...this.rows.slice(0, index), ...added, ...this.rows.slice(index)];
    this.renumber();
    this.emit();
    return added;
  }

  insertBelow(afterId: string | undefined, partial: Partial<GridRow> = {}): GridRow {
    const i = afterId === undefined ? -1 : this.indexOf(afterId);
    return this.addRows([partial], i < 0 ? this.rows.length : i + 1)[0];
  }

  indexOf(id: string): number {
    return this.rows.findIndex((r) => r.id === id);
  }

  getRow(id: string): GridRow | undefined {
    return this.rows.find((r) => r.id === id);
  }

  /** Removes rows: an existing row's id goes to the deleted list, a new row is dropped. */
  removeRows(ids: string[]) {
    if (!Array.isArray(ids)) throw new TypeError('removeRows 需要一个 id 数组');
    const gone = new Set(ids);
    for (const id of ids) {
      if (!this.getRow(id)) {
        console.warn('removeRows: 行不存在', id);
        continue;
      }
      if (this.newIds.has(id)) this.newIds.delete(id);
      else if (!this.deleteIds.includes(id)) this.deleteIds.push(id);
      this.errors.delete(id);
      this.selected.delete(id);
      if (this.subFormRowId === id) this.subFormRowId = null;
    }
    this.rows = this.rows.filter((r) => !gone.has(r.id));
    if (this.sortIds) this.sortIds = this.sortIds.filter((id) => !gone.has(id));
    if (this.activeError && gone.has(this.activeError.rowId)) this.activeError = null;
    this.renumber();
    this.clampPage();
    this.emit();
  }

  /** Moves a row from one index to another (drag sort, move up/down). */
  moveIndex(from: number, to: number) {
    if (from === to || from < 0 || from >= this.rows.length) return;
    const target = Math.max(0, Math.min(this.rows.length - 1, to));
    const next = this.rows.slice();
    const [r] = next.splice(from, 1);
    next.splice(target, 0, r);
    this.rows = next;
    this.renumber();
    this.emit();
  }

  moveRow(id: string, delta: number) {
    const i = this.indexOf(id);
    if (i < 0) return;
    this.moveIndex(i, i + delta);
  }

  /** Drag sort: `sortKey` numbered from 1 in row order. Only rows whose number changes are replaced. */
  renumber() {
    const k = this.sortKey;
    if (!k) return;
    let changed = false;
    const next = this.rows.map((r, i) => {
      if (r[k] === i + 1) return r;
      changed = true;
      return { ...r, [k]: i + 1 };
    });
    if (changed) this.rows = next;
  }

  setValue(rowId: string, key: string, value: unknown): GridRow | undefined {
    const i = this.indexOf(rowId);
    if (i < 0) {
      console.warn('setValue: 行不存在', rowId);
      return undefined;
    }
    const row = { ...this.rows[i], [key]: value };
    const next = this.rows.slice();
    next[i] = row;
    this.rows = next;
    this.emit();
    return row;
  }

  setRowValues(rowId: string, values: Record<string, unknown>): GridRow | undefined {
    const i = this.indexOf(rowId);
    if (i < 0) {
      console.warn('setValues: 行不存在', rowId);
      return undefined;
    }
    const row = { ...this.rows[i], ...values, id: this.rows[i].id };
    const next = this.rows.slice();
    next[i] = row;
    this.rows = next;
    this.emit();
    return row;
  }

  // ---- view: sort, filter and page -------------------------------------------------------------------------

  /** Sets or clears the column sort (display order only) and goes back to page 1. */
  setSort(sort: ColumnSort | null) {
    this.columnSort = sort ? { key: sort.key, order: sort.order } : null;
    this.takeSortOrder();
    this.page = 1;
    this.emit();
  }

  /** Computes the display order of the active column sort from the current values. */
  private takeSortOrder() {
    const s = this.columnSort;
    this.sortIds = s ? sortedRowIds(this.rows, s.order, this.sortValueOf(s.key)) : null;
  }

  private rowsById(): Map<string, GridRow> {
    if (this.byIdCache?.rows === this.rows) return this.byIdCache.map;
    const map = new Map<string, GridRow>();
    for (const r of this.rows) map.set(r.id, r);
    this.byIdCache = { rows: this.rows, map };
    return map;
  }

  /** All live rows in display order: the column sort's order, or the data order without one. */
  orderedRows(): GridRow[] {
    if (!this.sortIds) return this.rows;
    if (this.orderCache && this.orderCache.version === this.version) return this.orderCache.rows;
    if (this.sortIds.length !== this.rows.length) this.takeSortOrder();
    const byId = this.rowsById();
    const rows: GridRow[] = [];
    for (const id of this.sortIds!) {
      const r = byId.get(id);
      if (r) rows.push(r);
    }
    this.orderCache = { version: this.version, rows };
    return rows;
  }

  /** Rows passing the filter (all pages), in display order. */
  filteredRows(): GridRow[] {
    if (this.viewCache && this.viewCache.version === this.version) return this.viewCache.rows;
    const ordered = this.orderedRows();
    const rows = this.filter ? ordered.filter(this.filter) : ordered;
    this.viewCache = { version: this.version, rows };
    return rows;
  }

  /** Rows of the current page (all filtered rows without pagination). */
  pageRows(): GridRow[] {
    const rows = this.filteredRows();
    if (!this.paginate) return rows;
    const start = (this.page - 1) * this.pageSize;
    return rows.slice(start, start + this.pageSize);
  }

  setFilter(f: ((row: GridRow) => boolean) | null) {
    this.filter = f;
    this.page = 1;
    this.emit();
  }

  setPage(page: number, pageSize = this.pageSize) {
    this.page = page;
    this.pageSize = pageSize;
    this.clampPage();
    this.emit();
  }

  private clampPage() {
    if (!this.paginate) return;
    const pages = Math.max(1, Math.ceil(this.filteredRowsUncached().length / this.pageSize));
    if (this.page > pages) this.page = pages;
  }

  private filteredRowsUncached() {
    return this.filter ? this.rows.filter(this.filter) : this.rows;
  }

  // ---- selection -------------------------------------------------------------------------------------------

  selectableRows(): GridRow[] {
    return this.filteredRows().filter((r) => !this.isRowDisabled(r));
  }

  toggleSelect(id: string, on: boolean) {
    const row = this.getRow(id);
    if (!row || this.isRowDisabled(row)) return;
    if (on) this.selected.add(id);
    else this.selected.delete(id);
    this.emit();
  }

  /** Select all selectable rows (disabled rows are never selected). */
  selectAll(on: boolean) {
    for (const r of this.selectableRows()) {
      if (on) this.selected.add(r.id);
      else this.selected.delete(r.id);
    }
    this.emit();
  }

  /**
   * 'all' | 'some' | 'none' for the header checkbox. Cached per model version and disabled-row rule: the grid asks on
   * every render, scroll frames included, and the answer walks every row.
   */
  selectionState(): 'all' | 'some' | 'none' {
    const c = this.selectionCache;
    if (c && c.version === this.version && c.rule === this.isRowDisabled) return c.state;
    const rows = this.selectableRows();
    let n = 0;
    for (const r of rows) if (this.selected.has(r.id)) n++;
    const state = n === 0 ? 'none' : n === rows.length ? 'all' : 'some';
    this.selectionCache = { version: this.version, rule: this.isRowDisabled, state };
    return state;
  }

  clearSelection() {
    this.selected.clear();
    this.emit();
  }

  // ---- validation ------------------------------------------------------------------------------------------

  rowErrors(id: string): Record<string, string> | undefined {
    return this.errors.get(id);
  }

  setError(rowId: string, key: string, message: string | null) {
    const cur = this.errors.get(rowId);
    if ((cur?.[key] ?? null) === message) return;
    const next = { ...(cur ?? {}) };
    if (message === null) delete next[key];
    else next[key] = message;
    if (Object.keys(next).length) this.errors.set(rowId, next);
    else this.errors.delete(rowId);
    this.emit();
  }

  clearValidate() {
    this.errors.clear();
    this.activeError = null;
    this.emit();
  }

  errorMap(): ErrorMap {
    const out: ErrorMap = {};
    for (const [id, errs] of this.errors) out[id] = { ...errs };
    return out;
  }

  errorCount(): number {
    let n = 0;
    for (const e of this.errors.values()) n += Object.keys(e).length;
    return n;
  }

  private columnValuesExcept(key: string, rowId: string): unknown[] {
    const out: unknown[] = [];
    for (const r of this.rows) if (r.id !== rowId) out.push(r[key]);
    return out;
  }

  /** Validates one cell; a stale asynchronous result (the cell changed meanwhile) is dropped. */
  async validateOne(rowId: string, key: string, trigger: RuleContext['trigger']): Promise<string | null> {
    const col = this.columns.find((c) => c.key === key);
    const row = this.getRow(rowId);
    if (!col || !row || !col.validateRules?.length) return null;
    const cellKey = `${rowId}\u0000${key}`;
    const seq = (this.cellSeq.get(cellKey) ?? 0) + 1;
    this.cellSeq.set(cellKey, seq);
    const msg = await validateCell(col, row, this.cellValue(row, col), () => this.columnValuesExcept(key, rowId), trigger);
    if (this.cellSeq.get(cellKey) !== seq || !this.getRow(rowId)) return msg;
    this.setError(rowId, key, msg);
    return msg;
  }

  /**
   * After a unique column changes, other cells of that column that failed as duplicates are checked again, so
   * fixing one duplicate clears its twin.
   */
  revalidateColumnErrors(key: string, exceptRowId: string) {
    const col = this.columns.find((c) => c.key === key);
    if (!col?.validateRules?.some((r) => r.unique || r.pattern === 'only')) return;
    for (const [id, errs] of this.errors) if (id !== exceptRowId && errs[key]) void this.validateOne(id, key, 'change');
  }

  /** Validates every live row and column (hidden columns included); resolves the error map. */
  async validateAll(): Promise<ErrorMap> {
    const jobs: Promise<unknown>[] = [];
    for (const row of this.rows) {
      for (const col of this.columns) {
        if (col.validateRules?.length) jobs.push(this.validateOne(row.id, col.key, 'all'));
      }
    }
    await Promise.all(jobs);
    return this.errorMap();
  }

  /** First failing cell in display order (row order, then column order). */
  firstError(): CellRef | null {
    if (this.errors.size === 0) return null;
    for (const row of this.orderedRows()) {
      const errs = this.errors.get(row.id);
      if (!errs) continue;
      for (const c of this.columns) if (errs[c.key]) return { rowId: row.id, key: c.key };
    }
    return null;
  }

  setActiveError(cell: CellRef | null) {
    const a = this.activeError;
    if (a === cell || (a && cell && a.rowId === cell.rowId && a.key === cell.key)) return;
    this.activeError = cell;
    this.emit();
  }

  setEditing(cell: CellRef | null) {
    const e = this.editing;
    if (e === cell || (e && cell && e.rowId === cell.rowId && e.key === cell.key)) return;
    this.editing = cell;
    this.emit();
  }

  // ---- data out ---------------------------------------------------------------------------------------------

  cellValue(row: GridRow, col: GridColumn): unknown {
    const v = row[col.key];
    if (isUploadType(col.type) && v !== null && v !== undefined && typeof v !== 'string') {
      return uploadValue(toUploadItems(v)) ?? '';
    }
    return v;
  }

  getData(stripNewIds = false): GridData {
    const uploadCols = this.columns.filter((c) => isUploadType(c.type));
    const rows = this.rows.map((r) => {
      const out: GridRow = { ...r };
      for (const c of uploadCols) if (out[c.key] !== undefined) out[c.key] = this.cellValue(r, c);
      if (stripNewIds && this.newIds.has(r.id)) delete (out as Partial<GridRow>).id;
      return out;
    });
    return { rows, deleteIds: [...this.deleteIds] };
  }

  getNewRows(): GridRow[] {
    return this.rows.filter((r) => this.newIds.has(r.id));
  }
}
