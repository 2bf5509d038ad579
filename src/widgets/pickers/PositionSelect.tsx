import { BizRecordSelect } from './BizRecordSelect';

export interface PositionSelectProps {
  /** Comma-joined position codes. */
  value?: string;
  onChange?: (value: string) => void;
  multiple?: boolean;
  disabled?: boolean;
}

/** Rank text of a position row (dictionary translation key differs between versions). */
export function positionRankText(row: Record<string, unknown>): string {
  return String(row.rank_dictText ?? row.postRank_dictText ?? row.postRank ?? row.rank ?? '');
}

/**
 * Position picker (JSelectPosition) over /sys/position/list: name search; shows name, code and rank; stores codes.
 * `<PositionSelect value="CEO" onChange={setV} />`
 */
export function PositionSelect({ value, onChange, multiple = false, disabled }: PositionSelectProps) {
  return (
    <BizRecordSelect
      value={value}
      onChange={onChange}
      multiple={multiple}
      disabled={disabled}
      title="选择职务"
      placeholder="请选择职务"
      listUrl="/sys/position/list"
      valueKey="code"
      labelKey="name"
      queryParam="name"
      queryParamText="职务名称"
      columns={[
        { title: '职务名称', dataIndex: 'name' },
        { title: '职务编码', dataIndex: 'code' },
        { title: '职级', dataIndex: '__rank' },
      ]}
      rowTransform={(r) => ({ ...r, __rank: positionRankText(r) })}
    />
  );
}
