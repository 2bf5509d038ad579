import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../server/src/testing.js';
import { firstFailure } from '../../server/src/modules/sys/check-rule.js';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await createTestServer({ wxUsers: 5 });
  admin = await s.login('admin');
});
afterAll(async () => {
  await s.close();
});

const get = (path: string) => s.call('GET', path, { token: admin });
const q = (o: Record<string, string>) => new URLSearchParams(o).toString();

describe('/sys/category (contract §5.7)', () => {
  it('loadTreeData by pcode 0 gives the Chinese roots as TreeSelectModel', async () => {
    const r = await get(`/sys/category/loadTreeData?${q({ pid: '', pcode: '0', condition: '' })}`);
    expect(r.json).toMatchObject({ success: true });
    const titles = r.json.result.map((n: any) => n.title);
    expect(titles).toEqual(['革命纪念地', '景区等级', '精神谱系', '所在地区']);
    expect(Object.keys(r.json.result[0]).sort()).toEqual(['children', 'code', 'icon', 'key', 'leaf', 'parentId', 'title', 'value']);
    expect(r.json.result[0]).toMatchObject({ leaf: false, parentId: '0', code: 'A01' });
  });

  it('children by pid or by pcode; leaves flagged; condition filters; errors', async () => {
    const byCode = await get(`/sys/category/loadTreeData?${q({ pcode: 'A03' })}`);
    const names = byCode.json.result.map((n: any) => n.title);
    expect(names).toEqual(['井冈山精神', '长征精神', '延安精神', '西柏坡精神']);
    expect(byCode.json.result.find((n: any) => n.title === '长征精神').leaf).toBe(true);
    expect(byCode.json.result.find((n: any) => n.title === '井冈山精神').leaf).toBe(false);
    const jgs = byCode.json.result[0].key;
    const kids = await get(`/sys/category/loadTreeData?${q({ pid: jgs })}`);
    expect(kids.json.result.map((n: any) => n.title)).toEqual(['井冈山革命博物馆', '黄洋界保卫战旧址']);
    const cond = await get(`/sys/category/loadTreeData?${q({ pcode: 'A03', condition: JSON.stringify({ name: '延安精神' }) })}`);
    expect(cond.json.result.map((n: any) => n.title)).toEqual(['延安精神']);

    expect((await get('/sys/category/loadTreeData')).json).toMatchObject({ success: false, message: '加载分类字典树参数有误.[null]!' });
    expect((await get('/sys/category/loadTreeData?pcode=ZZZ')).json).toMatchObject({ success: false, message: '加载分类字典树参数有误.[ZZZ]!' });
    expect((await get(`/sys/category/loadTreeData?${q({ pcode: '0', condition: 'name=1' })}`)).json.success).toBe(false);
    expect((await get(`/sys/category/loadTreeData?${q({ pcode: '0', condition: JSON.stringify({ 'id) OR (1': '1' }) })}`)).json.success).toBe(false);
  });

  it('loadDictItem returns names in order, drops unknown ids, and needs ids', async () => {
    const roots = (await get('/sys/category/loadTreeData?pcode=0')).json.result;
    const ids = [roots[2].key, 'nope', roots[0].key].join(',');
    expect((await get(`/sys/category/loadDictItem?ids=${ids}`)).json.result).toEqual(['精神谱系', '革命纪念地']);
    expect((await get(`/sys/category/loadDictItem?ids=${ids}&delNotExist=false`)).json.result).toEqual(['精神谱系', 'nope', '革命纪念地']);
    expect((await get('/sys/category/loadDictItem?ids=')).json).toMatchObject({ success: false, message: 'ids 不能为空' });
  });

  it('loadAllData under a code', async () => {
    const r = await get('/sys/category/loadAllData?code=A02');
    expect(r.json.result.map((d: any) => d.text)).toEqual(['5A级景区', '4A级景区', '3A级景区']);
    expect(r.json.result[0]).toHaveProperty('value');
  });
});

