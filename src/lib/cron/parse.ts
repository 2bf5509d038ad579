import { BOUNDS, NTH_MAX, NTH_MIN, type Bounds, type CronModel, type DaySpec, type SimpleField } from './model';

export interface CronError {
  /** Field label in Chinese (秒, 分, 时, 日, 月, 周, 年) or 表达式 for the whole. */
  field: string;
  message: string;
}

export type ParseResult = { ok: true; model: CronModel } | { ok: false; errors: CronError[] };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

class FieldError extends Error {}

function replaceNames(raw: string, names: string[]): string {
  let s = raw.toUpperCase();
  names.forEach((n, i) => (s = s.replaceAll(n, String(i + 1))));
  return s;
}

function int(raw: string, b: Bounds, what = '取值'): number {
  if (!/^\d+$/.test(raw)) throw new FieldError(`${b.label}：无法识别“${raw}”，应为整数`);
  const n = Number(raw);
  if (n < b.min || n > b.max) throw new FieldError(`${b.label}：${what} ${n} 超出范围 ${b.min}-${b.max}`);
  return n;
}

function step(raw: string, b: Bounds): number {
  if (!/^\d+$/.test(raw)) throw new FieldError(`${b.label}：间隔“${raw}”应为整数`);
  const n = Number(raw);
  if (n < 1 || n > b.maxStep) throw new FieldError(`${b.label}：间隔 ${n} 超出范围 1-${b.maxStep}`);
  return n;
}

function sortedUnique(ns: number[]): number[] {
  return [...new Set(ns)].sort((a, b) => a - b);
}

/** Parses one of the four general modes; throws FieldError with a Chinese explanation. */
export function parseSimple(raw: string, b: Bounds): SimpleField {
  if (raw === '*') return { mode: 'every' };
  if (raw.includes('/')) {
    const [s, st, extra] = raw.split('/');
    if (extra !== undefined || st === undefined) throw new FieldError(`${b.label}：无法识别“${raw}”`);
    return { mode: 'increment', start: s === '*' || s === '' ? b.min : int(s, b, '起始值'), step: step(st, b) };
  }
  if (raw.includes('-') && !raw.includes(',')) {
    const [a, z, extra] = raw.split('-');
    if (extra !== undefined) throw new FieldError(`${b.label}：无法识别“${raw}”`);
    const from = int(a, b, '起始值');
    const to = int(z, b, '结束值');
    if (from > to) throw new FieldError(`${b.label}：起始值 ${from} 不能大于结束值 ${to}`);
    return { mode: 'range', from, to };
  }
  if (/^[\d,]+$/.test(raw)) {
    const parts = raw.split(',');
    if (parts.some((p) => p === '')) throw new FieldError(`${b.label}：“${raw}”中有空的取值`);
    return { mode: 'specific', values: sortedUnique(parts.map((p) => int(p, b))) };
  }
  throw new FieldError(`${b.label}：无法识别“${raw}”`);
}

function parseDayOfMonth(raw: string): DaySpec {
  const b = BOUNDS.day;
  if (raw === 'L') return { mode: 'lastDay' };
  if (raw === 'LW') return { mode: 'lastWorkday' };
  let m = /^L-(\d+)$/.exec(raw);
  if (m) {
    const n = Number(m[1]);
    if (n < 1 || n > 30) throw new FieldError(`日：月末前的天数 ${n} 超出范围 1-30`);
    return { mode: 'beforeEnd', offset: n };
  }
  m = /^(\d+)W$/.exec(raw);
  if (m) return { mode: 'nearestWorkday', day: int(m[1], b) };
  if (raw.includes('L') || raw.includes('W') || raw.includes('#')) throw new FieldError(`日：无法识别“${raw}”`);
  const f = parseSimple(raw, b);
  switch (f.mode) {
    case 'every':
      return { mode: 'every' };
    case 'increment':
      return { mode: 'dayIncrement', start: f.start, step: f.step };
    case 'specific':
      return { mode: 'days', values: f.values };
    case 'range':
      return { mode: 'dayRange', from: f.from, to: f.to };
  }
}

function parseDayOfWeek(raw: string): DaySpec {
  const b = BOUNDS.week;
  const s = replaceNames(raw, DAYS);
  let m = /^(\d+)#(\d+)$/.exec(s);
  if (m) {
    const nth = Number(m[2]);
    if (nth < NTH_MIN || nth > NTH_MAX) throw new FieldError(`周：第几周 ${nth} 超出范围 ${NTH_MIN}-${NTH_MAX}`);
    return { mode: 'nthWeekday', weekday: int(m[1], b, '星期'), nth };
  }
  m = /^(\d+)L$/.exec(s);
  if (m) return { mode: 'lastWeekday', weekday: int(m[1], b, '星期') };
  if (s === 'L') return { mode: 'lastWeekday', weekday: 7 };
  if (s.includes('L') || s.includes('#') || s.includes('W')) throw new FieldError(`周：无法识别“${raw}”`);
  const f = parseSimple(s, b);
  switch (f.mode) {
    case 'every':
      return { mode: 'every' };
    case 'increment':
      return { mode: 'weekIncrement', start: f.start, step: f.step };
    case 'specific':
      return { mode: 'weekdays', values: f.values };
    case 'range':
      return { mode: 'weekRange', from: f.from, to: f.to };
  }
}

/**
 * Reverses a Quartz expression into builder modes. Accepts 6 parts (year omitted = every year) or 7; month and
 * weekday names (JAN, MON…) are understood. Errors say which field and why, in Chinese.
 */
export function parseCron(expr: string): ParseResult {
  const parts = (expr ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length !== 6 && parts.length !== 7) {
    return { ok: false, errors: [{ field: '表达式', message: `表达式应有 7 个部分（秒 分 时 日 月 周 年），实际为 ${parts.length} 个` }] };
  }
  const [sec, min, hr, dom, mon, dow, yr = '*'] = parts;
  const errors: CronError[] = [];
  const run = <T,>(field: string, f: () => T): T | undefined => {
    try {
      return f();
    } catch (e) {
      if (e instanceof FieldError) errors.push({ field, message: e.message });
      else throw e;
      return undefined;
    }
  };
  const second = run('秒', () => parseSimple(sec, BOUNDS.second));
  const minute = run('分', () => parseSimple(min, BOUNDS.minute));
  const hour = run('时', () => parseSimple(hr, BOUNDS.hour));
  const month = run('月', () => parseSimple(replaceNames(mon, MONTHS), BOUNDS.month));
  const year = run('年', () => parseSimple(yr, BOUNDS.year));
  let day: DaySpec | undefined;
  if (dom === '?' && dow === '?') errors.push({ field: '日', message: '日和周不能同时为“?”，其中一个需要指定' });
  else if (dom !== '?' && dow !== '?') errors.push({ field: '日', message: '日和周必须有一个为“?”（不能同时指定日和周）' });
  else if (dom === '?') day = run('周', () => parseDayOfWeek(dow));
  else day = run('日', () => parseDayOfMonth(dom));
  if (errors.length || !second || !minute || !hour || !month || !year || !day) return { ok: false, errors };
  return { ok: true, model: { second, minute, hour, day, month, year } };
}
