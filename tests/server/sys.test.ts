import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../server/src/testing.js';

const PAGE_KEYS = ['countId', 'current', 'hitCount', 'maxLimit', 'optimizeCountSql', 'orders', 'pages', 'records', 'searchCount', 'size', 'total'];

let s: TestServer;
let admin: string;
let shenhe: string;
let yunying: string;
beforeAll(async () => {
  s = await createTestServer({ wxUsers: 5 });
  admin = await s.login('admin');
  shenhe = await s.login('shenhe');
  yunying = await s.login('yunying');
});
afterAll(async () => { await s.close(); });

describe('/sys/user', () => {
  it('list: page object, orgCodeTxt, dict texts, filters', async () => {
    const r = await s.call('GET', '/sys/user/list?pageNo=1&pageSize=10&column=createTime&order=desc&field=id,,username,realname', { token: admin });
    expect(r.json).toMatchObject({ success: true, code: 0, message: '操作成功！' });
    expect(Object.keys(r.json.result).sort()).toEqual(PAGE_KEYS);
    expect(r.json.result).toMatchObject({ total: 5, size: 10, current: 1, pages: 1, orders: [], countId: null, maxLimit: null });
    const caiwu = r.json.result.records.find((u: any) => u.username === 'caiwu');
    expect(caiwu).toMatchObject({ realname: '赵财务', sex: 2, sex_dictText: '女', status: 1, status_dictText: '正常' });
    expect(caiwu.orgCodeTxt.split(',').sort()).toEqual(['延安分部', '财务部'].sort());
    expect(caiwu).not.toHaveProperty('password');
    expect(caiwu).not.toHaveProperty('salt');
    const dj = r.json.result.records.find((u: any) => u.username === 'dongjie');
    expect(dj.status_dictText).toBe('冻结');

    const byName = await s.call('GET', `/sys/user/list?username=${encodeURIComponent('*un*')}`, { token: admin });
    expect(byName.json.result.records.map((u: any) => u.username)).toEqual(['yunying']);
    const byStatus = await s.call('GET', '/sys/user/list?status=2', { token: shenhe });
    expect(byStatus.json.result.records.map((u: any) => u.username)).toEqual(['dongjie']);
    const sorted = await s.call('GET', '/sys/user/list?column=username&order=asc', { token: admin });
    expect(sorted.json.result.records.map((u: any) => u.username)).toEqual(['admin', 'caiwu', 'dongjie', 'shenhe', 'yunying']);
  });

  it('list: unknown sort column and injection are refused with 操作失败，', async () => {
    const bad = await s.call('GET', '/sys/user/list?column=password&order=asc', { token: admin });
    expect(bad.json).toMatchObject({ success: false, code: 500 });
    expect(bad.json.message).toMatch(/^操作失败，/);
    const inj = await s.call('GET', `/sys/user/list?column=${encodeURIComponent("id;delete from sys_user")}&order=asc`, { token: admin });
    expect(inj.json.message).toBe('操作失败，请注意，值可能存在SQL注入风险!--->id;delete from sys_user');
  });

  it('queryById and queryUserByDepId (sub-departments included)', async () => {
    const list = (await s.call('GET', '/sys/user/list?username=caiwu', { token: admin })).json.result.records;
    const q = await s.call('GET', `/sys/user/queryById?id=${list[0].id}`, { token: admin });
    expect(q.json).toMatchObject({ success: true, code: 0, result: { username: 'caiwu' } });
    expect((await s.call('GET', '/sys/user/queryById?id=nope', { token: admin })).json).toMatchObject({ success: false, message: '未找到对应实体' });
    const tree = (await s.call('GET', '/sys/sysDepart/queryTreeList', { token: admin })).json.result;
    const root = tree[0];
    const users = await s.call('GET', `/sys/user/queryUserByDepId?id=${root.id}`, { token: admin });
    expect(users.json.result.map((u: any) => u.username).sort()).toEqual(['admin', 'caiwu', 'dongjie', 'shenhe', 'yunying']);
    const jgs = root.children.find((d: any) => d.departName === '井冈山分部');
    const u2 = await s.call('GET', `/sys/user/queryUserByDepId?id=${jgs.id}&realname=${encodeURIComponent('审核')}`, { token: admin });
    expect(u2.json.result.map((u: any) => u.username)).toEqual(['shenhe']);
    expect(u2.json.result[0].orgCodeTxt).toBe('井冈山分部');
  });

  it('denied without user:list', async () => {
    for (const p of ['/sys/user/list', '/sys/user/queryById?id=x', '/sys/user/queryUserByDepId?id=x']) {
      expect((await s.call('GET', p, { token: yunying })).json).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
    }
  });
});

