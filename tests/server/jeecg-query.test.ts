import { describe, expect, it } from 'vitest';
import { buildOrder, compileQuery, parseRule, QueryError, type EntityDef } from '../../server/src/lib/jeecg-query.js';

const E: EntityDef = {
  table: 't',
  defaultOrder: 'create_time DESC',
  fields: [
    { prop: 'id' }, { prop: 'nickname' }, { prop: 'userstate', dict: 'wx_user_state' }, { prop: 'showorder', type: 'int' },
    { prop: 'zcsj', type: 'datetime' }, { prop: 'createTime', type: 'datetime' }, { prop: 'secret', filter: false, sort: false },
  ],
};

describe('parseRule (contract §2.2)', () => {
  it.each([
    ['abc', { op: 'EQ', value: 'abc' }],
    ['>= 10', { op: 'GE', value: '10' }],
    ['<= 10', { op: 'LE', value: '10' }],
    ['!= 10', { op: 'NE', value: '10' }],
    ['ge 10', { op: 'GE', value: '10' }],
    ['gt 5', { op: 'GT', value: '5' }],
    ['> 5', { op: 'GT', value: '5' }],
    ['< 5', { op: 'LT', value: '5' }],
    ['= 5', { op: 'EQ', value: '5' }],
    ['>=10', { op: 'EQ', value: '>=10' }],
    ['*张*', { op: 'LIKE', value: '张' }],
    ['*张', { op: 'LEFT_LIKE', value: '张' }],
    ['张*', { op: 'RIGHT_LIKE', value: '张' }],
    ['张*三', { op: 'EQ', value: '张*三' }],
    ['a,b', { op: 'IN', value: 'a,b', values: ['a', 'b'] }],
    ['!a,b', { op: 'IN', value: '!a,b', values: ['!a', 'b'] }],
    ['!abc', { op: 'NE', value: 'abc' }],
    ['a++b', { op: 'EQ', value: 'a,b' }],
    [',a,b,', { op: 'MULTI_LIKE', value: ',a,b,', values: ['a', 'b'] }],
    ['in 1,2', { op: 'IN', value: '1,2', values: ['1', '2'] }],
  ])('%s', (input, expected) => {
    expect(parseRule(input)).toEqual(expected);
  });
});

