// GET /sys/permission/getUserPermissionByToken (contract §4): menu tree + auth + allAuth of the current user.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/envelope.js';
import type { SysPermissionTable } from '../../db/schema.js';

type PermRow = SysPermissionTable;

const md5 = (s: string): string => createHash('md5').update(s).digest('hex');

function isExternal(url: string | null): boolean {
  return !!url && (url.startsWith('http://') || url.startsWith('https://') || url.startsWith('{{'));
}

function routeName(url: string | null): string {
  let u = url ?? '';
  if (u.startsWith('/')) u = u.slice(1);
  return u.replaceAll('/', '-').replaceAll(':', '@');
}

export function menuEntry(p: PermRow, topLevel: boolean): Record<string, unknown> {
  const ext = isExternal(p.url);
  const compName = p.component_name || (p.component ?? '').split('/').pop() || '';
  const meta: Record<string, unknown> = {
    keepAlive: p.keep_alive === 1,
    internalOrExternal: p.internal_or_external === 1,
    title: p.name,
    componentName: compName,
  };
  if (p.icon) meta.icon = p.icon;
  if (ext) meta.url = p.url;
  const e: Record<string, unknown> = {
    id: p.id,
    route: p.is_route === 1 ? '1' : '0',
    path: ext ? md5(p.url ?? '') : p.url,
    name: p.component_name || routeName(p.url),
    component: p.component,
  };
  if (topLevel) e.redirect = p.redirect ?? null;
  if (p.hidden === 1) e.hidden = true;
  if (p.always_show === 1) e.alwaysShow = true;
  e.meta = meta;
  return e;
}

/** Builds the menu tree from the menu rows (types 0/1) a user holds, ordered by sort_no. */
export function buildMenuTree(rows: PermRow[]): Record<string, unknown>[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<string, PermRow[]>();
  const roots: PermRow[] = [];
  for (const r of rows) {
    if (r.parent_id && ids.has(r.parent_id)) {
      const list = children.get(r.parent_id) ?? [];
      list.push(r);
      children.set(r.parent_id, list);
    } else if (!r.parent_id) roots.push(r);
    // a row whose parent is not granted is dropped, as in Jeecg's tree builder
  }
  const build = (r: PermRow, top: boolean): Record<string, unknown> => {
    const e = menuEntry(r, top);
    const kids = children.get(r.id);
    if (kids?.length) e.children = kids.map((k) => build(k, false));
    return e;
  };
  return roots.map((r) => build(r, true));
}

export function userPermissionRows(ctx: AppContext, userId: string): PermRow[] {
  return ctx.sc.all<PermRow>(
    `SELECT DISTINCT p.* FROM sys_permission p
       JOIN sys_role_permission rp ON rp.permission_id = p.id
       JOIN sys_user_role ur ON ur.role_id = rp.role_id
      WHERE ur.user_id = ? AND p.del_flag = 0
      ORDER BY p.sort_no, p.id`, [userId]);
}

export default async function permissionRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  app.get('/sys/permission/getUserPermissionByToken', { config: { login: true } }, async (req) => {
    const rows = userPermissionRows(ctx, req.user.id);
    let menus = rows.filter((r) => r.menu_type !== 2);
    if (!menus.some((r) => r.name === '首页')) {
      const home = ctx.sc.get<PermRow>(`SELECT * FROM sys_permission WHERE name = '首页' AND menu_type = 0 AND del_flag = 0`);
      if (home) menus = [home, ...menus];
    }
    const auth = rows
      .filter((r) => r.menu_type === 2 && r.status === '1')
      .map((r) => ({ action: r.perms, type: r.perms_type, describe: r.name }));
    const allAuth = ctx.sc.all<PermRow>(
      'SELECT * FROM sys_permission WHERE menu_type = 2 AND del_flag = 0 ORDER BY sort_no, id',
    ).map((r) => ({ action: r.perms, status: r.status, type: r.perms_type, describe: r.name }));
    return ok({ menu: buildMenuTree(menus), auth, allAuth }, '查询成功');
  });
}
