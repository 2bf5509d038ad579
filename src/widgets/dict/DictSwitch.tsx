import { Switch } from 'antd';

/** Default stored values of the switch widget: checked = first (Y), unchecked = second (N). */
export const SWITCH_DEFAULT_OPTIONS: [string, string] = ['Y', 'N'];

export interface DictSwitchProps {
  value?: string;
  onChange?: (value: string) => void;
  /** [checked value, unchecked value]. */
  options?: [string, string];
  disabled?: boolean;
  checkedChildren?: React.ReactNode;
  unCheckedChildren?: React.ReactNode;
}

/**
 * A switch that stores one of two strings (JSwitch): checked means the first option.
 * `<DictSwitch value={v} onChange={setV} options={['1', '0']} />`
 */
export function DictSwitch({ value, onChange, options = SWITCH_DEFAULT_OPTIONS, disabled, checkedChildren = '是', unCheckedChildren = '否' }: DictSwitchProps) {
  return (
    <Switch
      checked={value === options[0]}
      disabled={disabled}
      checkedChildren={checkedChildren}
      unCheckedChildren={unCheckedChildren}
      onChange={(checked) => onChange?.(checked ? options[0] : options[1])}
    />
  );
}
