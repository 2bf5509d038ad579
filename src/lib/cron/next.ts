import { BOUNDS, type CronModel, type DaySpec, type SimpleField } from './model';

/** The values a general field allows, ascending, within [min, max]. */
export function expand(f: SimpleField, min: number, max: number): number[] {
  switch (f.mode) {
    case 'every':
      return range(min, max);
    case 'increment': {
      const out: number[] = [];
      for (let v = f.start; v <= max; v += f.step) out.push(v);
      return out;
    }
    case 'specific':
      return f.values.filter((v) => v >= min && v <= max);
    case 'range':
      return range(Math.max(f.from, min), Math.min(f.to, max));
  }
}

function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let v = a; v <= b; v++) out.push(v);
  return out;
}

const lastDayOf = (y: number, m0: number) => new Date(y, m0 + 1, 0).getDate();
/** Quartz day of week: 1 = Sunday … 7 = Saturday. */
const qdow = (y: number, m0: number, d: number) => new Date(y, m0, d).getDay() + 1;
const isWorkday = (y: number, m0: number, d: number) => {
  const w = new Date(y, m0, d).getDay();
  return w >= 1 && w <= 5;
};

/** The day of month Quartz's `nW` fires on in that month, or undefined when n is past the month's end. */
export function nearestWorkday(y: number, m0: number, n: number): number | undefined {
  const last = lastDayOf(y, m0);
  if (n > last) return undefined;
  const w = new Date(y, m0, n).getDay();
  if (w === 6) return n === 1 ? 3 : n - 1; // Saturday → Friday, or Monday the 3rd when the 1st
  if (w === 0) return n === last ? n - 2 : n + 1; // Sunday → Monday, or Friday when the month ends
  return n;
}

/** Does the day spec select this date? */
export function dayMatches(d: DaySpec, y: number, m0: number, day: number): boolean {
  const last = lastDayOf(y, m0);
  const dow = qdow(y, m0, day);
  switch (d.mode) {
    case 'every':
      return true;
    case 'dayIncrement':
      return day >= d.start && (day - d.start) % d.step === 0;
    case 'days':
      return d.values.includes(day);
    case 'dayRange':
      return day >= d.from && day <= d.to;
    case 'lastDay':
      return day === last;
    case 'lastWorkday': {
      let w = last;
      while (!isWorkday(y, m0, w)) w--;
      return day === w;
    }
    case 'beforeEnd':
      return day === last - d.offset;
    case 'nearestWorkday':
      return nearestWorkday(y, m0, d.day) === day;
    case 'weekIncrement':
      return dow >= d.start && (dow - d.start) % d.step === 0;
    case 'weekdays':
      return d.values.includes(dow);
    case 'weekRange':
      return dow >= d.from && dow <= d.to;
    case 'lastWeekday':
      return dow === d.weekday && day + 7 > last;
    case 'nthWeekday':
      return dow === d.weekday && Math.ceil(day / 7) === d.nth;
  }
}

/**
 * The next `count` fire times strictly after `from` (local time), searching up to the last year the builder
 * allows (2119). Fewer are returned when the schedule ends.
 */
export function nextFireTimes(m: CronModel, from: Date, count = 5): Date[] {
  const out: Date[] = [];
  const seconds = expand(m.second, 0, 59);
  const minutes = expand(m.minute, 0, 59);
  const hours = expand(m.hour, 0, 23);
  const months = expand(m.month, 1, 12);
  const years = expand(m.year, Math.max(BOUNDS.year.min, from.getFullYear()), BOUNDS.year.max);
  if (!seconds.length || !minutes.length || !hours.length) return out;
  const fromMs = from.getTime();
  const startDay = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  for (const y of years) {
    for (const mo of months) {
      const m0 = mo - 1;
      if (new Date(y, m0 + 1, 0) < startDay) continue;
      const last = lastDayOf(y, m0);
      for (let d = 1; d <= last; d++) {
        if (new Date(y, m0, d) < startDay) continue;
        if (!dayMatches(m.day, y, m0, d)) continue;
        for (const h of hours)
          for (const mi of minutes)
            for (const s of seconds) {
              const t = new Date(y, m0, d, h, mi, s);
              // A wall time skipped by a DST change normalises to another hour: not a real fire time.
              if (t.getHours() !== h || t.getTime() <= fromMs) continue;
              out.push(t);
              if (out.length >= count) return out;
            }
      }
    }
  }
  return out;
}
