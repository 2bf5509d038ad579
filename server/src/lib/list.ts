// Paged list execution over the raw better-sqlite3 handle: prepared statements are cached by SQL text; the `total`
// of a filter and the rows of a page are cached until the table is written (per-table version counter, bumped by
// every write through this server) and at most COUNT_TTL_MS / ROWS_TTL_MS (bounds staleness if another program
// writes the same database file). All writes to a listed table must go through `bumpTable`.
import type BetterSqlite3 from 'better-sqlite3';
import { compileQuery, colOf, type EntityDef, type QueryInput } from './jeecg-query.js';
import { page, pageParams, type PageObject } from './envelope.js';

const COUNT_TTL_MS = 30_000;
const ROWS_TTL_MS = 5_000;
/** a filtered range with at most this many rows is paged from its own index (see EntityDef.listIndex.ranges) */
const RANGE_SCAN_MAX = 20_000;

export class StatementCache {
  private readonly cache = new Map<string, BetterSqlite3.Statement>();
  private readonly versions = new Map<string, number>();
  private readonly counts = new Map<string, { version: number; at: number; total: number }>();
  private readonly pages = new Map<string, { version: number; at: number; rows: unknown[] }>();

  constructor(readonly sqlite: BetterSqlite3.Database) {}

  prepare(sqlText: string): BetterSqlite3.Statement {
    let st = this.cache.get(sqlText);
    if (!st) {
      st = this.sqlite.prepare(sqlText);
      if (this.cache.size > 500) this.cache.clear();
      this.cache.set(sqlText, st);
    }
    return st;
  }

  all<T>(sqlText: string, params: unknown[] = []): T[] {
    return this.prepare(sqlText).all(...params) as T[];
  }

  get<T>(sqlText: string, params: unknown[] = []): T | undefined {
    return this.prepare(sqlText).get(...params) as T | undefined;
  }

  run(sqlText: string, params: unknown[] = []): BetterSqlite3.RunResult {
    return this.prepare(sqlText).run(...params);
  }

  bumpTable(table: string): void {
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
  }

  version(table: string): number {
    return this.versions.get(table) ?? 0;
  }

  cachedCount(table: string, key: string, compute: () => number): number {
    const v = this.version(table);
    const now = Date.now();
    const hit = this.counts.get(key);
    if (hit && hit.version === v && now - hit.at < COUNT_TTL_MS) return hit.total;
    const total = compute();
    if (this.counts.size > 2000) this.counts.clear();
    this.counts.set(key, { version: v, at: now, total });
    return total;
  }

  /** Rows of one page query, cached like counts; callers get fresh shallow copies they may decorate. */
  cachedRows<T>(table: string, sqlText: string, params: unknown[]): T[] {
    const key = `${sqlText}\u0000${JSON.stringify(params)}`;
    const v = this.version(table);
    const now = Date.now();
    let hit = this.pages.get(key);
    if (!hit || hit.version !== v || now - hit.at >= ROWS_TTL_MS) {
      hit = { version: v, at: now, rows: this.all(sqlText, params) };
      if (this.pages.size > 500) this.pages.clear();
      this.pages.set(key, hit);
    }
    return hit.rows.map((r) => ({ ...(r as object) })) as T[];
  }
}

/** `SELECT col AS "prop", ...` for every whitelisted field plus extra raw select items. */
export function selectList(entity: EntityDef, alias = ''): string {
  const a = alias ? `${alias}.` : '';
  return entity.fields.map((f) => `${a}${colOf(f)} AS "${f.prop}"`).join(', ');
}

export interface ListOptions {
  /** extra SQL conditions ANDed in (e.g. `del_flag = 0`) with their params */
  extraWhere?: string[];
  extraParams?: unknown[];
  /** request params that the module handled itself */
  skip?: string[];
  /** SELECT list; defaults to every whitelisted field */
  select?: string;
}

export function runList<T = Record<string, unknown>>(
  sc: StatementCache,
  entity: EntityDef,
  query: QueryInput,
  opts: ListOptions = {},
): PageObject<T> {
  const { pageNo, pageSize } = pageParams(query);
  const q = compileQuery(entity, query, opts.skip);
  const where = [...(opts.extraWhere ?? []), ...q.where];
  const params = [...(opts.extraParams ?? []), ...q.params];
  const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const countSql = `SELECT COUNT(*) AS n FROM ${entity.table}${whereSql}`;
  const total = sc.cachedCount(entity.table, `${countSql}\u0000${JSON.stringify(params)}`, () =>
    (sc.get<{ n: number }>(countSql, params)?.n ?? 0));
  let records: T[] = [];
  if (total > 0 && (pageNo - 1) * pageSize < total) {
    const li = entity.listIndex;
    const cols = [...(q.cols ?? [])];
    const firstOrderCol = q.orderBy.split(',')[0].trim().split(/\s+/)[0];
    const range = li?.ranges && total <= RANGE_SCAN_MAX && !opts.extraWhere?.length
      ? Object.entries(li.ranges).find(([col, r]) => q.cols?.has(col) && cols.every((c) => r.covers.includes(c)))?.[1]
      : undefined;
    const walk = !range && !!li && !opts.extraWhere?.length && firstOrderCol === li.order && cols.every((c) => li.covers.includes(c));
    const index = range?.name ?? (walk ? li?.name : undefined);
    const sqlText = index
      ? `SELECT ${opts.select ?? selectList(entity)} FROM ${entity.table} WHERE rowid IN (SELECT rowid FROM ${entity.table} INDEXED BY ${index}${whereSql} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?) ORDER BY ${q.orderBy}`
      : `SELECT ${opts.select ?? selectList(entity)} FROM ${entity.table}${whereSql} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`;
    records = sc.cachedRows<T>(entity.table, sqlText, [...params, pageSize, (pageNo - 1) * pageSize]);
  }
  return page(records, total, pageNo, pageSize);
}

/** All rows matching the filters (exports), optionally restricted to `selections` ids, capped. */
export function runAll<T = Record<string, unknown>>(
  sc: StatementCache,
  entity: EntityDef,
  query: QueryInput,
  opts: ListOptions & { limit?: number } = {},
): T[] {
  const q = compileQuery(entity, query, opts.skip);
  const where = [...(opts.extraWhere ?? []), ...q.where];
  const params = [...(opts.extraParams ?? []), ...q.params];
  const sel = typeof query.selections === 'string' ? query.selections.split(',').map((s) => s.trim()).filter(Boolean) : [];
  if (sel.length) {
    where.push(`id IN (${sel.map(() => '?').join(', ')})`);
    params.push(...sel);
  }
  const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const sqlText = `SELECT ${opts.select ?? selectList(entity)} FROM ${entity.table}${whereSql} ORDER BY ${q.orderBy} LIMIT ?`;
  return sc.all<T>(sqlText, [...params, opts.limit ?? 100000]);
}
