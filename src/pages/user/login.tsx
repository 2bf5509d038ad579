import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Col, Form, Input, Radio, Row, Segmented } from 'antd';
import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { HOME_PATH } from '@/lib/constants';
import { sessionStore } from '@/lib/session';
import { REQUIRED_MESSAGES, patternRule } from '@/lib/validation-patterns';
import { authApi } from '@/providers/auth-api';
import { authProvider, pendingLogin, type LoginParams } from '@/providers/auth-provider';
import { notify } from '@/providers/notify';
import type { Tenant } from '@/types/jeecg';
import { useCaptcha } from './use-captcha';
import { useCountdown } from './use-countdown';
import './user.css';

type AccountValues = { username: string; password: string; captcha: string };
type PhoneValues = { mobile: string; captcha: string };

/** Seconds before 获取验证码 may be pressed again. */
export const SMS_WAIT_SECONDS = 60;

function errorText(e: unknown, fallback = '登录失败'): string {
  if (e && typeof e === 'object' && 'message' in e && typeof (e as { message: unknown }).message === 'string') {
    return (e as { message: string }).message || fallback;
  }
  return fallback;
}

/** Tenant choice after a login that returned several tenants (contract §3.2 `tenantList`). */
function TenantStep({ tenants, onDone }: { tenants: Tenant[]; onDone: () => void }) {
  const [form] = Form.useForm<{ tenantId: number }>();
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      onFinish={(v) => {
        sessionStore.setTenant(v.tenantId);
        onDone();
      }}
      style={{ paddingTop: 16 }}
    >
      <Alert type="info" showIcon message="您的账号属于多个租户，请选择本次登录的租户" style={{ marginBottom: 16 }} />
      <Form.Item name="tenantId" label="租户" rules={[{ required: true, message: '请选择登录租户' }]}>
        <Radio.Group
          aria-label="租户"
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={tenants.map((t) => ({ value: t.id, label: t.name }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        确定
      </Button>
    </Form>
  );
}

/**
 * Login page: 账号密码登录 (username, password, captcha image that refreshes on click) and 手机号登录 (mobile + SMS code
 * with a 60 s countdown). A failed login shows the server's message under the form and refreshes the captcha; the
 * username stays. `?redirect=` is honoured; with several tenants the page asks which one before going on.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect') || undefined;
  const [alreadyIn] = useState(() => !!sessionStore.token());
  const [tab, setTab] = useState<'account' | 'phone'>('account');
  const [error, setError] = useState('');
  const [tenants, setTenants] = useState<Tenant[]>([]);
  const [accountForm] = Form.useForm<AccountValues>();
  const [phoneForm] = Form.useForm<PhoneValues>();
  const captcha = useCaptcha();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  // The login route stays outside <Refine> so its bundle stays small: the auth provider is called directly.
  const [isPending, setPending] = useState(false);

  if (alreadyIn) return <Navigate to={HOME_PATH} replace />;

  const afterSuccess = () => {
    if (pendingLogin.tenants.length > 0) {
      setTenants(pendingLogin.tenants);
      return;
    }
    navigate(pendingLogin.redirect, { replace: true });
  };

  const failed = (message: string) => {
    setError(message);
    if (tab === 'account') {
      captcha.refresh();
      accountForm.setFieldValue('captcha', '');
    }
  };

  const submit = (p: LoginParams) => {
    setError('');
    setPending(true);
    authProvider
      .login(p)
      .then(
        (res) => {
          if (res.success) afterSuccess();
          else failed(errorText(res.error));
        },
        (e) => failed(errorText(e)),
      )
      .finally(() => setPending(false));
  };

  const onAccount = (v: AccountValues) =>
    submit({
      type: 'account',
      username: v.username.trim(),
      password: v.password,
      captcha: v.captcha,
      checkKey: captcha.key,
      redirect,
    });

  const onPhone = (v: PhoneValues) => submit({ type: 'phone', mobile: v.mobile.trim(), captcha: v.captcha.trim(), redirect });

  const sendSms = async () => {
    let mobile: string;
    try {
      mobile = (await phoneForm.validateFields(['mobile'])).mobile.trim();
    } catch {
      return; // the field shows 请输入手机号 / 请输入正确手机号
    }
    setSending(true);
    try {
      const res = await authApi.sendSms(mobile, '0');
      if (res.success) {
        countdown.start(SMS_WAIT_SECONDS);
        notify.success('验证码已发送，请查收短信');
      } else {
        setError(res.message?.trim() || '短信验证码发送失败,请稍后重试');
      }
    } catch (e) {
      setError(errorText(e, '短信验证码发送失败,请稍后重试'));
    } finally {
      setSending(false);
    }
  };

  if (tenants.length > 0) {
    return <TenantStep tenants={tenants} onDone={() => navigate(pendingLogin.redirect, { replace: true })} />;
  }

  // the error of the last attempt and the submit button, shared by the account and phone forms
  const submitRow = (
    <>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      <Button type="primary" htmlType="submit" block loading={isPending}>
        登 录
      </Button>
    </>
  );

  const account = (
    <Form form={accountForm} size="large" onFinish={onAccount} autoComplete="on" name="login-account">
      <Form.Item name="username" rules={[{ required: true, message: REQUIRED_MESSAGES.username }]}>
        <Input prefix={<UserOutlined />} placeholder="请输入用户名" autoComplete="username" aria-label="用户名" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" aria-label="密码" />
      </Form.Item>
      <Row gutter={12} wrap={false}>
        <Col flex="auto">
          <Form.Item name="captcha" rules={[{ required: true, message: '请输入验证码' }]}>
            <Input prefix={<SafetyOutlined />} placeholder="请输入验证码" autoComplete="off" maxLength={8} aria-label="验证码" />
          </Form.Item>
        </Col>
        <Col flex="120px">
          {captcha.src ? (
            <img
              className="login-captcha-img"
              src={captcha.src}
              alt="验证码"
              title="看不清？点击换一张"
              onClick={captcha.refresh}
            />
          ) : (
            <div className="login-captcha-placeholder" role="button" tabIndex={0} onClick={captcha.refresh}>
              {captcha.loading ? '加载中…' : '点击刷新'}
            </div>
          )}
        </Col>
      </Row>
      {submitRow}
    </Form>
  );

  const phone = (
    <Form form={phoneForm} size="large" onFinish={onPhone} name="login-phone">
      <Form.Item
        name="mobile"
        rules={[{ required: true, message: REQUIRED_MESSAGES.mobile }, patternRule('mobile')]}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} inputMode="numeric" aria-label="手机号" />
      </Form.Item>
      <Row gutter={12} wrap={false}>
        <Col flex="auto">
          <Form.Item name="captcha" rules={[{ required: true, message: '请输入验证码' }]}>
            <Input prefix={<SafetyOutlined />} placeholder="请输入短信验证码" maxLength={6} inputMode="numeric" aria-label="短信验证码" />
          </Form.Item>
        </Col>
        <Col flex="120px">
          <Button block disabled={countdown.running} loading={sending} onClick={() => void sendSms()}>
            {countdown.running ? `${countdown.left} 秒` : '获取验证码'}
          </Button>
        </Col>
      </Row>
      {submitRow}
    </Form>
  );

  return (
    // A segmented switch rather than antd Tabs: same two choices, a fraction of the login route's bundle.
    <>
      <Segmented
        block
        value={tab}
        onChange={(k) => {
          setTab(k as 'account' | 'phone');
          setError('');
        }}
        options={[
          { value: 'account', label: '账号密码登录' },
          { value: 'phone', label: '手机号登录' },
        ]}
        style={{ marginBottom: 24 }}
      />
      <section aria-label="账号密码登录" hidden={tab !== 'account'}>
        {account}
      </section>
      <section aria-label="手机号登录" hidden={tab !== 'phone'}>
        {phone}
      </section>
    </>
  );
}
