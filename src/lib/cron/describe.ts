import { WEEKDAY_NAMES, type CronModel, type DaySpec, type SimpleField } from './model';

const pad = (n: number) => String(n).padStart(2, '0');
const list = (ns: number[], unit = '') => ns.map((n) => `${n}${unit}`).join('、');
const weekList = (ns: number[]) => ns.map((n) => WEEKDAY_NAMES[n]).join('、');

function timePart(f: SimpleField, unit: string, everyText: string, stepUnit: string): string {
  switch (f.mode) {
    case 'every':
      return everyText;
    case 'increment':
      return `从${f.start}${unit}开始每${f.step}${stepUnit}`;
    case 'specific':
      return `${list(f.values)}${unit}`;
    case 'range':
      return `${f.from}${unit}到${f.to}${unit}每${stepUnit}`;
  }
}

function single(f: SimpleField): number | undefined {
  return f.mode === 'specific' && f.values.length === 1 ? f.values[0] : undefined;
}

function describeTime(m: CronModel): string {
  const h = single(m.hour);
  const mi = single(m.minute);
  const s = single(m.second);
  if (h !== undefined && mi !== undefined && s !== undefined) return `${pad(h)}:${pad(mi)}:${pad(s)}`;
  return [timePart(m.hour, '点', '每小时', '小时'), timePart(m.minute, '分', '每分钟', '分钟'), timePart(m.second, '秒', '每秒', '秒')].join('');
}

function describeDay(d: DaySpec): string {
  switch (d.mode) {
    case 'every':
      return '每天';
    case 'dayIncrement':
      return `每月从${d.start}号开始每${d.step}天`;
    case 'days':
      return `每月${list(d.values, '号')}`;
    case 'dayRange':
      return `每月${d.from}号到${d.to}号每天`;
    case 'lastDay':
      return '每月最后一天';
    case 'lastWorkday':
      return '每月最后一个工作日';
    case 'beforeEnd':
      return `每月最后一天的前${d.offset}天`;
    case 'nearestWorkday':
      return `每月离${d.day}号最近的工作日`;
    case 'weekIncrement':
      return `每周从${WEEKDAY_NAMES[d.start]}开始每${d.step}天`;
    case 'weekdays':
      return `每周的${weekList(d.values)}`;
    case 'weekRange':
      return `每周${WEEKDAY_NAMES[d.from]}至${WEEKDAY_NAMES[d.to]}`;
    case 'lastWeekday':
      return `每月最后一个${WEEKDAY_NAMES[d.weekday]}`;
    case 'nthWeekday':
      return `每月第${d.nth}个${WEEKDAY_NAMES[d.weekday]}`;
  }
}

function describeMonth(f: SimpleField): string {
  switch (f.mode) {
    case 'every':
      return '';
    case 'increment':
      return `从${f.start}月开始每${f.step}个月`;
    case 'specific':
      return `${list(f.values, '月')}`;
    case 'range':
      return `${f.from}月到${f.to}月`;
  }
}

function describeYear(f: SimpleField): string {
  switch (f.mode) {
    case 'every':
      return '';
    case 'increment':
      return `从${f.start}年开始每${f.step}年`;
    case 'specific':
      return `${list(f.values, '年')}`;
    case 'range':
      return `${f.from}年到${f.to}年`;
  }
}

/** A Chinese sentence for the schedule, e.g. `每天 02:00:00 执行`, `每月最后一个工作日 12:00:00 执行`. */
export function describeCron(m: CronModel): string {
  const year = describeYear(m.year);
  const month = describeMonth(m.month);
  let day = describeDay(m.day);
  // Within a restricted month the day text reads "1月最后一天", not "1月每月最后一天".
  if (month && day.startsWith('每月')) day = day.slice(2);
  const date = `${year}${month}${day}`;
  return `${date} ${describeTime(m)} 执行`;
}
