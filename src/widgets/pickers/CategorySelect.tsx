import { useEffect, useState } from 'react';
import { Alert, TreeSelect } from 'antd';
import { getAction } from '@/providers/http';
import { notify } from '@/providers/notify';
import { toTreeNodes, type TreeNode, type TreeSelectModel } from '@/widgets/dict/DictTreeSelect';
import { CATEGORY_CONDITION_ERROR, isValidTreeCondition } from '@/widgets/dict/tree-condition';

export interface CategorySelectProps {
  /** Code of the root category; "0" (default) means the top level. */
  pcode?: string;
  /** Id of the root category (wins over pcode). */
  pid?: string;
  /** JSON object string of extra filters. */
  condition?: string;
  /** Comma-joined category ids. */
  value?: string;
  onChange?: (value: string) => void;
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

const TREE_URL = '/sys/category/loadTreeData';

/**
 * Category tree picker (JCategorySelect) over /sys/category; children load on expand, labels of existing ids come
 * from loadDictItem. `<CategorySelect pcode="B01" value={ids} onChange={setIds} />`
 */
export function CategorySelect({ pcode, pid, condition, value, onChange, multiple, disabled, placeholder = '请选择' }: CategorySelectProps) {
  const [nodes, setNodes] = useState<TreeNode[]>([]);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const valid = isValidTreeCondition(condition);

  useEffect(() => {
    if (!valid) {
      notify.error(CATEGORY_CONDITION_ERROR);
      return;
    }
    let alive = true;
    const params: Record<string, unknown> = pid ? { pid, condition: condition ?? '' } : { pid: '', pcode: pcode || '0', condition: condition ?? '' };
    getAction<TreeSelectModel[]>(TREE_URL, params).then(
      (res) => {
        if (!alive) return;
        if (!res.success) {
          notify.error(res.message);
          return;
        }
        setNodes(toTreeNodes(res.result ?? [], ''));
      },
      (e: unknown) => console.warn('category tree', e),
    );
    return () => {
      alive = false;
    };
  }, [pid, pcode, condition, valid]);

  useEffect(() => {
    if (!value) return;
    let alive = true;
    getAction<string[]>('/sys/category/loadDictItem', { ids: value }).then(
      (res) => {
        if (!alive || !res.success) return;
        const ids = value.split(',');
        const map: Record<string, string> = {};
        ids.forEach((id, i) => res.result?.[i] && (map[id] = res.result[i]));
        setLabels(map);
      },
      (e: unknown) => console.warn('category labels', e),
    );
    return () => {
      alive = false;
    };
  }, [value]);

  if (!valid) return <Alert type="error" showIcon message={CATEGORY_CONDITION_ERROR} />;

  const titles = new Map(nodes.map((n) => [n.value, n.title]));
  const display = (value ? value.split(',') : []).map((v) => ({ value: v, label: titles.get(v) ?? labels[v] ?? v }));

  return (
    <TreeSelect
      data-testid="category-select"
      style={{ width: '100%' }}
      treeDataSimpleMode
      treeData={nodes}
      labelInValue
      value={multiple ? display : display[0]}
      multiple={multiple}
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      dropdownStyle={{ maxHeight: 400, overflow: 'auto' }}
      loadData={async (node) => {
        const id = String(node.value);
        if (nodes.some((n) => n.pId === id)) return;
        try {
          const res = await getAction<TreeSelectModel[]>(TREE_URL, { pid: id, condition: condition ?? '' });
          if (!res.success) return notify.error(res.message);
          setNodes((prev) => [...prev, ...toTreeNodes(res.result ?? [], id).filter((n) => !prev.some((p) => p.id === n.id))]);
        } catch (e) {
          console.warn('category children', e);
        }
      }}
      onChange={(v: unknown) => {
        const arr = (Array.isArray(v) ? v : v == null ? [] : [v]) as { value: string; label?: string }[];
        onChange?.(arr.map((x) => String(x.value)).join(','));
      }}
    />
  );
}
