// /sys/category/rootList and /sys/category/childList (contract §5.7): the lazy category tree over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as grantCategoryList } from '../../server/src/db/migrations/202_category_list_perm.js';
import { createTestServer, type TestServer } from '../../server/src/testing.js';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await createTestServer({ wxUsers: 5 });
  admin = await s.login('admin');
});
afterAll(async () => {
  await s.close();
});

const get = (path: string, token = admin) => s.call('GET', path, { token });
const q = (o: Record<string, string>) => new URLSearchParams(o).toString();

interface Cat { id: string; pid: string; name: string; code: string }
const db = () => s.db.sqlite.prepare('SELECT id, pid, name, code FROM sys_category ORDER BY code').all() as Cat[];
/** "1" when the database holds at least one row whose pid is this id. */
const childFlag = (id: string) => (db().some((c) => c.pid === id) ? '1' : '0');

describe('GET /sys/category/rootList', () => {
  it('pages the roots (pid "0") with a MyBatis-Plus page object and hasChild from the real children', async () => {
    const roots = db().filter((c) => c.pid === '0');
    expect(roots.length).toBeGreaterThanOrEqual(4);
    const r = await get(`/sys/category/rootList?${q({ pageNo: '1', pageSize: '3' })}`);
    expect(r.json).toMatchObject({ success: true, code: 0, message: '操作成功！' });
    const p = r.json.result;
    expect(p).toMatchObject({ total: roots.length, size: 3, current: 1, pages: Math.ceil(roots.length / 3), orders: [], searchCount: true });
    expect(p.records.map((x: Cat) => x.name)).toEqual(roots.slice(0, 3).map((c) => c.name));
    expect(Object.keys(p.records[0]).sort()).toEqual(
      ['code', 'createBy', 'createTime', 'hasChild', 'id', 'name', 'pid', 'sysOrgCode', 'updateBy', 'updateTime'],
    );
    for (const rec of p.records) {
      expect(rec.pid).toBe('0');
      expect(rec.hasChild).toBe(childFlag(rec.id));
    }

    // the gallery's tree table sends pid=0 (its top value), a large page and the client's _t cache buster
    const asGallery = (await get(`/sys/category/rootList?${q({ _t: '1628560000', pid: '0', pageSize: '100' })}`)).json.result;
    expect(asGallery).toMatchObject({ total: roots.length, size: 100, pages: 1 });
    expect(asGallery.records.map((x: Cat) => x.code)).toEqual(roots.map((c) => c.code));

    const p2 = (await get(`/sys/category/rootList?${q({ pageNo: '2', pageSize: '3' })}`)).json.result;
    expect(p2).toMatchObject({ total: roots.length, current: 2 });
    expect(p2.records.map((x: Cat) => x.name)).toEqual(roots.slice(3, 6).map((c) => c.name));
  });

  it('filters roots by name / code with the Jeecg query syntax, never returning non-roots', async () => {
    const like = (await get(`/sys/category/rootList?${q({ name: '*纪念*' })}`)).json.result;
    expect(like.records.map((x: Cat) => x.name)).toEqual(['革命纪念地']);
    expect(like.total).toBe(1);
    const inList = (await get(`/sys/category/rootList?${q({ code: 'A02,A04' })}`)).json.result;
    expect(inList.records.map((x: Cat) => x.name)).toEqual(['景区等级', '所在地区']);
    // 纪念馆 exists, but below a root: rootList does not return it
    const child = (await get(`/sys/category/rootList?${q({ name: '纪念馆' })}`)).json.result;
    expect(child).toMatchObject({ total: 0, records: [] });
    const desc = (await get(`/sys/category/rootList?${q({ column: 'code', order: 'desc', pageSize: '2' })}`)).json.result;
    expect(desc.records.map((x: Cat) => x.code)).toEqual(['A04', 'A03']);
  });
});

