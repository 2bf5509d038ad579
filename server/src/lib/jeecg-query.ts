// The ONE translation of the Jeecg list-query syntax (contract §2.2–§2.4) into parameterised SQL.
// Every entity declares a whitelist of properties; only those can be filtered or sorted. Values are always bound
// as parameters (`?` placeholders); identifiers come only from the whitelist, never from the request.
import { DATE_RE, DATETIME_RE } from './time.js';

export type FieldType = 'string' | 'int' | 'number' | 'date' | 'datetime';

export interface FieldDef {
  /** camelCase property name as it appears on the wire */
  prop: string;
  /** column; defaults to camelToSnake(prop) */
  col?: string;
  type?: FieldType;
  /** may be used as a filter (default true) */
  filter?: boolean;
  /** may be used for sorting (default true) */
  sort?: boolean;
  /** system dict code for `<prop>_dictText` on page rows */
  dict?: string;
}

export interface EntityDef {
  table: string;
  fields: FieldDef[];
  /** ORDER BY used when the request gives no column/order, e.g. `create_time DESC` */
  defaultOrder: string;
  /** column appended as a tie-breaker for stable paging (default `id`; null = none) */
  tieBreaker?: string | null;
  /**
   * SQLite only: an index that starts with `order` and contains every column in `covers`. When a page is ordered
   * by `order` and filters only on covered columns, the page is found by an index-only walk (`INDEXED BY`) and
   * the rows are fetched by rowid afterwards, so cost is bounded by one index scan whatever the filters.
   */
  listIndex?: {
    name: string; order: string; covers: string[];
    /**
     * Range filters the walk above handles badly: the walk's length depends on how the filtered column correlates
     * with `order` (registration date and creation time are the same instant, so "March" ordered newest first walks
     * past every later row). When one of these columns is filtered and at most RANGE_SCAN_MAX rows match (known from
     * the count), the page comes from the column's own covering index instead: one scan of the matches and a top-N
     * sort, bounded whatever the correlation. `covers` lists the columns that index holds.
     */
    ranges?: Record<string, { name: string; covers: string[] }>;
  };
}

export class QueryError extends Error {}

export interface CompiledQuery {
  /** SQL conditions, each one self-contained, to be ANDed */
  where: string[];
  /** columns used by the conditions */
  cols?: Set<string>;
  params: unknown[];
  /** ORDER BY body (without the keywords) */
  orderBy: string;
}

export type QueryInput = Record<string, unknown>;

/** Params that are never entity properties (contract §2.1/§2.2). */
const RESERVED = new Set([
  'pageNo', 'pageSize', 'column', 'order', 'field', '_t', 'superQueryParams', 'superQueryMatchType', 'selections',
  'class', 'ids', 'page', 'rows', 'sort', 'token',
]);

