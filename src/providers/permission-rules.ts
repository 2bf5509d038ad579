import type { PermissionEntry } from '@/types/jeecg';

/**
 * JeecgBoot's button / field permission rules (contract §4.4), as pure functions over the `auth` (the operator's own
 * codes) and `allAuth` (every code configured in the system) lists from getUserPermissionByToken.
 */
export interface PermissionSets {
  auth: PermissionEntry[];
  allAuth: PermissionEntry[];
}

const codesOf = (e: PermissionEntry): string[] =>
  (e.action ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const matches = (e: PermissionEntry, code: string) => codesOf(e).includes(code);

/**
 * `v-has`: may the element guarded by `code` be shown? A system code with status "0" is ineffective, so the element
 * stays; otherwise the operator must own the code among their non-"2" entries.
 */
export function hasAuth(code: string, p: PermissionSets): boolean {
  if (p.allAuth.some((e) => e.type !== '2' && e.status === '0' && matches(e, code))) return true;
  return p.auth.some((e) => e.type !== '2' && matches(e, code));
}

/**
 * `disabledAuthFilter`: should the control guarded by a disable-type ("2") code be disabled? Only when the code is
 * configured and effective in the system and the operator does not own it.
 */
export function isDisabledByAuth(code: string, p: PermissionSets): boolean {
  const configured = p.allAuth.filter((e) => e.type === '2' && matches(e, code));
  if (configured.length === 0) return false;
  if (configured.some((e) => e.status === '0')) return false;
  return !p.auth.some((e) => e.type === '2' && matches(e, code));
}

/** Prefix normalisation: `user` and `user:` both mean codes starting with `user:`. */
export function normalisePrefix(pre: string): string {
  return pre.endsWith(':') ? pre : `${pre}:`;
}

/**
 * Field names under `pre` that the operator lacks, for a given strategy type ("1" hide, "2" disable): effective system
 * codes of that type starting with the prefix, minus the operator's own codes of that type.
 */
export function lackedFields(pre: string, type: '1' | '2', p: PermissionSets): string[] {
  const prefix = normalisePrefix(pre);
  const owned = new Set(p.auth.filter((e) => e.type === type).flatMap(codesOf));
  const out: string[] = [];
  for (const e of p.allAuth) {
    if (e.type !== type || e.status !== '1') continue;
    for (const c of codesOf(e)) if (c.startsWith(prefix) && !owned.has(c)) out.push(c.slice(prefix.length));
  }
  return out;
}

/** `colAuthFilter`: removes table columns whose dataIndex/key the operator lacks a type "1" code for. */
export function filterColumnsByAuth<C extends { dataIndex?: unknown; key?: unknown }>(
  columns: C[],
  pre: string | undefined,
  p: PermissionSets,
): C[] {
  if (!pre) return columns;
  const hidden = new Set(lackedFields(pre, '1', p));
  if (hidden.size === 0) return columns;
  return columns.filter((c) => !hidden.has(String(c.dataIndex ?? c.key ?? '')));
}

/**
 * Editable-grid variant: type "1" codes the operator lacks remove the column, type "2" codes disable it.
 */
export function applyEditableColumnAuth<C extends { key: string; disabled?: boolean }>(
  columns: C[],
  pre: string | undefined,
  p: PermissionSets,
): C[] {
  if (!pre) return columns;
  const hidden = new Set(lackedFields(pre, '1', p));
  const disabled = new Set(lackedFields(pre, '2', p));
  return columns.filter((c) => !hidden.has(c.key)).map((c) => (disabled.has(c.key) ? { ...c, disabled: true } : c));
}
