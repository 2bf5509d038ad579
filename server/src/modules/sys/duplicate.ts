// GET /sys/duplicate/check (contract §5.8): is a value free in a whitelisted table column? `dataId` excludes the
// record being edited.
import type { FastifyInstance } from 'fastify';
import { error500, okMsg } from '../../lib/envelope.js';
import { queryOf, str } from '../../lib/http.js';
import { camelToSnake } from '../../lib/jeecg-query.js';
import { ensureWidgetsBSchema } from './category-schema.js';

/** table → columns that may be checked (with the filter of live rows). */
export const DUPLICATE_WHITELIST: Record<string, { cols: string[]; where: string }> = {
  sys_user: { cols: ['username', 'phone', 'email', 'work_no'], where: 'del_flag = 0' },
  sys_role: { cols: ['role_code'], where: '1 = 1' },
  sys_depart: { cols: ['org_code', 'depart_name'], where: "del_flag = '0'" },
  sys_dict: { cols: ['dict_code'], where: 'del_flag = 0' },
  sys_position: { cols: ['code'], where: '1 = 1' },
  sys_category: { cols: ['code'], where: '1 = 1' },
  sys_check_rule: { cols: ['rule_code'], where: '1 = 1' },
  hscz_spot_base: { cols: ['spotname', 'spotshortname'], where: '1 = 1' },
};

export const VALUE_FREE = '该值可用！';
export const VALUE_TAKEN = '该值不可用，系统中已存在！';

export default async function duplicateRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  await ensureWidgetsBSchema(ctx.db);

  app.get('/sys/duplicate/check', { config: { login: true } }, async (req) => {
    const q = queryOf(req);
    const table = str(q.tableName);
    const field = camelToSnake(str(q.fieldName));
    const value = str(q.fieldVal);
    const dataId = str(q.dataId);
    if (!value) return error500('数据为空,不作处理！');
    const def = DUPLICATE_WHITELIST[table];
    if (!def || !def.cols.includes(field)) return error500('不支持校验该表或字段！');
    const row = ctx.sc.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM ${table} WHERE ${def.where} AND ${field} = ?${dataId ? ' AND id <> ?' : ''}`,
      dataId ? [value, dataId] : [value],
    );
    return (row?.n ?? 0) > 0 ? error500(VALUE_TAKEN) : okMsg(VALUE_FREE);
  });
}
