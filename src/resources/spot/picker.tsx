import { useState } from 'react';
import { useTable } from '@refinedev/antd';
import { Button, Input, Modal, Table } from 'antd';
import { PAGE_SIZE, showTotal } from '@/lib/constants';
import { notify } from '@/providers/notify';
import { SPOT_API } from './index';
import { spotPickerColumns, spotRowClass, type Spot } from './columns';
import { SPOT_SORT } from './list';
import './table.css';
import SelectionBanner from '@/widgets/misc/SelectionBanner';

export const SPOT_PICK_NONE = '请选择景区';

export interface SpotPickerProps {
  open: boolean;
  multiple?: boolean;
  title?: string;
  onOk: (rows: Spot[]) => void;
  onCancel: () => void;
}

/**
 * Spot picker dialog (spec §2 Pickers): search by spot name, radio (or checkbox with `multiple`) selection, page size
 * 10, columns 简称 and 商铺数, the selected count with a clear link, unreleased spots red, ordered by showorder
 * ascending. Usage: `<SpotPicker open={open} onOk={(rows) => …} onCancel={() => setOpen(false)} />`.
 */
export function SpotPicker({ open, multiple = false, title = '选择景区', onOk, onCancel }: SpotPickerProps) {
  return (
    <Modal
      open={open}
      title={title}
      width={700}
      destroyOnHidden
      footer={null}
      onCancel={onCancel}
      styles={{ body: { maxHeight: '75vh', overflow: 'auto' } }}
    >
      {open && <SpotPickerBody multiple={multiple} onOk={onOk} onCancel={onCancel} />}
    </Modal>
  );
}

function SpotPickerBody({ multiple, onOk, onCancel }: Omit<SpotPickerProps, 'open' | 'title'>) {
  const [selected, setSelected] = useState<Spot[]>([]);
  const { tableProps, setFilters } = useTable<Spot>({
    resource: 'spot',
    meta: { api: { base: SPOT_API } },
    syncWithLocation: false,
    pagination: { pageSize: PAGE_SIZE },
    sorters: { initial: [SPOT_SORT] },
  });

  const toggle = (s: Spot) => {
    const had = selected.some((r) => r.id === s.id);
    if (multiple) setSelected(had ? selected.filter((r) => r.id !== s.id) : [...selected, s]);
    else setSelected(had ? [] : [s]);
  };

  return (
    <div className="list-page">
      <Input.Search
        placeholder="请输入景区名称"
        allowClear
        enterButton="查询"
        onSearch={(v) => setFilters([{ field: 'spotname', operator: 'contains', value: v.trim() || undefined }])}
        style={{ marginBottom: 12 }}
      />
      <SelectionBanner count={selected.length} onClear={() => setSelected([])} />
      <Table<Spot>
        {...tableProps}
        rowKey="id"
        size="small"
        columns={spotPickerColumns}
        rowClassName={spotRowClass}
        locale={{ emptyText: '暂无数据' }}
        onRow={(s) => ({ onClick: () => toggle(s) })}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: selected.map((s) => s.id),
          onChange: (keys, rows) => {
            const onPage = new Set((tableProps.dataSource ?? []).map((r) => r.id));
            const kept = multiple ? selected.filter((r) => !onPage.has(r.id)) : [];
            setSelected([...kept, ...rows.filter((r): r is Spot => !!r && keys.includes(r.id))]);
          },
        }}
        pagination={tableProps.pagination ? { ...tableProps.pagination, pageSize: PAGE_SIZE, showSizeChanger: false, showTotal } : false}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
        <Button onClick={onCancel}>关闭</Button>
        <Button
          type="primary"
          onClick={() => {
            if (selected.length === 0) {
              notify.warning(SPOT_PICK_NONE);
              return;
            }
            onOk(selected);
          }}
        >
          确定
        </Button>
      </div>
    </div>
  );
}

export default SpotPicker;
