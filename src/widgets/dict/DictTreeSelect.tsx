import { useEffect, useMemo, useState } from 'react';
import { Alert, TreeSelect } from 'antd';
import { getAction } from '@/providers/http';
import { notify } from '@/providers/notify';
import { loadDictItemLabels } from './DictSearchSelect';
import { TREE_DICT_CONDITION_ERROR, isValidTreeCondition } from './tree-condition';

/** A node of `/sys/dict/loadTreeData` and `/sys/category/loadTreeData` (TreeSelectModel). */
export interface TreeSelectModel {
  key: string;
  title: string;
  value?: string;
  leaf?: boolean;
  isLeaf?: boolean;
  parentId?: string;
  code?: string;
  children?: TreeSelectModel[] | null;
}

export interface TreeNode {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
}

/** Flat simple-mode nodes for antd TreeSelect. */
export function toTreeNodes(items: TreeSelectModel[], pid: string): TreeNode[] {
  const out: TreeNode[] = [];
  const walk = (list: TreeSelectModel[], parent: string) => {
    for (const it of list) {
      out.push({ id: it.key, pId: parent, value: it.key, title: it.title, isLeaf: Boolean(it.leaf ?? it.isLeaf) });
      if (it.children && it.children.length) walk(it.children, it.key);
    }
  };
  walk(items, pid);
  return out;
}

export interface DictTreeSelectProps {
  /** `table,text,code` of the tree table. */
  dict: string;
  pidField?: string;
  pidValue?: string;
  hasChildField?: string;
  /** JSON object string of extra equality filters. */
  condition?: string;
  value?: string;
  onChange?: (value: string) => void;
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * Tree dictionary over a self-referencing table (JTreeSelect); children load on expand.
 * `<DictTreeSelect dict="sys_category,name,id" pidField="pid" pidValue="0" hasChildField="has_child" />`
 */
export function DictTreeSelect({ dict, pidField = 'pid', pidValue = '', hasChildField, condition, value, onChange, multiple, placeholder = '请选择', disabled }: DictTreeSelectProps) {
  const [nodes, setNodes] = useState<TreeNode[]>([]);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const valid = isValidTreeCondition(condition);
  const [tableName, text, code] = dict.split(',');

  const load = useMemo(
    () => (pid: string) =>
      getAction<TreeSelectModel[]>('/sys/dict/loadTreeData', { pid, tableName, text, code, pidField, hasChildField, condition: condition ?? '' }),
    [tableName, text, code, pidField, hasChildField, condition],
  );

  useEffect(() => {
    if (!valid) {
      notify.error(TREE_DICT_CONDITION_ERROR);
      return;
    }
    let alive = true;
    load(pidValue).then(
      (res) => {
        if (!alive) return;
        if (!res.success) {
          notify.error(res.message);
          return;
        }
        setNodes(toTreeNodes(res.result ?? [], pidValue));
      },
      (e: unknown) => console.warn('loadTreeData', e),
    );
    return () => {
      alive = false;
    };
  }, [load, pidValue, valid]);

  useEffect(() => {
    if (!value || !valid) return;
    let alive = true;
    loadDictItemLabels(dict, value).then((ls) => {
      if (!alive) return;
      const keys = value.split(',');
      const map: Record<string, string> = {};
      keys.forEach((k, i) => ls[i] && (map[k] = ls[i]));
      setLabels(map);
    }, (e: unknown) => console.warn('loadDictItem', e));
    return () => {
      alive = false;
    };
  }, [dict, value, valid]);

  if (!valid) return <Alert type="error" showIcon message={TREE_DICT_CONDITION_ERROR} />;

  const values = value ? value.split(',') : [];
  const titles = new Map(nodes.map((n) => [n.value, n.title]));
  const display = values.map((v) => ({ value: v, label: titles.get(v) ?? labels[v] ?? v }));

  return (
    <TreeSelect
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
        const res = await load(id);
        if (!res.success) {
          notify.error(res.message);
          return;
        }
        setNodes((prev) => [...prev, ...toTreeNodes(res.result ?? [], id).filter((n) => !prev.some((p) => p.id === n.id))]);
      }}
      onChange={(v: unknown) => {
        const arr = Array.isArray(v) ? v : v == null ? [] : [v];
        onChange?.(arr.map((x) => (typeof x === 'object' && x && 'value' in x ? String((x as { value: unknown }).value) : String(x))).join(','));
      }}
    />
  );
}
