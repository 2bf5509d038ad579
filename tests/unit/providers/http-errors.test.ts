import { reactToError, type ErrorReaction, type FailedResponse } from '@/providers/http-errors';

describe('error catalogue (spec §8): what comes back → how the product reacts', () => {
  const rows: [string, FailedResponse, ErrorReaction][] = [
    ['403', { status: 403, hasToken: true }, { kind: 'notification', title: '系统提示', description: '拒绝访问' }],
    ['404', { status: 404, hasToken: true }, { kind: 'notification', title: '系统提示', description: '很抱歉，资源未找到!' }],
    ['504', { status: 504, hasToken: true }, { kind: 'notification', title: '系统提示', description: '网络超时' }],
    ['401 with token', { status: 401, hasToken: true }, { kind: 'unauthorized', title: '系统提示', description: '未授权，请重新登录', logout: true }],
    ['401 without token', { status: 401, hasToken: false }, { kind: 'unauthorized', title: '系统提示', description: '未授权，请重新登录', logout: false }],
    [
      '500 Token失效 (Spring error body)',
      { status: 500, hasToken: true, data: { status: 500, message: 'Token失效，请重新登录', path: '/jeecg-boot/sys/user/list' } },
      { kind: 'expired' },
    ],
    [
      '500 Token失效 without a stored token is a plain error',
      { status: 500, hasToken: false, data: { status: 500, message: 'Token失效，请重新登录' } },
      { kind: 'notification', title: '系统提示', description: 'Token失效，请重新登录' },
    ],
    ['500 other', { status: 500, hasToken: true, data: { message: '操作失败，xyz' } }, { kind: 'notification', title: '系统提示', description: '操作失败，xyz' }],
    ['502 with message', { status: 502, hasToken: true, data: { message: '网关错误' } }, { kind: 'notification', title: '系统提示', description: '网关错误' }],
    ['502 without message', { status: 502, hasToken: true }, { kind: 'notification', title: '系统提示', description: '请求失败（502）' }],
    ['timeout', { hasToken: true, code: 'ECONNABORTED' }, { kind: 'notification', title: '系统提示', description: '网络超时' }],
    ['network', { hasToken: true, code: 'ERR_NETWORK' }, { kind: 'notification', title: '系统提示', description: '网络异常，请检查网络连接' }],
    ['cancelled', { hasToken: true, code: 'ERR_CANCELED' }, { kind: 'silent' }],
  ];
  it.each(rows)('%s', (_name, input, expected) => {
    expect(reactToError(input)).toEqual(expected);
  });
});
