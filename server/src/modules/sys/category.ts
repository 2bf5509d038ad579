// /sys/category tree endpoints used by the category picker (contract §5.7): loadTreeData, loadDictItem, loadAllData.
import type { FastifyInstance } from 'fastify';
import { error500, ok0 } from '../../lib/envelope.js';
import { queryOf, str } from '../../lib/http.js';
import { ensureWidgetsBSchema } from './category-schema.js';

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
