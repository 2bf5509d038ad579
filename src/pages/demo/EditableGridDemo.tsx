import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Form, Input, Space, Tabs, Tag, Typography } from 'antd';
import {
  EditableGrid,
  isValidateFailure,
  validateFormAndTables,
  validateTables,
  type EditableGridApi,
  type GridColumn,
  type GridRow,
} from '@/widgets/editable-grid';
import { benchColumns, sampleColumns, sampleRows } from '@/widgets/editable-grid/sample-data';

const COUPON_COLUMNS: GridColumn[] = [
  {
    key: 'couponName',
    title: '优惠券名称',
    type: 'input',
    width: 180,
    validateRules: [{ required: true, message: '${title}不能为空' }, { unique: true, message: '${title}不能重复' }],
  },
  { key: 'amount', title: '面额', type: 'inputNumber', statistics: ['sum'], validateRules: [{ pattern: 'money', message: '${title}最多两位小数' }] },
  { key: 'validFrom', title: '生效日期', type: 'date', validateRules: [{ required: true, message: '请选择${title}' }] },
  { key: 'validTo', title: '失效时间', type: 'datetime' },
];

const COUPONS: GridRow[] = [
  { id: 'c1', couponName: '红色研学满减券', amount: 20, validFrom: '2024-07-01', validTo: '2024-12-31 23:59:59' },
  { id: 'c2', couponName: '', amount: 5.555, validFrom: '', validTo: '' },
];

function SubForm({ row, setValues }: { row: GridRow; setValues: (v: Record<string, unknown>) => void }) {
  return (
    <Form layout="inline">
      <Form.Item label="商品名称">
        <Input value={String(row.name ?? '')} onChange={(e) => setValues({ name: e.target.value })} />
      </Form.Item>
      <Form.Item label="备注">
        <Input value={String(row.remark ?? '')} onChange={(e) => setValues({ remark: e.target.value })} />
      </Form.Item>
    </Form>
  );
}

/**
 * 可编辑表格示例: every column type, rules, drag sort, statistics, a sub-form, a second table in tabs for whole-table
 * validation, and 10,000 generated rows on demand.
 */
export default function EditableGridDemo() {
  const goods = useRef<EditableGridApi>(null);
  const coupons = useRef<EditableGridApi>(null);
  const big = useRef<EditableGridApi>(null);
  const [form] = Form.useForm();
  const [tab, setTab] = useState('goods');
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [bigRows, setBigRows] = useState<GridRow[] | null>(null);
  const [keyword, setKeyword] = useState('');
  // Sortable headers on 商品名称 and 单价; 分类 and 产地 also take a typed value that is not in their options.
  const columns = useMemo(
    () =>
      sampleColumns({ pickers: true }).map((c) =>
        c.key === 'name' || c.key === 'price'
          ? { ...c, isOrder: true }
          : c.key === 'category' || c.key === 'origin'
            ? { ...c, allowInput: true }
            : c,
      ),
    [],
  );
  const rows = useMemo(() => sampleRows(15), []);

  const tables = () => [
    { grid: goods.current, paneKey: 'goods' },
    { grid: coupons.current, paneKey: 'coupons' },
  ];

  const checkTables = async () => {
    try {
      const all = await validateTables(tables(), setTab);
      setResult({ type: 'success', text: `校验通过：商品 ${all[0].rows.length} 行，优惠券 ${all[1].rows.length} 行` });
    } catch (e) {
      if (!isValidateFailure(e)) throw e;
      const n = Object.values(e.errMap).reduce((s, m) => s + Object.keys(m).length, 0);
      setResult({ type: 'error', text: `第 ${(e.index ?? 0) + 1} 个表格（${e.paneKey}）有 ${n} 处错误` });
    }
  };

  const checkAll = async () => {
    try {
      const { formValue, tablesValue } = await validateFormAndTables({ validate: () => form.validateFields() }, tables(), setTab);
      setResult({
        type: 'success',
        text: `订单“${(formValue as { title: string }).title}”校验通过，删除的商品：${tablesValue[0].deleteIds.join(',') || '无'}`,
      });
    } catch (e) {
      if (!isValidateFailure(e)) throw e;
      setResult({ type: 'error', text: (e as { form?: boolean }).form ? '主表填写有误' : `子表（${e.paneKey}）校验未通过` });
    }
  };

  const search = (text: string) => {
    setKeyword(text);
    goods.current?.setFilter(text ? (r) => String(r.name ?? '').includes(text) || String(r.code ?? '').includes(text) : null);
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="订单（主表）">
        <Form form={form} layout="inline" initialValues={{ title: '七一专题文创采购' }}>
          <Form.Item name="title" label="订单名称" rules={[{ required: true, message: '请输入订单名称' }]}>
            <Input style={{ width: 260 }} />
          </Form.Item>
        </Form>
      </Card>
      <Card
        title="子表批量录入"
        extra={
          <Space wrap>
            <Input.Search
              placeholder="请输入关键词，回车搜索"
              allowClear
              style={{ width: 260 }}
              value={keyword}
              onChange={(e) => (e.target.value ? setKeyword(e.target.value) : search(''))}
              onSearch={search}
            />
            <Button onClick={checkTables}>校验全部子表</Button>
            <Button type="primary" onClick={checkAll}>
              校验主表和子表
            </Button>
          </Space>
        }
      >
        {result && <Alert type={result.type} message={result.text} showIcon closable onClose={() => setResult(null)} style={{ marginBottom: 12 }} />}
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'goods',
              label: '商品',
              forceRender: true,
              children: (
                <EditableGrid
                  ref={goods}
                  columns={columns}
                  dataSource={rows}
                  rowNumber
                  rowSelection
                  dragSort
                  toolbar
                  expand
                  pagination
                  socketKey="demo-goods"
                  disabledRows={{ status: '停用' }}
                  slots={{ status: ({ value }) => <Tag color={value === '停用' ? 'default' : 'green'}>{String(value ?? '')}</Tag> }}
                  subForm={(ctx) => <SubForm {...ctx} />}
                />
              ),
            },
            {
              key: 'coupons',
              label: '优惠券',
              forceRender: true,
              children: <EditableGrid ref={coupons} columns={COUPON_COLUMNS} dataSource={COUPONS} rowNumber rowSelection toolbar alwaysEdit size="small" />,
            },
          ]}
        />
      </Card>
      <Card
        title="大数据量（虚拟滚动）"
        extra={
          <Space>
            <Button onClick={() => setBigRows(sampleRows(10000))}>加载 10000 行</Button>
            <Button disabled={!bigRows} onClick={() => void big.current?.validateTable()}>
              校验
            </Button>
          </Space>
        }
      >
        {bigRows ? (
          <EditableGrid ref={big} columns={benchColumns()} dataSource={bigRows} rowNumber size="small" />
        ) : (
          <Typography.Text type="secondary">点击“加载 10000 行”生成数据，只渲染可见的行。</Typography.Text>
        )}
      </Card>
    </Space>
  );
}
