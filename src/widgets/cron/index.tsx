import { Suspense, lazy, useState } from 'react';
import { Button, Input, Modal, Skeleton, Space } from 'antd';
import type { CronBuilderProps } from './CronBuilder';

const LazyCronBuilder = lazy(() => import('./CronBuilder'));

/**
 * The Quartz cron builder, loaded as its own chunk on first render.
 * `<CronBuilder value={cron} onChange={setCron} />`
 */
export function CronBuilder(props: CronBuilderProps) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <LazyCronBuilder {...props} />
    </Suspense>
  );
}

export interface CronInputProps {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * A cron expression input with a 选择 button opening the builder in a dialog (for forms such as the quartz job).
 * `<Form.Item name="cronExpression"><CronInput /></Form.Item>`
 */
export function CronInput({ value, onChange, disabled, placeholder = '请输入cron表达式' }: CronInputProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value ?? '');
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input value={value} disabled={disabled} placeholder={placeholder} onChange={(e) => onChange?.(e.target.value)} />
        <Button
          disabled={disabled}
          onClick={() => {
            setDraft(value ?? '');
            setOpen(true);
          }}
        >
          选择
        </Button>
      </Space.Compact>
      <Modal
        open={open}
        title="Cron表达式"
        width={800}
        style={{ maxWidth: 'calc(100vw - 16px)' }}
        destroyOnHidden
        onCancel={() => setOpen(false)}
        onOk={() => {
          onChange?.(draft);
          setOpen(false);
        }}
      >
        <CronBuilder value={draft || undefined} onChange={setDraft} />
      </Modal>
    </>
  );
}

export type { CronBuilderProps } from './CronBuilder';
