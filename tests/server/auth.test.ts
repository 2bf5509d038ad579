import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../server/src/testing.js';

const TOKEN_BODY_KEYS = ['error', 'message', 'path', 'status', 'timestamp'];

function expectTokenInvalid(r: { status: number; json: any }, path: string): void {
  expect(r.status).toBe(500);
  expect(Object.keys(r.json).sort()).toEqual(TOKEN_BODY_KEYS);
  expect(r.json).toMatchObject({ status: 500, error: 'Internal Server Error', message: 'Token失效，请重新登录', path: `/jeecg-boot${path}` });
  expect(r.json.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
}

describe('login with captcha', () => {
  let s: TestServer;
  beforeAll(async () => { s = await createTestServer({ captcha: true, wxUsers: 5 }); });
  afterAll(async () => { await s.close(); });

  it('randomImage returns an SVG data URL (code 0) and login needs the code', async () => {
    const key = 'k1';
    const img = await s.call('GET', `/sys/randomImage/${key}`);
    expect(img.json).toMatchObject({ success: true, code: 0, message: '操作成功！' });
    expect(img.json.result).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(img.json.result.split(',')[1], 'base64').toString();
    expect(svg).toContain('<svg');
    const code = s.app.ctx.captchaPeek.get(key)!;
    expect(code).toHaveLength(4);

    const missing = await s.call('POST', '/sys/login', { body: { username: 'admin', password: '123456', checkKey: key } });
    expect(missing.json).toMatchObject({ success: false, code: 500, message: '验证码无效' });
    const wrong = await s.call('POST', '/sys/login', { body: { username: 'admin', password: '123456', captcha: 'zzzz9', checkKey: key } });
    expect(wrong.json).toMatchObject({ success: false, code: 500, message: '验证码错误' });
    // case-insensitive
    const good = await s.call('POST', '/sys/login', { body: { username: 'admin', password: '123456', captcha: code.toUpperCase(), checkKey: key } });
    expect(good.json).toMatchObject({ success: true, code: 200, message: '登录成功' });
    // a captcha is single-use
    const again = await s.call('POST', '/sys/login', { body: { username: 'admin', password: '123456', captcha: code, checkKey: key } });
    expect(again.json.message).toBe('验证码错误');
  });

  it('checkCaptcha', async () => {
    await s.call('GET', '/sys/randomImage/k2');
    const code = s.app.ctx.captchaPeek.get('k2')!;
    expect((await s.call('POST', '/sys/checkCaptcha', { body: { captcha: code, checkKey: 'k2' } })).json).toMatchObject({ success: true, message: '成功' });
    expect((await s.call('POST', '/sys/checkCaptcha', { body: { captcha: '', checkKey: 'k2' } })).json).toMatchObject({ success: false, message: '验证码无效' });
  });
});

describe('login, session and token rules', () => {
  let s: TestServer;
  beforeAll(async () => { s = await createTestServer({ wxUsers: 5 }); });
  afterAll(async () => { await s.close(); });

  it('login payload: token, userInfo without password/salt, departs, dict cache; a login log row', async () => {
    const before = (s.db.sqlite.prepare('SELECT COUNT(*) n FROM sys_log WHERE log_type = 1').get() as any).n;
    const r = await s.call('POST', '/sys/login', { body: { username: 'admin', password: '123456' } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(typeof r.json.timestamp).toBe('number');
    const res = r.json.result;
    expect(res.token.split('.')).toHaveLength(3);
    expect(res.multi_depart).toBe(1);
    expect(res.departs.map((d: any) => d.orgCode)).toEqual(['A01']);
    expect(res.userInfo).toMatchObject({ username: 'admin', realname: '管理员', orgCode: 'A01', status: 1, delFlag: 0 });
    expect(res.userInfo).not.toHaveProperty('password');
    expect(res.userInfo).not.toHaveProperty('salt');
    expect(res.sysAllDictItems.sex).toEqual([{ value: '1', text: '男', title: '男' }, { value: '2', text: '女', title: '女' }]);
    // disabled item excluded from the login cache
    expect(res.sysAllDictItems.position_rank.map((i: any) => i.value)).not.toContain('6');
    expect(res).not.toHaveProperty('tenantList');
    const after = (s.db.sqlite.prepare('SELECT COUNT(*) n FROM sys_log WHERE log_type = 1').get() as any).n;
    expect(after).toBe(before + 1);
  });

  it('caiwu: two departments (multi_depart 2) and two tenants', async () => {
    const r = await s.call('POST', '/sys/login', { body: { username: 'caiwu', password: '123456' } });
    expect(r.json.result.multi_depart).toBe(2);
    expect(r.json.result.departs).toHaveLength(2);
    expect(r.json.result.tenantList.map((t: any) => t.id)).toEqual([1, 2]);
    const token = r.json.result.token;
    const deps = await s.call('GET', '/sys/user/getCurrentUserDeparts', { token });
    expect(deps.json).toMatchObject({ success: true, code: 0 });
    expect(deps.json.result.list.map((d: any) => d.orgCode).sort()).toEqual(['A01A02', 'A01A05']);
    const sel = await s.call('PUT', '/sys/selectDepart', { token, body: { username: 'caiwu', orgCode: 'A01A02' } });
    expect(sel.json).toMatchObject({ success: true, code: 0 });
    expect(sel.json.result.userInfo.orgCode).toBe('A01A02');
    expect((await s.call('GET', '/sys/user/getCurrentUserDeparts', { token })).json.result.orgCode).toBe('A01A02');
    // not a department of hers, and not someone else's
    expect((await s.call('PUT', '/sys/selectDepart', { token, body: { orgCode: 'A01' } })).json).toMatchObject({ success: false, message: '您不属于该部门！' });
    expect((await s.call('PUT', '/sys/selectDepart', { token, body: { username: 'admin', orgCode: 'A01' } })).json.success).toBe(false);
  });

  it('wrong password and unknown user give the same answer; frozen user is told', async () => {
    const wrong = await s.call('POST', '/sys/login', { body: { username: 'shenhe', password: 'nope' } });
    const unknown = await s.call('POST', '/sys/login', { body: { username: 'nosuchuser', password: 'nope' } });
    expect(wrong.json).toMatchObject({ success: false, code: 500, message: '用户名或密码错误', result: null });
    expect(unknown.json).toMatchObject({ success: false, code: 500, message: '用户名或密码错误', result: null });
    const frozen = await s.call('POST', '/sys/login', { body: { username: 'dongjie', password: '123456' } });
    expect(frozen.json).toMatchObject({ success: false, code: 500, message: '该用户已冻结' });
  });

  it('missing / invalid token → HTTP 500 Spring error body; ?token= accepted', async () => {
    expectTokenInvalid(await s.call('GET', '/sys/user/list'), '/sys/user/list');
    expectTokenInvalid(await s.call('GET', '/sys/user/list', { token: 'abc.def.ghi' }), '/sys/user/list');
    const token = await s.login('admin');
    const forged = `${token.slice(0, -4)}AAAA`;
    expectTokenInvalid(await s.call('GET', '/sys/permission/getUserPermissionByToken', { token: forged }), '/sys/permission/getUserPermissionByToken');
    const viaQuery = await s.call('GET', `/sys/dict/getDictItems/sex?token=${encodeURIComponent(token)}`);
    expect(viaQuery.json).toMatchObject({ success: true, code: 0 });
  });

  it('logout revokes the token; logout without a token fails', async () => {
    const token = await s.login('shenhe');
    expect((await s.call('GET', '/sys/dict/queryAllDictItems', { token })).json.success).toBe(true);
    const out = await s.call('POST', '/sys/logout', { token });
    expect(out.json).toMatchObject({ success: true, code: 200, message: '退出登录成功！' });
    expectTokenInvalid(await s.call('GET', '/sys/dict/queryAllDictItems', { token }), '/sys/dict/queryAllDictItems');
    expect((await s.call('POST', '/sys/logout')).json).toMatchObject({ success: false, code: 500, message: '退出登录失败！' });
    expect((await s.call('POST', '/sys/logout', { token: 'x.y.z' })).json).toMatchObject({ success: false, message: 'Token无效!' });
  });

  it('permission denial → HTTP 200 code 510', async () => {
    const token = await s.login('yunying');
    const r = await s.call('GET', '/sys/user/list', { token });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
  });

  it('updatePassword: every message, and the new password works', async () => {
    const token = await s.login('shenhe');
    const put = (body: unknown) => s.call('PUT', '/sys/user/updatePassword', { token, body });
    expect((await put({ username: 'admin', oldpassword: '123456', password: 'x', confirmpassword: 'x' })).json).toMatchObject({ success: false, code: 500, message: '只允许修改自己的密码！' });
    expect((await put({ username: 'shenhe', oldpassword: 'bad', password: 'x', confirmpassword: 'x' })).json).toMatchObject({ success: false, message: '旧密码输入错误!' });
    expect((await put({ username: 'shenhe', oldpassword: '123456', password: '', confirmpassword: '' })).json).toMatchObject({ success: false, message: '新密码不允许为空!' });
    expect((await put({ username: 'shenhe', oldpassword: '123456', password: 'a1', confirmpassword: 'a2' })).json).toMatchObject({ success: false, message: '两次输入密码不一致!' });
    // nothing changed so far
    await s.login('shenhe', '123456');
    expect((await put({ username: 'shenhe', oldpassword: '123456', password: 'Newpass#1', confirmpassword: 'Newpass#1' })).json).toMatchObject({ success: true, code: 200, message: '密码重置成功!' });
    await expect(s.login('shenhe', '123456')).rejects.toThrow(/用户名或密码错误/);
    await s.login('shenhe', 'Newpass#1');
    // the session used for the change stays valid
    expect((await s.call('GET', '/sys/dict/queryAllDictItems', { token })).json.success).toBe(true);
  });

  it('getUserPermissionByToken: menu tree rules, auth and allAuth', async () => {
    const admin = await s.login('admin');
    const r = await s.call('GET', '/sys/permission/getUserPermissionByToken', { token: admin });
    expect(r.json).toMatchObject({ success: true, code: 200, message: '查询成功' });
    const { menu, auth, allAuth } = r.json.result;
    expect(menu[0]).toMatchObject({ path: '/dashboard/analysis', component: 'dashboard/Analysis', route: '1', name: 'dashboard-analysis', redirect: null, meta: { title: '首页', icon: 'home', componentName: 'Analysis', keepAlive: false, internalOrExternal: false } });
    expect(menu[0]).not.toHaveProperty('hidden');
    const flat: any[] = [];
    const walk = (list: any[]) => list.forEach((m) => { flat.push(m); if (m.children) walk(m.children); });
    walk(menu);
    const byTitle = (t: string) => flat.find((m) => m.meta.title === t);
    expect(byTitle('商户微信用户')).toMatchObject({ path: '/weixin/wxSysUser', component: 'weixin/WxSysUserList', meta: { componentName: 'WxSysUserList' } });
    expect(byTitle('商户微信用户')).not.toHaveProperty('redirect');
    expect(byTitle('景区列表')).toMatchObject({ path: '/spot/list', component: 'weixin/HsczSpotBaseList' });
    expect(byTitle('我的消息')).toMatchObject({ path: '/isps/userAnnouncement', component: 'system/UserAnnouncementList', hidden: true });
    expect(byTitle('组件示例')).toMatchObject({ component: 'layouts/RouteView' });
    expect(flat.find((m) => m.path === '/demo/widgets').component).toBe('demo/WidgetGallery');
    expect(byTitle('可编辑表格')).toMatchObject({ path: '/demo/editable-grid', component: 'demo/EditableGridDemo' });
    const doc = byTitle('在线文档');
    expect(doc.path).toMatch(/^[0-9a-f]{32}$/);
    expect(doc).toMatchObject({ component: 'layouts/IframePageView', name: "{{ window._CONFIG['domianURL'] }}-doc.html", meta: { url: "{{ window._CONFIG['domianURL'] }}/doc.html", internalOrExternal: false } });
    const ext = flat.find((m) => m.meta.internalOrExternal === true);
    expect(ext.meta.url).toMatch(/^https:\/\//);
    expect(byTitle('字典回收站')).toMatchObject({ route: '0', hidden: true });
    expect(byTitle('首页样式').children.every((c: any) => c.hidden === true)).toBe(true);
    expect(flat.some((m) => 'children' in m && m.children.length === 0)).toBe(false);
    // buttons never in the menu
    expect(flat.some((m) => m.meta.title === '添加景区')).toBe(false);
    expect(auth).toContainEqual({ action: 'spot:form:showorder', type: '2', describe: '排序字段可编辑' });
    expect(auth.find((a: any) => a.action === 'spot:export')).toBeUndefined(); // status 0 is not in auth
    expect(allAuth).toContainEqual({ action: 'spot:export', status: '0', type: '1', describe: '导出景区' });
    expect(allAuth).toContainEqual({ action: 'wxuser:col:openid', status: '1', type: '1', describe: '微信ID列' });

    const op = await s.login('yunying');
    const r2 = (await s.call('GET', '/sys/permission/getUserPermissionByToken', { token: op })).json.result;
    const actions = r2.auth.map((a: any) => a.action).sort();
    expect(actions).toEqual(['spot:add', 'spot:delete', 'spot:deleteBatch', 'spot:edit', 'spot:import', 'wxuser:freeze']);
    expect(r2.allAuth).toEqual(allAuth);
    const titles = r2.menu.map((m: any) => m.meta.title);
    expect(titles).toEqual(['首页', '景区管理', '商铺管理', '内容管理', '运营管理', '系统管理', '个人页']);
    const sys = r2.menu.find((m: any) => m.meta.title === '系统管理');
    expect(sys.children.map((c: any) => c.meta.title)).toEqual(['我的消息']);
  });
});

describe('idle timeout', () => {
  let s: TestServer;
  beforeAll(async () => { s = await createTestServer({ tokenIdleSeconds: 1, wxUsers: 5 }); });
  afterAll(async () => { await s.close(); });

  it('a token unused for longer than TOKEN_IDLE_SECONDS is rejected; logout still works with it', async () => {
    const token = await s.login('admin');
    expect((await s.call('GET', '/sys/dict/queryAllDictItems', { token })).json.success).toBe(true);
    await new Promise((r) => setTimeout(r, 1300));
    expectTokenInvalid(await s.call('GET', '/sys/dict/queryAllDictItems', { token }), '/sys/dict/queryAllDictItems');
    expect((await s.call('POST', '/sys/logout', { token })).json).toMatchObject({ success: true, message: '退出登录成功！' });
  });
});

describe('login throttle', () => {
  let s: TestServer;
  beforeAll(async () => { s = await createTestServer({ wxUsers: 5 }); });
  afterAll(async () => { await s.close(); });

  it('5 failures for one username lock it for 10 minutes, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      const r = await s.call('POST', '/sys/login', { body: { username: 'caiwu', password: `bad${i}` } });
      expect(r.json.message).toBe('用户名或密码错误');
    }
    const locked = await s.call('POST', '/sys/login', { body: { username: 'caiwu', password: '123456' } });
    expect(locked.json).toMatchObject({ success: false, code: 500, message: '登录失败次数过多，请10分钟后再试' });
  });

  it('the same IP is locked too (any username)', async () => {
    const r = await s.call('POST', '/sys/login', { body: { username: 'admin', password: '123456' } });
    expect(r.json.message).toBe('登录失败次数过多，请10分钟后再试');
  });
});

describe('SMS and phone login', () => {
  let s: TestServer;
  beforeAll(async () => { s = await createTestServer({ wxUsers: 5 }); });
  afterAll(async () => { await s.close(); });

  it('sms messages and phone login', async () => {
    expect((await s.call('POST', '/sys/sms', { body: { mobile: '', smsmode: '0' } })).json).toMatchObject({ success: false, code: 0, message: '手机号不允许为空！' });
    expect((await s.call('POST', '/sys/sms', { body: { mobile: '13900000000', smsmode: '0' } })).json).toMatchObject({ success: false, code: 500, message: '该用户不存在或未绑定手机号' });
    expect((await s.call('POST', '/sys/sms', { body: { mobile: '13800138001', smsmode: '1' } })).json).toMatchObject({ success: false, code: 500, message: ' 手机号已经注册，请直接登录！' });
    expect((await s.call('POST', '/sys/sms', { body: { mobile: '13800138004', smsmode: '0' } })).json).toMatchObject({ success: false, message: '该用户已冻结' });
    const ok = await s.call('POST', '/sys/sms', { body: { mobile: '13800138001', smsmode: '0' } });
    expect(ok.json).toMatchObject({ success: true, code: 0, message: '操作成功！', result: null });
    expect(s.smsLines).toHaveLength(1);
    const m = /^\[SMS demo\] 手机号 138\*\*\*\*8001 验证码 (\d{6})$/.exec(s.smsLines[0]);
    expect(m).not.toBeNull();
    expect((await s.call('POST', '/sys/sms', { body: { mobile: '13800138001', smsmode: '0' } })).json).toMatchObject({ success: false, code: 0, message: '验证码10分钟内，仍然有效！' });
    const wrongCode = m![1] === '000000' ? '111111' : '000000';
    const bad = await s.call('POST', '/sys/phoneLogin', { body: { mobile: '13800138001', captcha: wrongCode } });
    expect(bad.json).toMatchObject({ success: true, code: 0, message: '手机验证码错误' });
    const good = await s.call('POST', '/sys/phoneLogin', { body: { mobile: '13800138001', captcha: m![1] } });
    expect(good.json).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(good.json.result.userInfo.username).toBe('yunying');
    // the code is used up
    expect((await s.call('POST', '/sys/phoneLogin', { body: { mobile: '13800138001', captcha: m![1] } })).json.message).toBe('手机验证码错误');
  });
});
