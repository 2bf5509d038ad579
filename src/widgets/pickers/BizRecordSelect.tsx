import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Input, Select, Space, Table, Tooltip } from 'antd';
import { getAction } from '@/providers/http';
import { notify } from '@/providers/notify';
import type { JeecgPage } from '@/types/jeecg';
import { PickerModal } from './PickerModal';

/** Business-record picker constants (spec widgets §2, §9). */
export const BIZ_MODAL_WIDTH = 900;
export const BIZ_PAGE_SIZE = 5;
export const BIZ_PAGE_SIZE_OPTIONS = [5, 10, 20, 30];
export const BIZ_ELLIPSIS = 12;

type Row = Record<string, unknown>;

export interface BizColumn {
  title: string;
  dataIndex: string;
  width?: number;
}

export interface BizRecordSelectProps {
  /** Comma-joined values (of `valueKey`). */
  value?: string;
  onChange?: (value: string) => void;
  /** Paged list endpoint (Jeecg list conventions: pageNo, pageSize, field filters). */
  listUrl: string;
  columns: BizColumn[];
  /** Field stored in the value (default id). */
  valueKey?: string;
  /** Field shown as the label. */
  labelKey: string;
  /** Field searched by the keyword box (like). */
  queryParam?: string;
  queryParamText?: string;
  multiple?: boolean;
  title?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Adapts each loaded row (e.g. to add a computed column). */
  rowTransform?: (row: Row) => Row;
}

/** Cuts a cell text to `n` characters with an ellipsis (full text in a tooltip). */
export function ellipsis(text: unknown, n = BIZ_ELLIPSIS): string {
  const s = text == null ? '' : String(text);
  return s.length > n ? `${s.slice(0, n)}...` : s;
}

/**
 * Generic picker over a paged list endpoint (JSelectBizComponent): tags of the chosen records and a 900-wide dialog,
 * 5 rows a page. `<BizRecordSelect listUrl="/sys/position/list" columns={…} valueKey="code" labelKey="name" />`
 */
export function BizRecordSelect({
  value,
  onChange,
  listUrl,
  columns,
  valueKey = 'id',
  labelKey,
  queryParam,
  queryParamText,
  multiple = true,
  title = '选择',
  disabled,
  placeholder = '请选择',
  rowTransform,
}: BizRecordSelectProps) {
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [pager, setPager] = useState({ current: 1, pageSize: BIZ_PAGE_SIZE });
  const [keyword, setKeyword] = useState('');
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const values = useMemo(() => (value ? value.split(',').filter(Boolean) : []), [value]);
  const searchKey = queryParam ?? labelKey;

  useEffect(() => {
    const missing = values.filter((v) => !(v in labels));
    if (!missing.length) return;
    let alive = true;
    getAction<JeecgPage<Row>>(listUrl, { [valueKey]: missing.join(','), pageNo: 1, pageSize: missing.length }).then(
      (res) => {
        if (!alive || !res.success) return;
        const next: Record<string, string> = {};
        for (const r of res.result?.records ?? []) next[String(r[valueKey])] = String(r[labelKey] ?? '');
        for (const m of missing) next[m] ??= m;
        setLabels((l) => ({ ...l, ...next }));
      },
      (e: unknown) => console.warn('biz labels', e),
    );
    return () => {
      alive = false;
    };
  }, [values, labels, listUrl, valueKey, labelKey]);

  const load = useCallback(
    async (current: number, pageSize: number, kw: string) => {
      setLoading(true);
      try {
        const res = await getAction<JeecgPage<Row>>(listUrl, { pageNo: current, pageSize, ...(kw ? { [searchKey]: `*${kw}*` } : {}) });
        if (!res.success) return notify.warning(res.message);
        setRows((res.result?.records ?? []).map((r) => (rowTransform ? rowTransform(r) : r)));
        setTotal(Number(res.result?.total ?? 0));
        setPager({ current, pageSize });
      } catch (e) {
        console.warn('biz list', e);
      } finally {
        setLoading(false);
      }
    },
    [listUrl, searchKey, rowTransform],
  );

  const openModal = () => {
    if (disabled) return;
    setSelected(new Map(values.map((v) => [v, labels[v] ?? v])));
    setKeyword('');
    setOpen(true);
    void load(1, BIZ_PAGE_SIZE, '');
  };

  const ok = () => {
    setLabels((l) => ({ ...l, ...Object.fromEntries(selected) }));
    onChange?.([...selected.keys()].join(','));
    setOpen(false);
  };

  const toggle = (r: Row) => {
    const k = String(r[valueKey]);
    const next = new Map(multiple ? selected : []);
    if (next.has(k)) next.delete(k);
    else next.set(k, String(r[labelKey] ?? ''));
    setSelected(next);
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          mode="multiple"
          open={false}
          style={{ width: '100%' }}
          value={values}
          disabled={disabled}
          placeholder={placeholder}
          options={values.map((v) => ({ value: v, label: labels[v] ?? v }))}
          onChange={(vs: string[]) => onChange?.(vs.join(','))}
          onClick={openModal}
        />
        <Button disabled={disabled} onClick={openModal}>
          选择
        </Button>
      </Space.Compact>
      <PickerModal open={open} title={title} width={BIZ_MODAL_WIDTH} onOk={ok} onCancel={() => setOpen(false)}>
        <Space wrap style={{ marginBottom: 8 }}>
          <span>{queryParamText ?? columns.find((c) => c.dataIndex === searchKey)?.title ?? '关键词'}：</span>
          <Input.Search
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(kw) => void load(1, pager.pageSize, kw)}
            placeholder="请输入关键词，回车搜索"
            allowClear
            style={{ width: 260 }}
          />
        </Space>
        <div style={{ marginBottom: 8, minHeight: 24 }} data-testid="biz-selected">
          已选：
          {[...selected.entries()].map(([k, l]) => (
            <span key={k} className="ant-tag">
              {l || k}
            </span>
          ))}
        </div>
        <Table<Row>
          size="small"
          rowKey={(r) => String(r[valueKey])}
          loading={loading}
          dataSource={rows}
          columns={columns.map((c) => ({
            title: c.title,
            dataIndex: c.dataIndex,
            width: c.width,
            render: (v: unknown) => {
              const s = v == null ? '' : String(v);
              return s.length > BIZ_ELLIPSIS ? <Tooltip title={s}>{ellipsis(s)}</Tooltip> : s;
            },
          }))}
          pagination={{
            current: pager.current,
            pageSize: pager.pageSize,
            total,
            showSizeChanger: true,
            pageSizeOptions: BIZ_PAGE_SIZE_OPTIONS,
            showTotal: (t, r) => `${r[0]}-${r[1]} 共 ${t} 条`,
            onChange: (current, pageSize) => void load(current, pageSize, keyword),
          }}
          rowSelection={{
            type: multiple ? 'checkbox' : 'radio',
            selectedRowKeys: [...selected.keys()],
            onSelect: (r) => toggle(r),
            onSelectAll: (checked, _all, changed) => {
              const next = new Map(selected);
              for (const r of changed) {
                const k = String(r[valueKey]);
                if (checked) next.set(k, String(r[labelKey] ?? ''));
                else next.delete(k);
              }
              setSelected(next);
            },
          }}
          onRow={(r) => ({ onClick: () => toggle(r) })}
        />
      </PickerModal>
    </>
  );
}
