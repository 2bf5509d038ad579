// 001: system tables (users, roles, permissions, departments, tenants, dictionaries, logs, announcements,
// sessions) and the weixin module tables (WeChat users, spots). Column names follow JeecgBoot's MySQL schema.
import { sql, type Kysely } from 'kysely';

const AUDIT = 'create_by TEXT, create_time TEXT, update_by TEXT, update_time TEXT';

const STATEMENTS = [
  `CREATE TABLE sys_kv (k TEXT PRIMARY KEY, v TEXT NOT NULL)`,
  `CREATE TABLE sys_user (
     id TEXT PRIMARY KEY, username TEXT NOT NULL UNIQUE, realname TEXT, password TEXT NOT NULL, salt TEXT NOT NULL,
     avatar TEXT, birthday TEXT, sex INTEGER, email TEXT, phone TEXT, org_code TEXT,
     status INTEGER NOT NULL DEFAULT 1, del_flag INTEGER NOT NULL DEFAULT 0, work_no TEXT, post TEXT, telephone TEXT,
     ${AUDIT}, activiti_sync INTEGER DEFAULT 1, user_identity INTEGER DEFAULT 1, depart_ids TEXT,
     rel_tenant_ids TEXT, client_id TEXT)`,
  `CREATE INDEX idx_sys_user_phone ON sys_user(phone)`,
  `CREATE INDEX idx_sys_user_create_time ON sys_user(create_time)`,
  `CREATE TABLE sys_role (id TEXT PRIMARY KEY, role_name TEXT NOT NULL, role_code TEXT NOT NULL UNIQUE, description TEXT, ${AUDIT})`,
  `CREATE TABLE sys_user_role (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, role_id TEXT NOT NULL, UNIQUE(user_id, role_id))`,
  `CREATE INDEX idx_sys_user_role_role ON sys_user_role(role_id)`,
  `CREATE TABLE sys_permission (
     id TEXT PRIMARY KEY, parent_id TEXT, name TEXT NOT NULL, url TEXT, component TEXT, component_name TEXT,
     redirect TEXT, menu_type INTEGER NOT NULL, perms TEXT, perms_type TEXT, sort_no REAL DEFAULT 1,
     always_show INTEGER NOT NULL DEFAULT 0, icon TEXT, is_route INTEGER NOT NULL DEFAULT 1, is_leaf INTEGER NOT NULL DEFAULT 1,
     keep_alive INTEGER NOT NULL DEFAULT 0, hidden INTEGER NOT NULL DEFAULT 0, description TEXT, status TEXT DEFAULT '1',
     del_flag INTEGER NOT NULL DEFAULT 0, rule_flag INTEGER DEFAULT 0, internal_or_external INTEGER NOT NULL DEFAULT 0, ${AUDIT})`,
  `CREATE INDEX idx_sys_permission_parent ON sys_permission(parent_id)`,
  `CREATE TABLE sys_role_permission (id TEXT PRIMARY KEY, role_id TEXT NOT NULL, permission_id TEXT NOT NULL, data_rule_ids TEXT, UNIQUE(role_id, permission_id))`,
  `CREATE TABLE sys_depart (
     id TEXT PRIMARY KEY, parent_id TEXT, depart_name TEXT NOT NULL, depart_name_en TEXT, depart_name_abbr TEXT,
     depart_order INTEGER DEFAULT 0, description TEXT, org_category TEXT, org_type TEXT, org_code TEXT NOT NULL UNIQUE,
     mobile TEXT, fax TEXT, address TEXT, memo TEXT, status TEXT DEFAULT '1', del_flag TEXT DEFAULT '0',
     qywx_identifier TEXT, ${AUDIT})`,
  `CREATE TABLE sys_user_depart (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, dep_id TEXT NOT NULL, UNIQUE(user_id, dep_id))`,
  `CREATE INDEX idx_sys_user_depart_dep ON sys_user_depart(dep_id)`,
  `CREATE TABLE sys_tenant (id INTEGER PRIMARY KEY, name TEXT NOT NULL, create_by TEXT, create_time TEXT, begin_date TEXT, end_date TEXT, status INTEGER NOT NULL DEFAULT 1)`,
  `CREATE TABLE sys_dict (id TEXT PRIMARY KEY, dict_name TEXT NOT NULL, dict_code TEXT NOT NULL UNIQUE, description TEXT, del_flag INTEGER NOT NULL DEFAULT 0, type INTEGER DEFAULT 0, ${AUDIT})`,
  `CREATE TABLE sys_dict_item (id TEXT PRIMARY KEY, dict_id TEXT NOT NULL, item_text TEXT NOT NULL, item_value TEXT NOT NULL, description TEXT, sort_order INTEGER DEFAULT 1, status INTEGER NOT NULL DEFAULT 1, ${AUDIT})`,
  `CREATE INDEX idx_sys_dict_item_dict ON sys_dict_item(dict_id, sort_order)`,
  `CREATE TABLE sys_log (
     id TEXT PRIMARY KEY, log_type INTEGER, log_content TEXT, operate_type INTEGER, userid TEXT, username TEXT, ip TEXT,
     method TEXT, request_url TEXT, request_param TEXT, request_type TEXT, cost_time INTEGER, ${AUDIT})`,
  `CREATE INDEX idx_sys_log_type_time ON sys_log(log_type, create_time)`,
  `CREATE INDEX idx_sys_log_time ON sys_log(create_time)`,
  `CREATE TABLE sys_announcement (
     id TEXT PRIMARY KEY, titile TEXT NOT NULL, msg_content TEXT, start_time TEXT, end_time TEXT, sender TEXT,
     priority TEXT, msg_category TEXT NOT NULL DEFAULT '1', msg_type TEXT NOT NULL DEFAULT 'ALL', send_status TEXT NOT NULL DEFAULT '0',
     send_time TEXT, cancel_time TEXT, del_flag TEXT NOT NULL DEFAULT '0', ${AUDIT}, user_ids TEXT, bus_type TEXT, bus_id TEXT,
     open_type TEXT, open_page TEXT, msg_abstract TEXT, dt_task_id TEXT)`,
  `CREATE INDEX idx_sys_announcement_time ON sys_announcement(create_time)`,
  `CREATE TABLE sys_announcement_send (
     id TEXT PRIMARY KEY, annt_id TEXT NOT NULL, user_id TEXT NOT NULL, read_flag TEXT NOT NULL DEFAULT '0', read_time TEXT,
     ${AUDIT}, UNIQUE(user_id, annt_id))`,
  `CREATE INDEX idx_sys_announcement_send_annt ON sys_announcement_send(annt_id)`,
  `CREATE TABLE sys_user_token (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, created_at INTEGER NOT NULL, last_seen INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0)`,
  `CREATE INDEX idx_sys_user_token_user ON sys_user_token(user_id)`,
  `CREATE TABLE wx_sys_user (
     id TEXT PRIMARY KEY, wxid TEXT NOT NULL UNIQUE, openid TEXT, nickname TEXT, avatarurl TEXT, userstate TEXT,
     zcsj TEXT, last_login_time TEXT, ${AUDIT})`,
  `CREATE INDEX idx_wx_sys_user_create_time ON wx_sys_user(create_time)`,
  `CREATE INDEX idx_wx_sys_user_zcsj ON wx_sys_user(zcsj)`,
  `CREATE INDEX idx_wx_sys_user_nickname ON wx_sys_user(nickname)`,
  `CREATE INDEX idx_wx_sys_user_state_time ON wx_sys_user(userstate, create_time)`,
  `CREATE INDEX idx_wx_sys_user_openid ON wx_sys_user(openid)`,
  `CREATE TABLE hscz_spot_base (
     id TEXT PRIMARY KEY, spotname TEXT NOT NULL, spotshortname TEXT, shopnum INTEGER, isrelease TEXT NOT NULL DEFAULT '0',
     showorder INTEGER, imageurl TEXT, ${AUDIT}, sys_org_code TEXT)`,
  `CREATE INDEX idx_hscz_spot_base_showorder ON hscz_spot_base(showorder)`,
  `CREATE INDEX idx_hscz_spot_base_create_time ON hscz_spot_base(create_time)`,
  `CREATE INDEX idx_hscz_spot_base_spotname ON hscz_spot_base(spotname)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of STATEMENTS) await sql.raw(s).execute(db);
}
