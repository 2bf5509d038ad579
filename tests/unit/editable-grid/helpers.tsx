import { createRef } from 'react';
import { render } from '@testing-library/react';
import { EditableGrid, type EditableGridApi, type EditableGridProps, type GridColumn, type GridRow } from '@/widgets/editable-grid';

export const baseColumns: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true, message: '${title}不能为空' }] },
  { key: 'code', title: '编码', type: 'input', validateRules: [{ pattern: 'n6-16', message: '${title}必须是6到16位数字' }] },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum', 'average'] },
];

export function rows(n: number, over: (i: number) => Partial<GridRow> = () => ({})): GridRow[] {
  return Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, name: `商品${i + 1}`, code: `1234567${i}`, qty: i + 1, ...over(i) }));
}

export function renderGrid(props: Partial<EditableGridProps> = {}) {
  const ref = createRef<EditableGridApi>();
  const utils = render(<EditableGrid ref={ref} columns={baseColumns} dataSource={rows(3)} {...props} />);
  return { ...utils, api: () => ref.current! };
}

/** The cell element of a row and column. */
export function cell(container: HTMLElement, rowId: string, key: string): HTMLElement {
  const el = container.querySelector<HTMLElement>(`[data-cell="${rowId}|${key}"]`);
  if (!el) throw new Error(`no cell ${rowId}|${key}`);
  return el;
}

export function cellError(container: HTMLElement, rowId: string, key: string): string | null {
  return cell(container, rowId, key).querySelector('[data-error]')?.getAttribute('data-error') ?? null;
}
