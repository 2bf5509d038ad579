import { getAction } from '@/providers/http';

export const UNRECOGNISED = '返回数据类型不识别';
export const LOADING_SUFFIX = '_loadChild';

export interface TreeRow {
  id?: string | number;
  hasChildren?: boolean;
  children?: TreeRow[];
  [key: string]: unknown;
}

/** A list result is an array or `{ records: [] }`; anything else throws 返回数据类型不识别. */
export function rowsOf(result: unknown): TreeRow[] {
  if (Array.isArray(result)) return result as TreeRow[];
  if (result && typeof result === 'object' && Array.isArray((result as { records?: unknown }).records)) {
    return (result as { records: TreeRow[] }).records;
  }
  throw new Error(UNRECOGNISED);
}

/**
 * Rows flagged hasChildren get one loading placeholder child so the table shows an expand icon; rows that already
 * carry children keep them (a whole tree may come back at once); an empty children array is dropped.
 */
export function withPlaceholders(rows: TreeRow[], rowKey: string): TreeRow[] {
  return rows.map((r) => {
    if (r.hasChildren === true && !(Array.isArray(r.children) && r.children.length)) {
      return { ...r, children: [{ [rowKey]: `${String(r[rowKey])}${LOADING_SUFFIX}`, isLoading: true }] };
    }
    if (Array.isArray(r.children)) {
      if (r.children.length === 0) {
        const { children: _empty, ...rest } = r;
        void _empty;
        return rest;
      }
      return { ...r, children: withPlaceholders(r.children, rowKey) };
    }
    return r;
  });
}

export function isPlaceholderList(children: TreeRow[] | undefined): boolean {
  return !!children && children.length === 1 && children[0].isLoading === true;
}

/** Replaces the children of row `key` (anywhere in the tree); no children → the `children` key is removed. */
export function setChildren(rows: TreeRow[], rowKey: string, key: unknown, children: TreeRow[]): TreeRow[] {
  return rows.map((r) => {
    if (r[rowKey] === key) {
      const { children: _old, ...rest } = r;
      void _old;
      return children.length ? { ...rest, children } : rest;
    }
    if (r.children) return { ...r, children: setChildren(r.children, rowKey, key, children) };
    return r;
  });
}

/** A flag value that means "has children": "1", 1, true or "true" (JeecgBoot's hasChild is the string "1"/"0"). */
export function isChildFlag(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 'true';
}

/**
 * Sets `hasChildren` from the row field `field` (e.g. `hasChild` of /sys/category), at every level of the rows;
 * without a field the rows are returned unchanged.
 */
export function markHasChildren(rows: TreeRow[], field?: string): TreeRow[] {
  if (!field) return rows;
  return rows.map((r) => {
    const marked: TreeRow = { ...r, hasChildren: isChildFlag(r[field]) };
    if (Array.isArray(r.children)) marked.children = markHasChildren(r.children, field);
    return marked;
  });
}

export interface TreeQuery {
  url: string;
  /** Parameter carrying the parent key (default parentId). */
  queryKey?: string;
  parent: unknown;
  condition?: string;
  params?: Record<string, unknown>;
  /** Row field flagging rows with children (see markHasChildren); default: the rows' own hasChildren. */
  hasChildField?: string;
}

/** GET url?{queryKey}=parent[&condition=] → rows (with placeholders). */
export async function loadTreeRows(q: TreeQuery, rowKey: string): Promise<TreeRow[]> {
  const params: Record<string, unknown> = { ...(q.params ?? {}), [q.queryKey ?? 'parentId']: q.parent };
  if (q.condition) params.condition = q.condition;
  const res = await getAction(q.url, params);
  if (!res.success) throw new Error(res.message);
  return withPlaceholders(markHasChildren(rowsOf(res.result), q.hasChildField), rowKey);
}
