import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GridColumn, GridRow } from '@/widgets/editable-grid';
import { cell, cellError, renderGrid } from './helpers';

const sortColumns: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input', isOrder: true },
  { key: 'qty', title: '数量', type: 'inputNumber', isOrder: true },
  { key: 'remark', title: '备注', type: 'input' },
];

const data = (): GridRow[] => [
  { id: 'r1', name: '乙', qty: 10 },
  { id: 'r2', name: '甲', qty: '' },
  { id: 'r3', name: '丙', qty: 9 },
  { id: 'r4', name: '丁', qty: 100 },
];

/** Row ids in the order the grid shows them. */
const shownIds = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.eg-body .eg-row')].map((r) => r.getAttribute('data-row-id'));

const header = (title: string) => screen.getByRole('columnheader', { name: new RegExp(title) });

describe('isOrder: sortable headers', () => {
  it('a header click cycles ascending → descending → original order, with aria-sort and the active caret', () => {
    const { container } = renderGrid({ columns: sortColumns, dataSource: data() });
    const qty = header('数量');
    expect(qty).toHaveAttribute('aria-sort', 'none');
    expect(qty).toHaveAttribute('title', '点击升序');
    expect(header('备注')).not.toHaveAttribute('aria-sort');
    expect(qty.querySelector('.anticon-caret-up')).not.toBeNull();
    expect(qty.querySelector('.anticon-caret-down')).not.toBeNull();

    fireEvent.click(qty);
    expect(qty).toHaveAttribute('aria-sort', 'ascending');
    expect(qty.querySelector('.eg-sorter-on')).toHaveClass('anticon-caret-up');
    expect(shownIds(container)).toEqual(['r3', 'r1', 'r4', 'r2']);

    fireEvent.click(qty);
    expect(qty).toHaveAttribute('aria-sort', 'descending');
    expect(qty.querySelector('.eg-sorter-on')).toHaveClass('anticon-caret-down');
    expect(shownIds(container)).toEqual(['r4', 'r1', 'r3', 'r2']);

    fireEvent.click(qty);
    expect(qty).toHaveAttribute('aria-sort', 'none');
    expect(qty.querySelector('.eg-sorter-on')).toBeNull();
    expect(shownIds(container)).toEqual(['r1', 'r2', 'r3', 'r4']);
  });

  it('only one column is sorted at a time; text sorts as zh-CN; the keyboard works too', () => {
    const { container } = renderGrid({ columns: sortColumns, dataSource: data() });
    fireEvent.click(header('数量'));
    fireEvent.keyDown(header('名称'), { key: 'Enter' });
    expect(header('名称')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('数量')).toHaveAttribute('aria-sort', 'none');
    const names = ['乙', '甲', '丙', '丁'];
    const expected = [...names].sort((a, b) => a.localeCompare(b, 'zh-CN'));
    expect([...container.querySelectorAll('.eg-body [data-col="name"]')].map((c) => c.textContent)).toEqual(expected);
  });

  it('numbers sort numerically, empty cells go last in both directions, # numbers follow the display', () => {
    const { container } = renderGrid({
      columns: sortColumns,
      rowNumber: true,
      dataSource: [
        { id: 'a', qty: 10 },
        { id: 'b', qty: null },
        { id: 'c', qty: 2 },
        { id: 'd', qty: '' },
        { id: 'e', qty: 100 },
      ],
    });
    fireEvent.click(header('数量'));
    expect([...container.querySelectorAll('.eg-body [data-col="qty"]')].map((c) => c.textContent)).toEqual(['2', '10', '100', '请输入数量', '请输入数量']);
    expect(container.querySelector('.eg-body .eg-row')!.textContent).toMatch(/^1/);
    fireEvent.click(header('数量'));
    expect(shownIds(container)).toEqual(['e', 'a', 'c', 'b', 'd']);
  });

  it('getData keeps the data order (and drag numbers) after sorting', () => {
    const { api } = renderGrid({ columns: sortColumns, dataSource: data(), dragSort: true });
    fireEvent.click(header('数量'));
    fireEvent.click(header('数量'));
    const { rows, deleteIds } = api().getData();
    expect(rows.map((r) => r.id)).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(rows.map((r) => r.orderNum)).toEqual([1, 2, 3, 4]);
    expect(deleteIds).toEqual([]);
    expect(api().getSort()).toEqual({ key: 'qty', order: 'descend' });
  });

  it('combines with the search filter and pagination (sorting goes back to page 1)', async () => {
    const many: GridRow[] = Array.from({ length: 25 }, (_, i) => ({ id: `r${i + 1}`, name: `商品${i + 1}`, qty: (i * 7) % 25 }));
    const { container, api } = renderGrid({ columns: sortColumns, dataSource: many, pagination: true });
    act(() => api().setFilter((r) => Number(r.qty) % 2 === 0));
    expect(screen.getByText('1-10 共 13 条')).toBeInTheDocument();
    act(() => api().setPage(2));
    fireEvent.click(header('数量'));
    fireEvent.click(header('数量'));
    expect(screen.getByText('1-10 共 13 条')).toBeInTheDocument();
    const qtys = () => [...container.querySelectorAll('.eg-body [data-col="qty"]')].map((c) => Number(c.textContent));
    expect(qtys()).toEqual([24, 22, 20, 18, 16, 14, 12, 10, 8, 6]);
    fireEvent.click(screen.getByTitle('2'));
    expect(qtys()).toEqual([4, 2, 0]);
    act(() => api().setFilter(null));
    expect(screen.getByText('1-10 共 25 条')).toBeInTheDocument();
    expect(qtys()).toEqual([24, 23, 22, 21, 20, 19, 18, 17, 16, 15]);
  });

  it('drag handles are disabled while a column is sorted and come back afterwards', () => {
    const { container, api } = renderGrid({ columns: sortColumns, dataSource: data(), dragSort: true });
    const handles = () => [...container.querySelectorAll<HTMLElement>('.eg-drag-handle')];
    expect(handles()[0]).not.toHaveAttribute('title');
    fireEvent.click(header('数量'));
    for (const h of handles()) {
      expect(h).toHaveAttribute('title', '排序时不能拖动');
      expect(h).toHaveAttribute('aria-disabled', 'true');
      expect(h).toHaveClass('eg-drag-handle-locked');
    }
    // A drag attempt does not move anything.
    fireEvent.pointerDown(handles()[0], { button: 0, clientY: 10 });
    fireEvent.pointerMove(document, { clientY: 200 });
    fireEvent.pointerUp(document, { clientY: 200 });
    expect(container.querySelector('.eg-row-dragging')).toBeNull();
    expect(api().getData().rows.map((r) => r.id)).toEqual(['r1', 'r2', 'r3', 'r4']);
    act(() => api().setSort(null));
    expect(handles()[0]).not.toHaveAttribute('title');
    expect(handles()[0]).not.toHaveClass('eg-drag-handle-locked');
  });
});

