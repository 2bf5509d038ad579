import type { CronModel, DaySpec, SimpleField } from './model';

export function formatSimple(f: SimpleField): string {
  switch (f.mode) {
    case 'every':
      return '*';
    case 'increment':
      return `${f.start}/${f.step}`;
    case 'specific':
      return f.values.length ? [...f.values].sort((a, b) => a - b).join(',') : '*';
    case 'range':
      return `${f.from}-${f.to}`;
  }
}

/** [day-of-month, day-of-week]; the unused one is `?`. */
export function formatDay(d: DaySpec): [string, string] {
  switch (d.mode) {
    case 'every':
      return ['*', '?'];
    case 'dayIncrement':
      return [`${d.start}/${d.step}`, '?'];
    case 'days':
      return [d.values.length ? [...d.values].sort((a, b) => a - b).join(',') : '*', '?'];
    case 'dayRange':
      return [`${d.from}-${d.to}`, '?'];
    case 'lastDay':
      return ['L', '?'];
    case 'lastWorkday':
      return ['LW', '?'];
    case 'beforeEnd':
      return [`L-${d.offset}`, '?'];
    case 'nearestWorkday':
      return [`${d.day}W`, '?'];
    case 'weekIncrement':
      return ['?', `${d.start}/${d.step}`];
    case 'weekdays':
      return ['?', d.values.length ? [...d.values].sort((a, b) => a - b).join(',') : '*'];
    case 'weekRange':
      return ['?', `${d.from}-${d.to}`];
    case 'lastWeekday':
      return ['?', `${d.weekday}L`];
    case 'nthWeekday':
      return ['?', `${d.weekday}#${d.nth}`];
  }
}

/** The 7-part Quartz expression of a model. */
export function formatCron(m: CronModel): string {
  const [dom, dow] = formatDay(m.day);
  return [formatSimple(m.second), formatSimple(m.minute), formatSimple(m.hour), dom, formatSimple(m.month), dow, formatSimple(m.year)].join(' ');
}
