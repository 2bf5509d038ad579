import { useNavigate } from 'react-router';
import { Button, Result } from 'antd';
import { HOME_PATH } from '@/lib/constants';

const TEXTS = {
  403: '抱歉，你无权访问该页面',
  404: '抱歉，你访问的页面不存在',
  500: '抱歉，服务器出错了',
} as const;

/** The exception pages 403 / 404 / 500: an antd Result with a 返回首页 button. */
export function ExceptionPage({ type }: { type: keyof typeof TEXTS }) {
  const navigate = useNavigate();
  return (
    <Result
      status={String(type) as '403' | '404' | '500'}
      title={String(type)}
      subTitle={TEXTS[type]}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          返回首页
        </Button>
      }
    />
  );
}