describe('compileQuery → SQL + params', () => {
  it.each<[string, Record<string, unknown>, string[], unknown[]]>([
    ['EQ', { nickname: '张三' }, ['nickname = ?'], ['张三']],
    ['NE', { userstate: '!1' }, ['userstate <> ?'], ['1']],
    ['IN', { userstate: '1,2' }, ['userstate IN (?, ?)'], ['1', '2']],
    ['LIKE', { nickname: '*张*' }, ["nickname LIKE ? ESCAPE '\\'"], ['%张%']],
    ['LEFT_LIKE', { nickname: '*三' }, ["nickname LIKE ? ESCAPE '\\'"], ['%三']],
    ['RIGHT_LIKE', { nickname: '张*' }, ["nickname LIKE ? ESCAPE '\\'"], ['张%']],
    ['LIKE escapes wildcards', { nickname: '*50%_off*' }, ["nickname LIKE ? ESCAPE '\\'"], ['%50\\%\\_off%']],
    ['MULTI_LIKE', { nickname: ',张,李,' }, ["(nickname LIKE ? ESCAPE '\\' OR nickname LIKE ? ESCAPE '\\')"], ['%张%', '%李%']],
    ['GE int', { showorder: '>= 10' }, ['showorder >= ?'], [10]],
    ['LT int', { showorder: '< 3' }, ['showorder < ?'], [3]],
    ['no space = literal EQ', { nickname: '>=10' }, ['nickname = ?'], ['>=10']],
    ['datetime range whole days', { zcsj_begin: '2024-01-01', zcsj_end: '2024-01-31' }, ['zcsj >= ?', 'zcsj <= ?'], ['2024-01-01 00:00:00', '2024-01-31 23:59:59']],
    ['datetime range exact', { createTime_begin: '2024-01-01 08:00:00' }, ['create_time >= ?'], ['2024-01-01 08:00:00']],
    ['camel → snake', { createTime: '2024-01-01 08:00:00' }, ['create_time = ?'], ['2024-01-01 08:00:00']],
    ['unknown and reserved params ignored', { foo: 'x', pageNo: '2', _t: '1', field: 'id,,nickname', secret: 'x' }, [], []],
    ['empty value ignored', { nickname: '  ' }, [], []],
  ])('%s', (_name, query, where, params) => {
    const q = compileQuery(E, query);
    expect(q.where).toEqual(where);
    expect(q.params).toEqual(params);
  });

  it('superQueryParams (double URL-encoded JSON) with or', () => {
    const cond = [
      { field: 'nickname', rule: 'like', val: '张', type: 'input' },
      { field: 'showorder', rule: 'ge', val: '5', type: 'input', dbType: 'int' },
      { field: 'userstate', rule: 'in', val: '1,2' },
      { field: '', rule: 'eq', val: 'skipped' },
    ];
    // the client sends encodeURI(JSON); the framework decodes the query string once
    const q = compileQuery(E, { superQueryParams: encodeURI(JSON.stringify(cond)), superQueryMatchType: 'or' });
    expect(q.where).toEqual(["(nickname LIKE ? ESCAPE '\\' OR showorder >= ? OR userstate IN (?, ?))"]);
    expect(q.params).toEqual(['%张%', 5, '1', '2']);
  });

  it('superQuery and-match is the default and is ANDed with plain filters', () => {
    const cond = [{ field: 'nickname', rule: 'right_like', val: '王' }, { field: 'userstate', rule: 'ne', val: '2' }];
    const q = compileQuery(E, { userstate: '1', superQueryParams: JSON.stringify(cond) });
    expect(q.where).toEqual(['userstate = ?', "(nickname LIKE ? ESCAPE '\\' AND userstate <> ?)"]);
    expect(q.params).toEqual(['1', '王%', '2']);
  });

  it('superQuery on a field outside the whitelist is refused', () => {
    expect(() => compileQuery(E, { superQueryParams: JSON.stringify([{ field: 'password', rule: 'eq', val: 'x' }]) }))
      .toThrow(/^操作失败，/);
  });

  it('non-numeric value on an int field is refused', () => {
    expect(() => compileQuery(E, { showorder: 'abc' })).toThrow(QueryError);
  });
});

describe('buildOrder (contract §2.3)', () => {
  it.each<[string | undefined, string | undefined, string]>([
    [undefined, undefined, 'create_time DESC, id DESC'],
    ['showorder', 'asc', 'showorder ASC, id ASC'],
    ['createTime', 'desc', 'create_time DESC, id DESC'],
    ['userstate_dictText', 'asc', 'userstate ASC, id ASC'],
    ['showorder,createTime', 'asc', 'showorder ASC, create_time ASC, id ASC'],
    ['showorder', 'ascend', 'showorder ASC, id ASC'],
    ['showorder', 'whatever', 'showorder DESC, id DESC'],
    ['showorder', undefined, 'create_time DESC, id DESC'],
  ])('column=%s order=%s', (column, order, expected) => {
    expect(buildOrder(E, column, order)).toBe(expected);
  });

  it('unknown sort column → 操作失败，', () => {
    expect(() => buildOrder(E, 'password', 'asc')).toThrow(/^操作失败，/);
    expect(() => buildOrder(E, 'secret', 'asc')).toThrow(/^操作失败，/);
  });

  it('injection guard message', () => {
    expect(() => buildOrder(E, "id;drop table t", 'asc')).toThrow('操作失败，请注意，值可能存在SQL注入风险!--->id;drop table t');
    expect(() => buildOrder(E, 'nickname or 1', 'asc')).toThrow(/SQL注入风险/);
  });
});
