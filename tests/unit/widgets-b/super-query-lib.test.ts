import { describe, expect, it } from 'vitest';
import {
  SUPER_QUERY_RULES,
  buildSuperQueryParams,
  checkSave,
  isEmptyQuery,
  isSuperQueryActive,
  readSaved,
  savedQueryKey,
  upsertSaved,
  withField,
  withRule,
  writeSaved,
  type SuperQueryCondition,
} from '@/lib/super-query';

const line = (p: Partial<SuperQueryCondition>): SuperQueryCondition => ({ field: '', rule: 'eq', val: '', type: 'input', ...p });

describe('super query builder (contract §2.4)', () => {
  it('offers exactly the ten rules', () => {
    expect(SUPER_QUERY_RULES.map((r) => r.value)).toEqual(['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le']);
  });

  it.each([
    ['no lines', [], true],
    ['one line without a field', [line({ val: 'x' })], true],
    ['one line without a value', [line({ field: 'name' })], true],
    ['one line without a rule', [line({ field: 'name', rule: '', val: 'x' })], true],
    ['one complete line', [line({ field: 'name', val: 'x' })], false],
    ['two lines, one incomplete', [line({ field: 'name', val: 'x' }), line({})], false],
  ])('isEmptyQuery: %s', (_n, lines, expected) => {
    expect(isEmptyQuery(lines)).toBe(expected);
  });

  it.each<[string, SuperQueryCondition[], 'and' | 'or', unknown]>([
    [
      'one like condition, and',
      [line({ field: 'username', rule: 'like', val: 'adm', type: 'input' })],
      'and',
      [{ field: 'username', rule: 'like', val: 'adm', type: 'input' }],
    ],
    [
      'dictionary condition keeps dictCode and dbType, drops options; incomplete lines dropped; or',
      [
        line({ field: 'sex', rule: 'eq', val: '1', type: 'list', dbType: 'int', dictCode: 'sex', options: [{ value: '1', text: '男' }] }),
        line({ field: '', val: '' }),
      ],
      'or',
      [{ field: 'sex', rule: 'eq', val: '1', type: 'list', dbType: 'int', dictCode: 'sex' }],
    ],
    [
      'plain options are kept (no dictionary to rebuild them)',
      [line({ field: 'status', val: '1', type: 'list', options: [{ value: '1', text: '启用' }] })],
      'and',
      [{ field: 'status', rule: 'eq', val: '1', type: 'list', options: [{ value: '1', text: '启用' }] }],
    ],
    ['in with a comma list, Chinese text', [line({ field: 'city', rule: 'in', val: '井冈山,延安' })], 'and', [{ field: 'city', rule: 'in', val: '井冈山,延安', type: 'input' }]],
  ])('builds params: %s', (_n, lines, matchType, conditions) => {
    const p = buildSuperQueryParams(lines, matchType);
    expect(p).toEqual({ superQueryParams: encodeURI(JSON.stringify(conditions)), superQueryMatchType: matchType });
    expect(JSON.parse(decodeURI((p as { superQueryParams: string }).superQueryParams))).toEqual(conditions);
    expect(isSuperQueryActive(p)).toBe(true);
  });

  it('an empty builder yields {} (no active query)', () => {
    const p = buildSuperQueryParams([line({})], 'and');
    expect(p).toEqual({});
    expect(isSuperQueryActive(p)).toBe(false);
  });

  it('encodes % and + so the server can decode twice', () => {
    const p = buildSuperQueryParams([line({ field: 'name', val: '100%+' })], 'and') as { superQueryParams: string };
    expect(p.superQueryParams).toContain('100%25+');
  });

  it.each([
    ['in → eq keeps only the first value', 'in', 'a,b,c', 'eq', 'a'],
    ['in → like keeps only the first value', 'in', '井冈山,延安', 'like', '井冈山'],
    ['eq → in keeps the value', 'eq', 'a', 'in', 'a'],
    ['like → ne keeps a comma text', 'like', 'a,b', 'ne', 'a,b'],
    ['in → in keeps all', 'in', 'a,b', 'in', 'a,b'],
  ] as const)('withRule: %s', (_n, from, val, to, expected) => {
    expect(withRule(line({ field: 'x', rule: from, val }), to).val).toBe(expected);
  });

  it('withField copies type and dictionary and clears the value', () => {
    expect(withField(line({ field: 'a', val: 'old', rule: 'like' }), { value: 'sex', text: '性别', type: 'list', dictCode: 'sex', dbType: 'int' })).toEqual({
      field: 'sex',
      rule: 'like',
      val: '',
      type: 'list',
      dictCode: 'sex',
      dbType: 'int',
    });
  });
});

describe('saved queries', () => {
  it('key is JSuperQuerySaved_ + code, else the route path', () => {
    expect(savedQueryKey('spot', '/x')).toBe('JSuperQuerySaved_spot');
    expect(savedQueryKey(undefined, '/hscz/spot')).toBe('JSuperQuerySaved_/hscz/spot');
  });

  it.each([
    ['empty condition', 'a', [line({})], { ok: false, message: '空条件不能保存' }],
    ['blank name', '  ', [line({ field: 'n', val: '1' })], { ok: false, message: '保存名称不能为空' }],
    ['new name', '我的查询', [line({ field: 'n', val: '1' })], { ok: true, exists: false }],
    ['existing name', '已存', [line({ field: 'n', val: '1' })], { ok: true, exists: true }],
  ])('checkSave: %s', (_n, title, lines, expected) => {
    expect(checkSave([{ title: '已存', matchType: 'and', records: [] }], title, lines)).toEqual(expected);
  });

  it('upsert replaces in place; storage round trip under the plain key', () => {
    const a = { title: 'A', matchType: 'and' as const, records: [] };
    const b = { title: 'B', matchType: 'or' as const, records: [] };
    const list = upsertSaved(upsertSaved([a], b), { ...a, matchType: 'or' });
    expect(list.map((s) => [s.title, s.matchType])).toEqual([
      ['A', 'or'],
      ['B', 'or'],
    ]);
    writeSaved(localStorage, 'JSuperQuerySaved_t', list);
    expect(JSON.parse(localStorage.getItem('JSuperQuerySaved_t') as string)).toEqual(list);
    expect(readSaved(localStorage, 'JSuperQuerySaved_t')).toEqual(list);
    localStorage.setItem('JSuperQuerySaved_bad', '{oops');
    expect(readSaved(localStorage, 'JSuperQuerySaved_bad')).toEqual([]);
  });
});
