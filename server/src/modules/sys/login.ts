// /sys/randomImage, /sys/checkCaptcha, /sys/login, /sys/logout, /sys/sms, /sys/phoneLogin, /sys/selectDepart,
// /sys/loginfo, /sys/visitInfo (contract §3).
import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import type { UserRow } from '../../lib/auth.js';
import { captchaSvg, randomCode } from '../../lib/captcha.js';
import { error500, ok, ok0, okMsg, raw } from '../../lib/envelope.js';
import { bodyOf, clientIp, str, tokenOf } from '../../lib/http.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { toCamel, userJson } from '../../lib/rows.js';
import { writeLog } from '../../lib/syslog.js';
import { fmtDate, fmtDateTime, startOfDay8 } from '../../lib/time.js';

const md5 = (s: string): string => createHash('md5').update(s).digest('hex');

/** Departments of a user, ordered like the depart tree. */
export function userDeparts(ctx: AppContext, userId: string): Record<string, unknown>[] {
  return ctx.sc.all<Record<string, unknown>>(
    `SELECT d.* FROM sys_depart d JOIN sys_user_depart ud ON ud.dep_id = d.id
      WHERE ud.user_id = ? AND d.del_flag = '0' ORDER BY d.org_code`, [userId]).map(toCamel);
}

/** Success payload shared by /sys/login and /sys/phoneLogin (contract §3.2). */
export async function loginPayload(ctx: AppContext, user: UserRow, req: FastifyRequest): Promise<Record<string, unknown>> {
  const departs = userDeparts(ctx, user.id);
  let multi = 0;
  if (departs.length === 1) {
    multi = 1;
    const code = String(departs[0].orgCode);
    if (user.org_code !== code) ctx.sc.run('UPDATE sys_user SET org_code = ? WHERE id = ?', [code, user.id]);
  } else if (departs.length > 1) {
    multi = 2;
    if (!user.org_code) ctx.sc.run('UPDATE sys_user SET org_code = ? WHERE id = ?', [String(departs[0].orgCode), user.id]);
  }
  ctx.auth.invalidateUser(user.id);
  const fresh = ctx.auth.user(user.id)!;
  const token = ctx.auth.issue(fresh);
  writeLog(ctx, {
    logType: 1, content: `用户名: ${fresh.username},登录成功！`, userid: fresh.id, username: fresh.username,
    ip: clientIp(req), method: 'login', requestUrl: req.url.split('?')[0], requestType: req.method,
  });
  const result: Record<string, unknown> = {
    multi_depart: multi,
    departs,
    token,
    userInfo: userJson(fresh),
    sysAllDictItems: ctx.dict.enabledMap(),
  };
  const tenantIds = (fresh.rel_tenant_ids ?? '').split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0);
  if (tenantIds.length) {
    result.tenantList = ctx.sc.all<Record<string, unknown>>(
      `SELECT id, name, create_by, create_time, begin_date, end_date, status FROM sys_tenant
        WHERE id IN (${tenantIds.map(() => '?').join(',')}) AND status = 1 ORDER BY id`, tenantIds).map(toCamel);
  }
  return result;
}

function tenantsFrozen(ctx: AppContext, user: UserRow): boolean {
  const ids = (user.rel_tenant_ids ?? '').split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0);
  if (ids.length === 0) return false;
  const n = ctx.sc.get<{ n: number }>(`SELECT COUNT(*) AS n FROM sys_tenant WHERE status = 1 AND id IN (${ids.map(() => '?').join(',')})`, ids)?.n ?? 0;
  return n === 0;
}

const mask = (m: string): string => (m.length >= 7 ? `${m.slice(0, 3)}****${m.slice(-4)}` : '****');

let dummyHash: Promise<string> | null = null;

