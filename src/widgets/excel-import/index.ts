export { default as ImportExcelModal, buildImportForm, isExcelFile, IMPORT_MODAL_WIDTH, IMPORT_TEXT, type ImportExcelModalProps } from './ImportExcelModal';
