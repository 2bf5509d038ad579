// Dictionary search endpoints of the dictionary widgets (contract §5.6): loadDict/{code}, loadDictItem/{code},
// loadTreeData. Table dictionaries are answered only for whitelisted tables and columns; a `where` part from the
// client is never accepted, so no SQL text ever comes from a request.
import type { FastifyInstance } from 'fastify';
import { error500, ok0 } from '../../lib/envelope.js';
import { queryOf, str } from '../../lib/http.js';
import { escapeLike } from '../../lib/jeecg-query.js';
import { ensureWidgetsBSchema } from './category-schema.js';

interface TableDict {
  cols: string[];
  /** fixed filter of live rows */
  where: string;
  order: string;
  /** parent column for tree dictionaries */
  pidCols?: string[];
  hasChildCols?: string[];
}

export const TABLE_DICTS: Record<string, TableDict> = {
  sys_user: { cols: ['id', 'username', 'realname', 'work_no', 'phone'], where: 'del_flag = 0', order: 'create_time' },
  sys_depart: { cols: ['id', 'org_code', 'depart_name', 'parent_id'], where: "del_flag = '0'", order: 'org_code', pidCols: ['parent_id'] },
  sys_role: { cols: ['id', 'role_code', 'role_name'], where: '1 = 1', order: 'create_time' },
  hscz_spot_base: { cols: ['id', 'spotname', 'spotshortname'], where: '1 = 1', order: 'showorder' },
  sys_category: { cols: ['id', 'name', 'code', 'pid', 'has_child'], where: '1 = 1', order: 'code', pidCols: ['pid'], hasChildCols: ['has_child'] },
  sys_position: { cols: ['id', 'code', 'name', 'post_rank'], where: '1 = 1', order: 'code' },
};

export const BAD_CODE = '字典Code格式不正确！';

/** `table,text,code` → its parts when whitelisted; a 4th (where) part or an unknown table/column gives undefined. */
export function tableDict(code: string): { table: string; text: string; value: string; def: TableDict } | undefined {
  const parts = code.split(',').map((s) => s.trim());
  if (parts.length !== 3) return undefined;
  const [table, text, value] = parts;
  const def = TABLE_DICTS[table];
  if (!def || !def.cols.includes(text) || !def.cols.includes(value)) return undefined;
  return { table, text, value, def };
}

export default async function dictExtraRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  await ensureWidgetsBSchema(ctx.db);

  app.get('/sys/dict/loadDict/:dictCode', { config: { login: true } }, async (req) => {
    const td = tableDict(str((req.params as Record<string, unknown>).dictCode));
    if (!td) return error500(BAD_CODE);
    const q = queryOf(req);
    const keyword = str(q.keyword);
    const size = Math.min(Math.max(Number.parseInt(str(q.pageSize), 10) || 10, 1), 100);
    const rows = ctx.sc.all<{ value: unknown; text: unknown }>(
      `SELECT ${td.value} AS value, ${td.text} AS text FROM ${td.table} WHERE ${td.def.where} AND ${td.text} LIKE ? ESCAPE '\\' ORDER BY ${td.def.order} LIMIT ?`,
      [`%${escapeLike(keyword)}%`, size],
    );
    return ok0(rows.map((r) => ({ value: String(r.value ?? ''), text: String(r.text ?? ''), title: String(r.text ?? '') })));
  });

  app.get('/sys/dict/loadDictItem/:dictCode', { config: { login: true } }, async (req) => {
    const td = tableDict(str((req.params as Record<string, unknown>).dictCode));
    if (!td) return error500(BAD_CODE);
    const q = queryOf(req);
    const keys = str(q.key).split(',').map((s) => s.trim()).filter(Boolean);
    if (!keys.length) return ok0([]);
    const delNotExist = str(q.delNotExist) !== 'false';
    const rows = ctx.sc.all<{ value: unknown; text: unknown }>(
      `SELECT ${td.value} AS value, ${td.text} AS text FROM ${td.table} WHERE ${td.def.where} AND ${td.value} IN (${keys.map(() => '?').join(',')})`,
      keys,
    );
    const map = new Map(rows.map((r) => [String(r.value), String(r.text ?? '')]));
    return ok0(keys.flatMap((k) => (map.has(k) ? [map.get(k)!] : delNotExist ? [] : [k])));
  });

  app.get('/sys/dict/loadTreeData', { config: { login: true } }, async (req) => {
    const q = queryOf(req);
    const table = str(q.tableName);
    const text = str(q.text);
    const code = str(q.code);
    const pidField = str(q.pidField) || 'pid';
    const hasChildField = str(q.hasChildField);
    const def = TABLE_DICTS[table];
    if (!def || !def.pidCols || !def.cols.includes(text) || !def.cols.includes(code) || !def.pidCols.includes(pidField) || (hasChildField && !def.hasChildCols?.includes(hasChildField))) {
      return error500(BAD_CODE);
    }
    const where = [def.where];
    const params: unknown[] = [];
    const pid = str(q.pid);
    if (pid) {
      where.push(`${pidField} = ?`);
      params.push(pid);
    } else where.push(`(${pidField} IS NULL OR ${pidField} = '')`);
    const condition = str(q.condition);
    if (condition) {
      let obj: unknown;
      try {
        obj = JSON.parse(condition);
      } catch {
        obj = null;
      }
      if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return error500('condition参数有误，需要一个json字符串!');
      for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
        if (!def.cols.includes(k)) return error500(BAD_CODE);
        where.push(`${k} = ?`);
        params.push(v == null ? null : String(v));
      }
    }
    const leafSql = hasChildField
      ? `(${hasChildField} IS NULL OR ${hasChildField} <> '1')`
      : `NOT EXISTS (SELECT 1 FROM ${table} c WHERE c.${pidField} = ${table}.id)`;
    const rows = ctx.sc.all<{ key: unknown; title: unknown; pid: unknown; leaf: number }>(
      `SELECT ${code} AS key, ${text} AS title, ${pidField} AS pid, ${leafSql} AS leaf FROM ${table} WHERE ${where.join(' AND ')} ORDER BY ${def.order}`,
      params,
    );
    return ok0(rows.map((r) => ({ key: String(r.key), title: String(r.title ?? ''), leaf: r.leaf === 1, icon: null, parentId: r.pid == null ? '' : String(r.pid), value: String(r.key), code: null, children: null })));
  });
}
