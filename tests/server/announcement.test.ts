import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../server/src/testing.js';

let s: TestServer;
let admin: string;
let yunying: string;
let shenhe: string;
let caiwu: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  s = await createTestServer({ wxUsers: 5 });
  [admin, yunying, shenhe, caiwu] = await Promise.all(['admin', 'yunying', 'shenhe', 'caiwu'].map((u) => s.login(u)));
  for (const r of s.db.sqlite.prepare('SELECT id, username FROM sys_user').all() as any[]) ids[r.username] = r.id;
});
afterAll(async () => { await s.close(); });

interface Client { ws: WebSocket; messages: unknown[]; closed: Promise<{ code: number; reason: string }>; next(): Promise<any> }

function connect(userId: string, token?: string): Promise<Client> {
  const url = `${s.baseUrl.replace('http', 'ws')}/jeecg-boot/websocket/${userId}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  const ws = new WebSocket(url);
  const messages: unknown[] = [];
  const waiters: ((m: unknown) => void)[] = [];
  ws.on('message', (data) => {
    const m = JSON.parse(String(data));
    const w = waiters.shift();
    if (w) w(m);
    else messages.push(m);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve({
      ws, messages, closed,
      next: () => (messages.length ? Promise.resolve(messages.shift()) : new Promise((r) => waiters.push(r))),
    }));
    ws.on('error', reject);
  });
}

describe('/sys/annountCement', () => {
  it('list: page with dict texts, filters, permission', async () => {
    const r = await s.call('GET', '/sys/annountCement/list?pageSize=20', { token: admin });
    expect(r.json).toMatchObject({ success: true, code: 0 });
    expect(r.json.result.total).toBe(6);
    const draft = r.json.result.records.find((a: any) => a.sendStatus === '0' && a.msgType === 'ALL');
    expect(draft).toMatchObject({ sendStatus_dictText: '未发布', msgType_dictText: '全体用户', msgCategory_dictText: '通知公告' });
    const urgent = await s.call('GET', '/sys/annountCement/list?priority=H', { token: admin });
    expect(urgent.json.result.records.every((a: any) => a.priority === 'H' && a.priority_dictText === '紧急')).toBe(true);
    expect(r.json.result.records.some((a: any) => a.openType === 'component' && a.openPage)).toBe(true);
    expect((await s.call('GET', '/sys/annountCement/list', { token: yunying })).json.code).toBe(510);
  });

  it('add: validation writes nothing; USER targets get send rows; edit', async () => {
    const count = () => (s.db.sqlite.prepare('SELECT COUNT(*) n FROM sys_announcement').get() as any).n;
    const n0 = count();
    const add = (body: unknown, token = admin) => s.call('POST', '/sys/annountCement/add', { token, body });
    expect((await add({ titile: '' })).json).toMatchObject({ success: false, code: 500, message: '标题不能为空' });
    expect((await add({ titile: 'x', priority: 'X' })).json.message).toBe('优先级只能是L、M或H');
    expect((await add({ titile: 'x', msgType: 'USER', userIds: '' })).json.message).toBe('指定用户时请选择接收用户');
    expect((await add({ titile: 'x', msgType: 'USER', userIds: 'ghost' })).json.message).toBe('接收用户不存在');
    expect((await add({ titile: 'x' }, shenhe)).json.code).toBe(510);
    expect(count()).toBe(n0);
    const ok = await add({ titile: '请运营专员更新景区图片', msgContent: '<p>内容</p>', priority: 'M', msgCategory: '1', msgType: 'USER', userIds: `${ids.yunying},` });
    expect(ok.json).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    const row = s.db.sqlite.prepare(`SELECT * FROM sys_announcement WHERE titile = '请运营专员更新景区图片'`).get() as any;
    expect(row).toMatchObject({ send_status: '0', del_flag: '0', msg_type: 'USER', user_ids: `${ids.yunying},`, create_by: 'admin' });
    const sends = s.db.sqlite.prepare('SELECT user_id, read_flag FROM sys_announcement_send WHERE annt_id = ?').all(row.id);
    expect(sends).toEqual([{ user_id: ids.yunying, read_flag: '0' }]);

    const edit = await s.call('PUT', '/sys/annountCement/edit', { token: admin, body: { id: row.id, userIds: `${ids.yunying},${ids.shenhe},` } });
    expect(edit.json).toMatchObject({ success: true, message: '修改成功!' });
    expect((s.db.sqlite.prepare('SELECT COUNT(*) n FROM sys_announcement_send WHERE annt_id = ?').get(row.id) as any).n).toBe(2);
    expect((await s.call('PUT', '/sys/annountCement/edit', { token: admin, body: { id: 'nope', titile: 'x' } })).json.message).toBe('未找到对应实体');
    const q = await s.call('GET', `/sys/annountCement/queryById?id=${row.id}`, { token: admin });
    expect(q.json).toMatchObject({ success: true, code: 0, result: { id: row.id, titile: '请运营专员更新景区图片', sendStatus: '0' } });
    // a draft is not visible to its future recipients yet
    expect((await s.call('GET', `/sys/annountCement/queryById?id=${row.id}`, { token: yunying })).json).toMatchObject({ success: false, message: '未找到对应实体' });
  });

  it('doReleaseData pushes over WebSocket (topic for ALL, user for USER); heartbeat; revoke', async () => {
    const yws = await connect(ids.yunying, yunying);
    const sws = await connect(ids.shenhe, shenhe);
    const cws = await connect(ids.caiwu, caiwu);

    // heartbeat reply goes to the sender only
    yws.ws.send('HeartBeat');
    expect(await yws.next()).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });

    const user = s.db.sqlite.prepare(`SELECT id FROM sys_announcement WHERE titile = '请运营专员更新景区图片'`).get() as any;
    const rel = await s.call('GET', `/sys/annountCement/doReleaseData?id=${user.id}`, { token: admin });
    expect(rel.json).toMatchObject({ success: true, code: 200, message: '该系统通知发布成功' });
    expect(await yws.next()).toEqual({ cmd: 'user', msgId: user.id, msgTxt: '请运营专员更新景区图片' });
    expect(await sws.next()).toEqual({ cmd: 'user', msgId: user.id, msgTxt: '请运营专员更新景区图片' });
    expect(s.db.sqlite.prepare('SELECT send_status, sender FROM sys_announcement WHERE id = ?').get(user.id)).toEqual({ send_status: '1', sender: 'admin' });

    const draftAll = s.db.sqlite.prepare(`SELECT id, titile FROM sys_announcement WHERE msg_type = 'ALL' AND send_status = '0'`).get() as any;
    await s.call('GET', `/sys/annountCement/doReleaseData?id=${draftAll.id}`, { token: admin });
    const topic = { cmd: 'topic', msgId: draftAll.id, msgTxt: draftAll.titile };
    expect(await yws.next()).toEqual(topic);
    expect(await sws.next()).toEqual(topic);
    expect(await cws.next()).toEqual(topic); // caiwu got only the broadcast, not the USER message
    expect(cws.messages).toEqual([]);

    const rev = await s.call('GET', `/sys/annountCement/doReovkeData?id=${draftAll.id}`, { token: admin });
    expect(rev.json).toMatchObject({ success: true, message: '该系统通知撤销成功' });
    expect((s.db.sqlite.prepare('SELECT send_status FROM sys_announcement WHERE id = ?').get(draftAll.id) as any).send_status).toBe('2');
    expect((await s.call('GET', `/sys/annountCement/doReleaseData?id=${draftAll.id}`, { token: yunying })).json.code).toBe(510);
    expect((await s.call('GET', '/sys/annountCement/doReleaseData?id=nope', { token: admin })).json.message).toBe('未找到对应实体');
    for (const c of [yws, sws, cws]) c.ws.close();
  });

  it('a second socket for the same user replaces the first', async () => {
    const a = await connect(ids.admin, admin);
    const b = await connect(ids.admin, admin);
    expect((await a.closed).code).toBe(4000);
    b.ws.send('HeartBeat');
    expect(await b.next()).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    b.ws.close();
  });

  it('WebSocket rejects a missing token, a bad token and another user id with 4001', async () => {
    for (const [uid, tok] of [[ids.yunying, undefined], [ids.yunying, 'x.y.z'], [ids.admin, yunying]] as const) {
      const c = await connect(uid, tok);
      expect((await c.closed).code).toBe(4001);
    }
  });

  it('listByUser inserts ALL rows lazily and lists unread; read marks; readAll', async () => {
    const r = await s.call('GET', '/sys/annountCement/listByUser', { token: yunying });
    expect(r.json).toMatchObject({ success: true, code: 0 });
    const res = r.json.result;
    expect(Object.keys(res).sort()).toEqual(['anntMsgList', 'anntMsgTotal', 'sysMsgList', 'sysMsgTotal']);
    const titles = res.anntMsgList.map((a: any) => a.titile);
    expect(titles).toContain('关于清明节期间景区开放时间调整的通知');
    expect(titles).toContain('请运营专员更新景区图片');
    expect(titles).toContain('请及时审核新增景区资料');
    expect(titles).not.toContain('红色旅游季活动方案（草稿）'); // revoked above
    expect(res.sysMsgList.map((a: any) => a.titile)).toEqual(['系统将于本周六凌晨升级维护']);
    expect(res.anntMsgTotal).toBe(res.anntMsgList.length);
    const component = res.anntMsgList.find((a: any) => a.openType === 'component');
    expect(component).toMatchObject({ openPage: '/spot/list' });
    expect(component.busId).toBeTruthy();
    // caiwu does not see yunying's targeted message
    const c = (await s.call('GET', '/sys/annountCement/listByUser', { token: caiwu })).json.result;
    expect(c.anntMsgList.map((a: any) => a.titile)).not.toContain('请运营专员更新景区图片');
    // visible to its recipient now that it is published
    const qb = await s.call('GET', `/sys/annountCement/queryById?id=${component.id}`, { token: yunying });
    expect(qb.json).toMatchObject({ success: true, result: { id: component.id } });

    const mine = await s.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend?pageNo=1&pageSize=10', { token: yunying });
    expect(mine.json).toMatchObject({ success: true, code: 0 });
    expect(mine.json.result.total).toBe(res.anntMsgTotal + res.sysMsgTotal);
    const first = mine.json.result.records[0];
    expect(first).toMatchObject({ readFlag: '0', userId: ids.yunying });
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['id', 'anntId', 'titile', 'msgContent', 'sender', 'priority', 'readFlag', 'sendTime', 'msgCategory', 'openType', 'openPage', 'busId']));

    const read = await s.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: yunying, body: { anntId: first.anntId } });
    expect(read.json).toMatchObject({ success: true, code: 0, message: '操作成功！' });
    const after = (await s.call('GET', '/sys/annountCement/listByUser', { token: yunying })).json.result;
    expect(after.anntMsgTotal + after.sysMsgTotal).toBe(res.anntMsgTotal + res.sysMsgTotal - 1);
    const sorted = (await s.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: yunying })).json.result.records;
    expect(sorted[sorted.length - 1].readFlag).toBe('1'); // unread first
    const filtered = await s.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend?readFlag=1', { token: yunying });
    expect(filtered.json.result.records.map((x: any) => x.anntId)).toEqual([first.anntId]);

    const all = await s.call('PUT', '/sys/sysAnnouncementSend/readAll', { token: yunying });
    expect(all.json).toMatchObject({ success: true, code: 0, message: '全部已读' });
    const none = (await s.call('GET', '/sys/annountCement/listByUser', { token: yunying })).json.result;
    expect(none).toMatchObject({ anntMsgTotal: 0, sysMsgTotal: 0, anntMsgList: [], sysMsgList: [] });
  });
});
