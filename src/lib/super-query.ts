/**
 * Advanced query (JSuperQuery) logic: rules, the request parameters of contract §2.4, the "empty query" rule and
 * saved queries. Pure apart from the Storage passed in.
 */

export type SuperQueryRule = 'eq' | 'like' | 'right_like' | 'left_like' | 'in' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export type MatchType = 'and' | 'or';

export const SUPER_QUERY_RULES: { value: SuperQueryRule; label: string }[] = [
  { value: 'eq', label: '等于' },
  { value: 'like', label: '包含' },
  { value: 'right_like', label: '以..开始' },
  { value: 'left_like', label: '以..结尾' },
  { value: 'in', label: '在...中' },
  { value: 'ne', label: '不等于' },
  { value: 'gt', label: '大于' },
  { value: 'ge', label: '大于等于' },
  { value: 'lt', label: '小于' },
  { value: 'le', label: '小于等于' },
];

export const MATCH_TYPES: { value: MatchType; label: string }[] = [
  { value: 'and', label: 'AND（所有条件都要求匹配）' },
  { value: 'or', label: 'OR（条件中的任意一个匹配）' },
];

export const SUPER_QUERY_MESSAGES = {
  emptyQuery: '不能查询空条件',
  emptySave: '空条件不能保存',
  emptyName: '保存名称不能为空',
  exists: (name: string) => `${name} 已存在，是否覆盖？`,
  saved: '保存成功',
} as const;

/** A field the operator can filter on. */
export interface SuperQueryField {
  /** Entity property (camelCase). */
  value: string;
  /** Label. */
  text: string;
  /** Component type: input/string/text, int/number/double, date, datetime, time, list, list_multi, sel_search, switch, … */
  type: string;
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  options?: { value: string; text: string }[];
  /** Date display format. */
  format?: string;
  /** Sent as dbType so the server converts val (int, bigDecimal, double, …). */
  dbType?: string;
  customReturnField?: string;
  popup?: unknown;
}

/** One line of the builder. */
export interface SuperQueryCondition {
  field: string;
  rule: SuperQueryRule | '';
  val: string;
  type: string;
  dbType?: string;
  options?: { value: string; text: string }[];
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  customReturnField?: string;
  popup?: unknown;
}

/** The request parameters (contract §2.4); `{}` when no query is active. */
export type SuperQueryParams = { superQueryParams: string; superQueryMatchType: MatchType } | Record<string, never>;

export function emptyCondition(): SuperQueryCondition {
  return { field: '', rule: 'eq', val: '', type: '' };
}

export function isCompleteCondition(c: SuperQueryCondition | null | undefined): boolean {
  return !!c && !!c.field && !!c.rule && c.val != null && c.val !== '';
}

/** JeecgBoot's "empty query": no lines, or a single line missing field, rule or value. */
export function isEmptyQuery(lines: SuperQueryCondition[] | null | undefined): boolean {
  if (!lines || lines.length === 0) return true;
  if (lines.length === 1) return !isCompleteCondition(lines[0]);
  return false;
}

/** Fills a line's type and dictionary keys from the chosen field; the value is cleared. */
export function withField(line: SuperQueryCondition, field: SuperQueryField | undefined): SuperQueryCondition {
  if (!field) return { ...emptyCondition(), rule: line.rule };
  const next: SuperQueryCondition = { field: field.value, rule: line.rule || 'eq', val: '', type: field.type };
  if (field.dbType) next.dbType = field.dbType;
  if (field.dictCode) next.dictCode = field.dictCode;
  if (field.dictTable) next.dictTable = field.dictTable;
  if (field.dictText) next.dictText = field.dictText;
  if (field.options) next.options = field.options;
  if (field.customReturnField) next.customReturnField = field.customReturnField;
  if (field.popup) next.popup = field.popup;
  return next;
}

/** Changing the rule away from `in` keeps only the first of the listed values. */
export function withRule(line: SuperQueryCondition, rule: SuperQueryRule): SuperQueryCondition {
  let val = line.val;
  if (line.rule === 'in' && rule !== 'in' && val) val = val.split(',')[0];
  return { ...line, rule, val };
}

/** The conditions as sent: complete lines only, `options` dropped when a dictionary names them. */
export function conditionsToSend(lines: SuperQueryCondition[]): SuperQueryCondition[] {
  return lines.filter(isCompleteCondition).map((l) => {
    const c: SuperQueryCondition = { ...l };
    if (c.dictCode || c.dictTable || !c.options) delete c.options;
    for (const k of Object.keys(c) as (keyof SuperQueryCondition)[]) if (c[k] === undefined) delete c[k];
    return c;
  });
}

/**
 * `{ superQueryParams: encodeURI(JSON.stringify(conditions)), superQueryMatchType }` (contract §2.4); `{}` when no
 * complete condition remains.
 */
export function buildSuperQueryParams(lines: SuperQueryCondition[], matchType: MatchType): SuperQueryParams {
  const conditions = conditionsToSend(lines);
  if (!conditions.length) return {};
  return { superQueryParams: encodeURI(JSON.stringify(conditions)), superQueryMatchType: matchType };
}

export function isSuperQueryActive(p: SuperQueryParams | null | undefined): boolean {
  return !!p && 'superQueryParams' in p && !!p.superQueryParams;
}

// ---- saved queries -------------------------------------------------------------------------------------------

export const SAVED_PREFIX = 'JSuperQuerySaved_';

export interface SavedQuery {
  title: string;
  matchType: MatchType;
  records: SuperQueryCondition[];
}

/** `JSuperQuerySaved_` + the save code, or the route path when there is none. */
export function savedQueryKey(saveCode: string | undefined, routePath: string): string {
  return SAVED_PREFIX + (saveCode || routePath);
}

export function readSaved(storage: Storage | undefined, key: string): SavedQuery[] {
  const raw = storage?.getItem(key);
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? (v as SavedQuery[]) : [];
  } catch {
    return [];
  }
}

export function writeSaved(storage: Storage | undefined, key: string, list: SavedQuery[]): void {
  storage?.setItem(key, JSON.stringify(list));
}

export type SaveCheck = { ok: false; message: string } | { ok: true; exists: boolean };

/** Checks a save request: lines must not be an empty query, the name not blank; tells whether it overwrites. */
export function checkSave(list: SavedQuery[], title: string, lines: SuperQueryCondition[]): SaveCheck {
  if (isEmptyQuery(lines)) return { ok: false, message: SUPER_QUERY_MESSAGES.emptySave };
  if (!title || !title.trim()) return { ok: false, message: SUPER_QUERY_MESSAGES.emptyName };
  return { ok: true, exists: list.some((s) => s.title === title.trim()) };
}

/** The list with `item` added, or replacing the entry of the same title in place. */
export function upsertSaved(list: SavedQuery[], item: SavedQuery): SavedQuery[] {
  const i = list.findIndex((s) => s.title === item.title);
  if (i < 0) return [...list, item];
  const next = [...list];
  next[i] = item;
  return next;
}

export function removeSaved(list: SavedQuery[], title: string): SavedQuery[] {
  return list.filter((s) => s.title !== title);
}
