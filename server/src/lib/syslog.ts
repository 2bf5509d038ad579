import type { AppContext } from './context.js';
import { newId } from './ids.js';
import { fmtDateTime } from './time.js';

export interface LogEntry {
  logType: 1 | 2;
  content: string;
  userid?: string | null;
  username?: string | null;
  ip?: string | null;
  operateType?: number | null;
  method?: string | null;
  requestUrl?: string | null;
  requestType?: string | null;
}

/** Writes one sys_log row (logType 1 = login log, 2 = operation log). */
export function writeLog(ctx: AppContext, e: LogEntry): void {
  ctx.sc.run(
    `INSERT INTO sys_log (id, log_type, log_content, operate_type, userid, username, ip, method, request_url, request_type, cost_time, create_by, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [newId(), e.logType, e.content, e.operateType ?? null, e.userid ?? null, e.username ?? null, e.ip ?? null,
      e.method ?? null, e.requestUrl ?? null, e.requestType ?? null, 0, e.username ?? null, fmtDateTime()],
  );
  ctx.sc.bumpTable('sys_log');
}
