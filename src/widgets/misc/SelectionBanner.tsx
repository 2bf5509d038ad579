import { Alert, Typography } from 'antd';

/**
 * The banner above a selectable list: 已选择 N 项 with a 清空 link (spec §2).
 * Usage: `<SelectionBanner count={keys.length} onClear={() => setKeys([])} />`
 */
export default function SelectionBanner({ count, onClear }: { count: number; onClear: () => void }) {
  return (
    <Alert
      className="list-selection"
      type="info"
      showIcon
      message={
        <span>
          已选择 <b>{count}</b> 项
          <Typography.Link style={{ marginLeft: 24 }} onClick={onClear}>
            清空
          </Typography.Link>
        </span>
      }
    />
  );
}
