import { useCallback, useMemo, useRef, useState } from 'react';
import { useInvalidate, type CrudFilters } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { Button, Card, Col, DatePicker, Form, Input, Popconfirm, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, PAGE_SIZE, PAGE_SIZE_OPTIONS, showTotal } from '@/lib/constants';
import { Authorized, useColumnAuth } from '@/providers/access-control';
import { buildListParams } from '@/providers/data-provider';
import { downloadFile, postAction } from '@/providers/http';
import { notify } from '@/providers/notify';
import { WX_USER_API, WX_USER_PERMS, wechatUserResource } from './index';
import { isNormalUser, wxUserColumns, wxUserRowClass, type WxUser } from './columns';
import '../spot/table.css';
import SelectionBanner from '@/widgets/misc/SelectionBanner';
import ListSearchForm from '@/widgets/misc/ListSearchForm';

type Search = { nickname?: string; zcsj?: Dayjs | null; zcsj2?: Dayjs | null };

export const EXPORT_FILE_NAME = '微信用户登录信息.xls';
export const FREEZE_CONFIRM = '确定确定【冻结】该用户?';
export const ENABLE_CONFIRM = '确定确定【启用】该用户?';

/**
 * Search values → refine filters: the nickname as `contains` (`*x*`), the registration range as `zcsj` (start) and
 * `zcsj2` (end) dates, the parameters the WeChat user list takes (spec §7). Empty values clear their filter.
 */
export function wxUserFilters(v: Search): CrudFilters {
  const nick = v.nickname?.trim();
  return [
    { field: 'nickname', operator: 'contains', value: nick || undefined },
    { field: 'zcsj', operator: 'eq', value: v.zcsj ? v.zcsj.format(DATE_FORMAT) : undefined },
    { field: 'zcsj2', operator: 'eq', value: v.zcsj2 ? v.zcsj2.format(DATE_FORMAT) : undefined },
  ];
}

export interface WxUserListProps {
  /** Picker mode (spec "disabled flag"): columns #, 昵称, 微信ID, 头像, 用户状态; no search actions but 查询/重置, no 操作. */
  picker?: boolean;
  /** Same as `picker` (the Vue component's prop name). */
  disabled?: boolean;
  /** Allow several rows; otherwise a row click selects only that row. */
  multiple?: boolean;
  /** Receives the selected rows whenever the selection changes. */
  onChange?: (rows: WxUser[]) => void;
}

/**
 * 商户微信用户 list (component WxSysUserList): filters, export, selection banner, freeze / enable with confirmation.
 * Used as a page and, with `picker`, inside the merchant user picker.
 */
