import { useState } from 'react';
import { Button, Space } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  DownOutlined,
  InsertRowBelowOutlined,
  PlusOutlined,
  UpOutlined,
} from '@ant-design/icons';

export interface GridToolbarProps {
  canAdd: boolean;
  canRemove: boolean;
  selectedCount: number;
  /** A column sort is active: 上移/下移 would move rows in the hidden data order, so they are off. */
  sorted?: boolean;
  onAdd: () => void;
  onInsert: () => void;
  onRemove: () => void;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onClearSelection: () => void;
}

/** The grid's toolbar: 新增 always, the other actions behind 展开 (collapsed initially). */
export function GridToolbar(p: GridToolbarProps) {
  const [expanded, setExpanded] = useState(false);
  const none = p.selectedCount === 0;
  return (
    <div className="eg-toolbar" role="toolbar" aria-label="表格工具栏">
      {p.canAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={p.onAdd}>
          新增
        </Button>
      )}
      {expanded && (
        <Space wrap size={8}>
          {p.canAdd && (
            <Button icon={<InsertRowBelowOutlined />} onClick={p.onInsert}>
              插入
            </Button>
          )}
          {p.canRemove && (
            <Button danger icon={<DeleteOutlined />} disabled={none} onClick={p.onRemove}>
              删除
            </Button>
          )}
          <Button icon={<ArrowUpOutlined />} disabled={none || p.sorted} title={p.sorted ? '排序时不能移动' : undefined} onClick={p.onMoveUp}>
            上移
          </Button>
          <Button icon={<ArrowDownOutlined />} disabled={none || p.sorted} title={p.sorted ? '排序时不能移动' : undefined} onClick={p.onMoveDown}>
            下移
          </Button>
          <Button disabled={none} onClick={p.onClearSelection}>
            清空选择
          </Button>
          {!none && <span>已选择 {p.selectedCount} 项</span>}
        </Space>
      )}
      <Button type="link" icon={expanded ? <UpOutlined /> : <DownOutlined />} onClick={() => setExpanded((v) => !v)}>
        {expanded ? '收起' : '展开'}
      </Button>
    </div>
  );
}
