import { Radio, Select } from 'antd';
import { optionText, useDict } from './use-dict';

export interface DictSelectProps {
  /** Dictionary code: plain (`sex`) or table (`sys_user,realname,username`). */
  dictCode?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** `select` (default), `radio` or `radioButton`. */
  type?: 'select' | 'radio' | 'radioButton';
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: React.CSSProperties;
}

/**
 * A single dictionary value as a drop-down or radio group (JDictSelectTag).
 * `<DictSelect dictCode="sex" value={v} onChange={setV} />`
 */
export function DictSelect({ dictCode, value, onChange, type = 'select', placeholder = '请选择', disabled, allowClear = true, style }: DictSelectProps) {
  const { options, loading, error } = useDict(dictCode);
  if (type === 'radio' || type === 'radioButton') {
    if (error) return <span className="dict-error" style={{ color: '#ff4d4f' }}>{error}</span>;
    return (
      <Radio.Group
        value={value}
        disabled={disabled}
        optionType={type === 'radioButton' ? 'button' : 'default'}
        onChange={(e) => onChange?.(String(e.target.value))}
        options={options.map((o) => ({ value: String(o.value), label: optionText(o), disabled: o.disabled }))}
      />
    );
  }
  return (
    <Select
      style={{ width: '100%', ...style }}
      value={value === '' || value == null ? undefined : String(value)}
      onChange={(v: string | undefined) => onChange?.(v ?? '')}
      placeholder={error ?? placeholder}
      status={error ? 'error' : undefined}
      loading={loading}
      disabled={disabled}
      allowClear={allowClear}
      showSearch
      optionFilterProp="label"
      options={options.map((o) => ({ value: String(o.value), label: optionText(o), disabled: o.disabled }))}
    />
  );
}

/** Radio variant of {@link DictSelect}. `<DictRadio dictCode="sex" />` */
export function DictRadio(props: Omit<DictSelectProps, 'type'> & { button?: boolean }) {
  const { button, ...rest } = props;
  return <DictSelect {...rest} type={button ? 'radioButton' : 'radio'} />;
}