export function camelToSnake(s: string): string {
  return s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function colOf(f: FieldDef): string {
  return f.col ?? camelToSnake(f.prop);
}

type Op = 'EQ' | 'NE' | 'GT' | 'GE' | 'LT' | 'LE' | 'IN' | 'LIKE' | 'LEFT_LIKE' | 'RIGHT_LIKE' | 'MULTI_LIKE';

export interface ParsedRule {
  op: Op;
  value: string;
  values?: string[];
}

const TWO_CHAR: Record<string, Op> = {
  '>=': 'GE', '<=': 'LE', '!=': 'NE',
  gt: 'GT', ge: 'GE', lt: 'LT', le: 'LE', eq: 'EQ', ne: 'NE', in: 'IN',
};
const ONE_CHAR: Record<string, Op> = { '>': 'GT', '<': 'LT', '=': 'EQ' };

/**
 * Rule detection on one value, first match wins (contract §2.2):
 * `>= x` / `ge x` (space at index 2 mandatory), `> x` (space at index 1), `*x*` / `*x` / `x*` (LIKE variants),
 * `,a,b,` (multi-like), `a,b` (IN), `!x` (NE), `a++b` (EQ with a literal comma), otherwise EQ.
 * Deviation: the operand after an operator is trimmed (Jeecg keeps the space, which only matters for strings).
 */
export function parseRule(raw: string): ParsedRule {
  const v = raw.trim();
  if (v.length > 2 && v[2] === ' ') {
    const op = TWO_CHAR[v.slice(0, 2).toLowerCase()];
    if (op) {
      const rest = v.slice(3).trim();
      if (op === 'IN') return { op, value: rest, values: rest.split(',') };
      return { op, value: rest };
    }
  }
  if (v.length > 1 && v[1] === ' ') {
    const op = ONE_CHAR[v[0]];
    if (op) return { op, value: v.slice(2).trim() };
  }
  if (v.includes('*')) {
    if (v.length >= 2 && v.startsWith('*') && v.endsWith('*')) return { op: 'LIKE', value: v.slice(1, -1) };
    if (v.startsWith('*')) return { op: 'LEFT_LIKE', value: v.slice(1) };
    if (v.endsWith('*')) return { op: 'RIGHT_LIKE', value: v.slice(0, -1) };
    return { op: 'EQ', value: v };
  }
  if (v.length > 1 && v.startsWith(',') && v.endsWith(',')) {
    const values = v.slice(1, -1).split(',').filter((s) => s !== '');
    return { op: 'MULTI_LIKE', value: v, values };
  }
  if (v.includes(',') && !(v.includes('to_date') && v.includes('yyyy-MM-dd'))) {
    return { op: 'IN', value: v, values: v.split(',') };
  }
  if (v.startsWith('!')) return { op: 'NE', value: v.slice(1) };
  if (v.indexOf('++') > 0) return { op: 'EQ', value: v.replaceAll('++', ',') };
  return { op: 'EQ', value: v };
}

/** Escapes LIKE wildcards; used with `ESCAPE '\'`. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function convert(f: FieldDef, value: string): unknown {
  const t = f.type ?? 'string';
  if (t === 'int' || t === 'number') {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || (t === 'int' && !Number.isInteger(n))) {
      throw new QueryError(`操作失败，参数${f.prop}的值必须是数字：${value}`);
    }
    return n;
  }
  return value;
}

function condition(f: FieldDef, rule: ParsedRule, out: CompiledQuery): void {
  const col = colOf(f);
  out.cols?.add(col);
  const p = out.params;
  switch (rule.op) {
    case 'EQ': out.where.push(`${col} = ?`); p.push(convert(f, rule.value)); return;
    case 'NE': out.where.push(`${col} <> ?`); p.push(convert(f, rule.value)); return;
    case 'GT': out.where.push(`${col} > ?`); p.push(convert(f, rule.value)); return;
    case 'GE': out.where.push(`${col} >= ?`); p.push(convert(f, rule.value)); return;
    case 'LT': out.where.push(`${col} < ?`); p.push(convert(f, rule.value)); return;
    case 'LE': out.where.push(`${col} <= ?`); p.push(convert(f, rule.value)); return;
    case 'IN': {
      const vals = (rule.values ?? []).map((s) => convert(f, s.trim()));
      if (vals.length === 0) { out.where.push('1 = 0'); return; }
      out.where.push(`${col} IN (${vals.map(() => '?').join(', ')})`);
      p.push(...vals);
      return;
    }
    case 'LIKE': out.where.push(`${col} LIKE ? ESCAPE '\\'`); p.push(`%${escapeLike(rule.value)}%`); return;
    case 'LEFT_LIKE': out.where.push(`${col} LIKE ? ESCAPE '\\'`); p.push(`%${escapeLike(rule.value)}`); return;
    case 'RIGHT_LIKE': out.where.push(`${col} LIKE ? ESCAPE '\\'`); p.push(`${escapeLike(rule.value)}%`); return;
    case 'MULTI_LIKE': {
      const vals = rule.values ?? [];
      if (vals.length === 0) return;
      out.where.push(`(${vals.map(() => `${col} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
      p.push(...vals.map((s) => `%${escapeLike(s)}%`));
      return;
    }
  }
}

function rangeValue(f: FieldDef, raw: string, end: boolean): unknown {
  const t = f.type ?? 'string';
  const v = raw.trim();
  if (t === 'date' || t === 'datetime') {
    if (v.includes(',')) return v; // Jeecg: a value with a comma is used as-is
    if (DATE_RE.test(v)) return t === 'date' ? v : `${v} ${end ? '23:59:59' : '00:00:00'}`;
    if (DATETIME_RE.test(v)) return t === 'date' ? v.slice(0, 10) : v;
    throw new QueryError(`操作失败，日期格式必须为yyyy-MM-dd或yyyy-MM-dd HH:mm:ss：${v}`);
  }
  return convert(f, v);
}

function first(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (Array.isArray(v)) return v.length ? String(v[v.length - 1]) : undefined;
  return String(v);
}

/** SqlInjectionUtil.filterContent word list (contract §2.3). */
const INJECTION_WORDS = ["'", 'and ', 'exec ', 'insert ', 'select ', 'delete ', 'update ', 'drop ', 'count ', 'chr ',
  'mid ', 'master ', 'truncate ', 'char ', 'declare ', ';', 'or ', '+'];

export function checkInjection(value: string): void {
  const lower = value.toLowerCase();
  for (const w of INJECTION_WORDS) {
    if (lower.includes(w)) throw new QueryError(`操作失败，请注意，值可能存在SQL注入风险!--->${value}`);
  }
}

/** ORDER BY from `column` + `order` (both needed), `_dictText` stripped, camel → snake via the whitelist. */
export function buildOrder(entity: EntityDef, column: string | undefined, order: string | undefined): string {
  const tie = entity.tieBreaker === undefined ? 'id' : entity.tieBreaker;
  if (!column || !order) return withTie(entity.defaultOrder, tie, /desc/i.test(entity.defaultOrder) ? 'DESC' : 'ASC');
  checkInjection(column);
  const dir = order.toUpperCase().includes('ASC') ? 'ASC' : 'DESC';
  const parts = column.split(',').map((c) => c.trim()).filter((c) => c !== '').map((c) => {
    const prop = c.endsWith('_dictText') ? c.slice(0, -'_dictText'.length) : c;
    const f = entity.fields.find((x) => x.prop === prop && x.sort !== false);
    if (!f) throw new QueryError(`操作失败，不支持按该字段排序：${c}`);
    return `${colOf(f)} ${dir}`;
  });
  if (parts.length === 0) return withTie(entity.defaultOrder, tie, 'DESC');
  return withTie(parts.join(', '), tie, dir);
}

function withTie(order: string, tie: string | null, dir: string): string {
  if (!tie) return order;
  if (new RegExp(`(^|,\\s*)${tie}\\s`).test(order)) return order;
  return `${order}, ${tie} ${dir}`;
}

const SUPER_RULES: Record<string, Op> = {
  eq: 'EQ', '=': 'EQ', like: 'LIKE', right_like: 'RIGHT_LIKE', left_like: 'LEFT_LIKE', in: 'IN',
  ne: 'NE', '!=': 'NE', gt: 'GT', '>': 'GT', ge: 'GE', '>=': 'GE', lt: 'LT', '<': 'LT', le: 'LE', '<=': 'LE',
};

interface SuperCondition { field?: unknown; rule?: unknown; val?: unknown; type?: unknown; dbType?: unknown }

/** superQueryParams: `encodeURI(JSON)` URL-encoded again by axios; one decode is done by the framework, one here. */
export function buildSuperQuery(entity: EntityDef, rawParams: string, matchType: string | undefined, cols?: Set<string>): { sql: string; params: unknown[] } | null {
  let text = rawParams;
  try {
    text = decodeURIComponent(rawParams);
  } catch {
    text = rawParams; // a plain JSON containing a lone `%`: use as-is
  }
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    throw new QueryError('操作失败，高级查询参数格式不正确');
  }
  if (!Array.isArray(list)) throw new QueryError('操作失败，高级查询参数格式不正确');
  const out: CompiledQuery = { where: [], params: [], orderBy: '', cols: new Set() };
  for (const item of list as SuperCondition[]) {
    if (!item || typeof item !== 'object') continue;
    const field = item.field == null ? '' : String(item.field);
    const ruleName = item.rule == null ? '' : String(item.rule);
    const val = item.val == null ? '' : String(item.val);
    if (field === '' || ruleName === '' || val === '') continue;
    const f = entity.fields.find((x) => x.prop === field && x.filter !== false);
    if (!f) throw new QueryError(`操作失败，高级查询字段不存在：${field}`);
    const op = SUPER_RULES[ruleName.toLowerCase()];
    if (!op) throw new QueryError(`操作失败，不支持的查询规则：${ruleName}`);
    const type = item.type == null ? '' : String(item.type);
    if (type === 'date' && !DATE_RE.test(val.slice(0, 10))) throw new QueryError(`操作失败，日期格式必须为yyyy-MM-dd：${val}`);
    if (type === 'datetime' && !DATETIME_RE.test(val)) throw new QueryError(`操作失败，时间格式必须为yyyy-MM-dd HH:mm:ss：${val}`);
    const dbType = item.dbType == null ? '' : String(item.dbType).toLowerCase();
    const numeric = ['int', 'bigdecimal', 'short', 'long', 'float', 'double'].includes(dbType);
    const fd: FieldDef = numeric ? { ...f, type: dbType === 'int' || dbType === 'short' || dbType === 'long' ? 'int' : 'number' } : f;
    condition(fd, { op, value: val, values: op === 'IN' ? val.split(',') : undefined }, out);
  }
  if (out.where.length === 0) return null;
  for (const c of out.cols ?? []) cols?.add(c);
  const joiner = (matchType ?? 'and').toLowerCase() === 'or' ? ' OR ' : ' AND ';
  return { sql: `(${out.where.join(joiner)})`, params: out.params };
}

