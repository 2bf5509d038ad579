import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useInvalidate, type CrudFilters } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { Badge, Button, Card, Col, Form, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { PAGE_SIZE, PAGE_SIZE_OPTIONS, showTotal } from '@/lib/constants';
import { putAction } from '@/providers/http';
import { notify } from '@/providers/notify';
import AnnouncementModal from '@/layout/notice/AnnouncementModal';
import ListSearchForm from '@/widgets/misc/ListSearchForm';
import type { Announcement } from '@/types/jeecg';

/** One row of GET /sys/sysAnnouncementSend/getMyAnnouncementSend (contract §5.9, AnnouncementSendModel). */
export interface MyAnnouncement extends Announcement {
  anntId: string;
  readFlag: string;
}

type Search = { titile?: string; readFlag?: string };

export const MY_ANNOUNCEMENT_API = '/sys/sysAnnouncementSend/getMyAnnouncementSend';

const PRIORITY: Record<string, { text: string; color: string }> = {
  L: { text: '一般', color: 'blue' },
  M: { text: '重要', color: 'orange' },
  H: { text: '紧急', color: 'red' },
};
const CATEGORY: Record<string, string> = { '1': '通知公告', '2': '系统消息' };

/** Title (contains, the server matches it with LIKE) and read flag → the parameters the endpoint takes. */
export function announcementFilters(v: Search): CrudFilters {
  return [
    { field: 'titile', operator: 'eq', value: v.titile?.trim() || undefined },
    { field: 'readFlag', operator: 'eq', value: v.readFlag || undefined },
  ];
}

/**
 * 我的消息 (`/isps/userAnnouncement`, menu component `system/UserAnnouncementList`): the operator's announcements,
 * unread first; a click shows the content and marks it read; 全部已读 marks everything read.
 */
export default function UserAnnouncementList() {
  const [form] = Form.useForm<Search>();
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const [open, setOpen] = useState<MyAnnouncement | null>(null);
  const [busy, setBusy] = useState(false);

  const { tableProps, searchFormProps } = useTable<MyAnnouncement, never, Search>({
    resource: 'user-announcement',
    meta: { api: { list: MY_ANNOUNCEMENT_API } },
    syncWithLocation: false,
    pagination: { pageSize: PAGE_SIZE },
    onSearch: announcementFilters,
  });

  const reload = () => invalidate({ resource: 'user-announcement', invalidates: ['list'] });

  const view = async (r: MyAnnouncement) => {
    setOpen(r);
    if (r.readFlag === '1') return;
    try {
      const res = await putAction(`/sys/sysAnnouncementSend/editByAnntIdAndUserId`, { anntId: r.anntId });
      if (res.success) await reload();
      else notify.warning(res.message);
    } catch {
      // shown by the HTTP client
    }
  };

  const readAll = async () => {
    setBusy(true);
    try {
      const res = await putAction('/sys/sysAnnouncementSend/readAll');
      if (res.success) {
        notify.success(res.message || '全部已读');
        await reload();
      } else notify.warning(res.message);
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };

  /** openType 'url': go to the page that handles the message (an in-app path, or an external address). */
  const goHandle = (r: MyAnnouncement) => {
    const target = r.openPage ?? '';
    if (/^https?:\/\//.test(target)) window.open(target, '_blank', 'noopener');
    else if (target) navigate(target + (r.busId ? `?busId=${encodeURIComponent(r.busId)}` : ''));
  };

  const columns: TableColumnsType<MyAnnouncement> = [
    {
      title: '标题',
      dataIndex: 'titile',
      key: 'titile',
      ellipsis: true,
      render: (v: string, r) => (
        <Space size={6}>
          {r.readFlag !== '1' && <Badge status="error" />}
          <span style={{ fontWeight: r.readFlag === '1' ? 400 : 600 }}>{v}</span>
        </Space>
      ),
    },
    { title: '消息类型', dataIndex: 'msgCategory', key: 'msgCategory', width: 100, render: (v: string) => CATEGORY[v] ?? v },
    { title: '发布人', dataIndex: 'sender', key: 'sender', width: 100 },
    { title: '发布时间', dataIndex: 'sendTime', key: 'sendTime', width: 170 },
    {
      title: '优先级',
      dataIndex: 'priority',
      key: 'priority',
      width: 80,
      render: (v: string) => (PRIORITY[v] ? <Tag color={PRIORITY[v].color}>{PRIORITY[v].text}</Tag> : v),
    },
    {
      title: '阅读状态',
      dataIndex: 'readFlag',
      key: 'readFlag',
      width: 90,
      render: (v: string) => (v === '1' ? <Tag>已读</Tag> : <Tag color="red">未读</Tag>),
    },
    {
      title: '操作',
      key: 'action',
      width: 120,
      fixed: 'right',
      render: (_, r) => (
        <Space size={8} onClick={(e) => e.stopPropagation()}>
          <Typography.Link onClick={() => void view(r)}>查看</Typography.Link>
          {r.openType === 'url' && r.openPage && <Typography.Link onClick={() => goHandle(r)}>去处理</Typography.Link>}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <ListSearchForm
        form={form}
        formProps={searchFormProps}
        gutter={[12, 12]}
        rowStyle={{ marginBottom: 12 }}
        actionsCol={{ xs: 24, md: 10 }}
        extra={
          <Button icon={<CheckOutlined />} loading={busy} onClick={() => void readAll()}>
            全部已读
          </Button>
        }
      >
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="titile" label="标题" style={{ marginInlineEnd: 0 }}>
            <Input placeholder="请输入标题" allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item name="readFlag" label="阅读状态" style={{ marginInlineEnd: 0 }}>
            <Select
              placeholder="全部"
              allowClear
              options={[
                { value: '0', label: '未读' },
                { value: '1', label: '已读' },
              ]}
            />
          </Form.Item>
        </Col>
      </ListSearchForm>
      <Table<MyAnnouncement>
        {...tableProps}
        rowKey="id"
        size="middle"
        columns={columns}
        scroll={{ x: 820 }}
        locale={{ emptyText: '暂无消息' }}
        onRow={(r) => ({ onClick: () => void view(r), style: { cursor: 'pointer' } })}
        pagination={
          tableProps.pagination
            ? { ...tableProps.pagination, pageSizeOptions: PAGE_SIZE_OPTIONS, showQuickJumper: true, showSizeChanger: true, showTotal }
            : false
        }
      />
      <AnnouncementModal record={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