export default async function loginRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const peek = ctx.captchaPeek;

  app.get('/sys/randomImage/:key', { config: { anon: true } }, async (req) => {
    const key = str((req.params as Record<string, unknown>).key);
    const code = randomCode(4);
    const lower = code.toLowerCase();
    ctx.captchas.put(md5(lower + key), lower, 60_000);
    if (peek.size > 200) peek.clear();
    peek.set(key, code);
    return ok0(`data:image/svg+xml;base64,${Buffer.from(captchaSvg(code)).toString('base64')}`);
  });

  function checkCaptcha(captcha: string, checkKey: string): string | null {
    if (!captcha) return '验证码无效';
    const lower = captcha.toLowerCase();
    const stored = ctx.captchas.get(md5(lower + checkKey));
    if (!stored || stored !== lower) return '验证码错误';
    return null;
  }

  app.post('/sys/checkCaptcha', { config: { anon: true } }, async (req) => {
    const b = bodyOf(req);
    const err = checkCaptcha(str(b.captcha), str(b.checkKey));
    return err ? error500(err) : okMsg('成功');
  });

  app.post('/sys/login', { config: { anon: true } }, async (req) => {
    const b = bodyOf(req);
    const username = str(b.username).trim();
    const password = str(b.password);
    const captcha = str(b.captcha);
    const checkKey = str(b.checkKey);
    const keys = [`u:${username.toLowerCase()}`, `ip:${clientIp(req)}`];
    if (ctx.throttle.locked(keys)) return error500('登录失败次数过多，请10分钟后再试');
    if (ctx.captchaEnabled) {
      const err = checkCaptcha(captcha, checkKey);
      if (err) return error500(err);
    }
    const user = username
      ? ctx.sc.get<UserRow>('SELECT * FROM sys_user WHERE username = ? AND del_flag = 0', [username])
      : undefined;
    // Deliberate deviation from Jeecg ("该用户不存在，请注册"): an unknown user and a wrong password get the same
    // answer, and an unknown user still costs one hash so timing does not tell them apart either.
    let passwordOk = false;
    if (user) passwordOk = await verifyPassword(password, user.salt, user.password);
    else await (dummyHash ??= hashPassword('dummy-password', 'dummy-salt'));
    if (!user || !passwordOk) {
      ctx.throttle.fail(keys);
      return error500('用户名或密码错误');
    }
    if (user.status === 2) return error500('该用户已冻结');
    if (user.status !== 1) return error500('该用户已注销');
    if (tenantsFrozen(ctx, user)) return error500('与该用户关联的租户均已被冻结，无法登录！');
    ctx.throttle.succeed(keys[0]);
    if (ctx.captchaEnabled) ctx.captchas.delete(md5(captcha.toLowerCase() + checkKey));
    return ok(await loginPayload(ctx, user, req), '登录成功');
  });

  app.post('/sys/logout', { config: { anon: true } }, async (req) => {
    const token = tokenOf(req);
    if (!token) return error500('退出登录失败！');
    const d = ctx.auth.decode(token);
    const user = d ? ctx.auth.user(d.userId) : undefined;
    if (!d || !user) return error500('Token无效!');
    ctx.auth.revoke(d.jti);
    writeLog(ctx, {
      logType: 1, content: `用户名: ${user.realname ?? user.username},退出成功！`, userid: user.id,
      username: user.username, ip: clientIp(req), method: 'logout', requestUrl: req.url.split('?')[0], requestType: req.method,
    });
    return okMsg('退出登录成功！');
  });

  app.post('/sys/sms', { config: { anon: true } }, async (req) => {
    const b = bodyOf(req);
    const mobile = str(b.mobile).trim();
    const mode = str(b.smsmode).trim() || '0';
    if (!mobile) return raw(false, '手机号不允许为空！', 0, null);
    if (ctx.sms.get(mobile)) return raw(false, '验证码10分钟内，仍然有效！', 0, null);
    const user = ctx.sc.get<UserRow>('SELECT * FROM sys_user WHERE phone = ? AND del_flag = 0', [mobile]);
    if (mode === '1') {
      if (user) return error500(' 手机号已经注册，请直接登录！');
    } else {
      if (!user) return error500('该用户不存在或未绑定手机号');
      if (user.status === 2) return error500('该用户已冻结');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    ctx.sms.put(mobile, code, 600_000);
    ctx.smsOut(`[SMS demo] 手机号 ${mask(mobile)} 验证码 ${code}`);
    return raw(true, '操作成功！', 0, null);
  });

  app.post('/sys/phoneLogin', { config: { anon: true } }, async (req) => {
    const b = bodyOf(req);
    const mobile = str(b.mobile).trim();
    const captcha = str(b.captcha).trim();
    const user = mobile ? ctx.sc.get<UserRow>('SELECT * FROM sys_user WHERE phone = ? AND del_flag = 0', [mobile]) : undefined;
    if (!user) return error500('该用户不存在，请注册');
    if (user.status === 2) return error500('该用户已冻结');
    if (user.status !== 1) return error500('该用户已注销');
    const stored = ctx.sms.get(mobile);
    if (!stored || stored !== captcha) {
      ctx.sms.miss(mobile, 5); // a code survives at most 5 wrong guesses
      return raw(true, '手机验证码错误', 0, null);
    }
    if (tenantsFrozen(ctx, user)) return error500('与该用户关联的租户均已被冻结，无法登录！');
    ctx.sms.delete(mobile);
    return ok(await loginPayload(ctx, user, req), '登录成功');
  });

  app.put('/sys/selectDepart', { config: { login: true } }, async (req) => {
    const b = bodyOf(req);
    const username = str(b.username).trim();
    const orgCode = str(b.orgCode).trim();
    if (username && username !== req.user.username) return error500('只允许切换自己的部门！');
    if (!orgCode) return error500('请选择部门！');
    const mine = userDeparts(ctx, req.user.id);
    if (!mine.some((d) => d.orgCode === orgCode)) return error500('您不属于该部门！');
    ctx.sc.run('UPDATE sys_user SET org_code = ?, update_time = ?, update_by = ? WHERE id = ?',
      [orgCode, fmtDateTime(), req.user.username, req.user.id]);
    ctx.sc.bumpTable('sys_user');
    ctx.auth.invalidateUser(req.user.id);
    return ok0({ userInfo: userJson(ctx.auth.user(req.user.id)!) });
  });

  app.get('/sys/loginfo', { config: { perm: 'dashboard:analysis' } }, async () => {
    const today = fmtDateTime(startOfDay8());
    const total = ctx.sc.get<{ n: number }>('SELECT COUNT(*) AS n FROM sys_log WHERE log_type = 1')?.n ?? 0;
    const t = ctx.sc.get<{ n: number; ip: number }>(
      'SELECT COUNT(*) AS n, COUNT(DISTINCT ip) AS ip FROM sys_log WHERE log_type = 1 AND create_time >= ?', [today]);
    return ok({ totalVisitCount: total, todayVisitCount: t?.n ?? 0, todayIp: t?.ip ?? 0 }, '登录成功');
  });

  app.get('/sys/visitInfo', { config: { perm: 'dashboard:analysis' } }, async () => {
    const start = startOfDay8() - 6 * 86400000;
    const rows = ctx.sc.all<{ d: string; visit: number; ip: number }>(
      `SELECT substr(create_time, 1, 10) AS d, COUNT(*) AS visit, COUNT(DISTINCT ip) AS ip FROM sys_log
        WHERE log_type = 1 AND create_time >= ? GROUP BY substr(create_time, 1, 10)`, [fmtDateTime(start)]);
    const byDay = new Map(rows.map((r) => [r.d, r]));
    const out = [];
    for (let i = 0; i < 7; i += 1) {
      const day = fmtDate(start + i * 86400000);
      const r = byDay.get(day);
      out.push({ visit: r?.visit ?? 0, ip: r?.ip ?? 0, tian: day, type: day.slice(5) });
    }
    return ok0(out);
  });
}
