import type { ResourceProps } from '@refinedev/core';

/** Permission codes of the WeChat user list (seeded by the server; contract §4.4 rules apply). */
export const WX_USER_PERMS = {
  list: 'wxuser:list',
  freeze: 'wxuser:freeze',
  export: 'wxuser:export',
  /** type "1" column codes live under this prefix, e.g. `wxuser:col:openid`. */
  columnPrefix: 'wxuser:col',
} as const;

export const WX_USER_API = '/weixin/wxSysUser';

/** Merchant WeChat (mini-program) users: list only, plus freeze / enable and export on the list page. */
export const wechatUserResource: ResourceProps = {
  name: 'wechat-user',
  list: '/weixin/wxSysUser',
  meta: {
    label: '商户微信用户',
    api: { base: WX_USER_API },
    permissions: { freeze: WX_USER_PERMS.freeze, export: WX_USER_PERMS.export },
  },
};

export default wechatUserResource;
