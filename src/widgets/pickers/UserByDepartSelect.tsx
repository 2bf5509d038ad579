import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Col, Input, Row, Space, Table, Tree } from 'antd';
import { getAction } from '@/providers/http';
import { notify } from '@/providers/notify';
import type { JeecgPage } from '@/types/jeecg';
import { PickerInput } from './PickerInput';
import { PickerModal } from './PickerModal';
import { allKeys, loadDepartTree, type DepartTreeNode } from './depart-tree';

/** Width of the user-by-department dialog (spec widgets §2, §9). */
export const USER_BY_DEPART_MODAL_WIDTH = 1250;

export interface PickedUser {
  id: string;
  username: string;
  realname: string;
  sex_dictText?: string;
  phone?: string;
  orgCodeTxt?: string;
}

export interface UserByDepartSelectProps {
  /** Comma-joined usernames. */
  value?: string;
  onChange?: (value: string) => void;
  multi?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

const columns = [
  { title: '用户账号', dataIndex: 'username', width: 140 },
  { title: '用户姓名', dataIndex: 'realname', width: 140 },
  { title: '性别', dataIndex: 'sex_dictText', width: 70 },
  { title: '手机号码', dataIndex: 'phone', width: 130 },
  { title: '部门', dataIndex: 'orgCodeTxt', ellipsis: true },
];

/**
 * System user picker by department (JSelectUserByDep): shows real names; a 1250-wide dialog lists the users of the
 * chosen department and its sub-departments, or all users when none is chosen. Emits usernames.
 * `<UserByDepartSelect value="admin,jeecg" onChange={setV} multi />`
 */
export function UserByDepartSelect({ value, onChange, multi = true, disabled, placeholder = '请选择用户' }: UserByDepartSelectProps) {
  const [open, setOpen] = useState(false);
  const [names, setNames] = useState<Record<string, string>>({});
  const [tree, setTree] = useState<DepartTreeNode[]>([]);
  const [depart, setDepart] = useState<string | undefined>();
  const [expanded, setExpanded] = useState<string[]>([]);
  const [realname, setRealname] = useState('');
  const [rows, setRows] = useState<PickedUser[]>([]);
  const [loading, setLoading] = useState(false);
  const [page, setPage] = useState({ current: 1, pageSize: 10, total: 0 });
  const [selected, setSelected] = useState<Map<string, string>>(new Map());

  const usernames = useMemo(() => (value ? value.split(',').filter(Boolean) : []), [value]);

  // Real names of the current value (the list endpoint treats a comma value as IN).
  useEffect(() => {
    const missing = usernames.filter((u) => !(u in names));
    if (!missing.length) return;
    let alive = true;
    getAction<JeecgPage<PickedUser>>('/sys/user/list', { username: missing.join(','), pageNo: 1, pageSize: missing.length }).then(
      (res) => {
        if (!alive || !res.success) return;
        const next: Record<string, string> = {};
        for (const u of res.result?.records ?? []) next[u.username] = u.realname;
        setNames((n) => ({ ...n, ...next }));
      },
      (e: unknown) => console.warn('user names', e),
    );
    return () => {
      alive = false;
    };
  }, [usernames, names]);

  const query = useCallback(async (dep: string | undefined, name: string, current: number, pageSize: number) => {
    setLoading(true);
    try {
      if (dep) {
        const res = await getAction<PickedUser[]>('/sys/user/queryUserByDepId', { id: dep, realname: name });
        if (!res.success) return notify.warning(res.message);
        const list = res.result ?? [];
        setRows(list);
        setPage({ current: 1, pageSize, total: list.length });
      } else {
        const res = await getAction<JeecgPage<PickedUser>>('/sys/user/list', { pageNo: current, pageSize, ...(name ? { realname: `*${name}*` } : {}) });
        if (!res.success) return notify.warning(res.message);
        setRows(res.result?.records ?? []);
        setPage({ current, pageSize, total: Number(res.result?.total ?? 0) });
      }
    } catch (e) {
      console.warn('user list', e);
    } finally {
      setLoading(false);
    }
  }, []);

  const openModal = () => {
    setSelected(new Map(usernames.map((u) => [u, names[u] ?? u])));
    setDepart(undefined);
    setRealname('');
    setOpen(true);
    void query(undefined, '', 1, 10);
    if (tree.length) setExpanded(allKeys(tree));
    else
      loadDepartTree().then(
        (t) => {
          setTree(t);
          setExpanded(allKeys(t));
        },
        (e: unknown) => console.warn('queryTreeList', e),
      );
  };

  const ok = () => {
    const list = [...selected.keys()];
    setNames((n) => ({ ...n, ...Object.fromEntries(selected) }));
    onChange?.(list.join(','));
    setOpen(false);
  };

  const text = usernames.map((u) => names[u] ?? u).join(',');
  const selectedKeys = [...selected.keys()];

  return (
    <>
      <PickerInput testId="user-by-depart" text={text} placeholder={placeholder} disabled={disabled} onOpen={openModal} onClear={() => onChange?.('')} />
      <PickerModal open={open} title="选择用户" width={USER_BY_DEPART_MODAL_WIDTH} onOk={ok} onCancel={() => setOpen(false)}>
        <Row gutter={12}>
          <Col xs={24} md={6} style={{ maxHeight: 520, overflow: 'auto', borderRight: '1px solid #f0f0f0' }}>
            <Tree
              expandedKeys={expanded}
              onExpand={(keys) => setExpanded(keys.map(String))}
              treeData={tree as never}
              selectedKeys={depart ? [depart] : []}
              onSelect={(keys) => {
                const dep = keys.length ? String(keys[0]) : undefined;
                setDepart(dep);
                void query(dep, realname, 1, page.pageSize);
              }}
            />
          </Col>
          <Col xs={24} md={18}>
            <Space wrap style={{ marginBottom: 8 }}>
              <span>用户姓名：</span>
              <Input value={realname} onChange={(e) => setRealname(e.target.value)} onPressEnter={() => void query(depart, realname, 1, page.pageSize)} placeholder="请输入用户姓名" style={{ width: 200 }} />
              <Button type="primary" onClick={() => void query(depart, realname, 1, page.pageSize)}>
                查询
              </Button>
              <Button
                onClick={() => {
                  setRealname('');
                  void query(depart, '', 1, page.pageSize);
                }}
              >
                重置
              </Button>
            </Space>
            <Table<PickedUser>
              size="small"
              rowKey="username"
              loading={loading}
              columns={columns}
              dataSource={rows}
              scroll={{ x: 700 }}
              pagination={{
                ...page,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 30],
                showTotal: (t, r) => `${r[0]}-${r[1]} 共 ${t} 条`,
                onChange: (current, pageSize) => (depart ? setPage((p) => ({ ...p, current, pageSize })) : void query(undefined, realname, current, pageSize)),
              }}
              rowSelection={{
                type: multi ? 'checkbox' : 'radio',
                selectedRowKeys: selectedKeys,
                preserveSelectedRowKeys: true,
                onChange: (_keys, picked) => {
                  const next = new Map(multi ? selected : []);
                  // keep choices made on other pages / departments; replace those of the visible rows
                  if (multi) for (const r of rows) next.delete(r.username);
                  for (const r of picked) if (r) next.set(r.username, r.realname);
                  setSelected(next);
                },
              }}
              onRow={(r) => ({
                onClick: () => {
                  const next = new Map(multi ? selected : []);
                  if (next.has(r.username)) next.delete(r.username);
                  else next.set(r.username, r.realname);
                  setSelected(next);
                },
              })}
            />
          </Col>
        </Row>
      </PickerModal>
    </>
  );
}