describe('/sys/role and /sys/sysDepart', () => {
  it('role list / queryall', async () => {
    const r = await s.call('GET', '/sys/role/list?roleName=' + encodeURIComponent('*专员*'), { token: admin });
    expect(r.json).toMatchObject({ success: true, code: 0 });
    expect(r.json.result.records.map((x: any) => x.roleCode).sort()).toEqual(['finance', 'operator']);
    const all = await s.call('GET', '/sys/role/queryall', { token: admin });
    expect(all.json.result.map((x: any) => x.roleName)).toEqual(['管理员', '运营专员', '审核员', '财务专员']);
    expect((await s.call('GET', '/sys/role/list', { token: shenhe })).json.code).toBe(510);
  });

  it('depart trees', async () => {
    const t = await s.call('GET', '/sys/sysDepart/queryTreeList', { token: admin });
    expect(t.json).toMatchObject({ success: true, code: 0 });
    const root = t.json.result[0];
    expect(root).toMatchObject({ departName: '北京总部', orgCode: 'A01', title: '北京总部', isLeaf: false });
    expect(root.key).toBe(root.id);
    expect(root.children.map((c: any) => c.orgCode)).toEqual(['A01A01', 'A01A02', 'A01A03', 'A01A04', 'A01A05']);
    const leaf = root.children.find((c: any) => c.orgCode === 'A01A05');
    expect(leaf).toMatchObject({ isLeaf: true, children: [] });
    const ids = await s.call('GET', '/sys/sysDepart/queryIdTree', { token: admin });
    expect(Object.keys(ids.json.result[0]).sort()).toEqual(['children', 'key', 'title', 'value']);
    expect((await s.call('GET', '/sys/sysDepart/queryTreeList', { token: yunying })).json.code).toBe(510);
  });
});

