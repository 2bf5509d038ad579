// /sys/role/list and /sys/role/queryall (contract §5.2).
import type { FastifyInstance } from 'fastify';
import { ok0 } from '../../lib/envelope.js';
import { queryOf } from '../../lib/http.js';
import type { EntityDef } from '../../lib/jeecg-query.js';
import { runList, selectList } from '../../lib/list.js';

export const SYS_ROLE: EntityDef = {
  table: 'sys_role',
  defaultOrder: 'create_time DESC',
  fields: [
    { prop: 'id' }, { prop: 'roleName' }, { prop: 'roleCode' }, { prop: 'description' }, { prop: 'createBy' },
    { prop: 'createTime', type: 'datetime' }, { prop: 'updateBy' }, { prop: 'updateTime', type: 'datetime' },
  ],
};

export default async function roleRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  app.get('/sys/role/list', { config: { perm: 'role:list' } }, async (req) => ok0(runList(ctx.sc, SYS_ROLE, queryOf(req))));
  app.get('/sys/role/queryall', { config: { perm: 'role:list' } }, async () =>
    ok0(ctx.sc.all(`SELECT ${selectList(SYS_ROLE)} FROM sys_role ORDER BY create_time, id`)));
}
