import { describe, expect, it } from 'vitest';
import {
  applyTagsInput,
  columnStatistics,
  columnWidth,
  fillPlaceholders,
  formatTags,
  isNumberInputText,
  parseNumberOnBlur,
  validateCell,
  type GridColumn,
  type GridRow,
} from '@/widgets/editable-grid';

const col = (over: Partial<GridColumn> = {}): GridColumn => ({ key: 'name', title: '名称', type: 'input', ...over });
const row: GridRow = { id: 'r1' };
const check = (c: GridColumn, value: unknown, others: unknown[] = []) =>
  validateCell(c, row, value, () => others, 'input');

describe('pattern shortcuts (spec §5 table)', () => {
  const cases: Array<[string, string[], string[]]> = [
    ['n6-16', ['123456', '1234567890123456'], ['12345', '12345678901234567', '12345a']],
    ['*6-16', ['abc 12', '长度六个字符'], ['abcde', 'a'.repeat(17)]],
    ['s6-18', ['abcdef', 'ABCdefGHIjklMNOpqr'], ['abcde', 'abc123', 'a'.repeat(19)]],
    ['url', ['http://example.com', 'https://a.b.cn/path?x=1'], ['example.com', 'http://', 'ftp:/x']],
    ['e', ['a@b.com', 'li.wei+1@mail.example.cn'], ['a@b', '@b.com', 'a b@c.com']],
    ['m', ['13812345678', '19912345678'], ['12812345678', '1381234567', '23812345678']],
    ['p', ['100000', '710061'], ['010000', '12345', '1234567']],
    ['s', ['abc', 'ABC'], ['ab1', 'a b']],
    ['n', ['12', '-3.5', '+7', '0.25'], ['1.', 'a1', '1.2.3']],
    ['z', ['0', '-12', '42'], ['1.5', 'x']],
    ['money', ['10', '10.5', '10.25', '-3.1'], ['10.255', '1,000', '.5']],
    ['^[A-Z]{2}\\d$', ['AB1'], ['ab1', 'ABC']],
  ];
  for (const [pattern, good, bad] of cases) {
    it(`${pattern}: accepts ${good.join(' / ')} and refuses ${bad.join(' / ')}`, async () => {
      const c = col({ validateRules: [{ pattern, message: '${title}格式不正确' }] });
      for (const v of good) expect(await check(c, v)).toBeNull();
      for (const v of bad) expect(await check(c, v)).toBe('名称格式不正确');
    });
  }

  it('a pattern is checked only for non-empty values', async () => {
    const c = col({ validateRules: [{ pattern: 'm', message: '手机号不对' }] });
    expect(await check(c, '')).toBeNull();
    expect(await check(c, null)).toBeNull();
  });
});

describe('rules', () => {
  it('required and `*` fail on empty values with the placeholder filled', async () => {
    expect(await check(col({ validateRules: [{ required: true, message: '${title}不能为空' }] }), '  ')).toBe('名称不能为空');
    expect(await check(col({ validateRules: [{ pattern: '*', message: '请填写${title}(${key})' }] }), '')).toBe(
      '请填写名称(name)',
    );
    expect(await check(col({ validateRules: [{ required: true }] }), 'x')).toBeNull();
  });

  it('unique and `only` fail when the value occurs 2 or more times in the column', async () => {
    const c = col({ validateRules: [{ unique: true, message: '${title}不能重复' }] });
    expect(await check(c, '甲', ['乙', '甲'])).toBe('名称不能重复');
    expect(await check(c, '甲', ['乙', ''])).toBeNull();
    const only = col({ validateRules: [{ pattern: 'only', message: '重复了' }] });
    expect(await check(only, 'a', ['a'])).toBe('重复了');
    expect(await check(only, '', [''])).toBeNull();
  });

  it('rules run in order and the first failure wins', async () => {
    const c = col({
      validateRules: [
        { required: true, message: '必填' },
        { pattern: 'n', message: '要数字' },
        { unique: true, message: '重复' },
      ],
    });
    expect(await check(c, '', ['x'])).toBe('必填');
    expect(await check(c, 'x', ['x'])).toBe('要数字');
    expect(await check(c, '1', ['1'])).toBe('重复');
  });

  it('async custom handlers: false uses the message, a string is the message, true passes', async () => {
    const slow = (r: boolean | string) => () => new Promise<boolean | string>((res) => setTimeout(() => res(r), 5));
    expect(await check(col({ validateRules: [{ handler: slow(false), message: '${title}已被占用' }] }), 'a')).toBe(
      '名称已被占用',
    );
    expect(await check(col({ validateRules: [{ handler: slow('服务器说：${title}不行') }] }), 'a')).toBe('服务器说：名称不行');
    expect(await check(col({ validateRules: [{ handler: slow(true), message: 'x' }] }), 'a')).toBeNull();
  });

  it('fillPlaceholders leaves unknown properties empty', () => {
    expect(fillPlaceholders('${title}-${nothing}-${type}', col())).toBe('名称--input');
  });
});

describe('number inputs (spec §5)', () => {
  it.each([
    ['', true],
    ['-', true],
    ['12', true],
    ['-12.', true],
    ['-12.50', true],
    ['1e3', false],
    ['--1', false],
    ['1.2.3', false],
    ['+1', false],
    ['1,000', false],
    ['a', false],
  ])('"%s" accepted: %s', (text, ok) => {
    expect(isNumberInputText(text)).toBe(ok);
  });

  it.each([
    ['12.50', 12.5],
    ['-3', -3],
    ['-', ''],
    ['', ''],
    ['.', ''],
    ['7.', 7],
    [4, 4],
    [null, ''],
  ])('blur turns %j into %j', (text, out) => {
    expect(parseNumberOnBlur(text)).toBe(out);
  });
});

describe('tags cell (spec §4)', () => {
  it('strips semicolons and inserts one after every 2 characters', () => {
    expect(formatTags('abcde')).toBe('ab;cd;e');
    expect(formatTags('a;b;c;d')).toBe('ab;cd;');
    expect(formatTags('红色旅程')).toBe('红色;旅程;');
    expect(formatTags('')).toBe('');
  });
  it('typing keeps the rule; a backspace over a separator also removes the character before it', () => {
    expect(applyTagsInput('ab;c', 'ab;cd')).toBe('ab;cd;');
    expect(applyTagsInput('ab;cd;', 'ab;cd')).toBe('ab;c');
    expect(applyTagsInput('ab;cd;', 'ab;d;')).toBe('ab;d');
  });
});

describe('widths and statistics (spec §9)', () => {
  it('default widths', () => {
    expect(columnWidth(col({ type: 'datetime' }))).toBe(190);
    expect(columnWidth(col({ type: 'sel_user' }))).toBe(190);
    expect(columnWidth(col({ type: 'sel_depart' }))).toBe(190);
    expect(columnWidth(col({ type: 'date' }))).toBe(135);
    expect(columnWidth(col({ type: 'input' }))).toBe(120);
    expect(columnWidth(col({ type: 'date', width: 99 }))).toBe(99);
  });
  it('sum and average ignore empty and non-numeric values', () => {
    expect(columnStatistics([1, '2.5', '', null, 'x', 3.333])).toEqual({ sum: 6.83, average: 2.28 });
    expect(columnStatistics([])).toEqual({ sum: 0, average: 0 });
  });
});
