import { Tooltip } from 'antd';

export const ELLIPSIS_DEFAULT_LENGTH = 25;

/** First `length` characters plus "..." when longer (counts characters, not UTF-16 units). */
export function ellipsisText(text: string, length = ELLIPSIS_DEFAULT_LENGTH): string {
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : text;
}

/**
 * Cuts long text and shows the whole of it in a tooltip (default 25 characters).
 *   <Ellipsis value={record.content} length={12} />
 */
export default function Ellipsis({ value, length = ELLIPSIS_DEFAULT_LENGTH }: { value?: string | number | null; length?: number }) {
  const text = value === undefined || value === null ? '' : String(value);
  const short = ellipsisText(text, length);
  if (short === text) return <span>{text}</span>;
  return (
    <Tooltip title={text}>
      <span>{short}</span>
    </Tooltip>
  );
}
