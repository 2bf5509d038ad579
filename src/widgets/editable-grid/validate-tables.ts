import { VALIDATE_NO_PASSED, type EditableGridApi, type GridData, type ValidateFailure } from './types';

export interface TableCase {
  grid: EditableGridApi | null | undefined;
  /** Key of the tab pane holding the table. */
  paneKey?: string;
}

/**
 * Validates several grids (e.g. sub-tables in tabs) one after another. Stops at the first failing table, switches to
 * its tab and rejects with `{ error: VALIDATE_NO_PASSED, index, paneKey, errMap }`; resolves every table's data.
 * Usage: `await validateTables([{ grid: ref1.current, paneKey: 'a' }, …], setActiveKey)`.
 */
export async function validateTables(cases: TableCase[], switchTab?: (paneKey: string) => void): Promise<GridData[]> {
  const out: GridData[] = [];
  for (let index = 0; index < cases.length; index++) {
    const { grid, paneKey } = cases[index];
    if (!grid) {
      console.warn('validateTables: 第', index, '个表格不存在（未渲染？请给 Tabs 面板设置 forceRender）');
      out.push({ rows: [], deleteIds: [] });
      continue;
    }
    const errMap = await grid.validateTable();
    if (Object.keys(errMap).length > 0) {
      if (paneKey !== undefined && switchTab) switchTab(paneKey);
      const failure: ValidateFailure = { error: VALIDATE_NO_PASSED, index, paneKey, errMap };
      throw failure;
    }
    out.push(grid.getData());
  }
  return out;
}

/** A form that can validate itself (an antd form: `{ validate: () => form.validateFields() }`). */
export interface ValidatableForm<T = unknown> {
  validate: () => Promise<T>;
}

export interface FormAndTablesFailure extends Partial<ValidateFailure> {
  error: typeof VALIDATE_NO_PASSED;
  /** True when the form itself failed. */
  form?: boolean;
  formError?: unknown;
}

/**
 * Validates a main form and its sub-tables (spec §5): throws at once when `form` has no validate function; rejects
 * with a failure naming the pane when the form or any table fails; resolves `{ formValue, tablesValue }`.
 */
export async function validateFormAndTables<T>(
  form: ValidatableForm<T> | null | undefined,
  cases: TableCase[],
  switchTab?: (paneKey: string) => void,
): Promise<{ formValue: T; tablesValue: GridData[] }> {
  if (!form || typeof form.validate !== 'function') {
    throw new Error('validateFormAndTables: 需要一个带 validate 方法的表单对象');
  }
  let formValue: T;
  try {
    formValue = await form.validate();
  } catch (formError) {
    const failure: FormAndTablesFailure = { error: VALIDATE_NO_PASSED, form: true, formError };
    throw failure;
  }
  const tablesValue = await validateTables(cases, switchTab);
  return { formValue, tablesValue };
}

/** Whether a rejection is a validation failure (not a bug). */
export function isValidateFailure(e: unknown): e is ValidateFailure {
  return !!e && typeof e === 'object' && (e as { error?: unknown }).error === VALIDATE_NO_PASSED;
}
