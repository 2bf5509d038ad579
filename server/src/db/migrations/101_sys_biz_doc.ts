// 101: business documents uploaded through /sys/common/uploadbiz (spec/widgets.md §3 "Uploaded document").
// `sys_biz_doc` is the stored file; `sys_biz_doc_ref` ties it to a business record (sourceTable/sourceId/sourceField).
import { sql, type Kysely } from 'kysely';

export const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS sys_biz_doc (
     id TEXT PRIMARY KEY, filename TEXT NOT NULL, docurl TEXT NOT NULL, thumbnail TEXT, md5 TEXT NOT NULL,
     file_size INTEGER NOT NULL, biz TEXT NOT NULL, create_by TEXT, create_time TEXT)`,
  `CREATE INDEX IF NOT EXISTS idx_sys_biz_doc_md5 ON sys_biz_doc(md5)`,
  `CREATE TABLE IF NOT EXISTS sys_biz_doc_ref (
     id TEXT PRIMARY KEY, doc_id TEXT NOT NULL REFERENCES sys_biz_doc(id), source_table TEXT, source_id TEXT,
     source_field TEXT NOT NULL DEFAULT 'id', description TEXT, create_by TEXT, create_time TEXT)`,
  `CREATE INDEX IF NOT EXISTS idx_sys_biz_doc_ref_source ON sys_biz_doc_ref(source_table, source_id)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of STATEMENTS) await sql.raw(s).execute(db);
}
