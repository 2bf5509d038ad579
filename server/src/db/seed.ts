// First-start demo data (Chinese): departments, tenants, roles, users, the whole menu tree of the screen
// catalogue with button permissions, dictionaries, spots with placeholder images, WeChat users, announcements
// and a week of login history. Runs only when sys_user is empty.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './open.js';
import { insertWxUsers, prng } from './seed-bulk.js';
import { newId } from '../lib/ids.js';
import { hashPassword, newSalt } from '../lib/password.js';
import { fmtDateTime, startOfDay8 } from '../lib/time.js';

export interface SeedOptions {
  adminPassword: string;
  dataDir: string;
  /** number of WeChat users (default 240) */
  wxUsers?: number;
  /** password of the demo operators (default 123456) */
  operatorPassword?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Menu tree. `key` names a row for the role grants below; buttons carry action codes.
interface Btn { name: string; perms: string; type: '1' | '2'; status?: '0' | '1' }
interface Menu {
  key: string; name: string; url: string; component: string; icon?: string; perms?: string; hidden?: boolean;
  route?: boolean; keepAlive?: boolean; external?: boolean; redirect?: string; alwaysShow?: boolean;
  children?: Menu[]; buttons?: Btn[];
}

const page = (key: string, name: string, url: string, component: string, extra: Partial<Menu> = {}): Menu =>
  ({ key, name, url, component, ...extra });

export const MENU: Menu[] = [
  page('home', '首页', '/dashboard/analysis', 'dashboard/Analysis', { icon: 'home', perms: 'dashboard:analysis' }),
  {
    key: 'dashboard', name: '仪表盘', url: '/dashboard', component: 'layouts/RouteView', icon: 'dashboard', children: [
      page('workplace', '工作台', '/dashboard/workplace', 'dashboard/Workplace'),
      page('monitorPage', '监控页', '/dashboard/monitor', 'dashboard/Monitor'),
      {
        key: 'homeStyles', name: '首页样式', url: '/dashboard/styles', component: 'layouts/RouteView', children: [
          page('indexChart', '首页（图表）', '/dashboard/IndexChart', 'dashboard/IndexChart', { hidden: true }),
          page('indexTask', '首页（任务）', '/dashboard/IndexTask', 'dashboard/IndexTask', { hidden: true }),
          page('indexBdc', '首页（统计）', '/dashboard/IndexBdc', 'dashboard/IndexBdc', { hidden: true }),
          page('indexSystem', '首页（系统）', '/dashboard/IndexSystem', 'dashboard/IndexSystem', { hidden: true }),
        ],
      },
    ],
  },
  {
    key: 'spot', name: '景区管理', url: '/spot', component: 'layouts/RouteView', icon: 'environment', children: [
      page('spotList', '景区列表', '/spot/list', 'weixin/HsczSpotBaseList', {
        perms: 'spot:list',
        buttons: [
          { name: '添加景区', perms: 'spot:add', type: '1' },
          { name: '编辑景区', perms: 'spot:edit', type: '1' },
          { name: '删除景区', perms: 'spot:delete', type: '1' },
          { name: '批量删除景区', perms: 'spot:deleteBatch', type: '1' },
          { name: '导入景区', perms: 'spot:import', type: '1' },
          { name: '导出景区', perms: 'spot:export', type: '1', status: '0' },
          { name: '排序字段可编辑', perms: 'spot:form:showorder', type: '2' },
        ],
      }),
      page('spotMedia', '景区媒体', '/spot/media', 'weixin/HsczSpotMediaList'),
      page('mediaLib', '媒体库', '/spot/mediaLibrary', 'weixin/HsczMediaList'),
      page('sign', '签到记录', '/spot/sign', 'weixin/HsczSignList'),
      page('signCloud', '云签到记录', '/spot/signCloud', 'weixin/HsczSignCloudList'),
      page('audit', '审核管理', '/spot/audit', 'weixin/HsczAuditList'),
    ],
  },
  {
    key: 'shop', name: '商铺管理', url: '/shop', component: 'layouts/RouteView', icon: 'shop', children: [
      page('shopList', '商铺列表', '/shop/list', 'weixin/HsczShopList'),
      page('goods', '商品列表', '/shop/goods', 'weixin/HsczShopGoodsList'),
      page('goodsAudit', '商品审核', '/shop/goodsAudit', 'weixin/HsczShopGoodsAuditList'),
      page('coupon', '优惠券', '/shop/coupon', 'weixin/HsczShopCouponList'),
    ],
  },
  {
    key: 'content', name: '内容管理', url: '/content', component: 'layouts/RouteView', icon: 'picture', children: [
      page('banner', '轮播图', '/content/banner', 'weixin/HsczBannerList'),
      page('bannerText', '轮播文字', '/content/bannerText', 'weixin/HsczBannerTextList'),
      page('about', '关于我们', '/content/about', 'weixin/HsczAboutList'),
      page('contact', '联系我们', '/content/contact', 'weixin/HsczContactList'),
    ],
  },
  {
    key: 'ops', name: '运营管理', url: '/weixin', component: 'layouts/RouteView', icon: 'team', children: [
      page('wxuser', '商户微信用户', '/weixin/wxSysUser', 'weixin/WxSysUserList', {
        perms: 'wxuser:list',
        buttons: [
          { name: '冻结/启用微信用户', perms: 'wxuser:freeze', type: '1' },
          { name: '导出微信用户', perms: 'wxuser:export', type: '1' },
          { name: '微信ID列', perms: 'wxuser:col:openid', type: '1' },
        ],
      }),
    ],
  },
  {
    key: 'isystem', name: '系统管理', url: '/isystem', component: 'layouts/RouteView', icon: 'setting', children: [
      page('user', '用户管理', '/isystem/user', 'system/UserList', {
        perms: 'user:list',
        buttons: [
          { name: '添加用户', perms: 'user:add', type: '1' },
          { name: '编辑用户', perms: 'user:edit', type: '1' },
          { name: '禁用生日字段', perms: 'user:form:birthday', type: '2' },
          { name: '手机号禁用', perms: 'user:form:phone', type: '2' },
        ],
      }),
      page('role', '角色管理', '/isystem/roleUserList', 'system/RoleList', { perms: 'role:list' }),
      page('depart', '部门管理', '/isystem/depart', 'system/DepartList', { perms: 'depart:list' }),
      page('position', '职务管理', '/isystem/position', 'system/SysPositionList'),
      page('permission', '菜单管理', '/isystem/permission', 'system/PermissionList'),
      page('dict', '数据字典', '/isystem/dict', 'system/DictList'),
      page('dictDelete', '字典回收站', '/isystem/dictDelete', 'system/DictDeleteList', { hidden: true, route: false }),
      page('category', '分类字典', '/isystem/category', 'system/SysCategoryList', { perms: 'category:list' }),
      page('checkRule', '编码校验规则', '/isystem/checkRule', 'system/SysCheckRuleList'),
      page('fillRule', '填值规则', '/isystem/fillRule', 'system/SysFillRuleList'),
      page('announcement', '系统通告', '/isystem/annountCement', 'system/SysAnnouncementList', {
        perms: 'announcement:list',
        buttons: [
          { name: '新建通告', perms: 'announcement:add', type: '1' },
          { name: '编辑通告', perms: 'announcement:edit', type: '1' },
          { name: '发布通告', perms: 'announcement:release', type: '1' },
          { name: '撤销通告', perms: 'announcement:revoke', type: '1' },
        ],
      }),
      page('myMsg', '我的消息', '/isps/userAnnouncement', 'system/UserAnnouncementList', { hidden: true }),
      page('addressList', '通讯录', '/isystem/addressList', 'system/AddressList', { perms: 'user:list,depart:list' }),
      page('tenant', '租户管理', '/isystem/tenant', 'system/TenantList'),
      page('doc', '在线文档', "{{ window._CONFIG['domianURL'] }}/doc.html", 'layouts/IframePageView'),
    ],
  },
  {
    key: 'message', name: '消息中心', url: '/message', component: 'layouts/RouteView', icon: 'message', children: [
      page('sysMessage', '消息管理', '/message/sysMessage', 'modules/message/SysMessageList'),
      page('msgTemplate', '消息模板', '/message/sysMessageTemplate', 'modules/message/SysMessageTemplateList'),
    ],
  },
  {
    key: 'monitor', name: '系统监控', url: '/monitor', component: 'layouts/RouteView', icon: 'monitor', children: [
      page('quartz', '定时任务', '/isystem/QuartzJobList', 'system/QuartzJobList'),
      page('dataSource', '数据源管理', '/isystem/dataSource', 'system/SysDataSourceList'),
      page('gateway', '路由网关', '/isystem/gatewayRoute', 'system/SysGatewayRouteList'),
      page('dataLog', '数据日志', '/isystem/dataLog', 'system/DataLogList'),
      page('log', '日志管理', '/isystem/log', 'system/LogList', { perms: 'log:list' }),
      page('disk', '磁盘监控', '/monitor/Disk', 'modules/monitor/DiskMonitoring'),
      page('httpTrace', '请求追踪', '/monitor/HttpTrace', 'modules/monitor/HttpTrace'),
      page('jvm', 'JVM信息', '/monitor/JvmInfo', 'modules/monitor/JvmInfo'),
      page('redis', 'Redis监控', '/monitor/redis/info', 'modules/monitor/RedisInfo'),
      page('redisTerminal', 'Redis终端', '/monitor/redis/terminal', 'modules/monitor/RedisTerminal'),
      page('systemInfo', '系统信息', '/monitor/SystemInfo', 'modules/monitor/SystemInfo'),
      page('tomcat', 'Tomcat信息', '/monitor/TomcatInfo', 'modules/monitor/TomcatInfo'),
      page('oss', '对象存储', '/oss/file', 'modules/oss/OSSFileList'),
      page('queryConfig', '查询配置', '/online/queryConfig', 'modules/online/QueryConfigList'),
    ],
  },
  {
    key: 'account', name: '个人页', url: '/account', component: 'layouts/RouteView', icon: 'user', children: [
      page('center', '个人中心', '/account/center', 'account/center/Index'),
      {
        key: 'settings', name: '个人设置', url: '/account/settings', component: 'account/settings/Index', redirect: '/account/settings/base', children: [
          page('base', '基本设置', '/account/settings/base', 'account/settings/BaseSetting', { hidden: true }),
          page('security', '安全设置', '/account/settings/security', 'account/settings/Security', { hidden: true }),
          page('custom', '个性化设置', '/account/settings/custom', 'account/settings/Custom', { hidden: true }),
          page('binding', '账户绑定', '/account/settings/binding', 'account/settings/Binding', { hidden: true }),
          page('notification', '新消息通知', '/account/settings/notification', 'account/settings/Notification', { hidden: true }),
          page('avatar', '修改头像', '/account/settings/avatar', 'account/settings/Avatar', { hidden: true }),
        ],
      },
    ],
  },
  {
    key: 'exception', name: '异常页', url: '/exception', component: 'layouts/RouteView', icon: 'warning', children: [
      page('e403', '403', '/exception/403', 'exception/403'),
      page('e404', '404', '/exception/404', 'exception/404'),
      page('e500', '500', '/exception/500', 'exception/500'),
    ],
  },
  {
    key: 'demo', name: '组件示例', url: '/demo', component: 'layouts/RouteView', icon: 'appstore', children: [
      page('widgets', '组件示例', '/demo/widgets', 'demo/WidgetGallery'),
      page('editableGrid', '可编辑表格', '/demo/editable-grid', 'demo/EditableGridDemo'),
    ],
  },
  page('cpcNews', '中国共产党新闻网', 'https://cpc.people.com.cn/', 'layouts/IframePageView', { icon: 'link', external: true }),
];

/** Role grants: menu keys (a folder key grants the folder row only) and button codes. */
const ROLE_GRANTS: Record<string, { menus: string[]; buttons: string[] }> = {
  operator: {
    menus: ['home', 'spot', 'spotList', 'spotMedia', 'mediaLib', 'sign', 'signCloud', 'audit', 'shop', 'shopList', 'goods',
      'goodsAudit', 'coupon', 'content', 'banner', 'bannerText', 'about', 'contact', 'ops', 'wxuser', 'isystem', 'myMsg',
      'account', 'center', 'settings', 'base', 'security', 'custom', 'binding', 'notification', 'avatar'],
    buttons: ['spot:add', 'spot:edit', 'spot:delete', 'spot:deleteBatch', 'spot:import', 'wxuser:freeze'],
  },
  auditor: {
    menus: ['home', 'spot', 'spotList', 'ops', 'wxuser', 'isystem', 'user', 'announcement', 'myMsg', 'monitor', 'log',
      'account', 'center', 'settings', 'base', 'security', 'custom', 'binding', 'notification', 'avatar'],
    buttons: [],
  },
  finance: {
    menus: ['home', 'spot', 'spotList', 'shop', 'shopList', 'goods', 'coupon', 'ops', 'wxuser', 'isystem', 'myMsg',
      'account', 'center', 'settings', 'base', 'security', 'custom', 'binding', 'notification', 'avatar'],
    buttons: ['wxuser:export', 'wxuser:col:openid'],
  },
};

// ---------------------------------------------------------------------------------------------------------------
const DICTS: [code: string, name: string, items: [value: string, text: string, status?: number][]][] = [
  ['sex', '性别', [['1', '男'], ['2', '女']]],
  ['user_status', '用户状态', [['1', '正常'], ['2', '冻结']]],
  ['priority', '优先级', [['L', '一般'], ['M', '重要'], ['H', '紧急']]],
  ['release_flag', '发布状态', [['1', '已发布'], ['0', '未发布']]],
  ['wx_user_state', '微信用户状态', [['1', '正常'], ['2', '冻结']]],
  ['msg_category', '消息类型', [['1', '通知公告'], ['2', '系统消息']]],
  ['msg_type', '通告对象类型', [['USER', '指定用户'], ['ALL', '全体用户']]],
  ['send_status', '发布状态', [['0', '未发布'], ['1', '已发布'], ['2', '已撤销']]],
  ['yn', '是否', [['1', '是'], ['0', '否']]],
  ['position_rank', '职务职级', [['1', '员级'], ['2', '助级'], ['3', '中级'], ['4', '副高级'], ['5', '正高级'], ['6', '其他', 0]]],
  ['org_category', '机构类型', [['1', '公司'], ['2', '部门'], ['3', '岗位']]],
  ['log_type', '日志类型', [['1', '登录日志'], ['2', '操作日志']]],
  ['operate_type', '操作类型', [['1', '查询'], ['2', '添加'], ['3', '修改'], ['4', '删除'], ['5', '导入'], ['6', '导出']]],
];

const SPOTS: [name: string, short: string][] = [
  ['井冈山革命博物馆', '井冈山'], ['延安革命纪念馆', '延安'], ['遵义会议会址', '遵义会址'], ['西柏坡纪念馆', '西柏坡'],
  ['韶山毛泽东同志故居', '韶山故居'], ['瑞金中央革命根据地纪念馆', '瑞金'], ['古田会议旧址', '古田'], ['南昌八一起义纪念馆', '八一起义'],
  ['嘉兴南湖红船', '南湖红船'], ['中共一大会址', '一大会址'], ['泸定桥', '泸定桥'], ['娄山关红军战斗遗址', '娄山关'],
  ['中共二大会址纪念馆', '二大会址'], ['杨家岭革命旧址', '杨家岭'], ['枣园革命旧址', '枣园'], ['宝塔山', '宝塔山'],
  ['赤水四渡赤水纪念馆', '四渡赤水'], ['湘江战役纪念园', '湘江战役'], ['百色起义纪念馆', '百色起义'], ['秋收起义纪念馆', '秋收起义'],
  ['黄洋界哨口', '黄洋界'], ['茨坪毛泽东同志旧居', '茨坪旧居'], ['会宁红军会师旧址', '会宁会师'], ['吴起镇革命旧址', '吴起镇'],
  ['腊子口战役纪念馆', '腊子口'], ['大渡河安顺场', '安顺场'], ['红岩革命纪念馆', '红岩'], ['渣滓洞', '渣滓洞'],
  ['白公馆', '白公馆'], ['刘少奇同志故居', '花明楼'], ['周恩来纪念馆', '周恩来纪念馆'], ['朱德同志故居纪念馆', '朱德故居'],
  ['邓小平故居', '邓小平故居'], ['任弼时纪念馆', '任弼时'], ['彭德怀纪念馆', '彭德怀'], ['红旗渠纪念馆', '红旗渠'],
  ['焦裕禄纪念园', '焦裕禄'], ['雷锋纪念馆', '雷锋'], ['大别山革命历史纪念馆', '大别山'], ['沂蒙红色影视基地', '沂蒙'],
  ['台儿庄大战纪念馆', '台儿庄'], ['平型关大捷纪念馆', '平型关'], ['八路军太行纪念馆', '太行'], ['狼牙山五壮士纪念馆', '狼牙山'],
  ['卢沟桥中国人民抗日战争纪念馆', '抗战馆'], ['香山革命纪念地', '香山'],
];

const PALETTE = ['#c0392b', '#d35400', '#8e44ad', '#2c3e50', '#16a085', '#b03a2e', '#a04000', '#1f618d', '#7d6608', '#922b21', '#5b2c6f', '#0e6655'];

function spotSvg(short: string, colour: string): string {
  const esc = short.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="530" height="360" viewBox="0 0 530 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#f5d76e"/></linearGradient></defs>
<rect width="530" height="360" fill="url(#g)"/>
<polygon points="265,60 283,115 341,115 294,149 312,204 265,170 218,204 236,149 189,115 247,115" fill="#ffe066" opacity="0.9"/>
<text x="265" y="290" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${esc}</text>
</svg>\n`;
}

function avatarSvg(ch: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="${colour}"/><text x="48" y="62" font-size="42" text-anchor="middle" fill="#fff" font-family="sans-serif">${ch}</text></svg>\n`;
}

export async function seed(db: Database, opts: SeedOptions): Promise<boolean> {
  const sqlite = db.sqlite;
  const count = (sqlite.prepare('SELECT COUNT(*) AS n FROM sys_user').get() as { n: number }).n;
  if (count > 0) return false;
  const rnd = prng(19210723);
  const now = Date.now();
  const nowText = fmtDateTime(now);
  const opPassword = opts.operatorPassword ?? '123456';

  // placeholder images under DATA_DIR/upload/temp
  const tempDir = join(opts.dataDir, 'upload', 'temp');
  mkdirSync(tempDir, { recursive: true });
  const avatarChars = '红星井冈延安遵义西柏坡韶';
  for (let i = 0; i < 12; i += 1) writeFileSync(join(tempDir, `avatar_${i}.svg`), avatarSvg(avatarChars[i], PALETTE[i]));
  SPOTS.forEach(([, short], i) => writeFileSync(join(tempDir, `spot_${String(i + 1).padStart(2, '0')}.svg`), spotSvg(short, PALETTE[i % PALETTE.length])));

  // users' password hashes are computed before the synchronous transaction
  const userSpecs = [
    { id: 'e9ca23d68d884d4ebb19d07889727dae', username: 'admin', realname: '管理员', pw: opts.adminPassword, sex: 1, phone: '18611111111', email: 'admin@hongselvcheng.cn', status: 1, role: 'admin', departs: ['A01'], tenants: '', workNo: '001', identity: 2 },
    { id: newId(), username: 'yunying', realname: '李运营', pw: opPassword, sex: 2, phone: '13800138001', email: 'yunying@hongselvcheng.cn', status: 1, role: 'operator', departs: ['A01A04'], tenants: '', workNo: '101', identity: 1 },
    { id: newId(), username: 'shenhe', realname: '王审核', pw: opPassword, sex: 1, phone: '13800138002', email: 'shenhe@hongselvcheng.cn', status: 1, role: 'auditor', departs: ['A01A01'], tenants: '', workNo: '102', identity: 1 },
    { id: newId(), username: 'caiwu', realname: '赵财务', pw: opPassword, sex: 2, phone: '13800138003', email: 'caiwu@hongselvcheng.cn', status: 1, role: 'finance', departs: ['A01A05', 'A01A02'], tenants: '1,2', workNo: '103', identity: 1 },
    { id: newId(), username: 'dongjie', realname: '冻结用户', pw: opPassword, sex: 1, phone: '13800138004', email: 'dongjie@hongselvcheng.cn', status: 2, role: 'auditor', departs: ['A01A03'], tenants: '', workNo: '104', identity: 1 },
  ];
  const hashed = await Promise.all(userSpecs.map(async (u) => {
    const salt = newSalt();
    return { ...u, salt, hash: await hashPassword(u.pw, salt) };
  }));

  const ins = (table: string, row: Record<string, unknown>): void => {
    const cols = Object.keys(row);
    sqlite.prepare(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`).run(...Object.values(row));
  };

  sqlite.transaction(() => {
    // tenants
    ins('sys_tenant', { id: 1, name: '北京红色旅程文化有限公司', create_by: 'admin', create_time: nowText, status: 1 });
    ins('sys_tenant', { id: 2, name: '江西红色旅程文旅集团', create_by: 'admin', create_time: nowText, status: 1 });

    // departments
    const departs: [code: string, parent: string | null, name: string, cat: string, order: number][] = [
      ['A01', null, '北京总部', '1', 0],
      ['A01A01', 'A01', '井冈山分部', '2', 1],
      ['A01A01A01', 'A01A01', '井冈山讲解队', '3', 1],
      ['A01A02', 'A01', '延安分部', '2', 2],
      ['A01A03', 'A01', '遵义分部', '2', 3],
      ['A01A04', 'A01', '运营中心', '2', 4],
      ['A01A05', 'A01', '财务部', '2', 5],
    ];
    const departId = new Map<string, string>();
    for (const [code, parent, name, cat, order] of departs) {
      const id = newId();
      departId.set(code, id);
      ins('sys_depart', {
        id, parent_id: parent ? departId.get(parent) : '', depart_name: name, depart_order: order, org_category: cat,
        org_type: parent ? '2' : '1', org_code: code, status: '1', del_flag: '0', create_by: 'admin', create_time: nowText,
        address: parent ? null : '北京市东城区', mobile: parent ? null : '010-88888888',
      });
    }

    // roles
    const roles: [code: string, name: string, desc: string][] = [
      ['admin', '管理员', '拥有全部菜单和按钮权限'],
      ['operator', '运营专员', '景区、商铺、内容与微信用户运营；可冻结用户，不可导出'],
      ['auditor', '审核员', '只读查看各列表'],
      ['finance', '财务专员', '查看商铺与微信用户，可导出微信用户'],
    ];
    const roleId = new Map<string, string>();
    for (const [code, name, desc] of roles) {
      const id = newId();
      roleId.set(code, id);
      ins('sys_role', { id, role_name: name, role_code: code, description: desc, create_by: 'admin', create_time: nowText });
    }

    // users
    for (const u of hashed) {
      ins('sys_user', {
        id: u.id, username: u.username, realname: u.realname, password: u.hash, salt: u.salt,
        avatar: `temp/avatar_${hashed.indexOf(u) % 12}.svg`, birthday: '1990-07-01', sex: u.sex, email: u.email, phone: u.phone,
        org_code: u.departs.length === 1 ? u.departs[0] : null, status: u.status, del_flag: 0, work_no: u.workNo, post: null,
        create_by: 'admin', create_time: fmtDateTime(now - 400 * 86400000), activiti_sync: 1, user_identity: u.identity,
        depart_ids: u.departs.map((c) => departId.get(c)).join(','), rel_tenant_ids: u.tenants,
      });
      ins('sys_user_role', { id: newId(), user_id: u.id, role_id: roleId.get(u.role) });
      for (const c of u.departs) ins('sys_user_depart', { id: newId(), user_id: u.id, dep_id: departId.get(c) });
    }

    // menus and buttons
    const byKey = new Map<string, string>();
    const buttonId = new Map<string, string>();
    const allIds: string[] = [];
    const insertMenu = (m: Menu, parentId: string | null, sort: number, level: number): void => {
      const id = newId();
      byKey.set(m.key, id);
      allIds.push(id);
      const hasChildren = (m.children?.length ?? 0) > 0 || (m.buttons?.length ?? 0) > 0;
      ins('sys_permission', {
        id, parent_id: parentId, name: m.name, url: m.url, component: m.component, component_name: null,
        redirect: m.redirect ?? null, menu_type: level === 0 ? 0 : 1, perms: m.perms ?? null, perms_type: '1', sort_no: sort,
        always_show: m.alwaysShow ? 1 : 0, icon: m.icon ?? null, is_route: m.route === false ? 0 : 1, is_leaf: hasChildren ? 0 : 1,
        keep_alive: m.keepAlive ? 1 : 0, hidden: m.hidden ? 1 : 0, status: '1', del_flag: 0, rule_flag: 0,
        internal_or_external: m.external ? 1 : 0, create_by: 'admin', create_time: nowText,
      });
      m.children?.forEach((c, i) => insertMenu(c, id, i + 1, level + 1));
      m.buttons?.forEach((b, i) => {
        const bid = newId();
        buttonId.set(b.perms, bid);
        allIds.push(bid);
        ins('sys_permission', {
          id: bid, parent_id: id, name: b.name, url: null, component: null, menu_type: 2, perms: b.perms, perms_type: b.type,
          sort_no: i + 1, always_show: 0, is_route: 0, is_leaf: 1, keep_alive: 0, hidden: 0, status: b.status ?? '1',
          del_flag: 0, internal_or_external: 0, create_by: 'admin', create_time: nowText,
        });
      });
    };
    MENU.forEach((m, i) => insertMenu(m, null, i + 1, 0));
    const grant = (role: string, permId: string): void => {
      ins('sys_role_permission', { id: newId(), role_id: roleId.get(role), permission_id: permId });
    };
    for (const id of allIds) grant('admin', id);
    for (const [role, g] of Object.entries(ROLE_GRANTS)) {
      for (const k of g.menus) {
        const id = byKey.get(k);
        if (!id) throw new Error(`seed: unknown menu key ${k}`);
        grant(role, id);
      }
      for (const b of g.buttons) {
        const id = buttonId.get(b);
        if (!id) throw new Error(`seed: unknown button ${b}`);
        grant(role, id);
      }
    }

    // dictionaries
    for (const [code, name, items] of DICTS) {
      const id = newId();
      ins('sys_dict', { id, dict_name: name, dict_code: code, description: null, del_flag: 0, type: 0, create_by: 'admin', create_time: nowText });
      items.forEach(([value, text, status], i) => ins('sys_dict_item', {
        id: newId(), dict_id: id, item_text: text, item_value: value, sort_order: i + 1, status: status ?? 1,
        create_by: 'admin', create_time: nowText,
      }));
    }

    // spots
    const orders = new Set<number>();
    SPOTS.forEach(([name, short], i) => {
      let o = 1 + Math.floor(rnd() * 255);
      while (orders.has(o)) o = (o % 255) + 1;
      orders.add(o);
      ins('hscz_spot_base', {
        id: newId(), spotname: name, spotshortname: short, shopnum: Math.floor(rnd() * 60), isrelease: rnd() < 0.8 ? '1' : '0',
        showorder: o, imageurl: `temp/spot_${String(i + 1).padStart(2, '0')}.svg`, create_by: 'admin',
        create_time: fmtDateTime(now - (SPOTS.length - i) * 3600000), sys_org_code: 'A01',
      });
    });

    // announcements
    const usersByName = new Map(hashed.map((u) => [u.username, u.id]));
    const spotForBus = (sqlite.prepare(`SELECT id FROM hscz_spot_base ORDER BY showorder LIMIT 1`).get() as { id: string }).id;
    const annts: Record<string, unknown>[] = [
      { titile: '关于清明节期间景区开放时间调整的通知', priority: 'H', msg_category: '1', msg_type: 'ALL', send_status: '1', days: 2,
        msg_content: '<p>清明节期间（4月4日至4月6日），各红色景区开放时间调整为 <b>8:00—18:00</b>，请各分部做好接待与安全保障工作。</p>' },
      { titile: '系统将于本周六凌晨升级维护', priority: 'M', msg_category: '2', msg_type: 'ALL', send_status: '1', days: 1,
        msg_content: '<p>本周六 00:00—02:00 系统升级维护，期间后台暂停使用，请提前保存数据。</p>' },
      { titile: '请及时审核新增景区资料', priority: 'L', msg_category: '1', msg_type: 'USER', send_status: '1', days: 0,
        user_ids: [usersByName.get('yunying'), usersByName.get('shenhe')], open_type: 'component', open_page: '/spot/list', bus_type: 'spot', bus_id: spotForBus,
        msg_content: '<p>近期新增景区资料较多，请运营和审核同事及时核对景区名称、简称与图片。</p>' },
      { titile: '红色旅游季活动方案（草稿）', priority: 'M', msg_category: '1', msg_type: 'ALL', send_status: '0', days: 0,
        msg_content: '<p>七一前后开展“重走长征路”主题活动，方案待定。</p>' },
      { titile: '请核对上月商铺结算数据', priority: 'H', msg_category: '2', msg_type: 'USER', send_status: '0', days: 0,
        user_ids: [usersByName.get('caiwu')], msg_content: '<p>请财务部在本月10日前核对上月各景区商铺结算数据。</p>' },
      { titile: '已撤销：五一假期值班安排', priority: 'L', msg_category: '1', msg_type: 'ALL', send_status: '2', days: 5,
        msg_content: '<p>该安排已调整，请以最新通知为准。</p>' },
    ];
    annts.forEach((a, i) => {
      const id = newId();
      const sent = now - (a.days as number) * 86400000 - i * 60000;
      const ids = (a.user_ids as string[] | undefined) ?? null;
      ins('sys_announcement', {
        id, titile: a.titile, msg_content: a.msg_content, start_time: fmtDateTime(now - 10 * 86400000), end_time: fmtDateTime(now + 30 * 86400000),
        sender: a.send_status === '0' ? null : 'admin', priority: a.priority, msg_category: a.msg_category, msg_type: a.msg_type,
        send_status: a.send_status, send_time: a.send_status === '0' ? null : fmtDateTime(sent),
        cancel_time: a.send_status === '2' ? fmtDateTime(sent + 3600000) : null, del_flag: '0', create_by: 'admin',
        create_time: fmtDateTime(sent - 3600000), user_ids: ids ? `${ids.join(',')},` : null, bus_type: a.bus_type ?? null,
        bus_id: a.bus_id ?? null, open_type: a.open_type ?? null, open_page: a.open_page ?? null,
        msg_abstract: String(a.msg_content).replace(/<[^>]+>/g, '').slice(0, 40),
      });
      for (const u of ids ?? []) ins('sys_announcement_send', { id: newId(), annt_id: id, user_id: u, read_flag: '0', create_by: 'admin', create_time: nowText });
    });

    // login history: 30 days, more on recent days, mostly working hours
    const ips = ['10.12.3.21', '10.12.3.35', '172.16.8.4', '192.168.1.23', '192.168.1.77', '112.25.4.18', '58.19.201.7', '223.104.3.66'];
    const logins = hashed.filter((u) => u.status === 1);
    const todayStart = startOfDay8(now);
    for (let d = 29; d >= 0; d -= 1) {
      const dayStart = todayStart - d * 86400000;
      const weekend = new Date(dayStart + 8 * 3600000).getUTCDay() % 6 === 0;
      const n = (weekend ? 3 : 12) + Math.floor(rnd() * (weekend ? 6 : 20));
      for (let k = 0; k < n; k += 1) {
        const t = dayStart + (8 * 3600 + Math.floor(rnd() * 11 * 3600)) * 1000;
        if (t > now) continue;
        const u = logins[Math.floor(rnd() * logins.length)];
        ins('sys_log', {
          id: newId(), log_type: 1, log_content: `用户名: ${u.username},登录成功！`, userid: u.id, username: u.username,
          ip: ips[Math.floor(rnd() * ips.length)], method: 'login', request_url: '/jeecg-boot/sys/login', request_type: 'POST',
          cost_time: 20 + Math.floor(rnd() * 200), create_by: u.username, create_time: fmtDateTime(t),
        });
      }
    }
  })();

  insertWxUsers(sqlite, opts.wxUsers ?? 240, { seed: 1949, now, idPrefix: 'wx' });
  return true;
}
