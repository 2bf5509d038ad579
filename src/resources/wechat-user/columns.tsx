import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { Avatar, Space, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { fileAccessUrl } from '@/lib/runtime-config';

/** A merchant WeChat (mini-program) user (spec §3). */
export interface WxUser {
  id: string;
  wxid?: string;
  openid?: string;
  nickname?: string;
  avatarurl?: string | null;
  userstate?: string | null;
  userstate_dictText?: string;
  zcsj?: string | null;
  lastLoginTime?: string | null;
}

/** '1' normal, '2' frozen, anything else unknown (spec §3). */
export function userStateText(state: unknown): '正常' | '冻结' | '未知' {
  const s = state === null || state === undefined ? '' : String(state);
  if (s === '1') return '正常';
  if (s === '2') return '冻结';
  return '未知';
}

export const isNormalUser = (u: Pick<WxUser, 'userstate'>) => String(u.userstate ?? '') === '1';

/** Red row for any user whose status is not normal. */
export const wxUserRowClass = (u: WxUser) => (isNormalUser(u) ? '' : 'row-warn');

const STATE_COLOR: Record<string, string> = { 正常: 'green', 冻结: 'red', 未知: 'default' };

/**
 * Columns of the WeChat user list. The page shows 昵称, 头像, 用户状态, 注册时间, 最后登录时间, 操作; picker mode shows
 * 昵称, 微信ID (openid), 头像, 用户状态 (spec §2).
 */
export function wxUserColumns(opts: {
  picker: boolean;
  rowOffset: number;
  renderActions?: (u: WxUser) => ReactNode;
}): TableColumnsType<WxUser> {
  const rowNo = {
    title: '#',
    key: 'rowIndex',
    width: 60,
    align: 'center' as const,
    render: (_: unknown, __: WxUser, i: number) => opts.rowOffset + i + 1,
  };
  const nickname = { title: '昵称', dataIndex: 'nickname', key: 'nickname', ellipsis: true };
  const openid = { title: '微信ID', dataIndex: 'openid', key: 'openid', ellipsis: true };
  const avatar = {
    title: '头像',
    dataIndex: 'avatarurl',
    key: 'avatarurl',
    width: 80,
    align: 'center' as const,
    render: (v: string | null) => (
      <Avatar shape="square" size={40} src={v ? fileAccessUrl(v) : undefined} icon={<UserOutlined />} alt="头像" />
    ),
  };
  const state = {
    title: '用户状态',
    dataIndex: 'userstate',
    key: 'userstate',
    width: 100,
    align: 'center' as const,
    render: (v: string | null) => {
      const t = userStateText(v);
      return <Tag color={STATE_COLOR[t]}>{t}</Tag>;
    },
  };
  if (opts.picker) return [rowNo, nickname, openid, avatar, state];
  return [
    rowNo,
    nickname,
    avatar,
    state,
    { title: '注册时间', dataIndex: 'zcsj', key: 'zcsj', width: 170 },
    { title: '最后登录时间', dataIndex: 'lastLoginTime', key: 'lastLoginTime', width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 90,
      align: 'center' as const,
      fixed: 'right' as const,
      render: (_: unknown, u: WxUser) => <Space>{opts.renderActions?.(u)}</Space>,
    },
  ];
}
