import { Button, Input, Space } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';

export interface PickerInputProps {
  text: string;
  placeholder?: string;
  disabled?: boolean;
  onOpen: () => void;
  onClear?: () => void;
  testId?: string;
}

/** Read-only text of the current choice plus a button that opens the picker dialog. */
export function PickerInput({ text, placeholder = '请选择', disabled, onOpen, onClear, testId }: PickerInputProps) {
  return (
    <Space.Compact style={{ width: '100%' }} data-testid={testId}>
      <Input
        readOnly
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        title={text}
        onClick={() => !disabled && onOpen()}
        suffix={
          text && onClear && !disabled ? (
            <CloseCircleFilled aria-label="清空" style={{ color: 'rgba(0,0,0,.25)', cursor: 'pointer' }} onClick={(e) => (e.stopPropagation(), onClear())} />
          ) : (
            <span />
          )
        }
      />
      <Button icon={<SearchOutlined />} disabled={disabled} onClick={onOpen} aria-label="选择" />
    </Space.Compact>
  );
}
