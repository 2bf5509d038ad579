import type { CrudFilter, CrudFilters, CrudSort, LogicalFilter, Pagination } from '@refinedev/core';

/**
 * refine list parameters → JeecgBoot list query (contract §2). Small pure functions, each table-tested in
 * tests/unit/jeecg-query.test.ts against the exact query it must produce.
 */
export type JeecgParams = Record<string, string | number>;

/** A refine operator this query syntax cannot express: fail loudly instead of silently returning wrong rows. */
export class UnsupportedFilterError extends Error {
  constructor(operator: string, field?: string) {
    super(`JeecgBoot 查询语法不支持筛选运算符 "${operator}"${field ? `（字段 ${field}）` : ''}`);
    this.name = 'UnsupportedFilterError';
  }
}

export type SuperRule = 'eq' | 'like' | 'right_like' | 'left_like' | 'in' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export interface SuperCondition {
  field: string;
  rule: SuperRule;
  val: string;
  type?: string;
}

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Dates (Date or dayjs-like) become `YYYY-MM-DD HH:mm:ss`; everything else its string form. */
export function formatValue(v: unknown): string {
  if (v instanceof Date) return formatDate(v);
  if (v && typeof v === 'object' && 'toDate' in v && typeof (v as { toDate: unknown }).toDate === 'function') {
    return formatDate((v as { toDate: () => Date }).toDate());
  }
  return String(v).trim();
}

function formatDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** Characters that change the meaning of a plain value in the Jeecg syntax. */
const hasSyntax = (s: string) => s.includes('*') || s.includes(',') || s.startsWith('!') || /^(>=|<=|!=|[<>=]) /.test(s) || /^(gt|ge|lt|le|eq|ne|in) /.test(s);

/** One logical filter → list params (`*x*`, `!x`, `a,b`, `>= x`, `_begin/_end`); null when it needs superQuery. */
export function mapLogicalFilter(f: LogicalFilter): JeecgParams | null {
  const { field, operator, value } = f;
  if (isEmpty(value)) return {};
  switch (operator) {
    case 'eq': {
      const s = formatValue(value);
      if (s.includes('*') || hasSyntax(s)) return null;
      return { [field]: s };
    }
    case 'ne': {
      const s = formatValue(value);
      if (hasSyntax(s)) return null;
      return { [field]: `!${s}` };
    }
    case 'contains':
      return { [field]: `*${formatValue(value)}*` };
    case 'startswith':
      return { [field]: `${formatValue(value)}*` };
    case 'endswith':
      return { [field]: `*${formatValue(value)}` };
    case 'in': {
      const list = (Array.isArray(value) ? value : [value]).map(formatValue);
      if (list.some((s) => s.includes(','))) throw new UnsupportedFilterError('in（值中含有逗号）', field);
      // A single value would be read as plain equality, which is what `in` of one value means.
      return { [field]: list.join(',') };
    }
    case 'gt':
      return { [field]: `> ${formatValue(value)}` };
    case 'gte':
      return { [field]: `>= ${formatValue(value)}` };
    case 'lt':
      return { [field]: `< ${formatValue(value)}` };
    case 'lte':
      return { [field]: `<= ${formatValue(value)}` };
    case 'between': {
      if (!Array.isArray(value) || value.length !== 2) throw new UnsupportedFilterError('between（需要两个值）', field);
      const out: JeecgParams = {};
      if (!isEmpty(value[0])) out[`${field}_begin`] = formatValue(value[0]);
      if (!isEmpty(value[1])) out[`${field}_end`] = formatValue(value[1]);
      return out;
    }
    default:
      throw new UnsupportedFilterError(operator, field);
  }
}

const SUPER_RULES: Partial<Record<LogicalFilter['operator'], SuperRule>> = {
  eq: 'eq',
  ne: 'ne',
  contains: 'like',
  startswith: 'right_like',
  endswith: 'left_like',
  in: 'in',
  gt: 'gt',
  gte: 'ge',
  lt: 'lt',
  lte: 'le',
};

