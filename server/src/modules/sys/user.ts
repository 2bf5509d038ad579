// /sys/user: list, queryById, queryUserByDepId, getCurrentUserDeparts, updatePassword (contract §5.1).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import type { UserRow } from '../../lib/auth.js';
import { error500, ok0, okMsg } from '../../lib/envelope.js';
import { bodyOf, queryOf, str } from '../../lib/http.js';
import type { EntityDef } from '../../lib/jeecg-query.js';
import { runList } from '../../lib/list.js';
import { hashPassword, newSalt, verifyPassword } from '../../lib/password.js';
import { userJson } from '../../lib/rows.js';
import { fmtDateTime } from '../../lib/time.js';
import { userDeparts } from './login.js';

export const SYS_USER: EntityDef = {
  table: 'sys_user',
  defaultOrder: 'create_time DESC',
  fields: [
    { prop: 'id' }, { prop: 'username' }, { prop: 'realname' }, { prop: 'avatar', filter: false },
    { prop: 'birthday', type: 'date' }, { prop: 'sex', type: 'int', dict: 'sex' }, { prop: 'email' }, { prop: 'phone' },
    { prop: 'orgCode' }, { prop: 'status', type: 'int', dict: 'user_status' }, { prop: 'delFlag', type: 'int', filter: false },
    { prop: 'workNo' }, { prop: 'post' }, { prop: 'telephone' }, { prop: 'createBy' }, { prop: 'createTime', type: 'datetime' },
    { prop: 'updateBy' }, { prop: 'updateTime', type: 'datetime' }, { prop: 'activitiSync', type: 'int' },
    { prop: 'userIdentity', type: 'int' }, { prop: 'departIds' }, { prop: 'relTenantIds' }, { prop: 'clientId' },
  ],
};

/** userId → comma list of department names, for a batch of users (one query). */
export function orgCodeTexts(ctx: AppContext, userIds: string[]): Map<string, string> {
  const out = new Map<string, string>();
  if (userIds.length === 0) return out;
  const rows = ctx.sc.all<{ user_id: string; depart_name: string }>(
    `SELECT ud.user_id, d.depart_name FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
      WHERE ud.user_id IN (${userIds.map(() => '?').join(',')}) ORDER BY d.org_code`, userIds);
  for (const r of rows) out.set(r.user_id, out.has(r.user_id) ? `${out.get(r.user_id)},${r.depart_name}` : r.depart_name);
  return out;
}

export default async function userRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get('/sys/user/list', { config: { perm: 'user:list' } }, async (req) => {
    const p = runList<Record<string, unknown>>(ctx.sc, SYS_USER, queryOf(req), {
      extraWhere: ['del_flag = 0', "username <> '_reserve_user_external'"],
    });
    const texts = orgCodeTexts(ctx, p.records.map((r) => String(r.id)));
    for (const r of p.records) r.orgCodeTxt = texts.get(String(r.id)) ?? null;
    ctx.dict.decorate(SYS_USER, p.records);
    return ok0(p);
  });

  app.get('/sys/user/queryById', { config: { perm: 'user:list' } }, async (req) => {
    const u = ctx.sc.get<UserRow>('SELECT * FROM sys_user WHERE id = ? AND del_flag = 0', [str(queryOf(req).id)]);
    return u ? ok0(userJson(u)) : error500('未找到对应实体');
  });

  app.get('/sys/user/queryUserByDepId', { config: { perm: 'user:list' } }, async (req) => {
    const q = queryOf(req);
    const dep = ctx.sc.get<{ org_code: string }>('SELECT org_code FROM sys_depart WHERE id = ?', [str(q.id)]);
    if (!dep) return ok0([]);
    const realname = str(q.realname).trim();
    const params: unknown[] = [`${dep.org_code}%`];
    let extra = '';
    if (realname) {
      extra = " AND u.realname LIKE ? ESCAPE '\\'";
      params.push(`%${realname.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    const users = ctx.sc.all<UserRow>(
      `SELECT DISTINCT u.* FROM sys_user u JOIN sys_user_depart ud ON ud.user_id = u.id JOIN sys_depart d ON d.id = ud.dep_id
        WHERE d.org_code LIKE ? AND u.del_flag = 0${extra} ORDER BY u.create_time DESC LIMIT 1000`, params);
    const texts = orgCodeTexts(ctx, users.map((u) => u.id));
    return ok0(users.map((u) => userJson(u, texts.get(u.id) ?? null)));
  });

  app.get('/sys/user/getCurrentUserDeparts', { config: { login: true } }, async (req) => {
    return ok0({ list: userDeparts(ctx, req.user.id), orgCode: req.user.org_code });
  });

  app.put('/sys/user/updatePassword', { config: { login: true } }, async (req) => {
    const b = bodyOf(req);
    const username = str(b.username);
    const oldpassword = str(b.oldpassword);
    const password = str(b.password);
    const confirmpassword = str(b.confirmpassword);
    if (username !== req.user.username) return error500('只允许修改自己的密码！');
    const user = ctx.sc.get<UserRow>('SELECT * FROM sys_user WHERE username = ? AND del_flag = 0', [username]);
    if (!user) return error500('用户不存在！');
    if (!(await verifyPassword(oldpassword, user.salt, user.password))) return error500('旧密码输入错误!');
    if (!password) return error500('新密码不允许为空!');
    if (password !== confirmpassword) return error500('两次输入密码不一致!');
    const salt = newSalt();
    const hash = await hashPassword(password, salt);
    ctx.sc.run('UPDATE sys_user SET password = ?, salt = ?, update_by = ?, update_time = ? WHERE id = ?',
      [hash, salt, username, fmtDateTime(), user.id]);
    ctx.auth.invalidateUser(user.id);
    // other sessions of this user end; the current one stays
    const others = ctx.sc.all<{ id: string }>('SELECT id FROM sys_user_token WHERE user_id = ? AND revoked = 0 AND id <> ?', [user.id, req.tokenJti]);
    for (const o of others) ctx.auth.revoke(o.id);
    return okMsg('密码重置成功!');
  });
}