describe('/sys/dict', () => {
  it('getDictItems returns all items (disabled too) in sort order; unknown code → []', async () => {
    const r = await s.call('GET', '/sys/dict/getDictItems/position_rank', { token: yunying });
    expect(r.json).toMatchObject({ success: true, code: 0 });
    expect(r.json.result.map((i: any) => i.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(r.json.result[5]).toEqual({ value: '6', text: '其他', title: '其他' });
    expect((await s.call('GET', '/sys/dict/getDictItems/priority', { token: yunying })).json.result.map((i: any) => i.text)).toEqual(['一般', '重要', '紧急']);
    expect((await s.call('GET', '/sys/dict/getDictItems/nope', { token: yunying })).json.result).toEqual([]);
  });

  it('table dictionaries only for whitelisted tables and columns', async () => {
    const r = await s.call('GET', `/sys/dict/getDictItems/${encodeURIComponent('sys_user,realname,username')}`, { token: admin });
    expect(r.json.result).toContainEqual({ value: 'caiwu', text: '赵财务', title: '赵财务' });
    const bad = await s.call('GET', `/sys/dict/getDictItems/${encodeURIComponent('sys_user,password,username')}`, { token: admin });
    expect(bad.json).toMatchObject({ success: false, code: 500, message: '字典Code格式不正确！' });
    const where = await s.call('GET', `/sys/dict/getDictItems/${encodeURIComponent('sys_user,realname,username,1=1')}`, { token: admin });
    expect(where.json.message).toBe('字典Code格式不正确！');
  });

  it('queryAllDictItems (code 200, enabled only) and refleshCache picks up changes', async () => {
    const r = await s.call('GET', '/sys/dict/queryAllDictItems', { token: shenhe });
    expect(r.json).toMatchObject({ success: true, code: 200 });
    expect(Object.keys(r.json.result)).toEqual(expect.arrayContaining(['sex', 'user_status', 'priority', 'release_flag', 'wx_user_state', 'msg_category', 'send_status', 'yn', 'position_rank', 'org_category']));
    expect(r.json.result.release_flag).toEqual([{ value: '1', text: '已发布', title: '已发布' }, { value: '0', text: '未发布', title: '未发布' }]);
    s.db.sqlite.prepare(`UPDATE sys_dict_item SET item_text = '是的' WHERE item_value = '1' AND dict_id = (SELECT id FROM sys_dict WHERE dict_code = 'yn')`).run();
    const ref = await s.call('GET', '/sys/dict/refleshCache', { token: shenhe });
    expect(ref.json).toMatchObject({ success: true, code: 0, message: '操作成功！', result: null });
    const after = await s.call('GET', '/sys/dict/getDictItems/yn', { token: shenhe });
    expect(after.json.result[0].text).toBe('是的');
  });
});

describe('dashboard and logs', () => {
  it('loginfo and visitInfo come from sys_log', async () => {
    const info = await s.call('GET', '/sys/loginfo', { token: yunying });
    expect(info.json).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const total = (s.db.sqlite.prepare('SELECT COUNT(*) n FROM sys_log WHERE log_type = 1').get() as any).n;
    expect(info.json.result.totalVisitCount).toBe(total);
    expect(info.json.result.todayVisitCount).toBeGreaterThanOrEqual(3); // the three logins of this file
    expect(info.json.result.todayIp).toBeGreaterThanOrEqual(1);
    const v = await s.call('GET', '/sys/visitInfo', { token: yunying });
    expect(v.json).toMatchObject({ success: true, code: 0 });
    expect(v.json.result).toHaveLength(7);
    for (const d of v.json.result) {
      expect(Object.keys(d).sort()).toEqual(['ip', 'tian', 'type', 'visit']);
      expect(d.tian).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.type).toBe(d.tian.slice(5));
    }
    expect(v.json.result.reduce((a: number, d: any) => a + d.visit, 0)).toBeGreaterThan(20); // seeded history
  });

  it('log list by type and keyword', async () => {
    const r = await s.call('GET', `/sys/log/list?logType=1&keyWord=${encodeURIComponent('yunying')}&pageSize=5`, { token: shenhe });
    expect(r.json).toMatchObject({ success: true, code: 0 });
    expect(r.json.result.records.length).toBeGreaterThan(0);
    expect(r.json.result.records[0]).toMatchObject({ logType: 1, logType_dictText: '登录日志' });
    expect(r.json.result.records.every((x: any) => x.logContent.includes('yunying'))).toBe(true);
    expect((await s.call('GET', '/sys/log/list', { token: yunying })).json.code).toBe(510);
  });
});

describe('misc', () => {
  it('unknown API path → code 404 envelope', async () => {
    const r = await s.call('GET', '/sys/nope', { token: admin });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ success: false, code: 404, message: '路径不存在，请检查路径是否正确' });
  });

  it('an API route that declares neither anon, login nor perm cannot be added', async () => {
    const { buildApp } = await import('../../server/src/app.js');
    const { openDatabase } = await import('../../server/src/db/open.js');
    const { migrate } = await import('../../server/src/db/migrate.js');
    const db = openDatabase(':memory:');
    await migrate(db.kysely);
    const app = await buildApp({ db, dataDir: s.dataDir });
    expect(() => app.get('/jeecg-boot/sys/undeclared', async () => 'x')).toThrow(/must declare exactly one of anon\/login\/perm/);
    expect(() => app.get('/jeecg-boot/sys/declared', { config: { login: true } }, async () => 'x')).not.toThrow();
    await app.close();
    await db.close();
  });
});
