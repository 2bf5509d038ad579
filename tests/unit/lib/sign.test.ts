import SparkMD5 from 'spark-md5';
import { needsSign, signRequest, signTimestamp } from '@/lib/sign';

describe('X-Sign for JeecgBoot ≥ 2.4.5 dictionary endpoints (contract §0.1)', () => {
  it('signs only the listed paths', () => {
    expect(needsSign('/sys/dict/getDictItems/sex')).toBe(true);
    expect(needsSign('/sys/dict/loadTreeData')).toBe(true);
    expect(needsSign('/sys/user/list')).toBe(false);
  });
  it('MD5 of the key-sorted map (query, path variable with comma) plus secret, upper-case; _t dropped', () => {
    const secret = 'dd05f1c54d63749eda95f9fa6d49v442a';
    const sign = signRequest('/sys/dict/loadDict/sys_user,realname,id', { keyword: '张', pageSize: 10, _t: 1 }, undefined, secret);
    const expected = SparkMD5.hash(
      JSON.stringify({ keyword: '张', pageSize: '10', 'x-path-variable': 'sys_user,realname,id' }) + secret,
    ).toUpperCase();
    expect(sign).toBe(expected);
  });
  it('timestamp is yyyyMMddHHmmss local time', () => {
    expect(signTimestamp(new Date(2021, 7, 10, 9, 5, 7))).toBe('20210810090507');
  });
});
