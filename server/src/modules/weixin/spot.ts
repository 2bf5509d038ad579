// /weixin/hsczSpotBase: scenic spots — list, queryById, queryWebById, add, edit, delete, deleteBatch,
// importExcel (row-level error report, contract §5.17) and exportXls.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { error500, ok, okMsg, raw } from '../../lib/envelope.js';
import { attachment, readSheet, writeXls, XLS_TYPE } from '../../lib/excel.js';
import { bodyOf, queryOf, str } from '../../lib/http.js';
import { newId } from '../../lib/ids.js';
import type { EntityDef } from '../../lib/jeecg-query.js';
import { runAll, runList, selectList } from '../../lib/list.js';
import { fmtCompactDate, fmtCompactDateTime, fmtDateTime } from '../../lib/time.js';

export const HSCZ_SPOT_BASE: EntityDef = {
  table: 'hscz_spot_base',
  defaultOrder: 'create_time DESC',
  fields: [
    { prop: 'id' }, { prop: 'spotname' }, { prop: 'spotshortname' }, { prop: 'shopnum', type: 'int' },
    { prop: 'isrelease', dict: 'release_flag' }, { prop: 'showorder', type: 'int' }, { prop: 'imageurl', sort: false },
    { prop: 'createBy' }, { prop: 'createTime', type: 'datetime' }, { prop: 'updateBy' }, { prop: 'updateTime', type: 'datetime' },
    { prop: 'sysOrgCode' },
  ],
};

const SELECT = selectList(HSCZ_SPOT_BASE);

export interface SpotValues { spotname?: string; spotshortname?: string | null; shopnum?: number | null; isrelease?: string; showorder?: number | null; imageurl?: string | null }

const present = (v: unknown): boolean => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');

function intOf(v: unknown): number | null {
  const s = typeof v === 'number' ? String(v) : str(v).trim();
  return /^-?\d+$/.test(s) ? Number(s) : null;
}

/**
 * Validates spot fields. `full` (add/import) requires spotname; for edit only the given fields are checked and
 * written (MyBatis-Plus updateById semantics: absent/null fields are kept).
 */
export function validateSpot(b: Record<string, unknown>, full: boolean): SpotValues | string {
  const v: SpotValues = {};
  if (full || b.spotname !== undefined) {
    const name = str(b.spotname).trim();
    if (!name) return '景区名称不能为空';
    if (name.length > 100) return '景区名称不能超过100个字符';
    v.spotname = name;
  }
  if (b.spotshortname !== undefined) {
    const s = str(b.spotshortname).trim();
    if (s.length > 50) return '景区简称不能超过50个字符';
    v.spotshortname = s || null;
  }
  if (present(b.shopnum)) {
    const n = intOf(b.shopnum);
    if (n === null || n < 0 || n > 100000) return '商铺数量必须是0到100000之间的整数';
    v.shopnum = n;
  }
  if (present(b.showorder)) {
    const n = intOf(b.showorder);
    if (n === null) return '排序值必须是整数';
    if (n > 255) return '排序值不可以大于255';
    if (n < 0) return '排序值不可以小于0';
    v.showorder = n;
  }
  if (full || present(b.isrelease)) {
    const r = present(b.isrelease) ? str(b.isrelease).trim() : '0';
    if (r !== '0' && r !== '1') return '发布状态只能是0（未发布）或1（已发布）';
    v.isrelease = r;
  }
  if (b.imageurl !== undefined) {
    const u = str(b.imageurl).trim();
    if (u.length > 1000) return '图片地址不能超过1000个字符';
    v.imageurl = u || null;
  }
  return v;
}

const COLS: Record<keyof SpotValues, string> = {
  spotname: 'spotname', spotshortname: 'spotshortname', shopnum: 'shopnum', isrelease: 'isrelease', showorder: 'showorder', imageurl: 'imageurl',
};

