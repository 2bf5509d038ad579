// /sys/dict/getDictItems/{code}, /sys/dict/queryAllDictItems, /sys/dict/refleshCache (contract §5.6, §9).
import type { FastifyInstance } from 'fastify';
import { error500, ok, ok0 } from '../../lib/envelope.js';
import { str } from '../../lib/http.js';

/**
 * Table dictionaries (`table,textColumn,codeColumn`) are answered only for these tables and columns; a free
 * `where` part (4th segment) is not accepted — the real server passes it into SQL.
 */
const TABLE_DICTS: Record<string, { cols: string[]; where: string; order: string }> = {
  sys_user: { cols: ['id', 'username', 'realname', 'work_no'], where: 'del_flag = 0', order: 'create_time' },
  sys_depart: { cols: ['id', 'org_code', 'depart_name'], where: "del_flag = '0'", order: 'org_code' },
  sys_role: { cols: ['id', 'role_code', 'role_name'], where: '1 = 1', order: 'create_time' },
  hscz_spot_base: { cols: ['id', 'spotname', 'spotshortname'], where: '1 = 1', order: 'showorder' },
};

export default async function dictRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get('/sys/dict/getDictItems/:dictCode', { config: { login: true } }, async (req) => {
    const code = str((req.params as Record<string, unknown>).dictCode).trim();
    if (code.includes(',')) {
      const [table, text, value, ...rest] = code.split(',').map((s) => s.trim());
      const t = TABLE_DICTS[table];
      if (rest.length > 0 || !t || !t.cols.includes(text) || !t.cols.includes(value)) return error500('字典Code格式不正确！');
      const rows = ctx.sc.all<{ value: unknown; text: unknown }>(
        `SELECT ${value} AS value, ${text} AS text FROM ${table} WHERE ${t.where} ORDER BY ${t.order} LIMIT 1000`);
      return ok0(rows.map((r) => ({ value: String(r.value ?? ''), text: String(r.text ?? ''), title: String(r.text ?? '') })));
    }
    return ok0(ctx.dict.items(code) ?? []);
  });

  app.get('/sys/dict/queryAllDictItems', { config: { login: true } }, async () => ok(ctx.dict.enabledMap()));

  app.get('/sys/dict/refleshCache', { config: { login: true } }, async () => {
    ctx.dict.invalidate();
    return ok0(null);
  });
}
