import { useCallback, useEffect, useState } from 'react';
import { Table, type TableProps } from 'antd';
import { notify } from '@/providers/notify';
import { isPlaceholderList, loadTreeRows, setChildren, type TreeRow } from './tree-data';

export interface TreeTableProps {
  /** List URL, called with the parent key for the top level (and for each expanded row unless childrenUrl is set). */
  url: string;
  /** URL of the children of an expanded row (default: url), e.g. /sys/category/childList next to rootList. */
  childrenUrl?: string;
  /** Row field whose "1"/true marks a row with children, e.g. hasChild (default: the rows' own hasChildren). */
  hasChildField?: string;
  columns: TableProps<TreeRow>['columns'];
  rowKey?: string;
  /** Parameter name of the parent key (default parentId). */
  queryKey?: string;
  /** Parent key of the top level (default '0'). */
  topValue?: string;
  condition?: string;
  queryParams?: Record<string, unknown>;
  tableProps?: Omit<TableProps<TreeRow>, 'columns' | 'dataSource' | 'rowKey' | 'expandable'>;
}

/**
 * Table whose rows load their children on first expand (JeecgBoot `JTreeTable`).
 *   <TreeTable url="/sys/sysDepart/queryTreeList" columns={cols} />
 *   <TreeTable url="/sys/category/rootList" childrenUrl="/sys/category/childList" queryKey="pid" hasChildField="hasChild" columns={cols} />
 */
export default function TreeTable({
  url,
  childrenUrl,
  hasChildField,
  columns,
  rowKey = 'id',
  queryKey = 'parentId',
  topValue = '0',
  condition,
  queryParams,
  tableProps,
}: TreeTableProps) {
  const [rows, setRows] = useState<TreeRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [expanded, setExpanded] = useState<React.Key[]>([]);
  const paramsKey = JSON.stringify(queryParams ?? {});

  const load = useCallback(
    (parent: unknown, top: boolean) =>
      loadTreeRows(
        { url: top ? url : (childrenUrl ?? url), queryKey, parent, condition, params: JSON.parse(paramsKey), hasChildField },
        rowKey,
      ),
    [url, childrenUrl, hasChildField, queryKey, condition, paramsKey, rowKey],
  );

  useEffect(() => {
    let live = true;
    setLoading(true);
    load(topValue, true)
      .then((r) => live && (setRows(r), setExpanded([])))
      .catch((e: Error) => live && notify.warning(e.message))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [load, topValue]);

  const onExpand = async (open: boolean, record: TreeRow) => {
    const key = record[rowKey] as React.Key;
    setExpanded((ks) => (open ? [...ks, key] : ks.filter((k) => k !== key)));
    if (!open || !isPlaceholderList(record.children)) return;
    try {
      const children = await load(key, false);
      setRows((rs) => setChildren(rs, rowKey, key, children));
    } catch (e) {
      notify.warning((e as Error).message);
    }
  };

  return (
    <Table<TreeRow>
      size="middle"
      pagination={false}
      {...tableProps}
      loading={loading}
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      expandable={{ expandedRowKeys: expanded, onExpand: (o, r) => void onExpand(o, r) }}
    />
  );
}