function insertSpot(ctx: AppContext, v: SpotValues, by: string, orgCode: string | null): string {
  const id = newId();
  ctx.sc.run(
    `INSERT INTO hscz_spot_base (id, spotname, spotshortname, shopnum, isrelease, showorder, imageurl, create_by, create_time, sys_org_code)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [id, v.spotname, v.spotshortname ?? null, v.shopnum ?? null, v.isrelease ?? '0', v.showorder ?? null, v.imageurl ?? null, by, fmtDateTime(), orgCode]);
  return id;
}

const IMPORT_HEADERS: Record<string, keyof SpotValues> = {
  景区名称: 'spotname', 景区简称: 'spotshortname', 商铺数量: 'shopnum', 是否发布: 'isrelease', 发布状态: 'isrelease', 排序: 'showorder', 图片: 'imageurl',
};

export default async function spotRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const base = '/weixin/hsczSpotBase';
  const byId = (id: string): Record<string, unknown> | undefined => ctx.sc.get(`SELECT ${SELECT} FROM hscz_spot_base WHERE id = ?`, [id]);

  app.get(`${base}/list`, { config: { perm: 'spot:list' } }, async (req) => {
    const p = runList<Record<string, unknown>>(ctx.sc, HSCZ_SPOT_BASE, queryOf(req));
    ctx.dict.decorate(HSCZ_SPOT_BASE, p.records);
    return ok(p);
  });

  app.get(`${base}/queryById`, { config: { perm: 'spot:list' } }, async (req) => {
    const row = byId(str(queryOf(req).id));
    return row ? ok(row) : error500('未找到对应数据');
  });

  app.get(`${base}/queryWebById`, { config: { perm: 'spot:list' } }, async (req) => {
    const row = byId(str(queryOf(req).id));
    return row ? ok(row) : error500('未找到对应数据');
  });

  app.post(`${base}/add`, { config: { perm: 'spot:add' } }, async (req) => {
    const v = validateSpot(bodyOf(req), true);
    if (typeof v === 'string') return error500(v);
    insertSpot(ctx, v, req.user.username, req.user.org_code);
    ctx.sc.bumpTable('hscz_spot_base');
    return okMsg('添加成功！');
  });

  const edit = async (req: FastifyRequest) => {
    const b = bodyOf(req);
    const id = str(b.id).trim();
    if (!id) return error500('ID不能为空');
    const v = validateSpot(b, false);
    if (typeof v === 'string') return error500(v);
    if (!byId(id)) return error500('未找到对应数据');
    const entries = Object.entries(v) as [keyof SpotValues, unknown][];
    const sets = [...entries.map(([k]) => `${COLS[k]} = ?`), 'update_by = ?', 'update_time = ?'];
    ctx.sc.run(`UPDATE hscz_spot_base SET ${sets.join(', ')} WHERE id = ?`, [...entries.map(([, x]) => x), req.user.username, fmtDateTime(), id]);
    ctx.sc.bumpTable('hscz_spot_base');
    return okMsg('编辑成功!');
  };
  app.put(`${base}/edit`, { config: { perm: 'spot:edit' } }, edit);
  app.post(`${base}/edit`, { config: { perm: 'spot:edit' } }, edit);

  app.delete(`${base}/delete`, { config: { perm: 'spot:delete' } }, async (req) => {
    const id = str(queryOf(req).id).trim();
    const r = ctx.sc.run('DELETE FROM hscz_spot_base WHERE id = ?', [id]);
    if (r.changes === 0) return error500('未找到对应数据');
    ctx.sc.bumpTable('hscz_spot_base');
    return okMsg('删除成功!');
  });

  app.delete(`${base}/deleteBatch`, { config: { perm: 'spot:deleteBatch' } }, async (req) => {
    const ids = [...new Set(str(queryOf(req).ids).split(',').map((s) => s.trim()).filter(Boolean))];
    if (ids.length === 0) return error500('参数不识别！');
    const r = ctx.sc.run(`DELETE FROM hscz_spot_base WHERE id IN (${ids.map(() => '?').join(',')})`, ids);
    if (r.changes === 0) return error500('未找到对应数据');
    ctx.sc.bumpTable('hscz_spot_base');
    return okMsg('批量删除成功!');
  });

  app.get(`${base}/exportXls`, { config: { perm: ['spot:list', 'spot:export'] } }, async (req, reply) => {
    const rows = runAll<Record<string, unknown>>(ctx.sc, HSCZ_SPOT_BASE, queryOf(req));
    const buf = writeXls('景区列表', null, [
      { header: '景区名称', value: (r) => r.spotname as string, width: 28 },
      { header: '景区简称', value: (r) => r.spotshortname as string },
      { header: '商铺数量', value: (r) => r.shopnum as number },
      { header: '是否发布', value: (r) => (r.isrelease === '1' ? '已发布' : '未发布'), width: 10 },
      { header: '排序', value: (r) => r.showorder as number, width: 8 },
      { header: '图片', value: (r) => r.imageurl as string, width: 30 },
    ], rows);
    return reply.type(XLS_TYPE).header('Content-Disposition', attachment('景区列表.xls')).send(buf);
  });

  app.post(`${base}/importExcel`, { config: { perm: 'spot:import' } }, async (req) => {
    if (!req.isMultipart()) return error500('文件导入失败:请上传Excel文件');
    const file = await req.file();
    if (!file) return error500('文件导入失败:请上传Excel文件');
    const buf = await file.toBuffer();
    let sheet: string[][];
    try {
      sheet = readSheet(buf);
    } catch (e) {
      return error500(`文件导入失败:${(e as Error).message}`);
    }
    const headerIdx = sheet.slice(0, 5).findIndex((r) => r.includes('景区名称'));
    if (headerIdx < 0) return error500('文件导入失败:未找到表头“景区名称”');
    const header = sheet[headerIdx].map((h) => IMPORT_HEADERS[h]);
    const dataRows = sheet.slice(headerIdx + 1).filter((r) => r.some((c) => c !== ''));
    const errors: string[] = [];
    let success = 0;
    ctx.db.sqlite.transaction(() => {
      dataRows.forEach((cells, i) => {
        const b: Record<string, unknown> = {};
        header.forEach((key, c) => {
          if (!key) return;
          let val: unknown = cells[c] ?? '';
          if (key === 'isrelease') val = val === '已发布' ? '1' : val === '未发布' ? '0' : val;
          b[key] = val;
        });
        const v = validateSpot(b, true);
        if (typeof v === 'string') errors.push(`第 ${i + 1} 行：${v}`);
        else {
          insertSpot(ctx, v, req.user.username, req.user.org_code);
          success += 1;
        }
      });
    })();
    if (success) ctx.sc.bumpTable('hscz_spot_base');
    const total = dataRows.length;
    if (errors.length === 0) return okMsg(`共${total}行数据全部导入成功！`);
    const day = fmtCompactDate();
    const fileName = `spotImportExcelErrorLog${fmtCompactDateTime()}${randomInt(0, 10000)}.txt`;
    const dir = join(ctx.uploadDir, 'logs', day);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, fileName), `${errors.join('\n')}\n`, 'utf8');
    return raw(true, '文件导入成功，但有错误。', 201, {
      totalCount: total,
      errorCount: errors.length,
      successCount: success,
      msg: `总上传行数：${total}，已导入行数：${success}，错误行数：${errors.length}`,
      fileUrl: `/sys/common/static/logs/${day}/${fileName}`,
      fileName,
    });
  });
}
