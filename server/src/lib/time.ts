// Dates on the wire use Jeecg's global Jackson format `yyyy-MM-dd HH:mm:ss` in GMT+8, whatever the host's zone.
// They are stored in that same text form, so lexical order = time order and range filters are plain comparisons.

const OFFSET_MS = 8 * 3600 * 1000;

function iso8(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString();
}

/** `yyyy-MM-dd HH:mm:ss` (GMT+8). */
export function fmtDateTime(ms: number = Date.now()): string {
  const s = iso8(ms);
  return `${s.slice(0, 10)} ${s.slice(11, 19)}`;
}

/** `yyyy-MM-dd` (GMT+8). */
export function fmtDate(ms: number = Date.now()): string {
  return iso8(ms).slice(0, 10);
}

/** `yyyyMMdd` (GMT+8). */
export function fmtCompactDate(ms: number = Date.now()): string {
  return fmtDate(ms).replaceAll('-', '');
}

/** `yyyyMMddHHmmss` (GMT+8). */
export function fmtCompactDateTime(ms: number = Date.now()): string {
  return fmtDateTime(ms).replace(/[- :]/g, '');
}

/** Start of the GMT+8 day containing `ms`, as epoch ms. */
export function startOfDay8(ms: number = Date.now()): number {
  return Math.floor((ms + OFFSET_MS) / 86400000) * 86400000 - OFFSET_MS;
}

export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const DATETIME_RE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
