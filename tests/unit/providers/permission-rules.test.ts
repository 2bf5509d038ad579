import {
  applyEditableColumnAuth,
  filterColumnsByAuth,
  hasAuth,
  isDisabledByAuth,
  lackedFields,
  type PermissionSets,
} from '@/providers/permission-rules';

const allAuth = [
  { action: 'spot:add', type: '1', status: '1' },
  { action: 'spot:export', type: '1', status: '0' },
  { action: 'spot:form:showorder', type: '2', status: '1' },
  { action: 'spot:form:name', type: '2', status: '0' },
  { action: 'wxuser:col:openid', type: '1', status: '1' },
  { action: 'wxuser:col:avatarurl', type: '1', status: '1' },
  { action: 'wxuser:col:nickname', type: '2', status: '1' },
  { action: 'wxuser:col:zcsj', type: '1', status: '0' },
  { action: 'a:x,a:y', type: '1', status: '1' },
];
const admin: PermissionSets = {
  allAuth,
  auth: [
    { action: 'spot:add', type: '1' },
    { action: 'spot:form:showorder', type: '2' },
    { action: 'wxuser:col:openid', type: '1' },
    { action: 'wxuser:col:avatarurl', type: '1' },
    { action: 'wxuser:col:nickname', type: '2' },
    { action: 'a:x,a:y', type: '1' },
  ],
};
const operator: PermissionSets = { allAuth, auth: [{ action: 'wxuser:col:avatarurl', type: '1' }] };

describe('hasAuth (v-has)', () => {
  it.each([
    ['spot:add', admin, true],
    ['spot:add', operator, false],
    ['spot:export', operator, true], // status 0: rule ineffective, element stays
    ['spot:unknown', operator, false], // not configured and not owned: hidden
    ['a:y', admin, true], // comma list
    ['a:y', operator, false],
    ['spot:form:showorder', admin, false], // type 2 codes are not show rules
  ] as const)('%s → %s', (code, p, expected) => {
    expect(hasAuth(code, p)).toBe(expected);
  });
  it('hides everything guarded when the user list is empty', () => {
    expect(hasAuth('spot:add', { allAuth, auth: [] })).toBe(false);
  });
});

describe('isDisabledByAuth (disabledAuthFilter)', () => {
  it.each([
    ['spot:form:showorder', admin, false],
    ['spot:form:showorder', operator, true],
    ['spot:form:name', operator, false], // status 0
    ['spot:form:unknown', operator, false], // not configured
  ] as const)('%s → %s', (code, p, expected) => {
    expect(isDisabledByAuth(code, p)).toBe(expected);
  });
});

describe('column rules', () => {
  const columns = [
    { dataIndex: 'nickname', key: 'nickname' },
    { dataIndex: 'openid', key: 'openid' },
    { dataIndex: 'avatarurl', key: 'avatarurl' },
    { dataIndex: 'zcsj', key: 'zcsj' },
  ];
  it('lacked fields by prefix, with or without the colon', () => {
    expect(lackedFields('wxuser:col', '1', operator)).toEqual(['openid']);
    expect(lackedFields('wxuser:col:', '1', operator)).toEqual(['openid']);
    expect(lackedFields('wxuser:col', '2', operator)).toEqual(['nickname']);
    expect(lackedFields('wxuser:col', '1', admin)).toEqual([]);
  });
  it('colAuthFilter hides type-1 columns the user lacks; status 0 codes hide nothing', () => {
    expect(filterColumnsByAuth(columns, 'wxuser:col', operator).map((c) => c.dataIndex)).toEqual(['nickname', 'avatarurl', 'zcsj']);
    expect(filterColumnsByAuth(columns, 'wxuser:col', admin)).toHaveLength(4);
    expect(filterColumnsByAuth(columns, undefined, operator)).toHaveLength(4);
  });
  it('editable grid: type 1 removes, type 2 disables', () => {
    const cols = columns.map((c) => ({ key: c.key }));
    expect(applyEditableColumnAuth(cols, 'wxuser:col', operator)).toEqual([
      { key: 'nickname', disabled: true },
      { key: 'avatarurl' },
      { key: 'zcsj' },
    ]);
  });
});
