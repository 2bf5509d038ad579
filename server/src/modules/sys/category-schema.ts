// Migration 201 (widgets part B): category dictionary, positions and code-check rules, with Chinese demo data.
// Runs through the core's migration runner when listed there; until then `ensureWidgetsBSchema` applies it once at
// start-up and records it in `_migrations` under the same name, so both paths are idempotent.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/open.js';
import { newId } from '../../lib/ids.js';
import { fmtDateTime } from '../../lib/time.js';

export const MIGRATION_NAME = '201_widgets_b';

const AUDIT = 'create_by TEXT, create_time TEXT, update_by TEXT, update_time TEXT';

export const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS sys_category (
     id TEXT PRIMARY KEY, pid TEXT NOT NULL DEFAULT '0', name TEXT NOT NULL, code TEXT NOT NULL UNIQUE,
     has_child TEXT NOT NULL DEFAULT '0', sys_org_code TEXT, ${AUDIT})`,
  `CREATE INDEX IF NOT EXISTS idx_sys_category_pid ON sys_category(pid)`,
  `CREATE TABLE IF NOT EXISTS sys_position (
     id TEXT PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, post_rank TEXT, company_id TEXT,
     sys_org_code TEXT, ${AUDIT})`,
  `CREATE TABLE IF NOT EXISTS sys_check_rule (
     id TEXT PRIMARY KEY, rule_name TEXT NOT NULL, rule_code TEXT NOT NULL UNIQUE, rule_json TEXT NOT NULL,
     rule_description TEXT, ${AUDIT})`,
];

/** Category tree: [code, name, children]. Codes follow JeecgBoot's A01 / A01A01 scheme. */
type Cat = [string, string, Cat[]?];
export const CATEGORIES: Cat[] = [
  ['A01', '革命纪念地', [
    ['A01A01', '革命旧址', [['A01A01A01', '南昌八一起义总指挥部旧址'], ['A01A01A02', '瑞金叶坪革命旧址群'], ['A01A01A03', '延安杨家岭革命旧址']]],
    ['A01A02', '纪念馆', [
      ['A01A02A01', '综合类纪念馆', [['A01A02A01A01', '中国人民革命军事博物馆'], ['A01A02A01A02', '延安革命纪念馆']]],
      ['A01A02A02', '人物类纪念馆', [['A01A02A02A01', '韶山毛泽东同志纪念馆'], ['A01A02A02A02', '淮安周恩来纪念馆'], ['A01A02A02A03', '仪陇朱德同志故居纪念馆']]],
      ['A01A02A03', '战役类纪念馆', [['A01A02A03A01', '淮海战役纪念馆'], ['A01A02A03A02', '平型关大捷纪念馆']]],
    ]],
    ['A01A03', '烈士陵园', [['A01A03A01', '南京雨花台烈士陵园'], ['A01A03A02', '沈阳抗美援朝烈士陵园'], ['A01A03A03', '兴安红军长征突破湘江烈士纪念碑园']]],
    ['A01A04', '会议会址'],
  ]],
  ['A02', '景区等级', [['A02A01', '5A级景区'], ['A02A02', '4A级景区'], ['A02A03', '3A级景区']]],
  ['A03', '精神谱系', [
    ['A03A01', '井冈山精神', [['A03A01A01', '井冈山革命博物馆'], ['A03A01A02', '黄洋界保卫战旧址']]],
    ['A03A02', '长征精神'],
    ['A03A03', '延安精神'],
    ['A03A04', '西柏坡精神'],
  ]],
  ['A04', '所在地区', [['A04A01', '江西'], ['A04A02', '陕西'], ['A04A03', '河北'], ['A04A04', '贵州']]],
];

export const POSITIONS: [string, string, string][] = [
  ['ZJL', '总经理', '5'],
  ['FZJL', '副总经理', '4'],
  ['BMJL', '部门经理', '3'],
  ['JQZG', '景区主管', '3'],
  ['JJY', '讲解员', '1'],
  ['YYZY', '运营专员', '2'],
  ['KFZY', '客服专员', '1'],
];

/** Rules: digits = how many characters the pattern checks ("*" = the whole value), in order. */
export const CHECK_RULES: { code: string; name: string; rules: { digits: string; pattern: string; message: string }[]; description: string }[] = [
  {
    code: 'spot_code',
    name: '景区编码',
    rules: [
      { digits: '2', pattern: '^[A-Z]{2}$', message: '前两位必须是大写字母' },
      { digits: '4', pattern: '^\\d{4}$', message: '第3到6位必须是数字' },
      { digits: '*', pattern: '^[A-Z]{2}\\d{4}$', message: '景区编码必须是2位大写字母加4位数字' },
    ],
    description: '如 JG0001',
  },
  {
    code: 'mobile',
    name: '手机号码',
    rules: [{ digits: '*', pattern: '^1[3-9]\\d{9}$', message: '请输入正确的手机号码' }],
    description: '11位手机号码',
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of STATEMENTS) await sql.raw(s).execute(db);
  const now = fmtDateTime();
  const has = async (table: string) => Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]?.n ?? 0) > 0;
  if (!(await has('sys_category'))) {
    const walk = async (list: Cat[], pid: string) => {
      for (const [code, name, kids] of list) {
        const id = newId();
        await db.insertInto('sys_category').values({ id, pid, name, code, has_child: kids?.length ? '1' : '0', sys_org_code: 'A01', create_by: 'admin', create_time: now }).execute();
        if (kids?.length) await walk(kids, id);
      }
    };
    await walk(CATEGORIES, '0');
  }
  if (!(await has('sys_position'))) {
    for (const [code, name, rank] of POSITIONS) {
      await db.insertInto('sys_position').values({ id: newId(), code, name, post_rank: rank, company_id: null, sys_org_code: 'A01', create_by: 'admin', create_time: now }).execute();
    }
  }
  if (!(await has('sys_check_rule'))) {
    for (const r of CHECK_RULES) {
      await db.insertInto('sys_check_rule').values({ id: newId(), rule_name: r.name, rule_code: r.code, rule_json: JSON.stringify(r.rules), rule_description: r.description, create_by: 'admin', create_time: now }).execute();
    }
  }
}

/** Applies migration 201 once if the runner has not (see the header). */
export async function ensureWidgetsBSchema(db: Database): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(db.kysely);
  const done = await sql<{ name: string }>`SELECT name FROM _migrations WHERE name = ${MIGRATION_NAME}`.execute(db.kysely);
  if (done.rows.length) return;
  await db.kysely.transaction().execute(async (trx) => {
    await up(trx as unknown as Kysely<any>);
    await sql`INSERT INTO _migrations (name, applied_at) VALUES (${MIGRATION_NAME}, ${new Date().toISOString()})`.execute(trx);
  });
}
