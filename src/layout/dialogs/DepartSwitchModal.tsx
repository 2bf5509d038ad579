import { useEffect, useRef, useState } from 'react';
import { Form, Modal, Select } from 'antd';
import { sessionStore } from '@/lib/session';
import { authApi } from '@/providers/auth-api';
import { notify } from '@/providers/notify';
import type { Depart } from '@/types/jeecg';

/**
 * 部门选择 dialog (spec/backoffice.md §4–§5): loads the operator's departments when opened, pre-selects the current
 * one, switches on confirm and keeps the returned user info for 7 days.
 * `<DepartSwitchModal open={open} onClose={() => setOpen(false)} />`
 */
export default function DepartSwitchModal({
  open,
  onClose,
  closable = true,
}: {
  open: boolean;
  onClose: () => void;
  /** False right after a multi-department login: a department must be chosen. */
  closable?: boolean;
}) {
  const [departs, setDeparts] = useState<Depart[]>([]);
  const [orgCode, setOrgCode] = useState<string | undefined>();
  const [invalid, setInvalid] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const onClose = () => closeRef.current();
    if (!open) {
      setLoaded(false);
      setInvalid(false);
      return;
    }
    let live = true;
    authApi
      .currentUserDeparts()
      .then((res) => {
        if (!live) return;
        if (!res.success) {
          notify.warning(res.message);
          onClose();
          return;
        }
        const list = res.result?.list ?? [];
        if (!list.length) {
          notify.warning('您尚未设置部门信息!');
          onClose();
          return;
        }
        setDeparts(list);
        setOrgCode(res.result.orgCode || undefined);
        setLoaded(true);
      })
      .catch((e) => {
        console.warn('加载部门失败', e);
        if (live) onClose();
      });
    return () => {
      live = false;
    };
  }, [open]);

  const confirm = async () => {
    if (!orgCode) {
      setInvalid(true);
      return;
    }
    const username = sessionStore.userInfo()?.username ?? '';
    setSaving(true);
    try {
      const res = await authApi.selectDepart(orgCode, username);
      if (!res.success) {
        notify.warning(res.message);
        return;
      }
      if (res.result?.userInfo) sessionStore.saveUserInfo(res.result.userInfo);
      onClose();
    } catch (e) {
      console.warn('切换部门失败', e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="部门选择"
      width={450}
      open={open && loaded}
      onOk={confirm}
      confirmLoading={saving}
      onCancel={closable ? onClose : undefined}
      closable={closable}
      maskClosable={false}
      keyboard={closable}
      cancelButtonProps={closable ? undefined : { style: { display: 'none' } }}
      okText="确定"
      cancelText="取消"
    >
      <Form layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }}>
        <Form.Item label="部门" validateStatus={invalid ? 'error' : undefined} required>
          <Select
            aria-label="部门"
            placeholder="请选择部门"
            value={orgCode}
            status={invalid ? 'error' : undefined}
            onChange={(v: string) => {
              setOrgCode(v);
              setInvalid(false);
            }}
            options={departs.map((d) => ({ value: d.orgCode, label: d.departName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
