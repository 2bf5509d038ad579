import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Col, Form, Input, Row, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { notify } from '@/providers/notify';
import { PickerModal } from './PickerModal';
import {
  POPUP_SELECT_ONE,
  REPORT_POPUP_WIDTH,
  cachedGet,
  dictCellText,
  reportRowKey,
  selfParams,
  type ReportColumnsResult,
  type ReportQueryItem,
} from './report-popup';

type Row = Record<string, unknown>;

export interface ReportPopupModalProps {
  open: boolean;
  /** Report code (getRpColumns/{code}). */
  code: string;
  multi?: boolean;
  /** Dynamic report parameters, sent as self_<name>. */
  param?: Record<string, unknown>;
  onOk: (rows: Row[]) => void;
  onCancel: () => void;
}

/**
 * The online-report popup (JPopupOnlReport): 1200 wide; columns, query form and pages come from the report
 * configuration. Emits the selected records on OK.
 */
export function ReportPopupModal({ open, code, multi = false, param, onOk, onCancel }: ReportPopupModalProps) {
  const [meta, setMeta] = useState<ReportColumnsResult | null>(null);
  const [queryItems, setQueryItems] = useState<ReportQueryItem[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [pager, setPager] = useState({ current: 1, pageSize: 10 });
  const [query, setQuery] = useState<Record<string, string>>({});
  const [expand, setExpand] = useState(false);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<Row[]>([]);
  const [form] = Form.useForm();
  const paramKey = JSON.stringify(param ?? {});

  const loadData = useCallback(
    async (id: string, current: number, pageSize: number, q: Record<string, string>) => {
      setLoading(true);
      try {
        const clean = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));
        const res = await cachedGet<{ total: number | string; records: Row[] }>(`/online/cgreport/api/getData/${id}`, {
          ...selfParams(JSON.parse(paramKey) as Record<string, unknown>),
          ...clean,
          pageNo: current,
          pageSize,
        });
        if (!res.success) {
          notify.warning(res.message);
          return;
        }
        setRows(res.result?.records ?? []);
        setTotal(Number(res.result?.total ?? 0));
        setPager({ current, pageSize });
      } catch (e) {
        console.warn('getData', e);
      } finally {
        setLoading(false);
      }
    },
    [paramKey],
  );

  useEffect(() => {
    if (!open) return;
    let alive = true;
    setSelected([]);
    setQuery({});
    setExpand(false);
    setError(undefined);
    (async () => {
      try {
        const res = await cachedGet<ReportColumnsResult>(`/online/cgreport/api/getRpColumns/${encodeURIComponent(code)}`);
        if (!alive) return;
        if (!res.success || !res.result) {
          setError(res.message);
          return;
        }
        setMeta(res.result);
        const id = res.result.cgRpConfigId;
        const qi = await cachedGet<ReportQueryItem[]>(`/online/cgreport/api/getQueryInfo/${id}`);
        if (!alive) return;
        setQueryItems(qi.success ? (qi.result ?? []) : []);
        await loadData(id, 1, 10, {});
      } catch (e) {
        console.warn('report popup', e);
      }
    })();
    return () => {
      alive = false;
    };
  }, [open, code, loadData]);

  const columns: ColumnsType<Row> = (meta?.columns ?? []).map((c) => ({
    title: c.title,
    dataIndex: c.dataIndex,
    align: c.align,
    ellipsis: true,
    render: c.customRender ? (v: unknown) => dictCellText(meta?.dictOptions?.[c.customRender as string], v) : undefined,
  }));

  const ok = () => {
    if (selected.length === 0 || (!multi && selected.length > 1)) {
      notify.warning(POPUP_SELECT_ONE);
      return;
    }
    onOk(selected);
  };

  const search = () => {
    const values = form.getFieldsValue() as Record<string, string>;
    setQuery(values);
    if (meta) void loadData(meta.cgRpConfigId, 1, pager.pageSize, values);
  };

  const visibleItems = queryItems.filter((q) => expand || q.hidden !== '1');
  const hasHidden = queryItems.some((q) => q.hidden === '1');

  return (
    <PickerModal open={open} title={meta?.cgRpConfigName ?? '请选择'} width={REPORT_POPUP_WIDTH} onOk={ok} onCancel={onCancel}>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {queryItems.length > 0 && (
        <Form form={form} layout="inline" style={{ marginBottom: 12 }} onFinish={search}>
          <Row gutter={[12, 8]} style={{ width: '100%' }}>
            {visibleItems.map((q) =>
              q.mode && q.mode !== 'single' ? (
                <Col key={q.field} xs={24} md={12} xl={8}>
                  <Form.Item label={q.label ?? q.field}>
                    <Space.Compact>
                      <Form.Item name={`${q.field}_begin`} noStyle>
                        <Input placeholder="开始" />
                      </Form.Item>
                      <Form.Item name={`${q.field}_end`} noStyle>
                        <Input placeholder="结束" />
                      </Form.Item>
                    </Space.Compact>
                  </Form.Item>
                </Col>
              ) : (
                <Col key={q.field} xs={24} md={12} xl={8}>
                  <Form.Item name={q.field} label={q.label ?? q.field}>
                    <Input placeholder={`请输入${q.label ?? ''}`} allowClear />
                  </Form.Item>
                </Col>
              ),
            )}
            <Col xs={24} md={12} xl={8}>
              <Space>
                <Button type="primary" htmlType="submit">
                  查询
                </Button>
                <Button
                  onClick={() => {
                    form.resetFields();
                    setQuery({});
                    if (meta) void loadData(meta.cgRpConfigId, 1, pager.pageSize, {});
                  }}
                >
                  重置
                </Button>
                {hasHidden && <a onClick={() => setExpand((e) => !e)}>{expand ? '收起' : '展开'}</a>}
              </Space>
            </Col>
          </Row>
        </Form>
      )}
      <Table<Row>
        size="small"
        bordered
        rowKey={reportRowKey}
        loading={loading}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: pager.current,
          pageSize: pager.pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 30],
          showTotal: (t, r) => `${r[0]}-${r[1]} 共 ${t} 条`,
          onChange: (current, pageSize) => meta && void loadData(meta.cgRpConfigId, current, pageSize, query),
        }}
        rowSelection={{
          type: multi ? 'checkbox' : 'radio',
          selectedRowKeys: selected.map(reportRowKey),
          onChange: (_k, picked) => setSelected(picked.filter(Boolean)),
        }}
        onRow={(r) => ({
          onClick: () => {
            const key = reportRowKey(r);
            if (!multi) return setSelected([r]);
            setSelected((s) => (s.some((x) => reportRowKey(x) === key) ? s.filter((x) => reportRowKey(x) !== key) : [...s, r]));
          },
        })}
      />
    </PickerModal>
  );
}
