// /sys/category endpoints (contract §5.7): the picker's loadTreeData, loadDictItem, loadAllData, and the lazy tree
// table's rootList (paged roots) and childList (direct children of one pid), whose rows carry hasChild computed from
// the rows that actually hang below them.
import type { FastifyInstance } from 'fastify';
import { error500, ok0 } from '../../lib/envelope.js';
import { queryOf, str } from '../../lib/http.js';
import type { EntityDef } from '../../lib/jeecg-query.js';
import { runAll, runList, selectList } from '../../lib/list.js';
import { ensureWidgetsBSchema } from './category-schema.js';

/** Permission code of the category dictionary's read endpoints (menu 分类字典, granted to admin by the seed). */
export const CATEGORY_READ = 'category:list';

/** SysCategory; only name and code may be filtered (Jeecg query syntax), every column may be sorted. */
export const SYS_CATEGORY: EntityDef = {
  table: 'sys_category',
  defaultOrder: 'code ASC',
  fields: [
    { prop: 'id', filter: false }, { prop: 'pid', filter: false }, { prop: 'name' }, { prop: 'code' },
    { prop: 'sysOrgCode', filter: false }, { prop: 'createBy', filter: false }, { prop: 'createTime', type: 'datetime', filter: false },
    { prop: 'updateBy', filter: false }, { prop: 'updateTime', type: 'datetime', filter: false },
  ],
};

/** Entity keys plus hasChild "1"/"0" from the children present now (the stored has_child flag may be stale). */
const CATEGORY_SELECT = `${selectList(SYS_CATEGORY)}, CASE WHEN EXISTS (SELECT 1 FROM sys_category AS k WHERE k.pid = sys_category.id) THEN '1' ELSE '0' END AS "hasChild"`;

interface CategoryRow { id: string; pid: string; name: string; code: string; has_child: string }

/** Columns a `condition` JSON may filter on (equality); anything else is refused. */
const CONDITION_COLS: Record<string, string> = { name: 'name', code: 'code', hasChild: 'has_child', has_child: 'has_child', sysOrgCode: 'sys_org_code', sys_org_code: 'sys_org_code' };

/** Parses `condition` into SQL equality filters; undefined when it is not a JSON object of known columns. */
export function conditionFilters(condition: string): { where: string[]; params: unknown[] } | undefined {
  if (!condition) return { where: [], params: [] };
  let obj: unknown;
  try {
    obj = JSON.parse(condition);
  } catch {
    return undefined;
  }
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return undefined;
  const where: string[] = [];
  const params: unknown[] = [];
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    const col = CONDITION_COLS[k];
    if (!col) return undefined;
    where.push(`${col} = ?`);
    params.push(v == null ? null : String(v));
  }
  return { where, params };
}

const toModel = (r: CategoryRow) => ({
  key: r.id,
  title: r.name,
  leaf: r.has_child !== '1',
  icon: null,
  parentId: r.pid,
  value: r.id,
  code: r.code,
  children: null,
});

export default async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  await ensureWidgetsBSchema(ctx.db);

  app.get('/sys/category/rootList', { config: { perm: CATEGORY_READ } }, async (req) =>
    ok0(runList(ctx.sc, SYS_CATEGORY, queryOf(req), { extraWhere: ["pid = '0'"], select: CATEGORY_SELECT, skip: ['pid'] })));

  app.get('/sys/category/childList', { config: { perm: CATEGORY_READ } }, async (req) => {
    const q = queryOf(req);
    const pid = str(q.pid).trim();
    if (!pid) return error500('缺少参数 pid（上级分类的 id）');
    return ok0(runAll(ctx.sc, SYS_CATEGORY, { ...q, selections: undefined }, { extraWhere: ['pid = ?'], extraParams: [pid], select: CATEGORY_SELECT, skip: ['pid'] }));
  });

  app.get('/sys/category/loadTreeData', { config: { login: true } }, async (req) => {
    const q = queryOf(req);
    let pid = str(q.pid);
    const pcode = str(q.pcode);
    if (!pid) {
      if (!pcode) return error500('加载分类字典树参数有误.[null]!');
      if (pcode === '0') pid = '0';
      else {
        const row = ctx.sc.get<{ id: string }>('SELECT id FROM sys_category WHERE code = ?', [pcode]);
        if (!row) return error500(`加载分类字典树参数有误.[${pcode}]!`);
        pid = row.id;
      }
    }
    const cond = conditionFilters(str(q.condition));
    if (!cond) return error500('condition参数有误，需要一个json字符串!');
    const rows = ctx.sc.all<CategoryRow>(
      `SELECT id, pid, name, code, has_child FROM sys_category WHERE pid = ?${cond.where.map((w) => ` AND ${w}`).join('')} ORDER BY code`,
      [pid, ...cond.params],
    );
    return ok0(rows.map(toModel));
  });

  app.get('/sys/category/loadDictItem', { config: { login: true } }, async (req) => {
    const q = queryOf(req);
    const ids = str(q.ids).split(',').map((s) => s.trim()).filter(Boolean);
    if (!ids.length) return error500('ids 不能为空');
    const delNotExist = str(q.delNotExist) !== 'false';
    const rows = ctx.sc.all<{ id: string; name: string }>(`SELECT id, name FROM sys_category WHERE id IN (${ids.map(() => '?').join(',')})`, ids);
    const names = new Map(rows.map((r) => [r.id, r.name]));
    const out = ids.flatMap((id) => (names.has(id) ? [names.get(id)!] : delNotExist ? [] : [id]));
    return ok0(out);
  });

  app.get('/sys/category/loadAllData', { config: { login: true } }, async (req) => {
    const code = str(queryOf(req).code);
    let rows: { id: string; name: string }[];
    if (!code || code === '0') rows = ctx.sc.all('SELECT id, name FROM sys_category ORDER BY code');
    else {
      const root = ctx.sc.get<{ id: string }>('SELECT id FROM sys_category WHERE code = ?', [code]);
      if (!root) return error500(`加载分类字典树参数有误.[${code}]!`);
      rows = ctx.sc.all("SELECT id, name FROM sys_category WHERE code LIKE ? ESCAPE '\\' AND code <> ? ORDER BY code", [`${code.replace(/[\\%_]/g, '\\$&')}%`, code]);
    }
    return ok0(rows.map((r) => ({ value: r.id, text: r.name, title: r.name })));
  });
}