describe('/sys/position/list (contract §5.5)', () => {
  it('pages positions with postRank_dictText and filters by name (like) and codes (in)', async () => {
    const all = await get('/sys/position/list?pageNo=1&pageSize=5');
    expect(all.json.result).toMatchObject({ total: 7, size: 5 });
    expect(all.json.result.records).toHaveLength(5);
    const like = await get(`/sys/position/list?${q({ name: '*经理*' })}`);
    expect(like.json.result.records.map((r: any) => r.name).sort()).toEqual(['副总经理', '总经理', '部门经理'].sort());
    const zjl = like.json.result.records.find((r: any) => r.code === 'ZJL');
    expect(zjl).toMatchObject({ name: '总经理', postRank: '5', postRank_dictText: '正高级' });
    const codes = await get(`/sys/position/list?${q({ code: 'ZJL,JJY', pageSize: '2' })}`);
    expect(codes.json.result.records.map((r: any) => r.name).sort()).toEqual(['总经理', '讲解员'].sort());
  });

  it('needs a login', async () => {
    const r = await s.call('GET', '/sys/position/list');
    expect(r.status).toBe(500);
  });
});

describe('/sys/dict search endpoints (contract §5.6)', () => {
  it('loadDict searches a whitelisted table dictionary with keyword and pageSize', async () => {
    const r = await get(`/sys/dict/loadDict/${encodeURIComponent('sys_user,realname,username')}?keyword=${encodeURIComponent('审核')}&pageSize=10`);
    expect(r.json).toMatchObject({ success: true, result: [{ value: 'shenhe', text: '王审核', title: '王审核' }] });
    const limited = await get(`/sys/dict/loadDict/sys_user,realname,username?keyword=&pageSize=2`);
    expect(limited.json.result).toHaveLength(2);
  });

  it('refuses plain codes, unknown tables/columns and a where part', async () => {
    for (const code of ['sex', 'sys_kv,v,k', 'sys_user,password,username', "sys_user,realname,username,1=1"]) {
      expect((await get(`/sys/dict/loadDict/${encodeURIComponent(code)}?keyword=a`)).json).toMatchObject({ success: false, message: '字典Code格式不正确！' });
    }
  });

  it('loadDictItem gives the labels of the keys in order', async () => {
    const r = await get(`/sys/dict/loadDictItem/sys_user,realname,username?key=caiwu,admin`);
    expect(r.json.result).toEqual(['赵财务', '管理员']);
    const pos = await get(`/sys/dict/loadDictItem/sys_position,name,code?key=JJY`);
    expect(pos.json.result).toEqual(['讲解员']);
  });

  it('loadTreeData walks a whitelisted tree table', async () => {
    const roots = await get(`/sys/dict/loadTreeData?${q({ pid: '0', tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid', hasChildField: 'has_child', condition: '' })}`);
    expect(roots.json.result.map((n: any) => n.title)).toEqual(['革命纪念地', '景区等级', '精神谱系', '所在地区']);
    expect(roots.json.result[0]).toMatchObject({ leaf: false });
    const kids = await get(`/sys/dict/loadTreeData?${q({ pid: roots.json.result[3].key, tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid' })}`);
    expect(kids.json.result.map((n: any) => [n.title, n.leaf])).toEqual([
      ['江西', true],
      ['陕西', true],
      ['河北', true],
      ['贵州', true],
    ]);
    const bad = await get(`/sys/dict/loadTreeData?${q({ pid: '0', tableName: 'sys_user', text: 'password', code: 'id', pidField: 'pid' })}`);
    expect(bad.json.success).toBe(false);
  });
});

describe('/sys/duplicate/check (contract §5.8)', () => {
  it('answers free / taken, excludes the edited record, skips empty values, refuses other tables', async () => {
    expect((await get('/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin')).json).toMatchObject({ success: false, code: 500, message: '该值不可用，系统中已存在！' });
    expect((await get('/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=nobody')).json).toMatchObject({ success: true, message: '该值可用！' });
    expect((await get('/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin&dataId=e9ca23d68d884d4ebb19d07889727dae')).json.success).toBe(true);
    expect((await get('/sys/duplicate/check?tableName=sys_position&fieldName=code&fieldVal=ZJL')).json.success).toBe(false);
    expect((await get('/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=')).json).toMatchObject({ success: false, message: '数据为空,不作处理！' });
    expect((await get('/sys/duplicate/check?tableName=sys_user&fieldName=password&fieldVal=x')).json.success).toBe(false);
    expect((await get('/sys/duplicate/check?tableName=sys_kv&fieldName=k&fieldVal=x')).json.success).toBe(false);
  });
});

