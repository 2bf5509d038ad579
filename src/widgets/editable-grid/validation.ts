import type { GridColumn, GridRow, GridRule, RuleContext } from './types';

/** Pattern shortcuts of spec/widgets.md §5. Any other pattern string is used as a regular expression. */
export const PATTERN_SHORTCUTS: Record<string, RegExp> = {
  'n6-16': /^\d{6,16}$/,
  '*6-16': /^[\s\S]{6,16}$/,
  's6-18': /^[a-zA-Z]{6,18}$/,
  url: /^(https?|ftp):\/\/[\w-]+(\.[\w-]+)+([\w\-.,@?^=%&:/~+#]*[\w\-@?^=%&/~+#])?$/,
  e: /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/,
  m: /^1[3-9]\d{9}$/,
  p: /^[1-9]\d{5}$/,
  s: /^[a-zA-Z]+$/,
  n: /^[-+]?\d+(\.\d+)?$/,
  z: /^[-+]?\d+$/,
  money: /^[-+]?\d+(\.\d{1,2})?$/,
};

export function isEmptyValue(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  return false;
}

/** Replaces `${prop}` with the column's property (`${title}不能为空` → `名称不能为空`). */
export function fillPlaceholders(text: string, column: GridColumn): string {
  return text.replace(/\$\{(\w+)\}/g, (_m, name: string) => {
    const v = (column as unknown as Record<string, unknown>)[name];
    return v === undefined || v === null ? '' : String(v);
  });
}

/** The regular expression a pattern stands for, or null for `*` / `only` (handled as required / unique). */
export function patternRegExp(pattern: string | RegExp): RegExp | null {
  if (pattern instanceof RegExp) return pattern;
  if (pattern === '*' || pattern === 'only') return null;
  return PATTERN_SHORTCUTS[pattern] ?? new RegExp(pattern);
}

const DEFAULT_MESSAGES = {
  required: '${title}不能为空',
  unique: '${title}不能重复',
  pattern: '${title}格式不正确',
  handler: '${title}校验未通过',
};

/** Text used when comparing values for `unique`. */
export function uniqueKey(v: unknown): string {
  if (Array.isArray(v)) return v.join(',');
  return String(v).trim();
}

/**
 * Checks one cell against its column's rules in order and resolves the first failure's message (placeholders
 * filled), or null when every rule passes. `columnValues` are the values of the same column in the other live rows
 * (used by `unique`).
 */
export async function validateCell(
  column: GridColumn,
  row: GridRow,
  value: unknown,
  columnValues: () => unknown[],
  trigger: RuleContext['trigger'],
): Promise<string | null> {
  const rules: GridRule[] = column.validateRules ?? [];
  const empty = isEmptyValue(value);
  for (const rule of rules) {
    const msg = (kind: keyof typeof DEFAULT_MESSAGES) => fillPlaceholders(rule.message ?? DEFAULT_MESSAGES[kind], column);
    if (rule.required || rule.pattern === '*') {
      if (empty) return msg('required');
    }
    if (rule.unique || rule.pattern === 'only') {
      if (!empty) {
        const key = uniqueKey(value);
        let count = 1;
        for (const v of columnValues()) if (!isEmptyValue(v) && uniqueKey(v) === key) count++;
        if (count >= 2) return msg('unique');
      }
    }
    if (rule.pattern !== undefined && rule.pattern !== '') {
      const re = patternRegExp(rule.pattern);
      if (re && !empty) {
        re.lastIndex = 0;
        if (!re.test(String(value))) return msg('pattern');
      }
    }
    if (rule.handler) {
      const r = await rule.handler({ trigger, value, row, column });
      if (r === false) return msg('handler');
      if (typeof r === 'string') return fillPlaceholders(r, column);
    }
  }
  return null;
}
