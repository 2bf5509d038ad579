import { useEffect, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { sessionStore } from '@/lib/session';
import { authApi } from '@/providers/auth-api';
import { notify } from '@/providers/notify';

interface Values {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/**
 * 修改密码 dialog (spec/backoffice.md §5): old, new and repeated password for `username` (the signed-in operator when
 * omitted). `<ChangePasswordModal open={open} onClose={() => setOpen(false)} />`
 */
export default function ChangePasswordModal({
  open,
  onClose,
  username,
}: {
  open: boolean;
  onClose: () => void;
  username?: string;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const user = username ?? sessionStore.userInfo()?.username;

  // Opening without a logged-in user only warns.
  useEffect(() => {
    if (open && !user) {
      notify.warning('当前系统无登录用户!');
      onClose();
    }
  }, [open, user, onClose]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !user) return;
    setSaving(true);
    try {
      const res = await authApi.updatePassword({ username: user, ...values });
      if (res.success) {
        notify.success(res.message);
        form.resetFields();
        onClose();
      } else {
        notify.warning(res.message);
      }
    } catch (e) {
      // The HTTP client has already shown transport errors; keep the dialog and its input.
      console.warn('修改密码失败', e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="修改密码"
      width={800}
      open={open && !!user}
      confirmLoading={saving}
      onOk={submit}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Form form={form} labelCol={{ xs: { span: 24 }, sm: { span: 5 } }} wrapperCol={{ xs: { span: 24 }, sm: { span: 16 } }}>
        <Form.Item label="旧密码" name="oldpassword" rules={[{ required: true, message: '请输入旧密码!' }]}>
          <Input.Password placeholder="请输入旧密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码" name="password" rules={[{ required: true, message: '请输入新密码!' }]}>
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirmpassword"
          dependencies={['password']}
          rules={[
            { required: true, message: '请确认新密码!' },
            ({ getFieldValue }) => ({
              validator: (_r, v) =>
                !v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一样！')),
            }),
          ]}
        >
          <Input.Password placeholder="请确认新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
