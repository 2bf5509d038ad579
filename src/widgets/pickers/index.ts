export { PickerModal, type PickerModalProps } from './PickerModal';
export { UserByDepartSelect, USER_BY_DEPART_MODAL_WIDTH, type UserByDepartSelectProps } from './UserByDepartSelect';
export { DepartSelect, DEPART_MODAL_WIDTH, type DepartSelectProps } from './DepartSelect';
export { PopupSelect, type PopupSelectProps } from './PopupSelect';
export { ReportPopupModal, type ReportPopupModalProps } from './ReportPopupModal';
export {
  POPUP_CONFIG_ERROR,
  POPUP_COUNT_ERROR,
  POPUP_SELECT_ONE,
  POPUP_CACHE_MS,
  REPORT_POPUP_WIDTH,
  reportRowKey,
  popupConfigError,
  popupValues,
  clearPopupCache,
} from './report-popup';
export { CategorySelect, type CategorySelectProps } from './CategorySelect';
export { PositionSelect, positionRankText, type PositionSelectProps } from './PositionSelect';
export { BizRecordSelect, BIZ_MODAL_WIDTH, BIZ_PAGE_SIZE, BIZ_PAGE_SIZE_OPTIONS, BIZ_ELLIPSIS, ellipsis, type BizRecordSelectProps } from './BizRecordSelect';
