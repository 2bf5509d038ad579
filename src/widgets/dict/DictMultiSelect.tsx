import { Checkbox, Select } from 'antd';
import { optionText, useDict } from './use-dict';

/** Multi-select values travel as one string joined by this separator (spec backoffice §9). */
export const MULTI_SEPARATOR = ',';

export function splitMulti(value: string | undefined | null, sep = MULTI_SEPARATOR): string[] {
  if (value == null || value === '') return [];
  return String(value).split(sep).filter((s) => s !== '');
}

export interface DictMultiSelectProps {
  dictCode?: string;
  /** Comma-joined values. */
  value?: string;
  onChange?: (value: string) => void;
  type?: 'select' | 'checkbox';
  placeholder?: string;
  disabled?: boolean;
  separator?: string;
}

/**
 * Several dictionary values kept as one comma-joined string (JMultiSelectTag).
 * `<DictMultiSelect dictCode="spot_level" value="1,3" onChange={setV} />`
 */
export function DictMultiSelect({ dictCode, value, onChange, type = 'select', placeholder = '请选择', disabled, separator = MULTI_SEPARATOR }: DictMultiSelectProps) {
  const { options, loading, error } = useDict(dictCode);
  const values = splitMulti(value, separator);
  const opts = options.map((o) => ({ value: String(o.value), label: optionText(o), disabled: o.disabled }));
  const emit = (vs: string[]) => onChange?.(vs.join(separator));
  if (type === 'checkbox') {
    if (error) return <span style={{ color: '#ff4d4f' }}>{error}</span>;
    return <Checkbox.Group value={values} disabled={disabled} options={opts} onChange={(vs) => emit(vs.map(String))} />;
  }
  return (
    <Select
      mode="multiple"
      style={{ width: '100%' }}
      value={values}
      onChange={(vs: string[]) => emit(vs)}
      placeholder={error ?? placeholder}
      status={error ? 'error' : undefined}
      loading={loading}
      disabled={disabled}
      allowClear
      optionFilterProp="label"
      options={opts}
    />
  );
}