export function WxUserList({ picker: pickerProp, disabled, multiple = false, onChange }: WxUserListProps) {
  const picker = !!(pickerProp || disabled);
  const [form] = Form.useForm<Search>();
  const invalidate = useInvalidate();
  const [selected, setSelected] = useState<WxUser[]>([]);
  const selectedRef = useRef(selected);
  const [busyId, setBusyId] = useState<string>();

  const { tableProps, searchFormProps, filters, sorters, currentPage, pageSize } = useTable<WxUser, never, Search>({
    resource: wechatUserResource.name,
    meta: { api: { base: WX_USER_API } },
    syncWithLocation: false,
    pagination: { pageSize: PAGE_SIZE },
    sorters: { initial: [{ field: 'createTime', order: 'desc' }] },
    onSearch: wxUserFilters,
  });

  const select = useCallback(
    (rows: WxUser[]) => {
      selectedRef.current = rows;
      setSelected(rows);
      onChange?.(rows);
    },
    [onChange],
  );

  /** A row click toggles that row: alone in single mode, within the set otherwise. */
  const toggle = (row: WxUser) => {
    const cur = selectedRef.current;
    const had = cur.some((r) => r.id === row.id);
    if (multiple) select(had ? cur.filter((r) => r.id !== row.id) : [...cur, row]);
    else select(had && cur.length === 1 ? [] : [row]);
  };

  const setState = async (u: WxUser, userstate: '1' | '2') => {
    setBusyId(u.id);
    try {
      const res = await postAction(`${WX_USER_API}/updateUserstate`, { id: u.id, userstate });
      if (res.success) {
        notify.success(res.message || '操作成功');
        await invalidate({ resource: wechatUserResource.name, invalidates: ['list'] });
      } else {
        notify.warning(res.message);
      }
    } catch {
      // The HTTP client has shown the failure (catalogue of spec §8).
    } finally {
      setBusyId(undefined);
    }
  };

  const renderActions = (u: WxUser) => (
    <Authorized code={WX_USER_PERMS.freeze}>
      {/* Stops the click (also from the confirm popup, which bubbles through React) from toggling the row. */}
      <span onClick={(e) => e.stopPropagation()}>
        {isNormalUser(u) ? (
          <Popconfirm title={FREEZE_CONFIRM} okText="确定" cancelText="取消" onConfirm={() => setState(u, '2')}>
            <Typography.Link type="danger" disabled={busyId === u.id}>
              冻结
            </Typography.Link>
          </Popconfirm>
        ) : (
          <Popconfirm title={ENABLE_CONFIRM} okText="确定" cancelText="取消" onConfirm={() => setState(u, '1')}>
            <Typography.Link disabled={busyId === u.id}>启用</Typography.Link>
          </Popconfirm>
        )}
      </span>
    </Authorized>
  );

  const rowOffset = (currentPage - 1) * pageSize;
  const allColumns = useMemo(
    () => wxUserColumns({ picker, rowOffset, renderActions }),
    // renderActions only changes with busyId; the columns follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [picker, rowOffset, busyId],
  );
  const columns = useColumnAuth(allColumns, WX_USER_PERMS.columnPrefix);

  const exportXls = async () => {
    const query = buildListParams({
      filters,
      sorters,
      pagination: { currentPage, pageSize },
      meta: { api: { base: WX_USER_API } },
    });
    try {
      await downloadFile(
        `${WX_USER_API}/exportXls`,
        { ...query, selections: selected.map((r) => r.id).join(',') },
        EXPORT_FILE_NAME,
      );
    } catch {
      // downloadFile and the HTTP client show the failure.
    }
  };

  const selectedKeys = selected.map((r) => r.id);

  return (
    <div className="list-page">
      <ListSearchForm form={form} formProps={searchFormProps} actionsCol={{ xs: 24, sm: 12, md: 8, lg: 8 }}>
        <Col xs={24} sm={12} md={8} lg={6}>
          <Form.Item name="nickname" label="昵称">
            <Input placeholder="请输入昵称" allowClear onPressEnter={() => form.submit()} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={24} md={12} lg={10}>
          <Form.Item label="注册时间">
            <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <Form.Item name="zcsj" noStyle>
                <DatePicker placeholder="开始日期" format={DATE_FORMAT} style={{ flex: 1, minWidth: 0 }} />
              </Form.Item>
              <span>~</span>
              <Form.Item name="zcsj2" noStyle>
                <DatePicker placeholder="结束日期" format={DATE_FORMAT} style={{ flex: 1, minWidth: 0 }} />
              </Form.Item>
            </div>
          </Form.Item>
        </Col>
      </ListSearchForm>

      {!picker && (
        <div className="list-toolbar">
          <Authorized code={WX_USER_PERMS.export}>
            <Button type="primary" icon={<DownloadOutlined />} onClick={() => void exportXls()}>
              导出
            </Button>
          </Authorized>
        </div>
      )}

      <SelectionBanner count={selected.length} onClear={() => select([])} />

      <Table<WxUser>
        {...tableProps}
        rowKey="id"
        size="middle"
        columns={columns}
        scroll={{ x: picker ? 640 : 860 }}
        rowClassName={wxUserRowClass}
        locale={{ emptyText: '暂无数据' }}
        onRow={(r) => ({ onClick: () => toggle(r) })}
        rowSelection={{
          type: picker && !multiple ? 'radio' : 'checkbox',
          selectedRowKeys: selectedKeys,
          onChange: (keys, rows) => {
            // Keep rows selected on other pages; replace those of this page.
            const onPage = new Set((tableProps.dataSource ?? []).map((r) => r.id));
            const kept = selectedRef.current.filter((r) => !onPage.has(r.id));
            const fresh = rows.filter((r): r is WxUser => !!r && keys.includes(r.id));
            select(picker && !multiple ? fresh.slice(0, 1) : [...kept, ...fresh]);
          },
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
    </div>
  );
}

/** The page at the menu component `weixin/WxSysUserList`. */
export default function WxSysUserListPage() {
  return (
    <Card variant="borderless">
      <WxUserList />
    </Card>
  );
}
