import {
  GRID_PATTERNS,
  PATTERNS,
  PASSWORD_MISMATCH,
  REQUIRED_MESSAGES,
  SORT_MAX_MESSAGE,
  USERNAME_LENGTH,
  isBankCard,
  isIdCard,
  patternRule,
  resolveGridPattern,
  sortValueRule,
  test as matches,
  type PatternName,
} from '@/lib/validation-patterns';

const table: Array<[PatternName, string[], string[], string]> = [
  ['mobile', ['13800138000', '15912345678', '18612345678', '14700000000', '17000000000'], ['12800138000', '16612345678', '19912345678', '1380013800', '138001380001', 'abc'], '请输入正确手机号'],
  ['mobileLoose', ['12345678901', '19912345678'], ['23456789012', '1234567890'], '请输入正确的手机号码'],
  ['username', ['admin', 'a_1', 'ABC_def9'], ['ad min', '张三', 'a-b'], '只允许字母、数字、下划线'],
  ['email', ['a@b.cn', 'jeecg.boot@qq.com', 'x_y+z@mail.example.org'], ['a@b', '@b.cn', 'a b@c.cn', 'a@b.c'], '邮箱格式不正确'],
  ['naturalNumber', ['0', '1', '250'], ['-1', '01', '1.5', ''], '请输入自然数'],
  ['positiveInteger', ['1', '99'], ['0', '-3', '1.0'], '请输入正整数'],
  ['letters', ['abc', 'ABC'], ['ab1', 'a b', '中文'], '请输入字母'],
  ['chinese', ['红色旅程'], ['红色a'], '请输入中文'],
  ['landline', ['010-12345678', '0755-1234567', '12345678', '0571 1234567'.replace(' ', '-')], ['010-123', '02-12345678', '012345678901234'], '请输入正确的座机号码'],
  ['qq', ['10000', '12345678901'], ['01234', '1234', '123456789012'], '请输入正确的QQ号码'],
  ['url', ['http://a.cn', 'https://www.example.com/x?y=1'], ['ftp://a.cn', 'www.a.cn', 'http://'], '请输入正确的网址'],
  ['postalCode', ['100000', '518000'], ['010000', '12345', '1234567'], '请输入正确的邮政编码'],
  ['money', ['0', '0.5', '10.25', '1000'], ['01', '1.234', '-1', '1.'], '请输入正确的金额'],
  ['hkMacauPermit', ['H12345678', 'M1234567890'], ['A12345678', 'H1234'], '请输入正确的港澳通行证号码'],
  ['ipv4', ['192.168.1.1', '0.0.0.0'], ['256.1.1.1', '1.1.1'], '请输入正确的IP地址'],
];

describe('generic validation patterns', () => {
  it.each(table)('%s accepts the valid and rejects the invalid values with its message', (name, good, bad, message) => {
    for (const v of good) expect([name, v, matches(name, v)]).toEqual([name, v, true]);
    for (const v of bad) expect([name, v, matches(name, v)]).toEqual([name, v, false]);
    expect(PATTERNS[name].message).toBe(message);
  });

  it('bank card needs 16–19 digits and a valid Luhn checksum', () => {
    expect(isBankCard('6222021234567890128')).toBe(true);
    expect(isBankCard('6222021234567890127')).toBe(false);
    expect(isBankCard('4111111111111111')).toBe(true);
    expect(isBankCard('4111111111111112')).toBe(false);
    expect(isBankCard('411111111111')).toBe(false);
  });

  it('resident ID numbers: checksum, birth date, and the old 15-digit form', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('110105194912310021')).toBe(false); // wrong check character
    expect(isIdCard('11010519491331002X')).toBe(false); // month 13
    expect(isIdCard('110105491231002')).toBe(true);
    expect(isIdCard('11010549123100')).toBe(false);
  });

  it('account messages are the spec literals', () => {
    expect(REQUIRED_MESSAGES).toEqual({
      mobile: '请输入手机号',
      username: '请输入用户名',
      oldPassword: '请输入旧密码!',
      newPassword: '请输入新密码!',
      confirmPassword: '请确认新密码!',
    });
    expect(USERNAME_LENGTH).toEqual({ min: 4, max: 18, message: '长度6到18个字符' });
    expect(PASSWORD_MISMATCH).toBe('两次输入的密码不一样！');
  });

  it('form rules reject with the Chinese message, let empty values pass, and check checksums', async () => {
    await expect(patternRule('mobile').validator(null, '123')).rejects.toThrow('请输入正确手机号');
    await expect(patternRule('mobile').validator(null, '')).resolves.toBeUndefined();
    await expect(patternRule('mobile').validator(null, '13800138000')).resolves.toBeUndefined();
    await expect(patternRule('idCard').validator(null, '110105194912310021')).rejects.toThrow('请输入正确的身份证号码');
    await expect(patternRule('bankCard').validator(null, '4111111111111112')).rejects.toThrow('请输入正确的银行卡号');
    await expect(patternRule('email', '自定义').validator(null, 'x')).rejects.toThrow('自定义');
  });

  it('sort value above 255 fails with 排序值不可以大于255', async () => {
    await expect(sortValueRule.validator(null, 256)).rejects.toThrow(SORT_MAX_MESSAGE);
    expect(SORT_MAX_MESSAGE).toBe('排序值不可以大于255');
    await expect(sortValueRule.validator(null, 255)).resolves.toBeUndefined();
  });
});

describe('grid pattern shortcuts (widgets §5)', () => {
  const rows: Array<[string, string[], string[]]> = [
    ['*', ['x'], ['']],
    ['n6-16', ['123456', '1234567890123456'], ['12345', '12345678901234567', '12345a']],
    ['*6-16', ['ab c!@', '中文中文中文'], ['abcde', 'a'.repeat(17)]],
    ['s6-18', ['abcdef', 'ABCDEFGHIJKLMNOPQR'], ['abcde', 'abcde1']],
    ['url', ['http://a.cn', 'a.cn/x'], ['http://a b']],
    ['e', ['a@b.cn'], ['a@b']],
    ['m', ['13912345678', '19912345678'], ['12912345678', '1391234567']],
    ['p', ['100000'], ['000001', '10000']],
    ['s', ['abc'], ['ab1']],
    ['n', ['1', '-1.5', '+2'], ['1.', 'a']],
    ['z', ['-3', '0'], ['1.5']],
    ['money', ['0', '12.34', '5'], ['12.345', '01.2']],
  ];
  it.each(rows)('%s', (value, good, bad) => {
    const re = resolveGridPattern(value);
    expect(GRID_PATTERNS[value]).toBeDefined();
    for (const v of good) expect([v, re.test(v)]).toEqual([v, true]);
    for (const v of bad) expect([v, re.test(v)]).toEqual([v, false]);
  });
  it('any other value is used as a regular expression', () => {
    const re = resolveGridPattern('^A\\d$');
    expect(re.test('A1')).toBe(true);
    expect(re.test('B1')).toBe(false);
  });
});
