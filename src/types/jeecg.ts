/** The JeecgBoot response envelope (contract §1.1). `code` is 0 or 200 on success: test `success`, not `code`. */
export interface JeecgResult<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** MyBatis-Plus page object (contract §1.3). Only `records` and `total` are relied on. */
export interface JeecgPage<T> {
  records: T[];
  total: number;
  size?: number;
  current?: number;
  pages?: number;
}

/** Spring's error body for an invalid token (contract §3.6): not an envelope. */
export interface SpringErrorBody {
  timestamp?: string;
  status: number;
  error?: string;
  message?: string;
  path?: string;
}

export interface DictOption {
  value: string;
  text: string;
  title?: string;
  label?: string;
  disabled?: boolean;
}

export interface PermissionEntry {
  action: string | null;
  type: string;
  status?: string;
  describe?: string;
}

export interface MenuMeta {
  title: string;
  icon?: string;
  url?: string;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  componentName?: string;
  permissionList?: PermissionEntry[];
}

export interface MenuItem {
  id: string;
  path: string;
  name?: string;
  redirect?: string | null;
  component: string;
  route?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: MenuMeta;
  children?: MenuItem[];
}

export interface PermissionResult {
  menu: MenuItem[];
  auth: PermissionEntry[];
  allAuth: PermissionEntry[];
}

export interface Depart {
  id: string;
  orgCode: string;
  departName: string;
  parentId?: string;
}

export interface Tenant {
  id: number;
  name: string;
}

export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar?: string | null;
  phone?: string | null;
  birthday?: string | null;
  sex?: number | null;
  orgCode?: string | null;
  relTenantIds?: string | null;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  sysAllDictItems?: Record<string, DictOption[]>;
  multi_depart?: number;
  departs?: Depart[];
  tenantList?: Tenant[];
}

export interface Announcement {
  id: string;
  titile: string;
  sender?: string;
  sendTime?: string;
  createTime?: string;
  msgContent?: string;
  priority?: 'L' | 'M' | 'H' | string;
  openType?: string;
  openPage?: string;
  busId?: string;
  msgCategory?: string;
}

export interface AnnouncementListResult {
  anntMsgList: Announcement[];
  anntMsgTotal: number;
  sysMsgList: Announcement[];
  sysMsgTotal: number;
}

export interface LiveMessage {
  cmd: string;
  msgId?: string;
  msgTxt?: string;
}
