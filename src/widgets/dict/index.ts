export { useDict, optionText, DICT_CODE_EMPTY, type DictState } from './use-dict';
export { DictSelect, DictRadio, type DictSelectProps } from './DictSelect';
export { DictMultiSelect, splitMulti, MULTI_SEPARATOR, type DictMultiSelectProps } from './DictMultiSelect';
export {
  DictSearchSelect,
  DictAsyncSearchSelect,
  loadDictItemLabels,
  ASYNC_SEARCH_DEBOUNCE_MS,
  FORM_SEARCH_DEBOUNCE_MS,
  SEARCH_EMPTY_TEXT,
  SEARCH_PROMPT_TEXT,
  type DictSearchSelectProps,
} from './DictSearchSelect';
export { DictTreeSelect, toTreeNodes, type TreeSelectModel, type DictTreeSelectProps } from './DictTreeSelect';
export { DictSwitch, SWITCH_DEFAULT_OPTIONS, type DictSwitchProps } from './DictSwitch';
export { AreaLinkage, loadAreaTree, areaPath, type AreaLinkageProps, type AreaOption } from './AreaLinkage';
export { isValidTreeCondition, CATEGORY_CONDITION_ERROR, TREE_DICT_CONDITION_ERROR } from './tree-condition';
