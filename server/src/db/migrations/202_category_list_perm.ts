// 202: the category dictionary's read endpoints (/sys/category/rootList, /childList) require `category:list`; the
// seed puts that code on the 分类字典 menu row, and this gives it to databases seeded before it (admin holds every
// menu row, so nothing else changes). A fresh database has no menu rows yet when this runs: the seed adds them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE sys_permission SET perms = 'category:list'
             WHERE url = '/isystem/category' AND component = 'system/SysCategoryList' AND (perms IS NULL OR perms = '')`.execute(db);
}
