import { useEffect, useMemo, useState } from 'react';
import { Empty, Input, Spin, Tree } from 'antd';
import { PickerInput } from './PickerInput';
import { PickerModal } from './PickerModal';
import { allKeys, departTitles, filterDepartTree, loadDepartTree, type DepartTreeNode } from './depart-tree';

/** Width of the department picker dialog (spec widgets §9). */
export const DEPART_MODAL_WIDTH = 500;

export interface DepartSelectProps {
  /** Comma-joined department ids. */
  value?: string;
  onChange?: (value: string) => void;
  multi?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * Department picker (JSelectDepart): shows department names, opens a 500-wide dialog with the searchable tree.
 * `<DepartSelect value={ids} onChange={setIds} multi />`
 */
export function DepartSelect({ value, onChange, multi = false, disabled, placeholder = '请选择部门' }: DepartSelectProps) {
  const [tree, setTree] = useState<DepartTreeNode[]>([]);
  const [loading, setLoading] = useState(true);
  const [open, setOpen] = useState(false);
  const [checked, setChecked] = useState<string[]>([]);
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);

  useEffect(() => {
    let alive = true;
    loadDepartTree().then(
      (t) => alive && (setTree(t), setLoading(false)),
      (e: unknown) => {
        console.warn('queryTreeList', e);
        if (alive) setLoading(false);
      },
    );
    return () => {
      alive = false;
    };
  }, []);

  const titles = useMemo(() => departTitles(tree), [tree]);
  const ids = value ? value.split(',').filter(Boolean) : [];
  const text = ids.map((id) => titles.get(id) ?? id).join(',');
  const shown = useMemo(() => filterDepartTree(tree, keyword), [tree, keyword]);

  const openModal = () => {
    setChecked(ids);
    setKeyword('');
    setExpanded(allKeys(tree));
    setOpen(true);
  };
  const ok = () => {
    onChange?.(checked.join(','));
    setOpen(false);
  };

  return (
    <>
      <PickerInput testId="depart-select" text={text} placeholder={placeholder} disabled={disabled} onOpen={openModal} onClear={() => onChange?.('')} />
      <PickerModal open={open} title="选择部门" width={DEPART_MODAL_WIDTH} onOk={ok} onCancel={() => setOpen(false)}>
        <Input.Search placeholder="请输入部门名称" allowClear onSearch={(k) => {
            setKeyword(k);
            setExpanded(allKeys(filterDepartTree(tree, k)));
          }}
          onChange={(e) => !e.target.value && setKeyword('')} style={{ marginBottom: 8 }} />
        <Spin spinning={loading}>
          {shown.length ? (
            <div style={{ maxHeight: 420, overflow: 'auto' }}>
              <Tree
                checkable={multi}
                checkStrictly
                expandedKeys={expanded}
                onExpand={(keys) => setExpanded(keys.map(String))}
                treeData={shown as never}
                checkedKeys={multi ? { checked, halfChecked: [] } : undefined}
                selectedKeys={multi ? [] : checked}
                onCheck={(keys) => setChecked(Array.isArray(keys) ? keys.map(String) : keys.checked.map(String))}
                onSelect={(keys, info) => {
                  const key = String(info.node.key);
                  if (multi) setChecked((c) => (c.includes(key) ? c.filter((k) => k !== key) : [...c, key]));
                  else setChecked(keys.length ? [key] : []);
                }}
              />
            </div>
          ) : (
            !loading && <Empty description="暂无数据" />
          )}
        </Spin>
      </PickerModal>
    </>
  );
}
