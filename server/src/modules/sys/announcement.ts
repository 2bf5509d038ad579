// /sys/annountCement (sic) and /sys/sysAnnouncementSend (contract §5.9), with WebSocket pushes on release (§6.1).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import type { UserRow } from '../../lib/auth.js';
import { error500, ok0, okMsg, page, pageParams } from '../../lib/envelope.js';
import { bodyOf, queryOf, str } from '../../lib/http.js';
import { newId } from '../../lib/ids.js';
import { escapeLike, type EntityDef } from '../../lib/jeecg-query.js';
import { runList, selectList } from '../../lib/list.js';
import { fmtDateTime, DATETIME_RE, DATE_RE } from '../../lib/time.js';

export const SYS_ANNOUNCEMENT: EntityDef = {
  table: 'sys_announcement',
  defaultOrder: 'create_time DESC',
  fields: [
    { prop: 'id' }, { prop: 'titile' }, { prop: 'msgContent', filter: false, sort: false },
    { prop: 'startTime', type: 'datetime' }, { prop: 'endTime', type: 'datetime' }, { prop: 'sender' },
    { prop: 'priority', dict: 'priority' }, { prop: 'msgCategory', dict: 'msg_category' }, { prop: 'msgType', dict: 'msg_type' },
    { prop: 'sendStatus', dict: 'send_status' }, { prop: 'sendTime', type: 'datetime' }, { prop: 'cancelTime', type: 'datetime' },
    { prop: 'delFlag', filter: false }, { prop: 'createBy' }, { prop: 'createTime', type: 'datetime' }, { prop: 'updateBy' },
    { prop: 'updateTime', type: 'datetime' }, { prop: 'userIds' }, { prop: 'busType' }, { prop: 'busId' }, { prop: 'openType' },
    { prop: 'openPage' }, { prop: 'msgAbstract', filter: false }, { prop: 'dtTaskId' },
  ],
};

const SELECT = selectList(SYS_ANNOUNCEMENT);
const SELECT_A = selectList(SYS_ANNOUNCEMENT, 'a');

type Row = Record<string, unknown>;

interface Parsed { values: Record<string, unknown>; userIds: string[] | null }

/** Validates an add/edit body; returns the column values to write or a Chinese error message. */
function parseBody(ctx: AppContext, b: Record<string, unknown>, isAdd: boolean, current?: Row): Parsed | string {
  const v: Record<string, unknown> = {};
  const has = (k: string): boolean => b[k] !== undefined && b[k] !== null;
  if (isAdd || has('titile')) {
    const t = str(b.titile).trim();
    if (!t) return '标题不能为空';
    if (t.length > 100) return '标题不能超过100个字符';
    v.titile = t;
  }
  if (has('msgContent')) v.msg_content = str(b.msgContent);
  if (has('msgAbstract')) v.msg_abstract = str(b.msgAbstract);
  for (const [prop, col] of [['startTime', 'start_time'], ['endTime', 'end_time']] as const) {
    if (!has(prop) || str(b[prop]) === '') continue;
    const s = str(b[prop]).trim();
    if (!DATETIME_RE.test(s) && !DATE_RE.test(s)) return '时间格式必须为yyyy-MM-dd HH:mm:ss';
    v[col] = DATE_RE.test(s) ? `${s} 00:00:00` : s;
  }
  if (isAdd || has('priority')) {
    const p = str(b.priority) || 'L';
    if (!['L', 'M', 'H'].includes(p)) return '优先级只能是L、M或H';
    v.priority = p;
  }
  if (isAdd || has('msgCategory')) {
    const c = str(b.msgCategory) || '1';
    if (!['1', '2'].includes(c)) return '消息类型只能是1（通知公告）或2（系统消息）';
    v.msg_category = c;
  }
  if (isAdd || has('msgType')) {
    const t = str(b.msgType) || 'ALL';
    if (!['ALL', 'USER'].includes(t)) return '通告对象类型只能是ALL或USER';
    v.msg_type = t;
  }
  if (has('openType') && str(b.openType) !== '') {
    if (!['url', 'component'].includes(str(b.openType))) return '打开方式只能是url或component';
    v.open_type = str(b.openType);
  }
  for (const [prop, col] of [['openPage', 'open_page'], ['busType', 'bus_type'], ['busId', 'bus_id']] as const) {
    if (has(prop)) v[col] = str(b[prop]);
  }
  const msgType = (v.msg_type as string | undefined) ?? (current?.msgType as string | undefined) ?? 'ALL';
  let userIds: string[] | null = null;
  if (msgType === 'USER') {
    const rawIds = has('userIds') ? str(b.userIds) : str(current?.userIds);
    userIds = [...new Set(rawIds.split(',').map((s) => s.trim()).filter(Boolean))];
    if (userIds.length === 0) return '指定用户时请选择接收用户';
    const found = ctx.sc.all<{ id: string }>(`SELECT id FROM sys_user WHERE del_flag = 0 AND id IN (${userIds.map(() => '?').join(',')})`, userIds);
    if (found.length !== userIds.length) return '接收用户不存在';
    v.user_ids = `${userIds.join(',')},`;
  } else if (has('msgType')) v.user_ids = null;
  return { values: v, userIds };
}

