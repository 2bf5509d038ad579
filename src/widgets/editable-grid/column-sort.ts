import type { GridRow, SortOrder } from './types';

/** Same order as `a.localeCompare(b, 'zh-CN')`, without building a collator per comparison (10,000 rows). */
const collator = new Intl.Collator('zh-CN');

const NUMERIC_TEXT = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;

/** Empty for sorting: null, undefined, blank text, empty array. Empty values go last in both directions. */
export function isEmptySortValue(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  return typeof v === 'number' && Number.isNaN(v);
}

/** A number, or numeric text as typed in an inputNumber cell ("12.5"); null otherwise. */
function asNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && NUMERIC_TEXT.test(v)) return Number(v);
  return null;
}

function asText(v: unknown): string {
  return Array.isArray(v) ? v.join(',') : String(v);
}

interface Keyed {
  id: string;
  index: number;
  num: number | null;
  text: string;
}

/**
 * Ascending comparison of two non-empty cell values: numbers (and numeric text) numerically and before text, text
 * with the zh-CN collation.
 */
export function compareCellValues(a: unknown, b: unknown): number {
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== null && nb !== null) return na - nb;
  if (na !== null) return -1;
  if (nb !== null) return 1;
  return collator.compare(asText(a), asText(b));
}

/**
 * Row ids in the display order of a column sort. Stable (equal values keep the data order); empty values last, in
 * data order, whatever the direction. `valueOf` gives the value compared (e.g. an option's label).
 */
export function sortedRowIds(rows: GridRow[], order: SortOrder, valueOf: (row: GridRow) => unknown): string[] {
  const filled: Keyed[] = [];
  const empty: string[] = [];
  rows.forEach((row, index) => {
    const v = valueOf(row);
    if (isEmptySortValue(v)) {
      empty.push(row.id);
      return;
    }
    const num = asNumber(v);
    filled.push({ id: row.id, index, num, text: num === null ? asText(v) : '' });
  });
  const dir = order === 'descend' ? -1 : 1;
  filled.sort((a, b) => {
    let c: number;
    if (a.num !== null && b.num !== null) c = a.num - b.num;
    else if (a.num !== null) c = -1;
    else if (b.num !== null) c = 1;
    else c = collator.compare(a.text, b.text);
    return c === 0 ? a.index - b.index : c * dir;
  });
  return [...filled.map((k) => k.id), ...empty];
}
