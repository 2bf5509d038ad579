import { SYSTEM_NAME, documentTitle, greeting, showTotal } from '@/lib/constants';

describe('greeting by hour (spec §2)', () => {
  it.each([
    [0, '早上好'], [8, '早上好'], [9, '上午好'], [11, '上午好'], [12, '中午好'], [13, '中午好'],
    [14, '下午好'], [19, '下午好'], [20, '晚上好'], [23, '晚上好'],
  ])('%i 点 → %s', (h, text) => {
    expect(greeting(new Date(2026, 0, 1, h, 30))).toBe(text);
  });
});

describe('document title', () => {
  it('page title, separator, system name; the home page shows only the system name', () => {
    expect(documentTitle('景区列表', '/spot/list')).toBe(`景区列表 - ${SYSTEM_NAME}`);
    expect(documentTitle('首页', '/dashboard/analysis')).toBe(SYSTEM_NAME);
    expect(documentTitle(undefined, '/x')).toBe(SYSTEM_NAME);
  });
});

it('total text a-b 共N条', () => {
  expect(showTotal(42, [11, 20])).toBe('11-20 共42条');
});
