// Registers every API module under /jeecg-boot. To add a module: create its file (default export
// `async (app) => { app.get(path, { config: { perm: 'code' } }, handler) }`) and add one line below.
import type { FastifyInstance } from 'fastify';
import commonDoc from './common/doc.js';
import commonStatic from './common/static.js';
import commonUpload from './common/upload.js';
import sysAnnouncement from './sys/announcement.js';
import sysDepart from './sys/depart.js';
import sysDict from './sys/dict.js';
import sysLog from './sys/log.js';
import sysLogin from './sys/login.js';
import sysPermission from './sys/permission.js';
import sysRole from './sys/role.js';
import sysUser from './sys/user.js';
import sysWebsocket from './sys/websocket.js';
import weixinSpot from './weixin/spot.js';
import weixinWxSysUser from './weixin/wx-sys-user.js';

export const MODULES: ((app: FastifyInstance) => Promise<void>)[] = [
  sysLogin,
  sysPermission,
  sysUser,
  sysRole,
  sysDepart,
  sysDict,
  sysAnnouncement,
  sysLog,
  sysWebsocket,
  commonStatic,
  commonDoc,
  commonUpload,
  weixinWxSysUser,
  weixinSpot,
  (app) => import('./vxe/vxe-socket.js').then((m) => m.default(app)),
  (app) => import('./sys/category.js').then((m) => m.default(app)),
  (app) => import('./sys/position.js').then((m) => m.default(app)),
  (app) => import('./sys/dict-extra.js').then((m) => m.default(app)),
  (app) => import('./sys/duplicate.js').then((m) => m.default(app)),
  (app) => import('./sys/check-rule.js').then((m) => m.default(app)),
  (app) => import('./online/cgreport.js').then((m) => m.default(app)),
];

export async function registerModules(app: FastifyInstance): Promise<void> {
  for (const m of MODULES) await m(app);
}
