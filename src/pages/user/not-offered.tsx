import { Link } from 'react-router';
import { Button, Result } from 'antd';

/**
 * What the public account pages say in this product: operators' accounts are created by an administrator, so there is
 * no self-registration or self-service password reset. Shared by register, register-result and alteration.
 */
export function NotOffered({ title, text }: { title: string; text: string }) {
  return (
    <Result
      status="info"
      title={title}
      subTitle={text}
      extra={
        <Link to="/user/login">
          <Button type="primary">返回登录</Button>
        </Link>
      }
    />
  );
}
