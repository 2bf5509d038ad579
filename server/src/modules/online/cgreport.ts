// Online report popup API (contract §8): getRpColumns/{code}, getQueryInfo/{id}, getData/{id}. The reports are
// declared here (not SQL from a database row): each names its table, columns, query items and dynamic `self_`
// parameters, and every filter is bound as a parameter.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { error500, ok } from '../../lib/envelope.js';
import { queryOf, str } from '../../lib/http.js';
import { escapeLike } from '../../lib/jeecg-query.js';

interface ReportColumn { title: string; dataIndex: string; col: string; dict?: string }
interface ReportQuery { field: string; label: string; mode: 'single' | 'group'; hidden: '0' | '1'; match: 'like' | 'eq' | 'range'; dict?: string }
export interface ReportDef {
  id: string;
  code: string;
  name: string;
  table: string;
  where: string;
  order: string;
  columns: ReportColumn[];
  query: ReportQuery[];
  /** dynamic parameters: name → column compared for equality when `self_<name>` is sent */
  params: Record<string, string>;
  /** inline dictionaries (others come from the system dictionary cache) */
  dicts?: Record<string, { value: string; text: string }[]>;
}

export const REPORTS: ReportDef[] = [
  {
    id: '1260000000000000101',
    code: 'report_spot',
    name: '景区报表',
    table: 'hscz_spot_base',
    where: '1 = 1',
    order: 'showorder ASC, id ASC',
    columns: [
      { title: '景区ID', dataIndex: 'id', col: 'id' },
      { title: '景区名称', dataIndex: 'spotname', col: 'spotname' },
      { title: '景区简称', dataIndex: 'spotshortname', col: 'spotshortname' },
      { title: '商铺数量', dataIndex: 'shopnum', col: 'shopnum' },
      { title: '发布状态', dataIndex: 'isrelease', col: 'isrelease', dict: 'spot_release' },
      { title: '排序', dataIndex: 'showorder', col: 'showorder' },
    ],
    query: [
      { field: 'spotname', label: '景区名称', mode: 'single', hidden: '0', match: 'like' },
      { field: 'isrelease', label: '发布状态', mode: 'single', hidden: '0', match: 'eq', dict: 'spot_release' },
      { field: 'showorder', label: '排序', mode: 'group', hidden: '1', match: 'range' },
    ],
    params: { isrelease: 'isrelease' },
    dicts: { spot_release: [{ value: '1', text: '已发布' }, { value: '0', text: '未发布' }] },
  },
  {
    id: '1260000000000000102',
    code: 'report_user',
    name: '用户报表',
    table: 'sys_user',
    where: "del_flag = 0 AND username <> '_reserve_user_external'",
    order: 'create_time ASC, id ASC',
    columns: [
      { title: '用户账号', dataIndex: 'username', col: 'username' },
      { title: '用户姓名', dataIndex: 'realname', col: 'realname' },
      { title: '性别', dataIndex: 'sex', col: 'sex', dict: 'sex' },
      { title: '手机号码', dataIndex: 'phone', col: 'phone' },
      { title: '工号', dataIndex: 'work_no', col: 'work_no' },
    ],
    query: [
      { field: 'realname', label: '用户姓名', mode: 'single', hidden: '0', match: 'like' },
      { field: 'username', label: '用户账号', mode: 'single', hidden: '0', match: 'like' },
      { field: 'sex', label: '性别', mode: 'single', hidden: '1', match: 'eq', dict: 'sex' },
    ],
    params: { orgCode: 'org_code' },
  },
];

function dictOptions(ctx: AppContext, r: ReportDef): Record<string, { value: string; text: string; title: string }[]> {
  const out: Record<string, { value: string; text: string; title: string }[]> = {};
  for (const c of r.columns) {
    if (!c.dict) continue;
    const items = r.dicts?.[c.dict] ?? ctx.dict.items(c.dict) ?? [];
    out[c.dataIndex] = items.map((i) => ({ value: String(i.value), text: i.text, title: i.text }));
  }
  return out;
}

export default async function cgreportRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const byCode = (code: string) => REPORTS.find((r) => r.code === code);
  const byId = (id: string) => REPORTS.find((r) => r.id === id);

  app.get('/online/cgreport/api/getRpColumns/:code', { config: { login: true } }, async (req) => {
    const r = byCode(str((req.params as Record<string, unknown>).code));
    if (!r) return error500('实体不存在');
    return ok({
      columns: r.columns.map((c) => ({ title: c.title, dataIndex: c.dataIndex, align: 'center', sorter: 'true', ...(c.dict ? { customRender: c.dataIndex } : {}) })),
      dictOptions: dictOptions(ctx, r),
      cgRpConfigId: r.id,
      cgRpConfigName: r.name,
    });
  });

  app.get('/online/cgreport/api/getQueryInfo/:id', { config: { login: true } }, async (req) => {
    const r = byId(str((req.params as Record<string, unknown>).id));
    if (!r) return error500('查询失败');
    return ok(r.query.map((q) => ({ field: q.field, label: q.label, mode: q.mode, hidden: q.hidden, view: q.dict ? 'list' : 'text', dictCode: q.dict ?? null })));
  });

  app.get('/online/cgreport/api/getData/:id', { config: { login: true } }, async (req) => {
    const r = byId(str((req.params as Record<string, unknown>).id));
    if (!r) return error500('实体不存在');
    const q = queryOf(req);
    const where = [r.where];
    const params: unknown[] = [];
    const colOf = (field: string) => r.columns.find((c) => c.dataIndex === field)?.col ?? field;
    for (const item of r.query) {
      const col = colOf(item.field);
      if (item.match === 'range') {
        const b = str(q[`${item.field}_begin`]);
        const e = str(q[`${item.field}_end`]);
        if (b) {
          where.push(`${col} >= ?`);
          params.push(Number.isNaN(Number(b)) ? b : Number(b));
        }
        if (e) {
          where.push(`${col} <= ?`);
          params.push(Number.isNaN(Number(e)) ? e : Number(e));
        }
        continue;
      }
      const v = str(q[item.field]);
      if (!v) continue;
      if (item.match === 'like') {
        where.push(`${col} LIKE ? ESCAPE '\\'`);
        params.push(`%${escapeLike(v)}%`);
      } else {
        where.push(`CAST(${col} AS TEXT) = ?`);
        params.push(v);
      }
    }
    for (const [name, col] of Object.entries(r.params)) {
      const v = str(q[`self_${name}`]);
      if (v) {
        where.push(`CAST(${col} AS TEXT) = ?`);
        params.push(v);
      }
    }
    const pageNo = Math.max(Number.parseInt(str(q.pageNo), 10) || 1, 1);
    const pageSize = Math.min(Math.max(Number.parseInt(str(q.pageSize), 10) || 10, 1), 1000);
    const whereSql = where.join(' AND ');
    const total = ctx.sc.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${r.table} WHERE ${whereSql}`, params)?.n ?? 0;
    const select = r.columns.map((c) => `${c.col} AS "${c.dataIndex}"`).join(', ');
    const records = ctx.sc.all<Record<string, unknown>>(
      `SELECT ${select} FROM ${r.table} WHERE ${whereSql} ORDER BY ${r.order} LIMIT ? OFFSET ?`,
      [...params, pageSize, (pageNo - 1) * pageSize],
    );
    for (const rec of records) for (const k of Object.keys(rec)) if (typeof rec[k] === 'number') rec[k] = String(rec[k]);
    return ok({ total, records });
  });
}
