// /weixin/wxSysUser: merchant WeChat (mini-program) users — list, queryById, queryByWxid, updateUserstate, exportXls.
import type { FastifyInstance } from 'fastify';
import { error500, ok } from '../../lib/envelope.js';
import { attachment, writeXls, XLS_TYPE } from '../../lib/excel.js';
import { bodyOf, queryOf, str } from '../../lib/http.js';
import type { EntityDef, QueryInput } from '../../lib/jeecg-query.js';
import { runAll, runList, selectList } from '../../lib/list.js';
import { DATE_RE, DATETIME_RE, fmtDateTime } from '../../lib/time.js';

export const WX_SYS_USER: EntityDef = {
  table: 'wx_sys_user',
  defaultOrder: 'create_time DESC',
  // no id tie-breaker: (create_time, rowid) is the natural order of the index, a tie-breaker on id would force a sort
  tieBreaker: null,
  listIndex: {
    name: 'idx_wx_sys_user_list', order: 'create_time', covers: ['create_time', 'userstate', 'zcsj', 'nickname'],
    ranges: { zcsj: { name: 'idx_wx_sys_user_zcsj_cover', covers: ['zcsj', 'create_time', 'userstate', 'nickname'] } },
  },
  fields: [
    { prop: 'id' }, { prop: 'wxid' }, { prop: 'openid' }, { prop: 'nickname' }, { prop: 'avatarurl', filter: false, sort: false },
    { prop: 'userstate', dict: 'wx_user_state' }, { prop: 'zcsj', type: 'datetime' }, { prop: 'lastLoginTime', type: 'datetime' },
    { prop: 'createBy' }, { prop: 'createTime', type: 'datetime' }, { prop: 'updateBy' }, { prop: 'updateTime', type: 'datetime' },
  ],
};

const SELECT = selectList(WX_SYS_USER);

/**
 * The list page sends the registration range as `zcsj` (start date) and `zcsj2` (end date), whole days inclusive;
 * they become `zcsj_begin` / `zcsj_end`. A `zcsj` that is not a date keeps the ordinary Jeecg rule syntax.
 */
export function normaliseWxQuery(q: QueryInput): QueryInput {
  const out: QueryInput = { ...q };
  const isDate = (v: unknown): boolean => typeof v === 'string' && (DATE_RE.test(v.trim()) || DATETIME_RE.test(v.trim()));
  if (isDate(out.zcsj)) {
    if (out.zcsj_begin === undefined) out.zcsj_begin = out.zcsj;
    delete out.zcsj;
  }
  if (out.zcsj2 !== undefined) {
    if (typeof out.zcsj2 === 'string' && out.zcsj2.trim() !== '' && out.zcsj_end === undefined) out.zcsj_end = out.zcsj2;
    delete out.zcsj2;
  }
  return out;
}

export default async function wxSysUserRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const base = '/weixin/wxSysUser';

  app.get(`${base}/list`, { config: { perm: 'wxuser:list' } }, async (req) => {
    const p = runList<Record<string, unknown>>(ctx.sc, WX_SYS_USER, normaliseWxQuery(queryOf(req)));
    ctx.dict.decorate(WX_SYS_USER, p.records);
    return ok(p);
  });

  app.get(`${base}/queryById`, { config: { perm: 'wxuser:list' } }, async (req) => {
    const row = ctx.sc.get(`SELECT ${SELECT} FROM wx_sys_user WHERE id = ?`, [str(queryOf(req).id)]);
    return row ? ok(row) : error500('未找到对应数据');
  });

  app.get(`${base}/queryByWxid`, { config: { perm: 'wxuser:list' } }, async (req) => {
    const wxid = str(queryOf(req).wxid).trim();
    if (!wxid) return error500('微信ID不能为空');
    const row = ctx.sc.get(`SELECT ${SELECT} FROM wx_sys_user WHERE wxid = ?`, [wxid]);
    return row ? ok(row) : error500('未找到该微信用户');
  });

  app.post(`${base}/updateUserstate`, { config: { perm: 'wxuser:freeze' } }, async (req) => {
    const b = bodyOf(req);
    const id = str(b.id).trim();
    const state = str(b.userstate).trim();
    if (!id) return error500('用户ID不能为空');
    if (state !== '1' && state !== '2') return error500('用户状态只能是1（正常）或2（冻结）');
    const r = ctx.sc.run('UPDATE wx_sys_user SET userstate = ?, update_by = ?, update_time = ? WHERE id = ?',
      [state, req.user.username, fmtDateTime(), id]);
    if (r.changes === 0) return error500('未找到对应数据');
    ctx.sc.bumpTable('wx_sys_user');
    return ok(null, '操作成功!');
  });

  const stateText = (v: unknown): string => {
    const t = ctx.dict.translate('wx_user_state', v);
    return t !== undefined && t !== String(v) ? t : '未知';
  };

  app.get(`${base}/exportXls`, { config: { perm: 'wxuser:export' } }, async (req, reply) => {
    const rows = runAll<Record<string, unknown>>(ctx.sc, WX_SYS_USER, normaliseWxQuery(queryOf(req)));
    const buf = writeXls('微信用户登录信息', null, [
      { header: '昵称', value: (r) => r.nickname as string, width: 20 },
      { header: '微信ID', value: (r) => r.openid as string, width: 34 },
      { header: '用户状态', value: (r) => stateText(r.userstate), width: 10 },
      { header: '注册时间', value: (r) => r.zcsj as string, width: 20 },
      { header: '最后登录时间', value: (r) => r.lastLoginTime as string, width: 20 },
    ], rows);
    return reply.type(XLS_TYPE).header('Content-Disposition', attachment('微信用户登录信息.xls')).send(buf);
  });
}