function syncUserSends(ctx: AppContext, anntId: string, userIds: string[] | null, by: string): void {
  if (userIds === null) {
    // ALL announcements get their rows lazily in listByUser; drop rows of former USER targets that were never read
    return;
  }
  const keep = new Set(userIds);
  const existing = ctx.sc.all<{ user_id: string }>('SELECT user_id FROM sys_announcement_send WHERE annt_id = ?', [anntId]);
  for (const e of existing) if (!keep.has(e.user_id)) ctx.sc.run('DELETE FROM sys_announcement_send WHERE annt_id = ? AND user_id = ?', [anntId, e.user_id]);
  const now = fmtDateTime();
  for (const u of userIds) {
    ctx.sc.run(`INSERT OR IGNORE INTO sys_announcement_send (id, annt_id, user_id, read_flag, create_by, create_time) VALUES (?, ?, ?, '0', ?, ?)`,
      [newId(), anntId, u, by, now]);
  }
}

/** Gives the user an unread row for every published ALL announcement they have not got yet. */
export function syncAllSends(ctx: AppContext, user: UserRow): void {
  const now = fmtDateTime();
  const rows = ctx.sc.all<{ id: string }>(
    `SELECT a.id FROM sys_announcement a
      WHERE a.msg_type = 'ALL' AND a.send_status = '1' AND a.del_flag = '0'
        AND (a.end_time IS NULL OR a.end_time >= ?)
        AND NOT EXISTS (SELECT 1 FROM sys_announcement_send s WHERE s.annt_id = a.id AND s.user_id = ?)`,
    [user.create_time ?? '', user.id]);
  for (const r of rows) {
    ctx.sc.run(`INSERT OR IGNORE INTO sys_announcement_send (id, annt_id, user_id, read_flag, create_by, create_time) VALUES (?, ?, ?, '0', ?, ?)`,
      [newId(), r.id, user.id, user.username, now]);
  }
}

function getById(ctx: AppContext, id: string): Row | undefined {
  return ctx.sc.get<Row>(`SELECT ${SELECT} FROM sys_announcement WHERE id = ? AND del_flag = '0'`, [id]);
}

