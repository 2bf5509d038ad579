// Stand-in for the JeecgBoot endpoints the part-B widgets call, as Vite middleware; requests are recorded.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
}

const ok = (result: unknown, code = 0) => ({ success: true, message: '操作成功！', code, result, timestamp: Date.now() });
const fail = (message: string) => ({ success: false, message, code: 500, result: null, timestamp: Date.now() });
const page = (records: unknown[], pageNo: number, pageSize: number) => ({
  records: records.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  total: records.length,
  size: pageSize,
  current: pageNo,
  pages: Math.ceil(records.length / pageSize),
});

const DICTS: Record<string, { value: string; text: string; title: string }[]> = {
  sex: [
    { value: '1', text: '男', title: '男' },
    { value: '2', text: '女', title: '女' },
  ],
  position_rank: ['员级', '助级', '中级', '副高级', '正高级'].map((t, i) => ({ value: String(i + 1), text: t, title: t })),
};

const USERS = [
  { id: 'u1', username: 'admin', realname: '管理员', sex_dictText: '男', phone: '18611111111', orgCodeTxt: '红色旅程集团', dep: 'd1' },
  { id: 'u2', username: 'yunying', realname: '李运营', sex_dictText: '女', phone: '13800138001', orgCodeTxt: '运营部', dep: 'd2' },
  { id: 'u3', username: 'shenhe', realname: '王审核', sex_dictText: '男', phone: '13800138002', orgCodeTxt: '井冈山分部', dep: 'd3' },
  { id: 'u4', username: 'caiwu', realname: '赵财务', sex_dictText: '女', phone: '13800138003', orgCodeTxt: '财务部', dep: 'd4' },
];

const DEPARTS = [
  {
    key: 'd1',
    value: 'd1',
    title: '红色旅程集团',
    children: [
      { key: 'd2', value: 'd2', title: '运营部', children: [] },
      { key: 'd3', value: 'd3', title: '井冈山分部', children: [] },
      { key: 'd4', value: 'd4', title: '财务部', children: [] },
    ],
  },
];

const CATS: Record<string, { key: string; title: string; leaf: boolean; code: string }[]> = {
  '0': [
    { key: 'c1', title: '革命纪念地', leaf: false, code: 'A01' },
    { key: 'c2', title: '精神谱系', leaf: false, code: 'A03' },
  ],
  c1: [
    { key: 'c11', title: '革命旧址', leaf: true, code: 'A01A01' },
    { key: 'c12', title: '纪念馆', leaf: true, code: 'A01A02' },
  ],
  c2: [
    { key: 'c21', title: '井冈山精神', leaf: true, code: 'A03A01' },
    { key: 'c22', title: '长征精神', leaf: true, code: 'A03A02' },
  ],
};
const CAT_NAME = Object.fromEntries(Object.values(CATS).flat().map((c) => [c.key, c.title]));

const POSITIONS = [
  { id: 'p1', code: 'ZJL', name: '总经理', postRank: '5', postRank_dictText: '正高级' },
  { id: 'p2', code: 'JJY', name: '讲解员', postRank: '1', postRank_dictText: '员级' },
  { id: 'p3', code: 'YYZY', name: '运营专员', postRank: '2', postRank_dictText: '助级' },
  { id: 'p4', code: 'KFZY', name: '客服专员', postRank: '1', postRank_dictText: '员级' },
  { id: 'p5', code: 'JQZG', name: '景区主管', postRank: '3', postRank_dictText: '中级' },
  { id: 'p6', code: 'BMJL', name: '部门经理', postRank: '3', postRank_dictText: '中级' },
];

const SPOTS = ['井冈山革命博物馆', '延安革命纪念馆', '西柏坡纪念馆', '遵义会议会址', '瑞金中央革命根据地纪念馆', '古田会议旧址', '南昌八一起义纪念馆', '韶山毛泽东同志纪念馆', '红岩革命纪念馆', '沂蒙红色影视基地', '大别山革命历史纪念馆', '百色起义纪念馆'].map(
  (n, i) => ({ id: `s${i + 1}`, spotname: n, shopnum: String(i * 3), isrelease: i % 3 === 2 ? '0' : '1' }),
);

const like = (v: string | undefined) => (v ? v.replace(/^\*|\*$/g, '') : '');

