/** Error texts of the tree pickers when `condition` is not a JSON object string (spec widgets §5). */
export const CATEGORY_CONDITION_ERROR = '组件JTreeSelect-condition传值有误，需要一个json字符串!';
export const TREE_DICT_CONDITION_ERROR = 'JTreeSelect condition传值有误，需要一个json字符串!';

/** True when `condition` is empty or a JSON string of a plain object (`{"a":"1"}`), as the tree endpoints expect. */
export function isValidTreeCondition(condition: string | undefined | null): boolean {
  if (condition == null || condition === '') return true;
  try {
    const v: unknown = JSON.parse(condition);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}
