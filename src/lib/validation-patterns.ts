/**
 * Generic validation patterns of the product (spec/backoffice.md §5, spec/widgets.md §5) with their Chinese
 * messages. Pure data + tiny helpers so forms, grid cells and tests share one definition.
 *
 *   <Form.Item rules={[patternRule('mobile')]}>
 */

export interface NamedPattern {
  pattern: RegExp;
  message: string;
}

/** Generic formats (the "further generic patterns" of backoffice §5 and the helper formats of widgets §5). */
export const PATTERNS = {
  /** Account mobile: 11 digits, 1 then 3/4/5/7/8 (backoffice §5). */
  mobile: { pattern: /^1[34578]\d{9}$/, message: '请输入正确手机号' },
  /** Helper mobile: 11 digits starting with 1 (widgets §5 "other helper formats"). */
  mobileLoose: { pattern: /^1\d{10}$/, message: '请输入正确的手机号码' },
  /** User name characters (length is a separate rule, see USERNAME_LENGTH). */
  username: { pattern: /^[A-Za-z0-9_]+$/, message: '只允许字母、数字、下划线' },
  email: { pattern: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/, message: '邮箱格式不正确' },
  /** 0, 1, 2, … */
  naturalNumber: { pattern: /^(0|[1-9]\d*)$/, message: '请输入自然数' },
  positiveInteger: { pattern: /^[1-9]\d*$/, message: '请输入正整数' },
  integer: { pattern: /^-?\d+$/, message: '请输入整数' },
  number: { pattern: /^-?\d+(\.\d+)?$/, message: '请输入数字' },
  letters: { pattern: /^[A-Za-z]+$/, message: '请输入字母' },
  lettersDigits: { pattern: /^[A-Za-z0-9]+$/, message: '请输入字母或数字' },
  chinese: { pattern: /^[\u4e00-\u9fa5]+$/, message: '请输入中文' },
  /** Landline: optional 3–4 digit area code (with a dash) plus 7–8 digits. */
  landline: { pattern: /^(0\d{2,3}-?)?[1-9]\d{6,7}$/, message: '请输入正确的座机号码' },
  /** Bank card: 16–19 digits (the checksum is checked by isBankCard). */
  bankCard: { pattern: /^[1-9]\d{15,18}$/, message: '请输入正确的银行卡号' },
  /** Mainland resident ID: 18 characters (checksum by isIdCard18) or the old 15-digit form. */
  idCard: { pattern: /^(\d{15}|\d{17}[\dXx])$/, message: '请输入正确的身份证号码' },
  /** Hong Kong / Macau travel permit (港澳通行证). */
  hkMacauPermit: { pattern: /^[HMhm]\d{8,10}$/, message: '请输入正确的港澳通行证号码' },
  /** Taiwan travel permit (台湾通行证). */
  taiwanPermit: { pattern: /^\d{8}$|^[A-Za-z0-9]{10}$/, message: '请输入正确的台湾通行证号码' },
  passport: { pattern: /^[A-Za-z0-9]{5,17}$/, message: '请输入正确的护照号码' },
  qq: { pattern: /^[1-9]\d{4,10}$/, message: '请输入正确的QQ号码' },
  /** Web address starting with http:// or https:// (widgets §5 helper). */
  url: { pattern: /^https?:\/\/[^\s/$.?#].[^\s]*$/i, message: '请输入正确的网址' },
  /** Postal code: 6 digits, not starting with 0. */
  postalCode: { pattern: /^[1-9]\d{5}$/, message: '请输入正确的邮政编码' },
  /** Money: non-negative amount with up to 2 decimals. */
  money: { pattern: /^(0|[1-9]\d*)(\.\d{1,2})?$/, message: '请输入正确的金额' },
  ipv4: {
    pattern: /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    message: '请输入正确的IP地址',
  },
} satisfies Record<string, NamedPattern>;

export type PatternName = keyof typeof PATTERNS;

/** Required-field messages of the account forms (backoffice §5). */
export const REQUIRED_MESSAGES = {
  mobile: '请输入手机号',
  username: '请输入用户名',
  oldPassword: '请输入旧密码!',
  newPassword: '请输入新密码!',
  confirmPassword: '请确认新密码!',
} as const;

/** User name length: accepted 4–18 although the shipped message reads 6 to 18 (backoffice §5, kept verbatim). */
export const USERNAME_LENGTH = { min: 4, max: 18, message: '长度6到18个字符' } as const;
export const PASSWORD_MISMATCH = '两次输入的密码不一样！';
export const SORT_MAX = 255;
export const SORT_MAX_MESSAGE = '排序值不可以大于255';

export function test(name: PatternName, value: string): boolean {
  return PATTERNS[name].pattern.test(value);
}

/** Luhn checksum, used on top of the bank-card digit pattern. */
export function luhn(digits: string): boolean {
  let sum = 0;
  let dbl = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (dbl) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    dbl = !dbl;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function isBankCard(value: string): boolean {
  return PATTERNS.bankCard.pattern.test(value) && luhn(value);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** 18-character resident ID with a valid birth date and check character (GB 11643). */
export function isIdCard18(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  const y = Number(value.slice(6, 10));
  const m = Number(value.slice(10, 12));
  const d = Number(value.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += (value.charCodeAt(i) - 48) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11] === value[17].toUpperCase();
}

export function isIdCard(value: string): boolean {
  return value.length === 15 ? /^\d{15}$/.test(value) : isIdCard18(value);
}

/** Grid rule shortcuts (widgets §5 table). Anything else is used as a regular expression. */
export const GRID_PATTERNS: Record<string, NamedPattern> = {
  '*': { pattern: /^.+$/s, message: '该项为必填项' },
  'n6-16': { pattern: /^\d{6,16}$/, message: '请输入6到16位数字' },
  '*6-16': { pattern: /^.{6,16}$/s, message: '请输入6到16位任意字符' },
  's6-18': { pattern: /^[A-Za-z]{6,18}$/, message: '请输入6到18位字母' },
  url: { pattern: /^(?:([A-Za-z]+):)?(\/{0,3})([0-9.\-A-Za-z]+)(?::(\d+))?(?:\/([^?#]*))?(?:\?([^#]*))?(?:#(.*))?$/, message: '请输入正确的网址' },
  e: { pattern: PATTERNS.email.pattern, message: '请输入正确的电子邮件' },
  m: { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' },
  p: { pattern: /^[1-9]\d{5}$/, message: '请输入正确的邮政编码' },
  s: { pattern: /^[A-Za-z]+$/, message: '请输入字母' },
  n: { pattern: /^[-+]?\d+(\.\d+)?$/, message: '请输入数字' },
  z: { pattern: /^-?\d+$/, message: '请输入整数' },
  money: { pattern: /^(([1-9]\d*)|0)(\.\d{1,2})?$/, message: '请输入正确的金额' },
};

/** Resolves a grid pattern value to a RegExp: a shortcut, else the value itself as a regular expression. */
export function resolveGridPattern(value: string | RegExp): RegExp {
  if (value instanceof RegExp) return value;
  const known = GRID_PATTERNS[value];
  if (known) return known.pattern;
  return new RegExp(value);
}

/** antd Form rule for a named pattern; empty values pass (combine with `required` when needed). */
export function patternRule(name: PatternName, message?: string) {
  const p = PATTERNS[name];
  const extra: Partial<Record<PatternName, (v: string) => boolean>> = { bankCard: isBankCard, idCard: isIdCard };
  return {
    validator: async (_: unknown, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const s = String(value);
      const ok = extra[name] ? extra[name]!(s) : p.pattern.test(s);
      if (!ok) throw new Error(message ?? p.message);
    },
  };
}

/** antd Form rule: sort value not above 255. */
export const sortValueRule = {
  validator: async (_: unknown, value: unknown) => {
    if (value !== undefined && value !== null && value !== '' && Number(value) > SORT_MAX) {
      throw new Error(SORT_MAX_MESSAGE);
    }
  },
};
