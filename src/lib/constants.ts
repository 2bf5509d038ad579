/** Product names and fixed numbers of spec/backoffice.md §1 and §9. */
export const SYSTEM_NAME = '红色旅程后台管理系统';
/** The default logo title ("Red Journey historic sites"). */
export const LOGO_TITLE = '红色旅程';
export const WELCOME_TEXT = `欢迎进入 ${SYSTEM_NAME}`;
export const HOME_PATH = '/dashboard/analysis';
export const HOME_TAB_TITLE = '首页';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = ['10', '20', '30'];
/** Total text 'a-b 共N条'. */
export const showTotal = (total: number, range: [number, number]) => `${range[0]}-${range[1]} 共${total}条`;
export const SIDER_WIDTH = 200;
export const SIDER_COLLAPSED_WIDTH = 80;
export const SORT_MAX = 255;

/** Document title: page title, separator, system name; only the system name on the home page. */
export function documentTitle(pageTitle: string | undefined, path: string): string {
  if (!pageTitle || path === HOME_PATH || path === '/') return SYSTEM_NAME;
  return `${pageTitle} - ${SYSTEM_NAME}`;
}

/** Greeting by hour: before 9 早上好, until 11 上午好, until 13 中午好, before 20 下午好, otherwise 晚上好. */
export function greeting(date: Date = new Date()): string {
  const h = date.getHours();
  if (h < 9) return '早上好';
  if (h <= 11) return '上午好';
  if (h <= 13) return '中午好';
  if (h < 20) return '下午好';
  return '晚上好';
}
