// Forward-only numbered migrations, applied in order inside one transaction each and recorded in `_migrations`.
// To add one: create `migrations/NNN_name.ts` exporting `up(db)` and append it to MIGRATIONS.
import { sql, type Kysely } from 'kysely';
import * as m001 from './migrations/001_init.js';
import * as m002 from './migrations/002_wx_list_indexes.js';
import * as m101 from './migrations/101_sys_biz_doc.js';
import * as m201 from '../modules/sys/category-schema.js';
import * as m202 from './migrations/202_category_list_perm.js';

export interface Migration { name: string; up: (db: Kysely<any>) => Promise<void> }

export const MIGRATIONS: Migration[] = [
  { name: '001_init', up: m001.up },
  { name: '002_wx_list_indexes', up: m002.up },
  { name: '101_sys_biz_doc', up: m101.up },
  { name: m201.MIGRATION_NAME, up: m201.up },
  { name: '202_category_list_perm', up: m202.up },
];

export async function migrate(db: Kysely<any>): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(db);
  const done = new Set((await sql<{ name: string }>`SELECT name FROM _migrations`.execute(db)).rows.map((r) => r.name));
  const applied: string[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.name)) continue;
    await db.transaction().execute(async (trx) => {
      await m.up(trx);
      await sql`INSERT INTO _migrations (name, applied_at) VALUES (${m.name}, ${new Date().toISOString()})`.execute(trx);
    });
    applied.push(m.name);
  }
  return applied;
}
