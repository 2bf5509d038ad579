import { getAction } from '@/providers/http';

/** A node of `/sys/sysDepart/queryTreeList` (contract §5.4); only the keys the pickers read. */
export interface DepartTreeNode {
  key: string;
  value?: string;
  title: string;
  id?: string;
  orgCode?: string;
  departName?: string;
  parentId?: string;
  isLeaf?: boolean;
  children?: DepartTreeNode[];
}

/** The department tree; rejects with the server message when `success` is false. */
export async function loadDepartTree(): Promise<DepartTreeNode[]> {
  const res = await getAction<DepartTreeNode[]>('/sys/sysDepart/queryTreeList');
  if (!res.success) throw new Error(res.message);
  return res.result ?? [];
}

/** key → title for every node of the tree. */
export function departTitles(tree: DepartTreeNode[]): Map<string, string> {
  const map = new Map<string, string>();
  const walk = (list: DepartTreeNode[]) => {
    for (const n of list) {
      map.set(n.key, n.title);
      if (n.children) walk(n.children);
    }
  };
  walk(tree);
  return map;
}

/** Keeps nodes whose title contains `keyword`, plus their ancestors; everything when empty. */
export function filterDepartTree(tree: DepartTreeNode[], keyword: string): DepartTreeNode[] {
  const k = keyword.trim();
  if (!k) return tree;
  const walk = (list: DepartTreeNode[]): DepartTreeNode[] =>
    list.flatMap((n) => {
      const kids = n.children ? walk(n.children) : [];
      if (n.title.includes(k) || kids.length) return [{ ...n, children: kids.length ? kids : n.title.includes(k) ? n.children : [] }];
      return [];
    });
  return walk(tree);
}

/** All keys of a tree (to expand a filtered tree). */
export function allKeys(tree: DepartTreeNode[]): string[] {
  return tree.flatMap((n) => [n.key, ...(n.children ? allKeys(n.children) : [])]);
}
