import { describe, expect, it } from 'vitest';
import { describeCron, formatCron, nearestWorkday, nextFireTimes, parseCron, type CronModel } from '@/lib/cron';

const model = (expr: string): CronModel => {
  const r = parseCron(expr);
  if (!r.ok) throw new Error(`${expr}: ${JSON.stringify(r.errors)}`);
  return r.model;
};
const fmt = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${[d.getHours(), d.getMinutes(), d.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':')}`;
const next5 = (expr: string, from: Date) => nextFireTimes(model(expr), from, 5).map(fmt);

describe('parse ↔ format round trips, every mode of every field', () => {
  it.each([
    // seconds / minutes / hours: every, increment, specific, range
    ['* * * * * ? *', { second: { mode: 'every' } }],
    ['0/15 * * * * ? *', { second: { mode: 'increment', start: 0, step: 15 } }],
    ['1,5,30 * * * * ? *', { second: { mode: 'specific', values: [1, 5, 30] } }],
    ['10-20 * * * * ? *', { second: { mode: 'range', from: 10, to: 20 } }],
    ['0 5/60 * * * ? *', { minute: { mode: 'increment', start: 5, step: 60 } }],
    ['0 0-59 * * * ? *', { minute: { mode: 'range', from: 0, to: 59 } }],
    ['0 0 3/4 * * ? *', { hour: { mode: 'increment', start: 3, step: 4 } }],
    ['0 0 8-18 * * ? *', { hour: { mode: 'range', from: 8, to: 18 } }],
    ['0 0 0,12,23 * * ? *', { hour: { mode: 'specific', values: [0, 12, 23] } }],
    // day of month
    ['0 0 0 * * ? *', { day: { mode: 'every' } }],
    ['0 0 0 1/3 * ? *', { day: { mode: 'dayIncrement', start: 1, step: 3 } }],
    ['0 0 0 1,15,31 * ? *', { day: { mode: 'days', values: [1, 15, 31] } }],
    ['0 0 0 5-10 * ? *', { day: { mode: 'dayRange', from: 5, to: 10 } }],
    ['0 0 0 L * ? *', { day: { mode: 'lastDay' } }],
    ['0 0 0 LW * ? *', { day: { mode: 'lastWorkday' } }],
    ['0 0 0 L-3 * ? *', { day: { mode: 'beforeEnd', offset: 3 } }],
    ['0 0 0 15W * ? *', { day: { mode: 'nearestWorkday', day: 15 } }],
    // day of week
    ['0 0 0 ? * 2/2 *', { day: { mode: 'weekIncrement', start: 2, step: 2 } }],
    ['0 0 0 ? * 1,7 *', { day: { mode: 'weekdays', values: [1, 7] } }],
    ['0 0 0 ? * 2-6 *', { day: { mode: 'weekRange', from: 2, to: 6 } }],
    ['0 0 0 ? * 6L *', { day: { mode: 'lastWeekday', weekday: 6 } }],
    ['0 0 0 ? * 2#1 *', { day: { mode: 'nthWeekday', weekday: 2, nth: 1 } }],
    ['0 0 0 ? * 7#5 *', { day: { mode: 'nthWeekday', weekday: 7, nth: 5 } }],
    // month and year
    ['0 0 0 * 1/3 ? *', { month: { mode: 'increment', start: 1, step: 3 } }],
    ['0 0 0 * 1,6,12 ? *', { month: { mode: 'specific', values: [1, 6, 12] } }],
    ['0 0 0 * 3-5 ? *', { month: { mode: 'range', from: 3, to: 5 } }],
    ['0 0 0 * * ? 2025', { year: { mode: 'specific', values: [2025] } }],
    ['0 0 0 * * ? 2019-2119', { year: { mode: 'range', from: 2019, to: 2119 } }],
    ['0 0 0 * * ? 2020/99', { year: { mode: 'increment', start: 2020, step: 99 } }],
  ])('%s', (expr, part) => {
    const m = model(expr);
    expect(m).toMatchObject(part);
    expect(formatCron(m)).toBe(expr);
  });

  it('understands names, a missing year and */n', () => {
    expect(formatCron(model('0 0 12 ? JAN,JUL MON-FRI'))).toBe('0 0 12 ? 1,7 2-6 *');
    expect(formatCron(model('*/10 * * * * ?'))).toBe('0/10 * * * * ? *');
  });
});

describe('bounds and explanations', () => {
  it.each([
    ['60 * * * * ? *', '秒', '秒：取值 60 超出范围 0-59'],
    ['0 60 * * * ? *', '分', '分：取值 60 超出范围 0-59'],
    ['0 0/61 * * * ? *', '分', '分：间隔 61 超出范围 1-60'],
    ['0 0 24 * * ? *', '时', '时：取值 24 超出范围 0-23'],
    ['0 0 0 0 * ? *', '日', '日：取值 0 超出范围 1-31'],
    ['0 0 0 32 * ? *', '日', '日：取值 32 超出范围 1-31'],
    ['0 0 0 * 13 ? *', '月', '月：取值 13 超出范围 1-12'],
    ['0 0 0 * 0 ? *', '月', '月：取值 0 超出范围 1-12'],
    ['0 0 0 ? * 8 *', '周', '周：取值 8 超出范围 1-7'],
    ['0 0 0 ? * 1/8 *', '周', '周：间隔 8 超出范围 1-7'],
    ['0 0 0 ? * 2#6 *', '周', '周：第几周 6 超出范围 1-5'],
    ['0 0 0 ? * 2#0 *', '周', '周：第几周 0 超出范围 1-5'],
    ['0 0 0 * * ? 2018', '年', '年：取值 2018 超出范围 2019-2119'],
    ['0 0 0 * * ? 2120', '年', '年：取值 2120 超出范围 2019-2119'],
    ['0 0 0 * * ? 2020/100', '年', '年：间隔 100 超出范围 1-99'],
    ['0 0 0 * * ? 2020/0', '年', '年：间隔 0 超出范围 1-99'],
    ['0 0 10-5 * * ? *', '时', '时：起始值 10 不能大于结束值 5'],
    ['0 0 0 * * * *', '日', '日和周必须有一个为“?”（不能同时指定日和周）'],
    ['0 0 0 ? * ? *', '日', '日和周不能同时为“?”，其中一个需要指定'],
    ['0 0 x * * ? *', '时', '时：无法识别“x”'],
  ])('%s → %s', (expr, field, message) => {
    const r = parseCron(expr);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toContainEqual({ field, message });
  });

  it('reports the part count', () => {
    const r = parseCron('0 0 0 * *');
    expect(r).toEqual({ ok: false, errors: [{ field: '表达式', message: '表达式应有 7 个部分（秒 分 时 日 月 周 年），实际为 5 个' }] });
  });

  it('accepts the edges of every bound', () => {
    for (const e of ['59 59 23 31 12 ? 2119', '0 0 0 1 1 ? 2019', '0 0/60 0 ? * 7/7 2019/99', '0 0 0 ? * 1#5 *']) expect(parseCron(e).ok).toBe(true);
  });
});

describe('Chinese description', () => {
  it.each([
    ['0 0 2 * * ? *', '每天 02:00:00 执行'],
    ['0 0 12 LW * ? *', '每月最后一个工作日 12:00:00 执行'],
    ['0 30 9 ? * 2-6 *', '每周周一至周五 09:30:00 执行'],
    ['0 0 10 ? * 6#3 *', '每月第3个周五 10:00:00 执行'],
    ['0 0 10 ? * 2L *', '每月最后一个周一 10:00:00 执行'],
    ['0 0 8 L * ? *', '每月最后一天 08:00:00 执行'],
    ['0 0 8 L-2 * ? *', '每月最后一天的前2天 08:00:00 执行'],
    ['0 0 8 15W * ? *', '每月离15号最近的工作日 08:00:00 执行'],
    ['0 0 8 1,15 * ? *', '每月1号、15号 08:00:00 执行'],
    ['0 0 8 L 1,7 ? *', '1月、7月最后一天 08:00:00 执行'],
    ['0 0 8 * * ? 2026', '2026年每天 08:00:00 执行'],
    ['0 0/5 * * * ? *', '每天 每小时从0分开始每5分钟0秒 执行'],
  ])('%s → %s', (expr, text) => {
    expect(describeCron(model(expr))).toBe(text);
  });
});

describe('next 5 fire times', () => {
  const from = new Date(2025, 0, 1, 0, 0, 0); // Wed 1 Jan 2025, local time

  it.each([
    ['0 0 2 * * ? *', ['2025-01-01 02:00:00', '2025-01-02 02:00:00', '2025-01-03 02:00:00', '2025-01-04 02:00:00', '2025-01-05 02:00:00']],
    ['0 0 12 L * ? *', ['2025-01-31 12:00:00', '2025-02-28 12:00:00', '2025-03-31 12:00:00', '2025-04-30 12:00:00', '2025-05-31 12:00:00']],
    // last workday: May 2025 ends on Saturday → Fri 30; Aug 2025 ends Sunday → Fri 29
    ['0 0 12 LW * ? *', ['2025-01-31 12:00:00', '2025-02-28 12:00:00', '2025-03-31 12:00:00', '2025-04-30 12:00:00', '2025-05-30 12:00:00']],
    ['0 0 9 L-3 * ? *', ['2025-01-28 09:00:00', '2025-02-25 09:00:00', '2025-03-28 09:00:00', '2025-04-27 09:00:00', '2025-05-28 09:00:00']],
    // 1W: 1 Feb 2025 is Saturday → Monday 3 Feb; 1 Jun 2025 is Sunday → Mon 2 Jun; 1 Mar 2025 Saturday → Mon 3
    ['0 0 9 1W * ? *', ['2025-01-01 09:00:00', '2025-02-03 09:00:00', '2025-03-03 09:00:00', '2025-04-01 09:00:00', '2025-05-01 09:00:00']],
    // 15W: 15 Feb 2025 Saturday → Fri 14; 15 Jun 2025 Sunday → Mon 16
    ['0 0 9 15W 2,3,6 ? *', ['2025-02-14 09:00:00', '2025-03-14 09:00:00', '2025-06-16 09:00:00', '2026-02-16 09:00:00', '2026-03-16 09:00:00']],
    // 31W in months with 30 days never fires; 31 Aug 2025 is Sunday → Friday 29
    ['0 0 9 31W 4,8 ? *', ['2025-08-29 09:00:00', '2026-08-31 09:00:00', '2027-08-31 09:00:00', '2028-08-31 09:00:00', '2029-08-31 09:00:00']],
    // 2#1 = first Monday
    ['0 0 10 ? * 2#1 *', ['2025-01-06 10:00:00', '2025-02-03 10:00:00', '2025-03-03 10:00:00', '2025-04-07 10:00:00', '2025-05-05 10:00:00']],
    // 6#5 = fifth Friday (only some months)
    ['0 0 10 ? * 6#5 *', ['2025-01-31 10:00:00', '2025-05-30 10:00:00', '2025-08-29 10:00:00', '2025-10-31 10:00:00', '2026-01-30 10:00:00']],
    // 6L = last Friday
    ['0 0 18 ? * 6L *', ['2025-01-31 18:00:00', '2025-02-28 18:00:00', '2025-03-28 18:00:00', '2025-04-25 18:00:00', '2025-05-30 18:00:00']],
    ['0 0/20 9 ? * 2-6 *', ['2025-01-01 09:00:00', '2025-01-01 09:20:00', '2025-01-01 09:40:00', '2025-01-02 09:00:00', '2025-01-02 09:20:00']],
    ['30 15 10 29 2 ? *', ['2028-02-29 10:15:30', '2032-02-29 10:15:30', '2036-02-29 10:15:30', '2040-02-29 10:15:30', '2044-02-29 10:15:30']],
  ])('%s', (expr, expected) => {
    expect(next5(expr, from)).toEqual(expected);
  });

  it('is strictly after the start and stops when the schedule ends', () => {
    expect(next5('0 0 0 1 1 ? 2026', new Date(2026, 0, 1, 0, 0, 0))).toEqual([]);
    expect(next5('0 0 0 1 1 ? 2026', new Date(2025, 11, 31, 23, 59, 59))).toEqual(['2026-01-01 00:00:00']);
  });

  it('nearest workday helper', () => {
    expect(nearestWorkday(2025, 1, 1)).toBe(3); // Sat 1 Feb → Mon 3
    expect(nearestWorkday(2025, 7, 31)).toBe(29); // Sun 31 Aug → Fri 29
    expect(nearestWorkday(2025, 3, 31)).toBeUndefined(); // April has 30 days
  });
});