const OPTIONS = [
  { value: 'ticket', label: '门票' },
  { value: 'book', label: '图书' },
];

function selectColumns(allowInput: boolean, rules: GridColumn['validateRules'] = []): GridColumn[] {
  return [{ key: 'cat', title: '分类', type: 'select', options: OPTIONS, allowInput, validateRules: rules }];
}

/** Types text into the select of a cell (alwaysEdit grid). */
function typeInSelect(container: HTMLElement, rowId: string, text: string): HTMLInputElement {
  const input = cell(container, rowId, 'cat').querySelector<HTMLInputElement>('input[role="combobox"]')!;
  fireEvent.mouseDown(cell(container, rowId, 'cat').querySelector('.ant-select-selector')!);
  fireEvent.change(input, { target: { value: text } });
  return input;
}

/** Enter as a person presses it (rc-select ignores a second Enter until the key is released). */
function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 });
  fireEvent.keyUp(input, { key: 'Enter', keyCode: 13, which: 13 });
}

describe('allowInput: select cells take typed values', () => {
  it('Enter keeps typed text that is no option; the cell shows it as itself', async () => {
    const { container, api } = renderGrid({ columns: selectColumns(true), dataSource: [{ id: 'a', cat: 'ticket' }], alwaysEdit: true });
    const input = typeInSelect(container, 'a', '纪念章');
    pressEnter(input);
    await waitFor(() => expect(api().getData().rows[0].cat).toBe('纪念章'));
    expect(cell(container, 'a', 'cat').querySelector('.ant-select-selection-item')!.textContent).toBe('纪念章');
  });

  it('blur keeps the typed text; typing an option label stores its value', async () => {
    const { container, api } = renderGrid({
      columns: selectColumns(true),
      dataSource: [{ id: 'a', cat: '' }, { id: 'b', cat: '' }],
      alwaysEdit: true,
    });
    fireEvent.blur(typeInSelect(container, 'a', '  红色读本 '));
    await waitFor(() => expect(api().getData().rows[0].cat).toBe('红色读本'));
    fireEvent.blur(typeInSelect(container, 'b', '图书'));
    await waitFor(() => expect(api().getData().rows[1].cat).toBe('book'));
  });

  it('in click-to-edit mode the typed value is shown as itself after editing ends', async () => {
    const { container, api } = renderGrid({ columns: selectColumns(true), dataSource: [{ id: 'a', cat: 'book' }] });
    expect(cell(container, 'a', 'cat').textContent).toBe('图书');
    fireEvent.click(cell(container, 'a', 'cat').querySelector('.eg-cell-text')!);
    fireEvent.blur(typeInSelect(container, 'a', '纪念章'));
    await waitFor(() => expect(api().getData().rows[0].cat).toBe('纪念章'));
    fireEvent.mouseUp(document.body);
    await waitFor(() => expect(cell(container, 'a', 'cat').querySelector('.eg-cell-text')!.textContent).toBe('纪念章'));
  });

  it('without allowInput a typed value is not kept (Enter or blur)', async () => {
    const columns: GridColumn[] = [{ key: 'cat', title: '分类', type: 'sel_search', options: OPTIONS }];
    const { container, api } = renderGrid({ columns, dataSource: [{ id: 'a', cat: 'ticket' }], alwaysEdit: true });
    const input = typeInSelect(container, 'a', '纪念章');
    pressEnter(input);
    fireEvent.blur(input);
    await new Promise((r) => setTimeout(r, 150));
    expect(api().getData().rows[0].cat).toBe('ticket');
  });

  it('sel_search with allowInput keeps typed text too', async () => {
    const columns: GridColumn[] = [{ key: 'cat', title: '分类', type: 'sel_search', options: OPTIONS, allowInput: true }];
    const { container, api } = renderGrid({ columns, dataSource: [{ id: 'a', cat: '' }], alwaysEdit: true });
    pressEnter(typeInSelect(container, 'a', '纪念章'));
    await waitFor(() => expect(api().getData().rows[0].cat).toBe('纪念章'));
  });

  it('rules run on the typed value', async () => {
    const rules = [{ pattern: '^[\\u4e00-\\u9fa5]+$', message: '${title}只能是中文' }];
    const { container, api } = renderGrid({ columns: selectColumns(true, rules), dataSource: [{ id: 'a', cat: '' }], alwaysEdit: true });
    pressEnter(typeInSelect(container, 'a', 'abc'));
    await waitFor(() => expect(cellError(container, 'a', 'cat')).toBe('分类只能是中文'));
    pressEnter(typeInSelect(container, 'a', '纪念章'));
    await waitFor(() => expect(api().getData().rows[0].cat).toBe('纪念章'));
    await waitFor(() => expect(cellError(container, 'a', 'cat')).toBeNull());
  });
});
