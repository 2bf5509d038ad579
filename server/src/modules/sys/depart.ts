// /sys/sysDepart/queryTreeList and /queryIdTree (contract §5.4).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { ok0 } from '../../lib/envelope.js';
import { toCamel } from '../../lib/rows.js';

interface DepartNode extends Record<string, unknown> { id: string; parentId: string | null; children: DepartNode[] }

export function departTree(ctx: AppContext): DepartNode[] {
  const rows = ctx.sc.all<Record<string, unknown>>(
    `SELECT * FROM sys_depart WHERE del_flag = '0' ORDER BY depart_order, org_code`).map(toCamel);
  const nodes = new Map<string, DepartNode>();
  for (const r of rows) {
    nodes.set(String(r.id), { key: r.id, value: r.id, title: r.departName, isLeaf: true, ...r, id: String(r.id), parentId: (r.parentId as string | null) ?? null, children: [] });
  }
  const roots: DepartNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    if (parent) {
      parent.children.push(n);
      parent.isLeaf = false;
    } else roots.push(n);
  }
  return roots;
}

export default async function departRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  app.get('/sys/sysDepart/queryTreeList', { config: { perm: 'depart:list' } }, async () => ok0(departTree(ctx)));
  app.get('/sys/sysDepart/queryIdTree', { config: { perm: 'depart:list' } }, async () => {
    const slim = (n: DepartNode): Record<string, unknown> => ({ key: n.id, value: n.id, title: n.departName, children: n.children.map(slim) });
    return ok0(departTree(ctx).map(slim));
  });
}
