export * from './model';
export { parseCron, parseSimple, type CronError, type ParseResult } from './parse';
export { formatCron, formatSimple, formatDay } from './format';
export { describeCron } from './describe';
export { nextFireTimes, dayMatches, nearestWorkday, expand } from './next';
