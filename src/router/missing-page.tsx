import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '@/lib/constants';

/** Shown when the server menu names a component this front end does not have (never a crash). */
export function MissingPage({ component }: { component: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title="页面组件不存在"
      subTitle={`菜单配置的前端组件「${component}」在本系统中不存在，请联系管理员检查菜单的组件路径。`}
      extra={<Button type="primary" onClick={() => navigate(HOME_PATH)}>返回首页</Button>}
    />
  );
}
