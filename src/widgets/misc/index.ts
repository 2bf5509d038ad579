export { batchDelete, deleteOne, assertListUrl, BATCH_DELETE_MESSAGES, type ListUrls } from './batch-delete';
export { duplicateCheckRule, codeRuleCheckRule, checkDuplicate, checkByRuleCode } from './validators';
export { default as Ellipsis, ellipsisText, ELLIPSIS_DEFAULT_LENGTH } from './Ellipsis';
export { default as ThousandsNumber, formatThousands } from './ThousandsNumber';
export { default as DetailGrid, clampColumns, type DetailItem } from './DetailGrid';
export { default as ContextMenu, type ContextMenuItem } from './ContextMenu';
export { default as JModal, type JModalProps } from './JModal';
export { default as ListSearchForm, type ListSearchFormProps } from './ListSearchForm';
