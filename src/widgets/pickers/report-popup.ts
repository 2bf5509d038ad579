import { getAction } from '@/providers/http';
import type { DictOption, JeecgResult } from '@/types/jeecg';

/** Spec widgets §7, §9: popup report requests are cached 30 s; row keys are cut to 50 characters. */
export const POPUP_CACHE_MS = 30000;
export const ROW_KEY_MAX = 50;
export const REPORT_POPUP_WIDTH = 1200;

export const POPUP_CONFIG_ERROR = 'popup参数未正确配置!';
export const POPUP_COUNT_ERROR = 'popup参数未正确配置,原始值和目标值数量不一致!';
export const POPUP_SELECT_ONE = '请选择一条记录';

export interface ReportColumn {
  title: string;
  dataIndex: string;
  align?: 'left' | 'center' | 'right';
  /** Key into dictOptions when the column is a dictionary. */
  customRender?: string;
  [k: string]: unknown;
}

export interface ReportColumnsResult {
  columns: ReportColumn[];
  dictOptions: Record<string, DictOption[]>;
  cgRpConfigId: string;
  cgRpConfigName: string;
}

export interface ReportQueryItem {
  field: string;
  label?: string;
  mode?: string;
  hidden?: string;
  dictCode?: string;
  view?: string;
}

const cache = new Map<string, { at: number; promise: Promise<JeecgResult<unknown>> }>();

/** GET through the 30-second popup cache; a failed or unsuccessful answer is not kept. */
export function cachedGet<T>(url: string, params: Record<string, unknown> = {}, now: () => number = Date.now): Promise<JeecgResult<T>> {
  const key = url + '?' + JSON.stringify(Object.keys(params).sort().map((k) => [k, params[k]]));
  const hit = cache.get(key);
  if (hit && now() - hit.at < POPUP_CACHE_MS) return hit.promise as Promise<JeecgResult<T>>;
  const promise = getAction<T>(url, params);
  cache.set(key, { at: now(), promise });
  promise.then(
    (r) => !r.success && cache.delete(key),
    () => cache.delete(key),
  );
  return promise;
}

export function clearPopupCache() {
  cache.clear();
}

/** Row key of a report record: its values joined, cut to 50 characters (reports need not have an id). */
export function reportRowKey(record: Record<string, unknown>): string {
  const s = Object.values(record)
    .map((v) => (v == null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)))
    .join('');
  return s.length > ROW_KEY_MAX ? s.slice(0, ROW_KEY_MAX) : s;
}

/** Validation of a popup's configuration; undefined when it can be used. */
export function popupConfigError(code: string | undefined, orgFields: string | undefined, destFields: string | undefined): string | undefined {
  if (!code || !orgFields || !destFields) return POPUP_CONFIG_ERROR;
  if (orgFields.split(',').length !== destFields.split(',').length) return POPUP_COUNT_ERROR;
  return undefined;
}

/** Values to emit: destFields[i] = the rows' orgFields[i] values joined by commas. */
export function popupValues(rows: Record<string, unknown>[], orgFields: string, destFields: string): Record<string, unknown> {
  const org = orgFields.split(',').map((s) => s.trim());
  const dest = destFields.split(',').map((s) => s.trim());
  const out: Record<string, unknown> = {};
  dest.forEach((d, i) => {
    out[d] = rows.map((r) => (r[org[i]] == null ? '' : String(r[org[i]]))).join(',');
  });
  return out;
}

/** `self_<name>` parameters of a report with dynamic parameters. */
export function selfParams(param: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(param ?? {})) out[`self_${k}`] = v;
  return out;
}

/** Dictionary text of a cell through the report's dictOptions. */
export function dictCellText(options: DictOption[] | undefined, value: unknown): string {
  if (value == null || value === '') return '';
  return String(value)
    .split(',')
    .map((v) => options?.find((o) => String(o.value) === v)?.text ?? v)
    .join(',');
}
