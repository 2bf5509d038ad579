import type { GridColumn, GridColumnType, GridOption, UploadItem } from './types';
import type { DictOption } from '@/types/jeecg';

/** Number inputs accept only an optional minus, digits and an optional decimal part (spec §5). */
export function isNumberInputText(text: string): boolean {
  return /^-?\d*(\.\d*)?$/.test(text);
}

/** On blur a number input becomes a number, or empty when it holds no number. */
export function parseNumberOnBlur(text: unknown): number | '' {
  if (typeof text === 'number') return Number.isFinite(text) ? text : '';
  if (text === null || text === undefined) return '';
  const s = String(text).trim();
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(s)) return '';
  const n = Number(s);
  return Number.isFinite(n) ? n : '';
}

/** Tags cell (spec §4): semicolons are stripped and one is inserted after every 2 characters. */
export function formatTags(text: string): string {
  const plain = text.replace(/;/g, '');
  let out = '';
  for (let i = 0; i < plain.length; i++) {
    out += plain[i];
    if (i % 2 === 1) out += ';';
  }
  return out;
}

/**
 * The tags rule applied to typing: when the operator deletes only a separator, the character before it goes too,
 * otherwise a backspace at the end of `ab;` could never remove anything.
 */
export function applyTagsInput(previous: string, raw: string): string {
  const strip = (s: string) => s.replace(/;/g, '');
  let plain = strip(raw);
  if (raw.length < previous.length && plain === strip(previous)) plain = plain.slice(0, -1);
  return formatTags(plain);
}

/** Default column widths of spec §9. */
export const FIXED_COLUMN_WIDTH = 40;
export const FIXED_COLUMN_WIDTH_WITH_STATISTICS = 60;
export const ROW_NUMBER_WIDTH = 60;
export const DEFAULT_WIDTHS: Partial<Record<GridColumnType, number>> = {
  datetime: 190,
  sel_user: 190,
  sel_depart: 190,
  date: 135,
};
export const DEFAULT_WIDTH = 120;

export function columnWidth(col: GridColumn): number {
  return col.width ?? DEFAULT_WIDTHS[col.type] ?? DEFAULT_WIDTH;
}

/** Normalises options from a column or the dictionary cache (text / label / title). */
export function normaliseOptions(list: Array<GridOption | DictOption> | undefined): GridOption[] {
  if (!list) return [];
  return list.map((o) => {
    const d = o as Partial<DictOption> & Partial<GridOption>;
    return { value: String(d.value), label: String(d.text ?? d.label ?? d.title ?? d.value), disabled: d.disabled };
  });
}

/** Statistics of a column: sum and average of its numeric values, rounded to 2 decimals. */
export function columnStatistics(values: unknown[]): { sum: number; average: number } {
  let sum = 0;
  let n = 0;
  for (const v of values) {
    if (v === '' || v === null || v === undefined) continue;
    const x = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(x)) continue;
    sum += x;
    n++;
  }
  const round = (x: number) => Math.round(x * 100) / 100;
  return { sum: round(sum), average: n ? round(sum / n) : 0 };
}

/** Upload columns keep a list of files; rows may come in with a path string (comma-joined for several files). */
export function toUploadItems(value: unknown): UploadItem[] {
  if (!value) return [];
  if (Array.isArray(value)) return value as UploadItem[];
  if (typeof value === 'object') return [value as UploadItem];
  return String(value)
    .split(',')
    .filter(Boolean)
    .map((path, i) => ({
      uid: `stored-${i}-${path}`,
      name: path.substring(path.lastIndexOf('/') + 1),
      status: 'done' as const,
      percent: 100,
      path,
    }));
}

/** The stored value of an upload cell: comma-joined paths, only when every file is done (else undefined). */
export function uploadValue(items: UploadItem[]): string | undefined {
  if (items.some((i) => i.status !== 'done')) return undefined;
  return items.map((i) => i.path ?? '').join(',');
}

export function isUploadType(t: GridColumnType): boolean {
  return t === 'upload' || t === 'file' || t === 'image';
}

/** `uploadnum` of fieldExtendJson; 0 (unlimited) when absent or unreadable. */
export function uploadLimit(col: GridColumn): number {
  if (!col.fieldExtendJson) return 0;
  try {
    const n = Number((JSON.parse(col.fieldExtendJson) as { uploadnum?: unknown }).uploadnum);
    return Number.isFinite(n) && n > 0 ? n : 0;
  } catch (e) {
    console.warn('fieldExtendJson 不是合法的 JSON', col.key, e);
    return 0;
  }
}

/** File names shortened to 5 characters (spec §9). */
export function shortName(name: string): string {
  return name.length > 5 ? `${name.slice(0, 5)}…` : name;
}

/** Random id of `len` characters (case id: 8, spec §9). */
export function randomString(len: number): string {
  const chars = 'ABCDEFGHJKMNPQRSTWXYZabcdefhijkmnprstwxyz2345678';
  let s = '';
  for (let i = 0; i < len; i++) s += chars[Math.floor(Math.random() * chars.length)];
  return s;
}
