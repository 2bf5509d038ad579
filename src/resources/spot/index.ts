import type { ResourceProps } from '@refinedev/core';

/** Permission codes of the spot pages (seeded by the server; contract §4.4 rules apply). */
export const SPOT_PERMS = {
  list: 'spot:list',
  create: 'spot:add',
  edit: 'spot:edit',
  delete: 'spot:delete',
  deleteBatch: 'spot:deleteBatch',
  export: 'spot:export',
  /** type "2": disables the 排序 field of the form. */
  showorderField: 'spot:form:showorder',
} as const;

export const SPOT_API = '/weixin/hsczSpotBase';

/** Scenic spots (景区): list, create, edit, show; sorted by display order ascending. */
export const spotResource: ResourceProps = {
  name: 'spot',
  list: '/spot/list',
  create: '/spot/list/create',
  edit: '/spot/list/edit/:id',
  show: '/spot/list/show/:id',
  meta: {
    label: '景区',
    api: { base: SPOT_API },
    defaultSort: { field: 'showorder', order: 'asc' },
    permissions: {
      create: SPOT_PERMS.create,
      edit: SPOT_PERMS.edit,
      delete: SPOT_PERMS.delete,
      deleteBatch: SPOT_PERMS.deleteBatch,
    },
  },
};

export default spotResource;
