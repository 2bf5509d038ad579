/**
 * Quartz cron model: 7 parts `second minute hour day-of-month month day-of-week year`, each field in one of the
 * builder's modes (spec widgets §4). Day-of-month and day-of-week are one "day" choice: exactly one of them is `?`.
 */

export type SimpleFieldName = 'second' | 'minute' | 'hour' | 'month' | 'year';
export type FieldName = SimpleFieldName | 'day' | 'week';

/** Mode 1 every, 2 increment start/step, 3 specific values, 4 range. */
export type SimpleField =
  | { mode: 'every' }
  | { mode: 'increment'; start: number; step: number }
  | { mode: 'specific'; values: number[] }
  | { mode: 'range'; from: number; to: number };

/** Day of week numbers are Quartz's: 1 = Sunday … 7 = Saturday. */
export type DaySpec =
  | { mode: 'every' }
  | { mode: 'dayIncrement'; start: number; step: number }
  | { mode: 'days'; values: number[] }
  | { mode: 'dayRange'; from: number; to: number }
  | { mode: 'lastDay' }
  | { mode: 'lastWorkday' }
  | { mode: 'beforeEnd'; offset: number }
  | { mode: 'nearestWorkday'; day: number }
  | { mode: 'weekIncrement'; start: number; step: number }
  | { mode: 'weekdays'; values: number[] }
  | { mode: 'weekRange'; from: number; to: number }
  | { mode: 'lastWeekday'; weekday: number }
  | { mode: 'nthWeekday'; weekday: number; nth: number };

export interface CronModel {
  second: SimpleField;
  minute: SimpleField;
  hour: SimpleField;
  day: DaySpec;
  month: SimpleField;
  year: SimpleField;
}

export interface Bounds {
  min: number;
  max: number;
  /** Largest increment step. */
  maxStep: number;
  label: string;
}

/** Field bounds (spec widgets §5). */
export const BOUNDS: Record<SimpleFieldName | 'day' | 'week', Bounds> = {
  second: { min: 0, max: 59, maxStep: 60, label: '秒' },
  minute: { min: 0, max: 59, maxStep: 60, label: '分' },
  hour: { min: 0, max: 23, maxStep: 24, label: '时' },
  day: { min: 1, max: 31, maxStep: 31, label: '日' },
  month: { min: 1, max: 12, maxStep: 12, label: '月' },
  week: { min: 1, max: 7, maxStep: 7, label: '周' },
  year: { min: 2019, max: 2119, maxStep: 99, label: '年' },
};

/** nth weekday of the month (d#n): 1–5. */
export const NTH_MIN = 1;
export const NTH_MAX = 5;

export const WEEKDAY_NAMES = ['', '周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** Fires every day at 00:00:00 — the builder's starting point. */
export function defaultCronModel(): CronModel {
  return {
    second: { mode: 'specific', values: [0] },
    minute: { mode: 'specific', values: [0] },
    hour: { mode: 'specific', values: [0] },
    day: { mode: 'every' },
    month: { mode: 'every' },
    year: { mode: 'every' },
  };
}