export function createMockApi() {
  const requests: Recorded[] = [];
  async function handle(req: IncomingMessage, res: ServerResponse, next: () => void) {
    const url = new URL(req.url ?? '/', 'http://x');
    if (!url.pathname.startsWith('/jeecg-boot/')) return next();
    const path = decodeURIComponent(url.pathname.slice('/jeecg-boot'.length));
    const query = Object.fromEntries(url.searchParams);
    delete query._t;
    requests.push({ method: req.method ?? 'GET', path, query });
    const send = (body: unknown) => {
      res.setHeader('Content-Type', 'application/json;charset=UTF-8');
      res.end(JSON.stringify(body));
    };
    const pageNo = Number(query.pageNo ?? 1);
    const pageSize = Number(query.pageSize ?? 10);

    if (path.startsWith('/sys/dict/getDictItems/')) return send(ok(DICTS[path.split('/').pop()!] ?? []));
    if (path.startsWith('/sys/dict/loadDict/')) {
      const code = path.split('/').pop()!;
      const kw = query.keyword ?? '';
      if (code.startsWith('sys_user')) return send(ok(USERS.filter((u) => u.realname.includes(kw)).map((u) => ({ value: u.username, text: u.realname }))));
      if (code.startsWith('hscz_spot_base')) return send(ok(SPOTS.filter((s) => s.spotname.includes(kw)).slice(0, pageSize).map((s) => ({ value: s.id, text: s.spotname }))));
      return send(fail('字典Code格式不正确！'));
    }
    if (path.startsWith('/sys/dict/loadDictItem/')) return send(ok((query.key ?? '').split(',').map((k) => USERS.find((u) => u.username === k)?.realname ?? CAT_NAME[k] ?? SPOTS.find((s) => s.id === k)?.spotname ?? k)));
    if (path === '/sys/dict/loadTreeData') return send(ok(CATS[query.pid || '0'] ?? []));
    if (path === '/sys/category/loadTreeData') {
      if (query.pid) return send(ok(CATS[query.pid] ?? []));
      if (query.pcode === '0') return send(ok(CATS['0']));
      if (query.pcode === 'A03') return send(ok(CATS.c2));
      return send(fail(`加载分类字典树参数有误.[${query.pcode}]!`));
    }
    if (path === '/sys/category/loadDictItem') return send(ok((query.ids ?? '').split(',').map((id) => CAT_NAME[id]).filter(Boolean)));
    if (path === '/sys/position/list') {
      let rows = POSITIONS;
      if (query.code) rows = rows.filter((p) => query.code.split(',').includes(p.code));
      if (query.name) rows = rows.filter((p) => p.name.includes(like(query.name)));
      return send(ok(page(rows, pageNo, pageSize)));
    }
    if (path === '/sys/sysDepart/queryTreeList') return send(ok(DEPARTS));
    if (path === '/sys/user/list') {
      let rows = USERS;
      if (query.username) rows = rows.filter((u) => query.username.split(',').includes(u.username));
      if (query.realname) rows = rows.filter((u) => u.realname.includes(like(query.realname)));
      return send(ok(page(rows, pageNo, pageSize)));
    }
    if (path === '/sys/user/queryUserByDepId') {
      const ids = query.id === 'd1' ? ['d1', 'd2', 'd3', 'd4'] : [query.id];
      return send(ok(USERS.filter((u) => ids.includes(u.dep) && (!query.realname || u.realname.includes(query.realname)))));
    }
    if (path.startsWith('/online/cgreport/api/getRpColumns/')) {
      const code = path.split('/').pop();
      if (code === 'report_spot')
        return send(
          ok(
            {
              columns: [
                { title: '景区名称', dataIndex: 'spotname' },
                { title: '商铺数量', dataIndex: 'shopnum' },
                { title: '发布状态', dataIndex: 'isrelease', customRender: 'isrelease' },
              ],
              dictOptions: { isrelease: [{ value: '1', text: '已发布' }, { value: '0', text: '未发布' }] },
              cgRpConfigId: 'rp_spot',
              cgRpConfigName: '景区报表',
            },
            200,
          ),
        );
      if (code === 'report_user')
        return send(ok({ columns: [{ title: '用户账号', dataIndex: 'username' }, { title: '用户姓名', dataIndex: 'realname' }], dictOptions: {}, cgRpConfigId: 'rp_user', cgRpConfigName: '用户报表' }, 200));
      return send(fail('实体不存在'));
    }
    if (path.startsWith('/online/cgreport/api/getQueryInfo/')) {
      return send(ok(path.endsWith('rp_spot') ? [{ field: 'spotname', label: '景区名称', mode: 'single', hidden: '0' }, { field: 'shopnum', label: '商铺数量', mode: 'group', hidden: '1' }] : [{ field: 'realname', label: '用户姓名', mode: 'single' }], 200));
    }
    if (path.startsWith('/online/cgreport/api/getData/')) {
      if (path.endsWith('rp_spot')) {
        const rows = SPOTS.filter((s) => !query.spotname || s.spotname.includes(query.spotname)).map(({ spotname, shopnum, isrelease, id }) => ({ id, spotname, shopnum, isrelease }));
        return send(ok({ total: String(rows.length), records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize) }, 200));
      }
      const rows = USERS.filter((u) => !query.realname || u.realname.includes(query.realname)).map(({ username, realname }) => ({ username, realname }));
      return send(ok({ total: rows.length, records: rows }, 200));
    }
    res.statusCode = 404;
    send(fail(`mock: no route ${path}`));
  }
  return { handle, requests };
}