/**
 * Builds WHERE conditions + params + ORDER BY for one request.
 * - each whitelisted property present in `query` gives one condition (rule syntax of parseRule)
 * - `<prop>_begin` / `<prop>_end` give `>=` / `<=` (a 10-char date gets 00:00:00 / 23:59:59 on datetime columns)
 * - `superQueryParams` + `superQueryMatchType` are ANDed as one parenthesised group
 * - unknown params are ignored (like Spring binding), unknown sort columns are an error
 */
export function compileQuery(entity: EntityDef, query: QueryInput, skip: readonly string[] = []): CompiledQuery {
  const out: CompiledQuery = { where: [], params: [], orderBy: '', cols: new Set() };
  const byProp = new Map(entity.fields.filter((f) => f.filter !== false).map((f) => [f.prop, f]));
  for (const [key, rawVal] of Object.entries(query)) {
    if (RESERVED.has(key) || skip.includes(key)) continue;
    const val = first(rawVal);
    if (val === undefined || val.trim() === '') continue;
    let f = byProp.get(key);
    if (f) {
      condition(f, parseRule(val), out);
      continue;
    }
    if (key.endsWith('_begin') || key.endsWith('_end')) {
      const end = key.endsWith('_end');
      const prop = key.slice(0, end ? -4 : -6);
      f = byProp.get(prop);
      if (!f) continue;
      out.where.push(`${colOf(f)} ${end ? '<=' : '>='} ?`);
      out.cols?.add(colOf(f));
      out.params.push(rangeValue(f, val, end));
      continue;
    }
    if (key.endsWith('_MultiString')) {
      f = byProp.get(key.slice(0, -'_MultiString'.length));
      if (!f) continue;
      condition(f, { op: 'IN', value: val, values: val.split(',') }, out);
    }
  }
  const sq = first(query.superQueryParams);
  if (sq && sq.trim() !== '') {
    const g = buildSuperQuery(entity, sq, first(query.superQueryMatchType), out.cols);
    if (g) {
      out.where.push(g.sql);
      out.params.push(...g.params);
    }
  }
  out.orderBy = buildOrder(entity, first(query.column), first(query.order));
  return out;
}
