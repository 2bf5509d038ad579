import type { I18nProvider } from '@refinedev/core';

/** Chinese texts for refine's own buttons, notifications and titles (refine stays English without them). */
export const zhCN: Record<string, string> = {
  'buttons.create': '新增',
  'buttons.save': '保存',
  'buttons.logout': '退出登录',
  'buttons.delete': '删除',
  'buttons.edit': '编辑',
  'buttons.cancel': '取消',
  'buttons.confirm': '确定删除吗？',
  'buttons.filter': '筛选',
  'buttons.clear': '清除',
  'buttons.refresh': '刷新',
  'buttons.show': '查看',
  'buttons.undo': '撤销',
  'buttons.import': '导入',
  'buttons.clone': '复制',
  'buttons.export': '导出',
  'buttons.list': '列表',
  'buttons.notAccessTitle': '没有权限，请联系管理员授权',
  'notifications.success': '操作成功',
  'notifications.error': '操作失败（{{statusCode}}）',
  'notifications.undoable': '{{seconds}} 秒内可撤销',
  'notifications.createSuccess': '添加成功！',
  'notifications.createError': '添加{{resource}}失败（{{statusCode}}）',
  'notifications.editSuccess': '编辑成功!',
  'notifications.editError': '编辑{{resource}}失败（{{statusCode}}）',
  'notifications.deleteSuccess': '删除成功!',
  'notifications.deleteError': '删除{{resource}}失败（{{statusCode}}）',
  'notifications.importProgress': '正在导入：{{processed}}/{{total}}',
  'warnWhenUnsavedChanges': '有未保存的修改，确定要离开吗？',
  'actions.list': '列表',
  'actions.create': '新增',
  'actions.edit': '编辑',
  'actions.show': '详情',
  'actions.clone': '复制',
  'loading': '加载中',
  'pages.error.backHome': '返回首页',
  'pages.error.404': '抱歉，您访问的页面不存在。',
  'pages.error.info': '页面不存在',
};

/** `{{name}}` placeholders filled from options; unknown keys fall back to refine's default text. */
export function translateKey(key: string, options?: unknown, defaultMessage?: string): string {
  const text = zhCN[key] ?? defaultMessage ?? key;
  if (!options || typeof options !== 'object') return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => {
    const v = (options as Record<string, unknown>)[name];
    return v === undefined || v === null ? '' : String(v);
  });
}

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => translateKey(key, options, defaultMessage),
  changeLocale: async () => {},
  getLocale: () => 'zh-CN',
};
