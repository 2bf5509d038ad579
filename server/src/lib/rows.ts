import type { UserRow } from './auth.js';

export function snakeToCamel(s: string): string {
  return s.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** Converts a snake_case database row into the camelCase JSON of the Java entity. */
export function toCamel<T extends object>(row: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[snakeToCamel(k)] = v;
  return out;
}

/** SysUser JSON (contract §5.1); password and salt are never serialized. */
export function userJson(u: UserRow, orgCodeTxt: string | null = null): Record<string, unknown> {
  return {
    id: u.id,
    username: u.username,
    realname: u.realname,
    avatar: u.avatar,
    birthday: u.birthday,
    sex: u.sex,
    email: u.email,
    phone: u.phone,
    orgCode: u.org_code,
    orgCodeTxt,
    status: u.status,
    delFlag: u.del_flag,
    workNo: u.work_no,
    post: u.post,
    telephone: u.telephone,
    createBy: u.create_by,
    createTime: u.create_time,
    updateBy: u.update_by,
    updateTime: u.update_time,
    activitiSync: u.activiti_sync,
    userIdentity: u.user_identity,
    departIds: u.depart_ids,
    relTenantIds: u.rel_tenant_ids,
    clientId: u.client_id,
  };
}