/** One logical filter → an advanced-query condition (contract §2.4). */
export function toSuperCondition(f: LogicalFilter): SuperCondition | null {
  if (isEmpty(f.value)) return null;
  const rule = SUPER_RULES[f.operator];
  if (!rule) throw new UnsupportedFilterError(f.operator, f.field);
  const val = Array.isArray(f.value) ? f.value.map(formatValue).join(',') : formatValue(f.value);
  return { field: f.field, rule, val };
}

/**
 * All refine filters → list params. Top-level `and` groups are flattened; one `or` group (of logical filters)
 * becomes superQueryParams with match type `or`; a filter the plain syntax cannot carry (e.g. equality with `*` in the
 * value, or a second filter on the same parameter) becomes an `and` advanced-query condition.
 */
export function mapFilters(filters: CrudFilters | undefined): JeecgParams {
  const params: JeecgParams = {};
  const andSuper: SuperCondition[] = [];
  let orGroup: SuperCondition[] | null = null;

  const addLogical = (f: LogicalFilter) => {
    const mapped = mapLogicalFilter(f);
    const clash = mapped && Object.keys(mapped).some((k) => k in params);
    if (mapped && !clash) {
      Object.assign(params, mapped);
      return;
    }
    const c = toSuperCondition(f);
    if (c) andSuper.push(c);
  };

  const walk = (f: CrudFilter) => {
    if (f.operator === 'and') {
      f.value.forEach(walk);
      return;
    }
    if (f.operator === 'or') {
      if (orGroup) throw new UnsupportedFilterError('or（只支持一个 or 条件组）');
      orGroup = f.value.map((c) => {
        if (c.operator === 'or' || c.operator === 'and') throw new UnsupportedFilterError(`${c.operator}（不支持嵌套条件组）`);
        return toSuperCondition(c as LogicalFilter);
      }).filter((c): c is SuperCondition => c !== null);
      return;
    }
    addLogical(f as LogicalFilter);
  };
  (filters ?? []).forEach(walk);

  const group = orGroup as SuperCondition[] | null;
  if (group && group.length && andSuper.length) {
    throw new UnsupportedFilterError('or（不能与需要高级查询的其他条件同时使用）');
  }
  if (group && group.length) {
    params.superQueryParams = encodeURI(JSON.stringify(group));
    params.superQueryMatchType = 'or';
  } else if (andSuper.length) {
    params.superQueryParams = encodeURI(JSON.stringify(andSuper));
    params.superQueryMatchType = 'and';
  }
  return params;
}

/** Default order of JeecgBoot lists (spec §9): createTime descending. */
export const DEFAULT_SORT: CrudSort = { field: 'createTime', order: 'desc' };

/** Sorters → `column` + `order`; several fields share one order (contract §2.3). */
export function mapSorters(sorters: CrudSort[] | undefined, fallback: CrudSort = DEFAULT_SORT): JeecgParams {
  const list = sorters && sorters.length ? sorters : [fallback];
  const order = list[0].order;
  if (list.some((s) => s.order !== order)) {
    throw new UnsupportedFilterError('sort（多列排序时各列的方向必须相同）');
  }
  return { column: list.map((s) => s.field).join(','), order };
}

/** Pagination → `pageNo`/`pageSize`; mode "off" asks for everything (MyBatis-Plus: size -1 = no limit). */
export function mapPagination(p: Pagination | undefined): JeecgParams {
  if (p?.mode === 'off') return { pageNo: 1, pageSize: -1 };
  return { pageNo: p?.currentPage ?? 1, pageSize: p?.pageSize ?? 10 };
}

/** `meta.fields` → the `field` parameter the Vue list page sends: `id,` then `,<name>` for each column. */
export function mapFields(fields: unknown[] | undefined): JeecgParams {
  if (!fields || fields.length === 0) return {};
  return { field: `id,${fields.map((f) => `,${String(f)}`).join('')}` };
}
