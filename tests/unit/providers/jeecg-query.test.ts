import type { CrudFilters, LogicalFilter } from '@refinedev/core';
import {
  UnsupportedFilterError,
  mapFields,
  mapFilters,
  mapLogicalFilter,
  mapPagination,
  mapSorters,
} from '@/providers/jeecg-query';

describe('mapLogicalFilter: each refine operator → the exact Jeecg list parameter', () => {
  const cases: [LogicalFilter, Record<string, string> | null][] = [
    [{ field: 'nickname', operator: 'eq', value: '张三' }, { nickname: '张三' }],
    [{ field: 'nickname', operator: 'eq', value: '  张三 ' }, { nickname: '张三' }],
    [{ field: 'nickname', operator: 'eq', value: 'a*b' }, null],
    [{ field: 'nickname', operator: 'eq', value: 'a,b' }, null],
    [{ field: 'userstate', operator: 'ne', value: '1' }, { userstate: '!1' }],
    [{ field: 'nickname', operator: 'ne', value: '!x' }, null],
    [{ field: 'nickname', operator: 'contains', value: '张' }, { nickname: '*张*' }],
    [{ field: 'nickname', operator: 'startswith', value: '张' }, { nickname: '张*' }],
    [{ field: 'nickname', operator: 'endswith', value: '三' }, { nickname: '*三' }],
    [{ field: 'userstate', operator: 'in', value: ['1', '2'] }, { userstate: '1,2' }],
    [{ field: 'showorder', operator: 'gt', value: 10 }, { showorder: '> 10' }],
    [{ field: 'showorder', operator: 'gte', value: 10 }, { showorder: '>= 10' }],
    [{ field: 'showorder', operator: 'lt', value: 10 }, { showorder: '< 10' }],
    [{ field: 'showorder', operator: 'lte', value: 10 }, { showorder: '<= 10' }],
    [
      { field: 'createTime', operator: 'between', value: ['2021-08-01', '2021-08-31'] },
      { createTime_begin: '2021-08-01', createTime_end: '2021-08-31' },
    ],
    [{ field: 'createTime', operator: 'between', value: ['2021-08-01', null] }, { createTime_begin: '2021-08-01' }],
    [{ field: 'nickname', operator: 'contains', value: '' }, {}],
    [{ field: 'nickname', operator: 'contains', value: undefined }, {}],
    [{ field: 'userstate', operator: 'in', value: [] }, {}],
  ];
  it.each(cases)('%j', (filter, expected) => {
    expect(mapLogicalFilter(filter)).toEqual(expected);
  });

  it('formats dates as yyyy-MM-dd HH:mm:ss', () => {
    expect(mapLogicalFilter({ field: 'zcsj', operator: 'gte', value: new Date(2021, 7, 1, 9, 5, 3) })).toEqual({
      zcsj: '>= 2021-08-01 09:05:03',
    });
  });

  const refused: LogicalFilter['operator'][] = [
    'ncontains', 'nin', 'null', 'nnull', 'nbetween', 'containss', 'ncontainss', 'startswiths', 'nstartswith',
    'nstartswiths', 'endswiths', 'nendswith', 'nendswiths', 'ina', 'nina', 'eqs', 'nes',
  ];
  it.each(refused)('refuses %s with a clear error', (operator) => {
    expect(() => mapLogicalFilter({ field: 'f', operator, value: 'x' })).toThrow(UnsupportedFilterError);
    expect(() => mapLogicalFilter({ field: 'f', operator, value: 'x' })).toThrow(`"${operator}"`);
  });

  it('refuses in-values that contain a comma', () => {
    expect(() => mapLogicalFilter({ field: 'f', operator: 'in', value: ['a,b'] })).toThrow(UnsupportedFilterError);
  });
});

describe('mapFilters', () => {
  const decode = (p: Record<string, unknown>) => JSON.parse(decodeURI(String(p.superQueryParams)));

  it('flattens and-groups into plain parameters', () => {
    const filters: CrudFilters = [
      { operator: 'and', value: [{ field: 'a', operator: 'eq', value: '1' }, { field: 'b', operator: 'contains', value: 'x' }] },
    ];
    expect(mapFilters(filters)).toEqual({ a: '1', b: '*x*' });
  });

  it('turns an or-group into superQueryParams with match type or, encodeURI-encoded', () => {
    const p = mapFilters([
      { operator: 'or', value: [{ field: 'nickname', operator: 'contains', value: '张' }, { field: 'userstate', operator: 'eq', value: '2' }] },
    ]);
    expect(p.superQueryMatchType).toBe('or');
    expect(p.superQueryParams).toBe(encodeURI(JSON.stringify([
      { field: 'nickname', rule: 'like', val: '张' },
      { field: 'userstate', rule: 'eq', val: '2' },
    ])));
  });

  it('sends what plain syntax cannot carry as an and-condition of the advanced query', () => {
    const p = mapFilters([
      { field: 'spotname', operator: 'eq', value: '井冈*山' },
      { field: 'showorder', operator: 'gte', value: 1 },
      { field: 'showorder', operator: 'lte', value: 9 },
    ]);
    expect(p.showorder).toBe('>= 1');
    expect(p.superQueryMatchType).toBe('and');
    expect(decode(p)).toEqual([
      { field: 'spotname', rule: 'eq', val: '井冈*山' },
      { field: 'showorder', rule: 'le', val: '9' },
    ]);
  });

  it('refuses nested groups and a second or-group', () => {
    expect(() =>
      mapFilters([{ operator: 'or', value: [{ operator: 'and', value: [] }] }]),
    ).toThrow(UnsupportedFilterError);
    expect(() =>
      mapFilters([
        { operator: 'or', value: [{ field: 'a', operator: 'eq', value: '1' }] },
        { operator: 'or', value: [{ field: 'b', operator: 'eq', value: '1' }] },
      ]),
    ).toThrow('只支持一个 or 条件组');
  });

  it('returns nothing for no filters', () => {
    expect(mapFilters(undefined)).toEqual({});
  });
});

describe('sorters, pagination, fields', () => {
  it.each([
    [undefined, { column: 'createTime', order: 'desc' }],
    [[], { column: 'createTime', order: 'desc' }],
    [[{ field: 'showorder', order: 'asc' as const }], { column: 'showorder', order: 'asc' }],
    [[{ field: 'sortNo', order: 'asc' as const }, { field: 'createTime', order: 'asc' as const }], { column: 'sortNo,createTime', order: 'asc' }],
  ])('sorters %j → %j', (sorters, expected) => {
    expect(mapSorters(sorters)).toEqual(expected);
  });

  it('uses the resource default sort when none is chosen', () => {
    expect(mapSorters([], { field: 'showorder', order: 'asc' })).toEqual({ column: 'showorder', order: 'asc' });
  });

  it('refuses several sort columns with different directions', () => {
    expect(() => mapSorters([{ field: 'a', order: 'asc' }, { field: 'b', order: 'desc' }])).toThrow(UnsupportedFilterError);
  });

  it.each([
    [undefined, { pageNo: 1, pageSize: 10 }],
    [{ currentPage: 3, pageSize: 20 }, { pageNo: 3, pageSize: 20 }],
    [{ mode: 'off' as const }, { pageNo: 1, pageSize: -1 }],
  ])('pagination %j → %j', (p, expected) => {
    expect(mapPagination(p)).toEqual(expected);
  });

  it('builds the field list like the Vue list page', () => {
    expect(mapFields(['username', 'realname', 'sex_dictText'])).toEqual({ field: 'id,,username,realname,sex_dictText' });
    expect(mapFields([])).toEqual({});
  });
});
