import * as XLSX from '@e965/xlsx';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../server/src/testing.js';

let s: TestServer;
let admin: string;
let yunying: string;
let shenhe: string;
let caiwu: string;
beforeAll(async () => {
  s = await createTestServer({ wxUsers: 240 });
  [admin, yunying, shenhe, caiwu] = await Promise.all(['admin', 'yunying', 'shenhe', 'caiwu'].map((u) => s.login(u)));
});
afterAll(async () => { await s.close(); });

const q = (o: Record<string, string | number>) => `?${new URLSearchParams(Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)])))}`;
const db = () => s.db.sqlite;

async function download(path: string, token: string): Promise<{ status: number; type: string | null; disposition: string | null; rows: unknown[][] }> {
  const res = await fetch(`${s.api}${path}`, { headers: { 'X-Access-Token': token } });
  const buf = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type');
  let rows: unknown[][] = [];
  if (type?.startsWith('application/vnd.ms-excel')) {
    expect(buf.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1'); // OLE2 container = BIFF8 .xls
    const wb = XLSX.read(buf, { type: 'buffer' });
    rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]], { header: 1, raw: false, defval: '' });
  }
  return { status: res.status, type, disposition: res.headers.get('content-disposition'), rows };
}

describe('/weixin/wxSysUser', () => {
  it('list: default page, dict text, code 200', async () => {
    const r = await s.call('GET', `/weixin/wxSysUser/list${q({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc', field: 'id,,nickname,avatarurl' })}`, { token: yunying });
    expect(r.json).toMatchObject({ success: true, code: 200, message: '操作成功！' });
    expect(r.json.result).toMatchObject({ total: 240, size: 10, current: 1, pages: 24 });
    const rec = r.json.result.records;
    expect(rec).toHaveLength(10);
    expect(Object.keys(rec[0])).toEqual(expect.arrayContaining(['id', 'wxid', 'openid', 'nickname', 'avatarurl', 'userstate', 'zcsj', 'lastLoginTime']));
    const times = rec.map((x: any) => x.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const x of rec) {
      if (x.userstate === '1') expect(x.userstate_dictText).toBe('正常');
      if (x.userstate === '2') expect(x.userstate_dictText).toBe('冻结');
    }
  });

  it('list: nickname with Jeecg syntax, state filter, zcsj/zcsj2 whole days, sort whitelist', async () => {
    const like = await s.call('GET', `/weixin/wxSysUser/list${q({ nickname: '*张*', pageSize: 100 })}`, { token: yunying });
    const expectedLike = (db().prepare(`SELECT COUNT(*) n FROM wx_sys_user WHERE nickname LIKE '%张%'`).get() as any).n;
    expect(expectedLike).toBeGreaterThan(0);
    expect(like.json.result.total).toBe(expectedLike);
    expect(like.json.result.records.every((x: any) => x.nickname.includes('张'))).toBe(true);

    const frozen = await s.call('GET', `/weixin/wxSysUser/list${q({ userstate: '2', pageSize: 100 })}`, { token: yunying });
    expect(frozen.json.result.total).toBe((db().prepare(`SELECT COUNT(*) n FROM wx_sys_user WHERE userstate = '2'`).get() as any).n);
    expect(frozen.json.result.records.every((x: any) => x.userstate === '2' && x.userstate_dictText === '冻结')).toBe(true);

    // pick a real registration day and check both bounds are inclusive whole days
    const day = (db().prepare('SELECT substr(zcsj, 1, 10) d FROM wx_sys_user ORDER BY zcsj LIMIT 1 OFFSET 100').get() as any).d;
    const range = await s.call('GET', `/weixin/wxSysUser/list${q({ zcsj: day, zcsj2: day, pageSize: 100 })}`, { token: yunying });
    const expected = (db().prepare('SELECT COUNT(*) n FROM wx_sys_user WHERE substr(zcsj, 1, 10) = ?').get(day) as any).n;
    expect(expected).toBeGreaterThan(0);
    expect(range.json.result.total).toBe(expected);
    const alias = await s.call('GET', `/weixin/wxSysUser/list${q({ zcsj_begin: day, zcsj_end: day })}`, { token: yunying });
    expect(alias.json.result.total).toBe(expected);

    const sorted = await s.call('GET', `/weixin/wxSysUser/list${q({ column: 'zcsj', order: 'asc', pageSize: 20 })}`, { token: yunying });
    const z = sorted.json.result.records.map((x: any) => x.zcsj);
    expect([...z].sort()).toEqual(z);
    const byDict = await s.call('GET', `/weixin/wxSysUser/list${q({ column: 'userstate_dictText', order: 'desc', pageSize: 5 })}`, { token: yunying });
    expect(byDict.json.success).toBe(true);
    const bad = await s.call('GET', `/weixin/wxSysUser/list${q({ column: 'nickname;drop', order: 'asc' })}`, { token: yunying });
    expect(bad.json).toMatchObject({ success: false, code: 500 });
    const badCol = await s.call('GET', `/weixin/wxSysUser/list${q({ column: 'avatarurl', order: 'asc' })}`, { token: yunying });
    expect(badCol.json.message).toMatch(/^操作失败，/);
    const badDate = await s.call('GET', `/weixin/wxSysUser/list${q({ zcsj_begin: '2024/01/01' })}`, { token: yunying });
    expect(badDate.json).toMatchObject({ success: false, code: 500 });
  });

  it('list: registration ranges page exactly like a plain query, whichever index serves them', async () => {
    // A range of at most 20,000 rows is paged from the registration-date index, a wider one by walking the
    // creation-time index: both must give the plain query's rows, pages and totals.
    const days = db().prepare('SELECT substr(zcsj, 1, 10) d FROM wx_sys_user ORDER BY zcsj').all() as { d: string }[];
    const from = days[40].d;
    const to = days[200].d;
    const cases: Record<string, string | number>[] = [
      { zcsj: from, zcsj2: to, column: 'createTime', order: 'desc' },
      { zcsj: from, zcsj2: to, column: 'createTime', order: 'asc' },
      { zcsj: from, zcsj2: to, column: 'zcsj', order: 'desc', userstate: '1' },
      { zcsj: from, zcsj2: to, column: 'createTime', order: 'desc', nickname: '*王*' },
      { zcsj_begin: from, column: 'createTime', order: 'desc' },
    ];
    for (const c of cases) {
      const where = ['zcsj >= ?'];
      const params: unknown[] = [`${c.zcsj ?? c.zcsj_begin} 00:00:00`];
      const add = (cond: string, value: unknown) => {
        where.push(cond);
        params.push(value);
      };
      if (c.zcsj2) add('zcsj <= ?', `${c.zcsj2} 23:59:59`);
      if (c.userstate) add('userstate = ?', c.userstate);
      if (c.nickname) add('nickname LIKE ?', '%王%');
      const col = c.column === 'zcsj' ? 'zcsj' : 'create_time';
      const expected = (db().prepare(`SELECT id FROM wx_sys_user WHERE ${where.join(' AND ')} ORDER BY ${col} ${c.order}, rowid ${c.order}`).all(...params) as { id: string }[]).map((r) => r.id);
      expect(expected.length).toBeGreaterThan(0);
      const got: string[] = [];
      for (let pageNo = 1; pageNo <= Math.ceil(expected.length / 7); pageNo += 1) {
        const r = await s.call('GET', `/weixin/wxSysUser/list${q({ ...c, pageNo, pageSize: 7 })}`, { token: yunying });
        expect(r.json.result.total).toBe(expected.length);
        got.push(...r.json.result.records.map((x: { id: string }) => x.id));
      }
      expect(got).toEqual(expected);
    }
  });

  it('updateUserstate: validation, unknown id, success; freeze needs wxuser:freeze', async () => {
    const target = db().prepare(`SELECT id, userstate FROM wx_sys_user WHERE userstate = '1' LIMIT 1`).get() as any;
    const post = (token: string, body: unknown) => s.call('POST', '/weixin/wxSysUser/updateUserstate', { token, body });
    expect((await post(yunying, { id: target.id, userstate: '9' })).json).toMatchObject({ success: false, code: 500, message: '用户状态只能是1（正常）或2（冻结）' });
    expect((await post(yunying, { userstate: '2' })).json).toMatchObject({ success: false, message: '用户ID不能为空' });
    expect((await post(yunying, { id: 'nope', userstate: '2' })).json).toMatchObject({ success: false, message: '未找到对应数据' });
    expect((db().prepare('SELECT userstate FROM wx_sys_user WHERE id = ?').get(target.id) as any).userstate).toBe('1');
    expect((await post(shenhe, { id: target.id, userstate: '2' })).json).toMatchObject({ success: false, code: 510 });
    expect((await post(caiwu, { id: target.id, userstate: '2' })).json.code).toBe(510);
    expect((db().prepare('SELECT userstate FROM wx_sys_user WHERE id = ?').get(target.id) as any).userstate).toBe('1');
    const ok = await post(yunying, { id: target.id, userstate: '2' });
    expect(ok.json).toMatchObject({ success: true, code: 200, message: '操作成功!' });
    const after = await s.call('GET', `/weixin/wxSysUser/queryById?id=${target.id}`, { token: yunying });
    expect(after.json.result.userstate).toBe('2');
    // the cached total of the filtered list follows the write
    const before2 = (db().prepare(`SELECT COUNT(*) n FROM wx_sys_user WHERE userstate = '2'`).get() as any).n;
    expect((await s.call('GET', `/weixin/wxSysUser/list?userstate=2`, { token: yunying })).json.result.total).toBe(before2);
    expect((await post(yunying, { id: target.id, userstate: '1' })).json.success).toBe(true);
    expect((await s.call('GET', `/weixin/wxSysUser/list?userstate=2`, { token: yunying })).json.result.total).toBe(before2 - 1);
  });

  it('queryByWxid and queryById', async () => {
    const row = db().prepare('SELECT id, wxid, nickname FROM wx_sys_user LIMIT 1').get() as any;
    const r = await s.call('GET', `/weixin/wxSysUser/queryByWxid?wxid=${row.wxid}`, { token: yunying });
    expect(r.json).toMatchObject({ success: true, code: 200, result: { id: row.id, nickname: row.nickname } });
    const miss = await s.call('GET', '/weixin/wxSysUser/queryByWxid?wxid=wxid_nobody', { token: yunying });
    expect(miss.json).toMatchObject({ success: false, code: 500, message: '未找到该微信用户' });
    expect((await s.call('GET', '/weixin/wxSysUser/queryById?id=nope', { token: yunying })).json).toMatchObject({ success: false, message: '未找到对应数据' });
  });

  it('exportXls: real .xls with title, Chinese header, status text; selections; permission', async () => {
    const ids = (db().prepare(`SELECT id FROM wx_sys_user ORDER BY create_time DESC LIMIT 3`).all() as any[]).map((r) => r.id);
    const rows = db().prepare(`SELECT nickname, openid, userstate, zcsj, last_login_time FROM wx_sys_user WHERE id IN (?, ?, ?) ORDER BY create_time DESC`).all(...ids) as any[];
    const d = await download(`/weixin/wxSysUser/exportXls?selections=${ids.join(',')}`, caiwu);
    expect(d.status).toBe(200);
    expect(d.type).toContain('application/vnd.ms-excel');
    expect(d.disposition).toMatch(/^attachment;/);
    expect(decodeURIComponent(d.disposition!.split("UTF-8''")[1])).toBe('微信用户登录信息.xls');
    expect(d.rows[0][0]).toBe('微信用户登录信息');
    expect(d.rows[1]).toEqual(['昵称', '微信ID', '用户状态', '注册时间', '最后登录时间']);
    const stateText = (v: string) => (v === '1' ? '正常' : v === '2' ? '冻结' : '未知');
    expect(d.rows.slice(2)).toEqual(rows.map((r) => [r.nickname, r.openid, stateText(r.userstate), r.zcsj, r.last_login_time]));

    const filtered = await download(`/weixin/wxSysUser/exportXls?userstate=2`, caiwu);
    const n = (db().prepare(`SELECT COUNT(*) n FROM wx_sys_user WHERE userstate = '2'`).get() as any).n;
    expect(filtered.rows.length - 2).toBe(n);
    expect(filtered.rows.slice(2).every((r) => r[2] === '冻结')).toBe(true);

    const denied = await s.call('GET', '/weixin/wxSysUser/exportXls', { token: yunying });
    expect(denied.json).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
  });

  it('token errors on the weixin routes', async () => {
    const r = await s.call('GET', '/weixin/wxSysUser/list');
    expect(r.status).toBe(500);
    expect(r.json.message).toBe('Token失效，请重新登录');
  });
});