describe('GET /sys/category/childList', () => {
  it('lists the direct children of a pid (not paged) with hasChild, three levels deep', async () => {
    const all = db();
    const rootA01 = all.find((c) => c.code === 'A01')!;
    const r = await get(`/sys/category/childList?${q({ pid: rootA01.id })}`);
    expect(r.json).toMatchObject({ success: true, code: 0 });
    expect(Array.isArray(r.json.result)).toBe(true);
    expect(r.json.result.map((x: Cat) => x.name)).toEqual(all.filter((c) => c.pid === rootA01.id).map((c) => c.name));
    expect(r.json.result.map((x: Cat & { hasChild: string }) => [x.name, x.hasChild])).toEqual([
      ['革命旧址', '1'], ['纪念馆', '1'], ['烈士陵园', '1'], ['会议会址', '0'],
    ]);
    for (const rec of r.json.result) expect(rec.hasChild).toBe(childFlag(rec.id));

    const museums = r.json.result.find((x: Cat) => x.name === '纪念馆');
    const level3 = (await get(`/sys/category/childList?${q({ pid: museums.id })}`)).json.result;
    expect(level3.map((x: Cat & { hasChild: string }) => [x.name, x.hasChild])).toEqual([
      ['综合类纪念馆', '1'], ['人物类纪念馆', '1'], ['战役类纪念馆', '1'],
    ]);
    const level4 = (await get(`/sys/category/childList?${q({ pid: level3[1].id })}`)).json.result;
    expect(level4.map((x: Cat & { hasChild: string }) => [x.name, x.hasChild, x.pid])).toEqual([
      ['韶山毛泽东同志纪念馆', '0', level3[1].id], ['淮安周恩来纪念馆', '0', level3[1].id], ['仪陇朱德同志故居纪念馆', '0', level3[1].id],
    ]);
  });

  it('a pid without children or unknown gives an empty list; a missing pid is an error', async () => {
    const leaf = db().find((c) => c.code === 'A01A04')!;
    expect((await get(`/sys/category/childList?${q({ pid: leaf.id })}`)).json).toMatchObject({ success: true, result: [] });
    expect((await get('/sys/category/childList?pid=no-such-id')).json).toMatchObject({ success: true, result: [] });
    for (const path of ['/sys/category/childList', '/sys/category/childList?pid=', '/sys/category/childList?pid=%20']) {
      expect((await get(path)).json).toMatchObject({ success: false, code: 500, message: '缺少参数 pid（上级分类的 id）', result: null });
    }
  });
});

describe('access', () => {
  it('needs category:list: yunying, shenhe and caiwu are refused with 510', async () => {
    for (const user of ['yunying', 'shenhe', 'caiwu']) {
      const token = await s.login(user);
      for (const path of ['/sys/category/rootList', `/sys/category/childList?pid=${db()[0].id}`]) {
        const r = await get(path, token);
        expect(r.status).toBe(200);
        expect(r.json).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权', result: null });
      }
    }
  });

  it('without a token the request is rejected as token-invalid (HTTP 500, Spring error body)', async () => {
    for (const path of ['/sys/category/rootList', '/sys/category/childList']) {
      const r = await s.call('GET', `${path}?pid=0`);
      expect(r.status).toBe(500);
      expect(r.json).toMatchObject({ status: 500, error: 'Internal Server Error', message: 'Token失效，请重新登录', path: `/jeecg-boot${path}` });
    }
  });

  it('migration 202 puts category:list on the menu row of a database seeded without it', async () => {
    s.db.sqlite.prepare("UPDATE sys_permission SET perms = NULL WHERE url = '/isystem/category'").run();
    s.app.ctx.auth.invalidatePermissions();
    expect((await get('/sys/category/rootList')).json).toMatchObject({ success: false, code: 510 });
    await grantCategoryList(s.db.kysely);
    s.app.ctx.auth.invalidatePermissions();
    expect((await get('/sys/category/rootList')).json).toMatchObject({ success: true, code: 0 });
  });
});
