import { useState } from 'react';
import { Modal } from 'antd';
import { notify } from '@/providers/notify';
import { WxUserList } from './list';
import type { WxUser } from './columns';

export const PICK_NONE = '请选择商户用户';
export const PICK_TOO_MANY = '不能选择多个商户用户';

/** What the merchant user picker says about a selection on 确定: null when it may be returned. */
export function pickerWarning(rows: WxUser[], multiple: boolean): string | null {
  if (rows.length === 0) return PICK_NONE;
  if (!multiple && rows.length > 1) return PICK_TOO_MANY;
  return null;
}

export interface MerchantUserPickerProps {
  open: boolean;
  multiple?: boolean;
  title?: string;
  onOk: (rows: WxUser[]) => void;
  onCancel: () => void;
}

/**
 * Merchant user picker (spec §2 Pickers, widgets §5): a 900 px dialog around the WeChat user list in picker mode,
 * cancel button 关闭. Usage: `<MerchantUserPicker open={open} onOk={(rows) => …} onCancel={() => setOpen(false)} />`.
 */
export function MerchantUserPicker({ open, multiple = false, title = '选择商户用户', onOk, onCancel }: MerchantUserPickerProps) {
  const [rows, setRows] = useState<WxUser[]>([]);
  return (
    <Modal
      open={open}
      title={title}
      width={900}
      cancelText="关闭"
      okText="确定"
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => {
        const w = pickerWarning(rows, multiple);
        if (w) {
          notify.warning(w);
          return;
        }
        onOk(rows);
      }}
      afterClose={() => setRows([])}
      styles={{ body: { maxHeight: '70vh', overflow: 'auto' } }}
    >
      <WxUserList picker multiple={multiple} onChange={setRows} />
    </Modal>
  );
}

export default MerchantUserPicker;
