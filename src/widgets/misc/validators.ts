import { getAction } from '@/providers/http';

type Getter<T> = T | (() => T);
const read = <T,>(v: Getter<T>): T => (typeof v === 'function' ? (v as () => T)() : v);

/** Calls GET /sys/duplicate/check; resolves with the server message when the value is taken, else undefined. */
export async function checkDuplicate(tableName: string, fieldName: string, fieldVal: unknown, dataId?: string) {
  if (fieldVal === undefined || fieldVal === null || fieldVal === '') return undefined;
  const res = await getAction('/sys/duplicate/check', { tableName, fieldName, fieldVal, dataId });
  return res.success ? undefined : res.message;
}

/**
 * antd Form rule: the value must not exist yet in `tableName.fieldName` (skipped when empty; the server's message is
 * the error). Pass the edited record's id so its own value is allowed.
 *   rules={[duplicateCheckRule({ tableName: 'sys_user', fieldName: 'username', dataId: () => record?.id })]}
 */
export function duplicateCheckRule(opts: { tableName: string; fieldName: string; dataId?: Getter<string | undefined> }) {
  return {
    validator: async (_: unknown, value: unknown) => {
      const message = await checkDuplicate(opts.tableName, opts.fieldName, value, opts.dataId ? read(opts.dataId) : undefined);
      if (message !== undefined) throw new Error(message);
    },
  };
}

/** Calls GET /sys/checkRule/checkByCode with the value URL-encoded; resolves with the server message on failure. */
export async function checkByRuleCode(ruleCode: string, value: unknown) {
  if (!ruleCode || value === undefined || value === null || value === '') return undefined;
  const res = await getAction('/sys/checkRule/checkByCode', { ruleCode, value: encodeURIComponent(String(value)) });
  return res.success ? undefined : res.message;
}

/**
 * antd Form rule backed by a server-side coding rule (sys_check_rule).
 *   rules={[codeRuleCheckRule('common')]}
 */
export function codeRuleCheckRule(ruleCode: string) {
  return {
    validator: async (_: unknown, value: unknown) => {
      const message = await checkByRuleCode(ruleCode, value);
      if (message !== undefined) throw new Error(message);
    },
  };
}
