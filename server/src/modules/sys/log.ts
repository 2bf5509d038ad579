// GET /sys/log/list (contract §5.13): logType 1 login / 2 operation, keyWord, createTime range.
import type { FastifyInstance } from 'fastify';
import { ok0 } from '../../lib/envelope.js';
import { queryOf, str } from '../../lib/http.js';
import { escapeLike, type EntityDef } from '../../lib/jeecg-query.js';
import { runList } from '../../lib/list.js';

export const SYS_LOG: EntityDef = {
  table: 'sys_log',
  defaultOrder: 'create_time DESC',
  fields: [
    { prop: 'id' }, { prop: 'createBy' }, { prop: 'createTime', type: 'datetime' }, { prop: 'updateBy' },
    { prop: 'updateTime', type: 'datetime' }, { prop: 'costTime', type: 'int' }, { prop: 'ip' }, { prop: 'requestParam', filter: false },
    { prop: 'requestType' }, { prop: 'requestUrl' }, { prop: 'method' }, { prop: 'username' }, { prop: 'userid' },
    { prop: 'logContent' }, { prop: 'logType', type: 'int', dict: 'log_type' }, { prop: 'operateType', type: 'int', dict: 'operate_type' },
  ],
};

export default async function logRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  app.get('/sys/log/list', { config: { perm: 'log:list' } }, async (req) => {
    const q = queryOf(req);
    const kw = str(q.keyWord).trim();
    const p = runList<Record<string, unknown>>(ctx.sc, SYS_LOG, q, {
      skip: ['keyWord'],
      extraWhere: kw ? ["log_content LIKE ? ESCAPE '\\'"] : [],
      extraParams: kw ? [`%${escapeLike(kw)}%`] : [],
    });
    ctx.dict.decorate(SYS_LOG, p.records);
    return ok0(p);
  });
}
