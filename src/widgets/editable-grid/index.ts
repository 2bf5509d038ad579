export { EditableGrid, PAGINATION_DEFAULTS, ROW_HEIGHT, MAX_HEIGHT, INSERT_GUARD_MS, showTotal } from './EditableGrid';
export type { EditableGridProps, SubFormContext } from './EditableGrid';
export { GridModel, DEFAULT_SORT_KEY, newRowId } from './grid-model';
export { validateTables, validateFormAndTables, isValidateFailure } from './validate-tables';
export type { TableCase, ValidatableForm, FormAndTablesFailure } from './validate-tables';
export { PATTERN_SHORTCUTS, validateCell, fillPlaceholders, isEmptyValue, patternRegExp } from './validation';
export {
  formatTags,
  applyTagsInput,
  isNumberInputText,
  parseNumberOnBlur,
  columnWidth,
  columnStatistics,
  DEFAULT_WIDTHS,
} from './cell-rules';
export { VxeSocketClient, vxeSocket, vxeSocketUrl, setVxeSocketFactory, PAGE_ID } from './live-sync';
export { uploadCellFile } from './upload';
export * from './types';
