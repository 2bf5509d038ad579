// GET /sys/position/list (contract §5.5): Jeecg list query over sys_position with postRank_dictText (position_rank).
import type { FastifyInstance } from 'fastify';
import { ok0 } from '../../lib/envelope.js';
import { queryOf } from '../../lib/http.js';
import type { EntityDef } from '../../lib/jeecg-query.js';
import { runList } from '../../lib/list.js';
import { ensureWidgetsBSchema } from './category-schema.js';

export const SYS_POSITION: EntityDef = {
  table: 'sys_position',
  defaultOrder: 'code ASC',
  fields: [
    { prop: 'id' }, { prop: 'code' }, { prop: 'name' }, { prop: 'postRank', dict: 'position_rank' }, { prop: 'companyId' },
    { prop: 'sysOrgCode' }, { prop: 'createBy' }, { prop: 'createTime', type: 'datetime' }, { prop: 'updateBy' },
    { prop: 'updateTime', type: 'datetime' },
  ],
};

export default async function positionRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  await ensureWidgetsBSchema(ctx.db);

  app.get('/sys/position/list', { config: { login: true } }, async (req) => {
    const p = runList<Record<string, unknown>>(ctx.sc, SYS_POSITION, queryOf(req));
    ctx.dict.decorate(SYS_POSITION, p.records);
    return ok0(p);
  });
}