export default async function announcementRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const base = '/sys/annountCement';

  app.get(`${base}/list`, { config: { perm: 'announcement:list' } }, async (req) => {
    const p = runList<Row>(ctx.sc, SYS_ANNOUNCEMENT, queryOf(req), { extraWhere: ["del_flag = '0'"] });
    ctx.dict.decorate(SYS_ANNOUNCEMENT, p.records);
    return ok0(p);
  });

  app.post(`${base}/add`, { config: { perm: 'announcement:add' } }, async (req) => {
    const parsed = parseBody(ctx, bodyOf(req), true);
    if (typeof parsed === 'string') return error500(parsed);
    const id = newId();
    const now = fmtDateTime();
    const v = { id, ...parsed.values, send_status: '0', del_flag: '0', create_by: req.user.username, create_time: now };
    const cols = Object.keys(v);
    ctx.db.sqlite.transaction(() => {
      ctx.sc.run(`INSERT INTO sys_announcement (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`, Object.values(v));
      syncUserSends(ctx, id, parsed.userIds, req.user.username);
    })();
    ctx.sc.bumpTable('sys_announcement');
    return okMsg('添加成功！');
  });

  app.put(`${base}/edit`, { config: { perm: 'announcement:edit' } }, async (req) => {
    const b = bodyOf(req);
    const current = getById(ctx, str(b.id));
    if (!current) return error500('未找到对应实体');
    const parsed = parseBody(ctx, b, false, current);
    if (typeof parsed === 'string') return error500(parsed);
    const v = { ...parsed.values, update_by: req.user.username, update_time: fmtDateTime() };
    ctx.db.sqlite.transaction(() => {
      ctx.sc.run(`UPDATE sys_announcement SET ${Object.keys(v).map((k) => `${k} = ?`).join(', ')} WHERE id = ?`, [...Object.values(v), current.id]);
      if (parsed.userIds) syncUserSends(ctx, String(current.id), parsed.userIds, req.user.username);
      else if (current.msgType === 'USER' && parsed.values.msg_type === 'ALL') {
        ctx.sc.run(`DELETE FROM sys_announcement_send WHERE annt_id = ? AND read_flag = '0'`, [current.id]);
      }
    })();
    ctx.sc.bumpTable('sys_announcement');
    return okMsg('修改成功!');
  });

  app.get(`${base}/queryById`, { config: { login: true } }, async (req) => {
    const row = getById(ctx, str(queryOf(req).id));
    if (!row) return error500('未找到对应实体');
    // operators without the list permission only see what was sent to them
    if (!ctx.auth.can(req.user.id, 'announcement:list')) {
      const visible = row.sendStatus === '1' && (row.msgType === 'ALL'
        || ctx.sc.get('SELECT 1 AS x FROM sys_announcement_send WHERE annt_id = ? AND user_id = ?', [row.id, req.user.id]) !== undefined);
      if (!visible) return error500('未找到对应实体');
    }
    return ok0(row);
  });

  app.get(`${base}/doReleaseData`, { config: { perm: 'announcement:release' } }, async (req) => {
    const row = getById(ctx, str(queryOf(req).id));
    if (!row) return error500('未找到对应实体');
    ctx.sc.run(`UPDATE sys_announcement SET send_status = '1', send_time = ?, sender = ?, update_by = ?, update_time = ? WHERE id = ?`,
      [fmtDateTime(), req.user.username, req.user.username, fmtDateTime(), row.id]);
    ctx.sc.bumpTable('sys_announcement');
    if (row.msgType === 'ALL') {
      ctx.hub.broadcast({ cmd: 'topic', msgId: row.id, msgTxt: row.titile });
    } else {
      const ids = str(row.userIds).split(',').map((s) => s.trim()).filter(Boolean);
      for (const uid of ids) ctx.hub.sendToUser(uid, { cmd: 'user', msgId: row.id, msgTxt: row.titile });
    }
    return okMsg('该系统通知发布成功');
  });

  app.get(`${base}/doReovkeData`, { config: { perm: 'announcement:revoke' } }, async (req) => {
    const row = getById(ctx, str(queryOf(req).id));
    if (!row) return error500('未找到对应实体');
    ctx.sc.run(`UPDATE sys_announcement SET send_status = '2', cancel_time = ?, update_by = ?, update_time = ? WHERE id = ?`,
      [fmtDateTime(), req.user.username, fmtDateTime(), row.id]);
    ctx.sc.bumpTable('sys_announcement');
    return okMsg('该系统通知撤销成功');
  });

  app.get(`${base}/listByUser`, { config: { login: true } }, async (req) => {
    syncAllSends(ctx, req.user);
    const list = (cat: string): { rows: Row[]; total: number } => {
      const where = `FROM sys_announcement a JOIN sys_announcement_send s ON s.annt_id = a.id
        WHERE s.user_id = ? AND s.read_flag = '0' AND a.send_status = '1' AND a.del_flag = '0' AND a.msg_category = ?`;
      const total = ctx.sc.get<{ n: number }>(`SELECT COUNT(*) AS n ${where}`, [req.user.id, cat])?.n ?? 0;
      const rows = ctx.sc.all<Row>(`SELECT ${SELECT_A} ${where} ORDER BY a.send_time DESC, a.id DESC LIMIT 5`, [req.user.id, cat]);
      return { rows, total };
    };
    const annt = list('1');
    const sys = list('2');
    return ok0({ anntMsgList: annt.rows, anntMsgTotal: annt.total, sysMsgList: sys.rows, sysMsgTotal: sys.total });
  });

  app.get('/sys/sysAnnouncementSend/getMyAnnouncementSend', { config: { login: true } }, async (req) => {
    syncAllSends(ctx, req.user);
    const q = queryOf(req);
    const { pageNo, pageSize } = pageParams(q);
    const where = ["s.user_id = ?", "a.send_status = '1'", "a.del_flag = '0'"];
    const params: unknown[] = [req.user.id];
    if (str(q.titile).trim()) { where.push("a.titile LIKE ? ESCAPE '\\'"); params.push(`%${escapeLike(str(q.titile).trim())}%`); }
    if (str(q.sender).trim()) { where.push("a.sender LIKE ? ESCAPE '\\'"); params.push(`%${escapeLike(str(q.sender).trim())}%`); }
    if (str(q.readFlag)) { where.push('s.read_flag = ?'); params.push(str(q.readFlag)); }
    if (str(q.msgCategory)) { where.push('a.msg_category = ?'); params.push(str(q.msgCategory)); }
    if (str(q.busType)) { where.push('a.bus_type = ?'); params.push(str(q.busType)); }
    const from = `FROM sys_announcement_send s JOIN sys_announcement a ON a.id = s.annt_id WHERE ${where.join(' AND ')}`;
    const total = ctx.sc.get<{ n: number }>(`SELECT COUNT(*) AS n ${from}`, params)?.n ?? 0;
    const records = ctx.sc.all<Row>(
      `SELECT s.id AS id, a.id AS anntId, s.user_id AS userId, a.titile AS titile, a.msg_content AS msgContent,
              a.sender AS sender, a.priority AS priority, s.read_flag AS readFlag, a.send_time AS sendTime,
              NULL AS pageNo, NULL AS pageSize, a.msg_category AS msgCategory, a.bus_id AS busId, a.bus_type AS busType,
              a.open_type AS openType, a.open_page AS openPage, NULL AS bizSource, a.msg_abstract AS msgAbstract
         ${from} ORDER BY s.read_flag ASC, a.send_time DESC, a.id DESC LIMIT ? OFFSET ?`,
      [...params, pageSize, (pageNo - 1) * pageSize]);
    return ok0(page(records, total, pageNo, pageSize));
  });

  app.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { config: { login: true } }, async (req) => {
    const anntId = str(bodyOf(req).anntId);
    ctx.sc.run(`UPDATE sys_announcement_send SET read_flag = '1', read_time = ?, update_by = ?, update_time = ? WHERE annt_id = ? AND user_id = ?`,
      [fmtDateTime(), req.user.username, fmtDateTime(), anntId, req.user.id]);
    return ok0(null);
  });

  app.put('/sys/sysAnnouncementSend/readAll', { config: { login: true } }, async (req) => {
    ctx.sc.run(`UPDATE sys_announcement_send SET read_flag = '1', read_time = ?, update_by = ?, update_time = ? WHERE user_id = ? AND read_flag = '0'`,
      [fmtDateTime(), req.user.username, fmtDateTime(), req.user.id]);
    return ok0(null, '全部已读');
  });
}
