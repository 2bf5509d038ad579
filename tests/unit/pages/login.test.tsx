import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import { authProvider } from '@/providers/auth-provider';
import { sessionStore } from '@/lib/session';
import LoginPage from '@/pages/user/login';
import { renderWithRefine } from './test-app';

const api = vi.hoisted(() => ({
  captcha: vi.fn(),
  login: vi.fn(),
  sendSms: vi.fn(),
  phoneLogin: vi.fn(),
  logout: vi.fn(),
}));
vi.mock('@/providers/auth-api', async (orig) => ({ ...(await orig<typeof import('@/providers/auth-api')>()), authApi: api }));

// antd under jsdom is slow on a busy machine: give the screen time, not the assertions slack.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 90000 });

/** Typing character by character adds nothing here; a change event is what the form reacts to. */
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const ok = (result: unknown, code = 200, message = '登录成功') => ({ success: true, code, message, result, timestamp: 0 });
const fail = (message: string) => ({ success: false, code: 500, message, result: null, timestamp: 0 });
const loginResult = (extra: Record<string, unknown> = {}) =>
  ok({ token: 't0k', userInfo: { id: 'u1', username: 'admin', realname: '管理员' }, multi_depart: 1, ...extra });

function renderLogin(path = '/user/login') {
  return renderWithRefine(<LoginPage />, {
    authProvider,
    path,
    route: '/user/login',
    extraRoutes: [
      <Route key="a" path="/dashboard/analysis" element={<div>首页内容</div>} />,
      <Route key="b" path="/spot/list" element={<div>景区页面</div>} />,
    ],
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  let n = 0;
  api.captcha.mockImplementation(async () => ok(`data:image/svg+xml;base64,${btoa(`img${++n}`)}`, 0, ''));
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('login page, account tab', () => {
  it('shows the captcha image and asks a new one with a new key on click', async () => {
    const user = userEvent.setup();
    renderLogin();
    const img = await screen.findByAltText('验证码');
    const firstKey = api.captcha.mock.calls[0][0];
    await user.click(img);
    await waitFor(() => expect(api.captcha).toHaveBeenCalledTimes(2));
    expect(api.captcha.mock.calls[1][0]).not.toBe(firstKey);
    await waitFor(() => expect(screen.getByAltText('验证码').getAttribute('src')).toContain(btoa('img2')));
  });

  it('asks for the required fields', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('shows the server message under the form, keeps the username and refreshes the captcha', async () => {
    api.login.mockResolvedValue(fail('用户名或密码错误'));
    const user = userEvent.setup();
    renderLogin();
    await screen.findByAltText('验证码');
    fill('用户名', 'admin');
    fill('密码', 'wrong');
    fill('验证码', 'ab12');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    const key = api.captcha.mock.calls[0][0];
    expect(api.login).toHaveBeenCalledWith({ username: 'admin', password: 'wrong', captcha: 'ab12', checkKey: key, remember_me: true });
    expect(screen.getByLabelText('用户名')).toHaveValue('admin');
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    await waitFor(() => expect(api.captcha).toHaveBeenCalledTimes(2));
    expect(sessionStore.token()).toBeNull();
  });

  it('goes to the ?redirect= target after a successful login', async () => {
    api.login.mockResolvedValue(loginResult());
    const user = userEvent.setup();
    renderLogin('/user/login?redirect=%2Fspot%2Flist');
    fill('用户名', 'admin');
    fill('密码', '123456');
    fill('验证码', 'ab12');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('景区页面')).toBeInTheDocument();
    expect(sessionStore.token()).toBe('t0k');
  });

  it('asks for the tenant when the login returns several, then goes on', async () => {
    api.login.mockResolvedValue(loginResult({ tenantList: [{ id: 1, name: '北京租户' }, { id: 2, name: '上海租户' }] }));
    const user = userEvent.setup();
    renderLogin();
    fill('用户名', 'admin');
    fill('密码', '123456');
    fill('验证码', 'ab12');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await screen.findByRole('radio', { name: '上海租户' });
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择登录租户', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '上海租户' }));
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(sessionStore.tenantId()).toBe('2');
  });

  it('sends a logged-in visitor to the dashboard', async () => {
    sessionStore.saveLogin('t0k', { id: 'u1', username: 'admin', realname: '管理员' });
    renderLogin();
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
  });
});

describe('login page, phone tab', () => {
  it('validates the mobile number with the §5 messages', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByText('手机号登录'));
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    fill('手机号', '12345678901');
    expect(await screen.findByText('请输入正确手机号')).toBeInTheDocument();
    expect(api.sendSms).not.toHaveBeenCalled();
  });

  it('sends the SMS and counts 60 seconds down on the button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.sendSms.mockResolvedValue({ success: true, code: 0, message: '操作成功！', result: null, timestamp: 0 });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderLogin();
    await user.click(screen.getByText('手机号登录'));
    fill('手机号', '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(api.sendSms).toHaveBeenCalledWith('13800138000', '0');
    const btn = await screen.findByRole('button', { name: '60 秒' });
    expect(btn).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(await screen.findByRole('button', { name: '59 秒' })).toBeDisabled();
    for (let i = 0; i < 59; i += 1) {
      // one tick at a time: each second schedules the next after React renders
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('shows the server message of a failed phone login', async () => {
    api.phoneLogin.mockResolvedValue({ success: true, code: 0, message: '手机验证码错误', result: null, timestamp: 0 });
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByText('手机号登录'));
    fill('手机号', '13800138000');
    fill('短信验证码', '123456');
    const panel = screen.getByRole('region', { name: '手机号登录' });
    await user.click(within(panel).getByRole('button', { name: /登\s*录/ }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('手机验证码错误');
    expect(api.phoneLogin).toHaveBeenCalledWith({ mobile: '13800138000', captcha: '123456', remember_me: true });
  });
});
