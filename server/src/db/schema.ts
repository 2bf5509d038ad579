// Kysely table types (snake_case columns, as in the migrations). Dates are `yyyy-MM-dd HH:mm:ss` text (GMT+8).
type Audit = { create_by: string | null; create_time: string | null; update_by: string | null; update_time: string | null };

export interface SysKv { k: string; v: string }

export interface SysUserTable extends Audit {
  id: string; username: string; realname: string | null; password: string; salt: string; avatar: string | null;
  birthday: string | null; sex: number | null; email: string | null; phone: string | null; org_code: string | null;
  status: number; del_flag: number; work_no: string | null; post: string | null; telephone: string | null;
  activiti_sync: number | null; user_identity: number | null; depart_ids: string | null; rel_tenant_ids: string | null;
  client_id: string | null;
}

export interface SysRoleTable extends Audit { id: string; role_name: string; role_code: string; description: string | null }
export interface SysUserRoleTable { id: string; user_id: string; role_id: string }

export interface SysPermissionTable extends Audit {
  id: string; parent_id: string | null; name: string; url: string | null; component: string | null;
  component_name: string | null; redirect: string | null; menu_type: number; perms: string | null;
  perms_type: string | null; sort_no: number | null; always_show: number; icon: string | null; is_route: number;
  is_leaf: number; keep_alive: number; hidden: number; description: string | null; status: string | null;
  del_flag: number; rule_flag: number | null; internal_or_external: number;
}

export interface SysRolePermissionTable { id: string; role_id: string; permission_id: string; data_rule_ids: string | null }

export interface SysDepartTable extends Audit {
  id: string; parent_id: string | null; depart_name: string; depart_name_en: string | null; depart_name_abbr: string | null;
  depart_order: number | null; description: string | null; org_category: string | null; org_type: string | null;
  org_code: string; mobile: string | null; fax: string | null; address: string | null; memo: string | null;
  status: string | null; del_flag: string | null; qywx_identifier: string | null;
}

export interface SysUserDepartTable { id: string; user_id: string; dep_id: string }

export interface SysTenantTable {
  id: number; name: string; create_by: string | null; create_time: string | null; begin_date: string | null;
  end_date: string | null; status: number;
}

export interface SysDictTable extends Audit {
  id: string; dict_name: string; dict_code: string; description: string | null; del_flag: number; type: number | null;
}

export interface SysDictItemTable extends Audit {
  id: string; dict_id: string; item_text: string; item_value: string; description: string | null;
  sort_order: number | null; status: number;
}

export interface SysLogTable extends Audit {
  id: string; log_type: number | null; log_content: string | null; operate_type: number | null; userid: string | null;
  username: string | null; ip: string | null; method: string | null; request_url: string | null;
  request_param: string | null; request_type: string | null; cost_time: number | null;
}

export interface SysAnnouncementTable extends Audit {
  id: string; titile: string; msg_content: string | null; start_time: string | null; end_time: string | null;
  sender: string | null; priority: string | null; msg_category: string; msg_type: string; send_status: string;
  send_time: string | null; cancel_time: string | null; del_flag: string; user_ids: string | null;
  bus_type: string | null; bus_id: string | null; open_type: string | null; open_page: string | null;
  msg_abstract: string | null; dt_task_id: string | null;
}

export interface SysAnnouncementSendTable extends Audit {
  id: string; annt_id: string; user_id: string; read_flag: string; read_time: string | null;
}

export interface SysUserTokenTable { id: string; user_id: string; created_at: number; last_seen: number; revoked: number }

export interface WxSysUserTable extends Audit {
  id: string; wxid: string; openid: string | null; nickname: string | null; avatarurl: string | null;
  userstate: string | null; zcsj: string | null; last_login_time: string | null;
}

export interface HsczSpotBaseTable extends Audit {
  id: string; spotname: string; spotshortname: string | null; shopnum: number | null; isrelease: string;
  showorder: number | null; imageurl: string | null; sys_org_code: string | null;
}

export interface DB {
  sys_kv: SysKv;
  sys_user: SysUserTable;
  sys_role: SysRoleTable;
  sys_user_role: SysUserRoleTable;
  sys_permission: SysPermissionTable;
  sys_role_permission: SysRolePermissionTable;
  sys_depart: SysDepartTable;
  sys_user_depart: SysUserDepartTable;
  sys_tenant: SysTenantTable;
  sys_dict: SysDictTable;
  sys_dict_item: SysDictItemTable;
  sys_log: SysLogTable;
  sys_announcement: SysAnnouncementTable;
  sys_announcement_send: SysAnnouncementSendTable;
  sys_user_token: SysUserTokenTable;
  wx_sys_user: WxSysUserTable;
  hscz_spot_base: HsczSpotBaseTable;
}
