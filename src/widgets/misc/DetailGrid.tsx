import type { ReactNode } from 'react';
import { Descriptions } from 'antd';

export interface DetailItem {
  label: ReactNode;
  value: ReactNode;
  /** Columns this item spans. */
  span?: number;
}

/** 1 to 4 columns; anything else falls back to the default 3. */
export function clampColumns(n: number | undefined): 1 | 2 | 3 | 4 {
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : 3;
}

/**
 * Read-only label/value grid for detail views (1–4 columns, default 3; fewer on narrow screens).
 *   <DetailGrid title="景点信息" columns={2} items={[{ label: '名称', value: spot.name }]} />
 */
export default function DetailGrid({ items, columns, title }: { items: DetailItem[]; columns?: number; title?: ReactNode }) {
  const col = clampColumns(columns);
  return (
    <Descriptions
      className="detail-grid"
      data-columns={col}
      title={title}
      bordered
      size="small"
      // Phones get one column, small tablets at most two; from md up the chosen count.
      column={{ xs: 1, sm: Math.min(col, 2), md: col, lg: col, xl: col, xxl: col }}
      items={items.map((it, i) => ({ key: i, label: it.label, children: it.value ?? '', span: it.span }))}
    />
  );
}
