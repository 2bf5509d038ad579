// GET /sys/checkRule/checkByCode (contract §5.8): checks a value against a stored code rule.
import type { FastifyInstance } from 'fastify';
import { error500, okMsg } from '../../lib/envelope.js';
import { queryOf, str } from '../../lib/http.js';
import { ensureWidgetsBSchema } from './category-schema.js';

export interface CheckRuleItem {
  /** how many characters this rule checks, taken in order; `*` checks the whole value */
  digits: string;
  pattern: string;
  message: string;
}

/** The first rule the value breaks, or undefined. */
export function firstFailure(rules: CheckRuleItem[], value: string): CheckRuleItem | undefined {
  let at = 0;
  for (const r of rules) {
    let part: string;
    if (r.digits === '*') part = value;
    else {
      const n = Number.parseInt(r.digits, 10);
      part = value.slice(at, at + n);
      at += n;
    }
    let re: RegExp;
    try {
      re = new RegExp(r.pattern);
    } catch {
      return r;
    }
    if (!re.test(part)) return r;
  }
  return undefined;
}

export default async function checkRuleRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  await ensureWidgetsBSchema(ctx.db);

  app.get('/sys/checkRule/checkByCode', { config: { login: true } }, async (req) => {
    const q = queryOf(req);
    const code = str(q.ruleCode);
    let value = str(q.value);
    try {
      value = decodeURIComponent(value);
    } catch {
      // a value that is not URI-encoded is checked as it is
    }
    const row = ctx.sc.get<{ rule_json: string; rule_name: string; rule_code: string }>('SELECT rule_json, rule_name, rule_code FROM sys_check_rule WHERE rule_code = ?', [code]);
    if (!row) return error500('该编码不存在');
    const rules = JSON.parse(row.rule_json) as CheckRuleItem[];
    const failed = firstFailure(rules, value);
    if (failed) return error500(failed.message, { ruleCode: row.rule_code, ruleName: row.rule_name, ...failed });
    return okMsg('成功');
  });
}
