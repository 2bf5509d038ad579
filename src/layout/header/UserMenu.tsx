import { useGetIdentity, useLogout } from '@refinedev/core';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Modal, Tooltip, type MenuProps } from 'antd';
import { fileAccessUrl } from '@/lib/runtime-config';
import { greeting, WELCOME_TEXT } from '@/lib/constants';
import { refreshDictCache } from '@/providers/dict';
import type { UserInfo } from '@/types/jeecg';

export const LOGIN_PATH = '/user/login';

/**
 * The header's user dropdown: 欢迎您 <realname>, 切换部门, 系统设置, 密码修改, 清理缓存 and 退出登录 (confirmed, then
 * refine's logout → /user/login). The greeting by hour shows as the tooltip.
 */
export default function UserMenu({
  mobile,
  onSettings,
  onPassword,
  onDepart,
}: {
  mobile: boolean;
  onSettings: () => void;
  onPassword: () => void;
  onDepart: () => void;
}) {
  const { data: user } = useGetIdentity<UserInfo>();
  const { mutate: logout } = useLogout();
  const [modal, modalHolder] = Modal.useModal();
  const name = user?.realname || user?.username || '';

  const items: MenuProps['items'] = [
    { key: 'depart', label: '切换部门' },
    { key: 'settings', label: '系统设置' },
    { key: 'password', label: '密码修改' },
    { key: 'cache', label: '清理缓存' },
    { type: 'divider' },
    { key: 'logout', label: '退出登录' },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'depart') onDepart();
    else if (key === 'settings') onSettings();
    else if (key === 'password') onPassword();
    else if (key === 'cache') void refreshDictCache();
    else if (key === 'logout') {
      void modal.confirm({
        title: '提示',
        content: '真的要注销登录吗 ?',
        okText: '确定',
        cancelText: '取消',
        onOk: () => logout({ redirectPath: LOGIN_PATH }),
      });
    }
  };

  return (
    <>
      {modalHolder}
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Tooltip title={name ? `${greeting()}，${name}，${WELCOME_TEXT}` : undefined} placement="left">
          <span className="rj-header-action rj-user" role="button" tabIndex={0} aria-label="用户菜单">
            <Avatar size="small" icon={<UserOutlined />} src={user?.avatar ? fileAccessUrl(user.avatar) : undefined} />
            {!mobile && <span className="rj-user-name">欢迎您 {name}</span>}
            <DownOutlined style={{ fontSize: 10 }} />
          </span>
        </Tooltip>
      </Dropdown>
    </>
  );
}
