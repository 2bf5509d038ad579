// 002: covering index for the WeChat user list (default order create_time + every list filter column), so a
// filtered page is an index-only walk in order; a covering zcsj index for narrow registration-date ranges (range +
// sort without touching the table); (userstate, zcsj) for index-only counts of state + date range.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw('CREATE INDEX idx_wx_sys_user_list ON wx_sys_user(create_time, userstate, zcsj, nickname)').execute(db);
  await sql.raw('DROP INDEX idx_wx_sys_user_create_time').execute(db);
  await sql.raw('DROP INDEX idx_wx_sys_user_zcsj').execute(db);
  await sql.raw('CREATE INDEX idx_wx_sys_user_zcsj_cover ON wx_sys_user(zcsj, create_time, userstate, nickname)').execute(db);
  await sql.raw('CREATE INDEX idx_wx_sys_user_state_zcsj ON wx_sys_user(userstate, zcsj)').execute(db);
}
