import { useState } from 'react';
import { useDelete, useDeleteMany, useNavigation, type CrudFilters } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { App, Button, Card, Col, Form, Input, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE, PAGE_SIZE_OPTIONS, showTotal } from '@/lib/constants';
import { Authorized } from '@/providers/access-control';
import { buildListParams } from '@/providers/data-provider';
import { downloadFile } from '@/providers/http';
import { notify } from '@/providers/notify';
import { SPOT_API, SPOT_PERMS, spotResource } from './index';
import { spotColumns, spotRowClass, type Spot } from './columns';
import './table.css';
import SelectionBanner from '@/widgets/misc/SelectionBanner';
import ListSearchForm from '@/widgets/misc/ListSearchForm';

type Search = { spotname?: string; isrelease?: string };

export const SPOT_SORT = { field: 'showorder', order: 'asc' } as const;
export const SPOT_EXPORT_FILE_NAME = '景区列表.xls';

/** Search values → refine filters: name `contains` (`*x*`), release flag equality. Empty values clear the filter. */
export function spotFilters(v: Search): CrudFilters {
  return [
    { field: 'spotname', operator: 'contains', value: v.spotname?.trim() || undefined },
    { field: 'isrelease', operator: 'eq', value: v.isrelease || undefined },
  ];
}

/** 景区列表 (menu component `weixin/HsczSpotBaseList`): search, add, batch delete, export, view / edit / delete. */
export default function SpotList() {
  const { modal } = App.useApp();
  const [form] = Form.useForm<Search>();
  const { show, edit, create } = useNavigation();
  const { mutate: deleteOne } = useDelete();
  const { mutate: deleteMany, mutation: deleteManyState } = useDeleteMany();
  const deletingMany = deleteManyState.isPending;
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);

  const { tableProps, searchFormProps, filters, sorters } = useTable<Spot, never, Search>({
    resource: spotResource.name,
    syncWithLocation: false,
    pagination: { pageSize: PAGE_SIZE },
    sorters: { initial: [SPOT_SORT] },
    onSearch: spotFilters,
  });

  const remove = (s: Spot) =>
    deleteOne(
      { resource: spotResource.name, id: s.id },
      { onSuccess: () => setSelectedKeys((k) => k.filter((id) => id !== s.id)) },
    );

  const batchDelete = () => {
    if (selectedKeys.length === 0) {
      notify.warning('请选择一条记录！');
      return;
    }
    modal.confirm({
      title: '确认删除',
      content: '是否删除选中数据?',
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        new Promise<void>((resolve) => {
          deleteMany(
            { resource: spotResource.name, ids: selectedKeys },
            {
              onSuccess: () => {
                setSelectedKeys([]);
                resolve();
              },
              onError: () => resolve(),
            },
          );
        }),
    });
  };

  const exportXls = async () => {
    const query = buildListParams({ filters, sorters, meta: spotResource.meta as never });
    try {
      await downloadFile(`${SPOT_API}/exportXls`, { ...query, selections: selectedKeys.join(',') }, SPOT_EXPORT_FILE_NAME);
    } catch {
      // downloadFile and the HTTP client show the failure.
    }
  };

  const actions = (s: Spot) => (
    <Space size={4} wrap>
      <Typography.Link onClick={() => show(spotResource.name, s.id)}>查看</Typography.Link>
      <Authorized code={SPOT_PERMS.edit}>
        <Typography.Link onClick={() => edit(spotResource.name, s.id)}>编辑</Typography.Link>
      </Authorized>
      <Authorized code={SPOT_PERMS.delete}>
        <Popconfirm title="确定删除吗?" okText="确定" cancelText="取消" onConfirm={() => remove(s)}>
          <Typography.Link type="danger">删除</Typography.Link>
        </Popconfirm>
      </Authorized>
    </Space>
  );

  return (
    <Card variant="borderless">
      <ListSearchForm form={form} formProps={searchFormProps}>
        <Col xs={24} sm={12} md={8} lg={8}>
          <Form.Item name="spotname" label="景区名称">
            <Input placeholder="请输入景区名称" allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8} lg={6}>
          <Form.Item name="isrelease" label="是否发布">
            <Select
              placeholder="请选择"
              allowClear
              options={[
                { value: '1', label: '已发布' },
                { value: '0', label: '未发布' },
              ]}
            />
          </Form.Item>
        </Col>
      </ListSearchForm>

      <div className="list-toolbar">
        <Authorized code={SPOT_PERMS.create}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create(spotResource.name)}>
            新增
          </Button>
        </Authorized>
        <Authorized code={SPOT_PERMS.export}>
          <Button icon={<DownloadOutlined />} onClick={() => void exportXls()}>
            导出
          </Button>
        </Authorized>
        <Authorized code={SPOT_PERMS.deleteBatch}>
          <Button danger icon={<DeleteOutlined />} loading={deletingMany} onClick={batchDelete}>
            批量删除
          </Button>
        </Authorized>
      </div>

      <SelectionBanner count={selectedKeys.length} onClear={() => setSelectedKeys([])} />

      <Table<Spot>
        {...tableProps}
        rowKey="id"
        size="middle"
        columns={spotColumns(actions)}
        scroll={{ x: 860 }}
        rowClassName={spotRowClass}
        locale={{ emptyText: '暂无数据' }}
        rowSelection={{
          selectedRowKeys: selectedKeys,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelectedKeys(keys.map(String)),
        }}
        pagination={
          tableProps.pagination
            ? {
                ...tableProps.pagination,
                pageSizeOptions: PAGE_SIZE_OPTIONS,
                showQuickJumper: true,
                showSizeChanger: true,
                showTotal,
              }
            : false
        }
      />
    </Card>
  );
}