describe('/weixin/hsczSpotBase', () => {
  const spotCount = () => (db().prepare('SELECT COUNT(*) n FROM hscz_spot_base').get() as any).n as number;

  it('list: showorder asc, isrelease filter, spotname syntax, dict text', async () => {
    const r = await s.call('GET', `/weixin/hsczSpotBase/list${q({ column: 'showorder', order: 'asc', pageSize: 50 })}`, { token: shenhe });
    expect(r.json).toMatchObject({ success: true, code: 200 });
    expect(r.json.result.total).toBeGreaterThanOrEqual(40);
    const orders = r.json.result.records.map((x: any) => x.showorder);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    const rec = r.json.result.records[0];
    expect(rec.isrelease_dictText).toBe(rec.isrelease === '1' ? '已发布' : '未发布');
    const rel = await s.call('GET', `/weixin/hsczSpotBase/list${q({ isrelease: '1', pageSize: 100 })}`, { token: shenhe });
    expect(rel.json.result.records.every((x: any) => x.isrelease === '1' && x.isrelease_dictText === '已发布')).toBe(true);
    const name = await s.call('GET', `/weixin/hsczSpotBase/list${q({ spotname: '*井冈山*' })}`, { token: shenhe });
    expect(name.json.result.records.map((x: any) => x.spotname)).toContain('井冈山革命博物馆');
    expect(name.json.result.records.every((x: any) => x.spotname.includes('井冈山'))).toBe(true);
    const dflt = await s.call('GET', '/weixin/hsczSpotBase/list', { token: shenhe });
    const ct = dflt.json.result.records.map((x: any) => x.createTime);
    expect([...ct].sort().reverse()).toEqual(ct);
  });

  it('queryById / queryWebById', async () => {
    const id = (db().prepare('SELECT id FROM hscz_spot_base LIMIT 1').get() as any).id;
    expect((await s.call('GET', `/weixin/hsczSpotBase/queryWebById?id=${id}`, { token: shenhe })).json.result).toMatchObject({ id });
    expect((await s.call('GET', `/weixin/hsczSpotBase/queryById?id=${id}`, { token: shenhe })).json).toMatchObject({ success: true, code: 200, result: { id } });
    expect((await s.call('GET', '/weixin/hsczSpotBase/queryById?id=none', { token: shenhe })).json).toMatchObject({ success: false, message: '未找到对应数据' });
  });

  it('add: validation writes nothing; success', async () => {
    const n0 = spotCount();
    const add = (body: unknown, token = yunying) => s.call('POST', '/weixin/hsczSpotBase/add', { token, body });
    expect((await add({ spotname: '', showorder: 1 })).json).toMatchObject({ success: false, code: 500, message: '景区名称不能为空' });
    expect((await add({ spotname: 'x'.repeat(101) })).json.message).toBe('景区名称不能超过100个字符');
    expect((await add({ spotname: '测试景区', showorder: 256 })).json.message).toBe('排序值不可以大于255');
    expect((await add({ spotname: '测试景区', showorder: 1.5 })).json.message).toBe('排序值必须是整数');
    expect((await add({ spotname: '测试景区', showorder: -1 })).json.message).toBe('排序值不可以小于0');
    expect((await add({ spotname: '测试景区', isrelease: '2' })).json.message).toBe('发布状态只能是0（未发布）或1（已发布）');
    expect((await add({ spotname: '测试景区', shopnum: 'many' })).json.message).toBe('商铺数量必须是0到100000之间的整数');
    expect((await add({ spotname: '测试景区' }, shenhe)).json.code).toBe(510);
    expect(spotCount()).toBe(n0);
    const ok = await add({ spotname: '叶挺独立团旧址', spotshortname: '叶挺', shopnum: 3, isrelease: '1', showorder: 255, imageurl: 'temp/spot_01.svg' });
    expect(ok.json).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    expect(spotCount()).toBe(n0 + 1);
    const row = db().prepare(`SELECT * FROM hscz_spot_base WHERE spotname = '叶挺独立团旧址'`).get() as any;
    expect(row).toMatchObject({ spotshortname: '叶挺', shopnum: 3, isrelease: '1', showorder: 255, create_by: 'yunying' });
  });

  it('edit: partial update, validation, unknown id', async () => {
    const row = db().prepare(`SELECT * FROM hscz_spot_base WHERE spotname = '叶挺独立团旧址'`).get() as any;
    const edit = (body: unknown, token = yunying) => s.call('PUT', '/weixin/hsczSpotBase/edit', { token, body });
    expect((await edit({ id: row.id, showorder: 300 })).json).toMatchObject({ success: false, message: '排序值不可以大于255' });
    expect((await edit({ id: row.id, spotname: '   ' })).json).toMatchObject({ success: false, message: '景区名称不能为空' });
    expect((await edit({ id: 'nope', spotname: 'x' })).json).toMatchObject({ success: false, message: '未找到对应数据' });
    expect((await edit({ id: row.id, isrelease: '0' }, caiwu)).json.code).toBe(510);
    expect(db().prepare('SELECT * FROM hscz_spot_base WHERE id = ?').get(row.id)).toEqual(row);
    const ok = await edit({ id: row.id, isrelease: '0', showorder: 7 });
    expect(ok.json).toMatchObject({ success: true, code: 200, message: '编辑成功!' });
    const after = db().prepare('SELECT * FROM hscz_spot_base WHERE id = ?').get(row.id) as any;
    expect(after).toMatchObject({ spotname: '叶挺独立团旧址', spotshortname: '叶挺', isrelease: '0', showorder: 7, update_by: 'yunying' });
  });

  it('delete and deleteBatch (trailing comma tolerated)', async () => {
    const mk = async (name: string) => {
      await s.call('POST', '/weixin/hsczSpotBase/add', { token: admin, body: { spotname: name, showorder: 1 } });
      return (db().prepare('SELECT id FROM hscz_spot_base WHERE spotname = ?').get(name) as any).id as string;
    };
    const a = await mk('待删景区甲');
    const b = await mk('待删景区乙');
    const c = await mk('待删景区丙');
    expect((await s.call('DELETE', `/weixin/hsczSpotBase/delete?id=${a}`, { token: shenhe })).json.code).toBe(510);
    expect((await s.call('DELETE', `/weixin/hsczSpotBase/delete?id=${a}`, { token: yunying })).json).toMatchObject({ success: true, message: '删除成功!' });
    expect((await s.call('DELETE', `/weixin/hsczSpotBase/delete?id=${a}`, { token: yunying })).json).toMatchObject({ success: false, message: '未找到对应数据' });
    expect((await s.call('DELETE', `/weixin/hsczSpotBase/deleteBatch?ids=${b},${c},`, { token: yunying })).json).toMatchObject({ success: true, code: 200, message: '批量删除成功!' });
    expect((db().prepare('SELECT COUNT(*) n FROM hscz_spot_base WHERE id IN (?, ?, ?)').get(a, b, c) as any).n).toBe(0);
    expect((await s.call('DELETE', '/weixin/hsczSpotBase/deleteBatch?ids=', { token: yunying })).json.success).toBe(false);
  });

  it('exportXls (spot:export has status 0 = available to any operator with spot:list) and importExcel round trip', async () => {
    const d = await download(`/weixin/hsczSpotBase/exportXls?spotname=${encodeURIComponent('*纪念馆*')}`, shenhe);
    expect(d.status).toBe(200);
    expect(d.rows[0][0]).toBe('景区列表');
    expect(d.rows[1]).toEqual(['景区名称', '景区简称', '商铺数量', '是否发布', '排序', '图片']);
    expect(d.rows.slice(2).every((r) => String(r[0]).includes('纪念馆'))).toBe(true);
    expect(d.rows.slice(2).every((r) => r[3] === '已发布' || r[3] === '未发布')).toBe(true);

    // build an import file: 2 good rows, 2 bad rows
    const aoa = [['景区列表'], ['景区名称', '景区简称', '商铺数量', '是否发布', '排序', '图片'],
      ['导入景区一', '导一', '2', '已发布', '10', ''],
      ['', '无名', '1', '未发布', '5', ''],
      ['导入景区二', '导二', '0', '未发布', '20', ''],
      ['导入景区三', '导三', '1', '已发布', '999', '']];
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), 'Sheet1');
    const file = XLSX.write(wb, { type: 'buffer', bookType: 'xls' }) as Buffer;
    const upload = async (token: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), 'spots.xls');
      const res = await fetch(`${s.api}/weixin/hsczSpotBase/importExcel`, { method: 'POST', headers: { 'X-Access-Token': token }, body: form });
      return res.json() as Promise<any>;
    };
    expect((await upload(shenhe)).code).toBe(510);
    const n0 = spotCount();
    const r = await upload(yunying);
    expect(r).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
    expect(r.result).toMatchObject({ totalCount: 4, errorCount: 2, successCount: 2, msg: '总上传行数：4，已导入行数：2，错误行数：2' });
    expect(r.result.fileUrl).toMatch(/^\/sys\/common\/static\/logs\/\d{8}\/spotImportExcelErrorLog\d{14}\d{1,5}\.txt$/);
    expect(spotCount()).toBe(n0 + 2);
    const local = join(s.dataDir, 'upload', r.result.fileUrl.replace('/sys/common/static/', ''));
    expect(existsSync(local)).toBe(true);
    expect(readFileSync(local, 'utf8')).toBe('第 2 行：景区名称不能为空\n第 4 行：排序值不可以大于255\n');
    const viaHttp = await fetch(`${s.api}${r.result.fileUrl}`);
    expect(viaHttp.status).toBe(200);
    expect(await viaHttp.text()).toContain('第 2 行');
  });
});