describe('/sys/checkRule/checkByCode (contract §5.8)', () => {
  it('ok, unknown code, and a violation with the rule message', async () => {
    expect((await get('/sys/checkRule/checkByCode?ruleCode=spot_code&value=JG0001')).json).toMatchObject({ success: true, code: 200, message: '成功' });
    expect((await get('/sys/checkRule/checkByCode?ruleCode=nope&value=1')).json).toMatchObject({ success: false, message: '该编码不存在' });
    const bad = await get('/sys/checkRule/checkByCode?ruleCode=spot_code&value=jg0001');
    expect(bad.json).toMatchObject({ success: false, code: 500, message: '前两位必须是大写字母' });
    expect(bad.json.result).toMatchObject({ ruleCode: 'spot_code', digits: '2' });
    const enc = await get(`/sys/checkRule/checkByCode?ruleCode=mobile&value=${encodeURIComponent(encodeURIComponent('1380013800'))}`);
    expect(enc.json.message).toBe('请输入正确的手机号码');
  });

  it.each([
    ['AB1234', undefined],
    ['A11234', '前两位必须是大写字母'],
    ['AB12x4', '第3到6位必须是数字'],
    ['AB12345', '景区编码必须是2位大写字母加4位数字'],
  ])('spot_code rule: %s', (value, message) => {
    const rules = [
      { digits: '2', pattern: '^[A-Z]{2}$', message: '前两位必须是大写字母' },
      { digits: '4', pattern: '^\\d{4}$', message: '第3到6位必须是数字' },
      { digits: '*', pattern: '^[A-Z]{2}\\d{4}$', message: '景区编码必须是2位大写字母加4位数字' },
    ];
    expect(firstFailure(rules, value)?.message).toBe(message);
  });
});

describe('/online/cgreport/api (contract §8)', () => {
  it('columns with dictOptions, query info by id, data with pages, query fields and self_ params', async () => {
    const cols = await get('/online/cgreport/api/getRpColumns/report_spot');
    expect(cols.json).toMatchObject({ success: true, result: { cgRpConfigName: '景区报表' } });
    const { cgRpConfigId, columns, dictOptions } = cols.json.result;
    expect(columns.find((c: any) => c.dataIndex === 'isrelease')).toMatchObject({ title: '发布状态', customRender: 'isrelease' });
    expect(dictOptions.isrelease).toContainEqual({ value: '1', text: '已发布', title: '已发布' });

    const qi = await get(`/online/cgreport/api/getQueryInfo/${cgRpConfigId}`);
    expect(qi.json.result.map((i: any) => [i.field, i.mode, i.hidden])).toEqual([
      ['spotname', 'single', '0'],
      ['isrelease', 'single', '0'],
      ['showorder', 'group', '1'],
    ]);

    const page1 = await get(`/online/cgreport/api/getData/${cgRpConfigId}?pageNo=1&pageSize=2`);
    expect(page1.json.result.records).toHaveLength(2);
    const total = Number(page1.json.result.total);
    expect(total).toBeGreaterThan(2);
    const released = await get(`/online/cgreport/api/getData/${cgRpConfigId}?pageNo=1&pageSize=50&self_isrelease=1`);
    expect(released.json.result.records.every((r: any) => r.isrelease === '1')).toBe(true);
    const name = page1.json.result.records[0].spotname as string;
    const byName = await get(`/online/cgreport/api/getData/${cgRpConfigId}?${q({ pageNo: '1', pageSize: '10', spotname: name.slice(0, 2) })}`);
    expect(byName.json.result.records.some((r: any) => r.spotname === name)).toBe(true);
  });

  it('the user report translates sex through the system dictionary; unknown code → 实体不存在', async () => {
    const cols = await get('/online/cgreport/api/getRpColumns/report_user');
    expect(cols.json.result.cgRpConfigName).toBe('用户报表');
    expect(cols.json.result.dictOptions.sex).toEqual([
      { value: '1', text: '男', title: '男' },
      { value: '2', text: '女', title: '女' },
    ]);
    const data = await get(`/online/cgreport/api/getData/${cols.json.result.cgRpConfigId}?${q({ realname: '审核' })}`);
    expect(data.json.result.records).toEqual([expect.objectContaining({ username: 'shenhe', realname: '王审核', sex: '1' })]);
    expect((await get('/online/cgreport/api/getRpColumns/nope')).json).toMatchObject({ success: false, message: '实体不存在' });
  });
});
