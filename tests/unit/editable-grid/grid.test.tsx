import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Tabs } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EditableGrid,
  VALIDATE_NO_PASSED,
  validateFormAndTables,
  validateTables,
  type EditableGridApi,
  type ValidateFailure,
} from '@/widgets/editable-grid';
import { permissionStore } from '@/providers/access-control';
import { dictCache } from '@/lib/dict-cache';
import { baseColumns, cell, cellError, renderGrid, rows } from './helpers';

afterEach(() => {
  vi.useRealTimers();
  permissionStore.reset();
});

describe('rendering', () => {
  it('shows # numbers, required marks, footer rows 合计 and 平均, and a collapsed toolbar', async () => {
    const { container } = renderGrid({ rowNumber: true, toolbar: true });
    expect(screen.getByText('#')).toBeInTheDocument();
    expect(container.querySelector('.eg-header')!.textContent).toContain('*名称');
    const sum = container.querySelector('[data-footer="sum"]')!;
    const avg = container.querySelector('[data-footer="average"]')!;
    expect(sum.textContent).toContain('合计');
    expect(sum.textContent).toContain('6');
    expect(avg.textContent).toContain('平均');
    expect(avg.textContent).toContain('2');
    expect(screen.getByRole('button', { name: /新增/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /插入/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /展开/ }));
    expect(screen.getByRole('button', { name: /插入/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /上移/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /清空选择/ })).toBeInTheDocument();
  });

  it('statistics columns make the leading columns 60 wide, # is 60', () => {
    const { container } = renderGrid({ rowSelection: true, rowNumber: true });
    const head = container.querySelectorAll<HTMLElement>('.eg-header .eg-cell');
    expect(head[0].style.width).toBe('60px');
    expect(head[1].style.width).toBe('60px');
    const plain = renderGrid({ rowSelection: true, columns: baseColumns.slice(0, 2) });
    expect(plain.container.querySelector<HTMLElement>('.eg-header .eg-cell')!.style.width).toBe('40px');
  });

  it('pagination defaults: total text a-b 共 n 条, size changer and quick jumper', () => {
    const { container } = renderGrid({ pagination: true, dataSource: rows(12) });
    expect(screen.getByText('1-10 共 12 条')).toBeInTheDocument();
    expect(container.querySelectorAll('.eg-row')).toHaveLength(10);
    expect(container.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
    expect(container.querySelector('.ant-pagination-options-size-changer')).not.toBeNull();
  });

  it('options come from the dictionary cache on a miss; a failing load is only logged', async () => {
    const get = vi.spyOn(dictCache, 'get').mockImplementation(async (code: string) => {
      if (code === 'bad') throw new Error('网络错误');
      return [{ value: '1', text: '门票' }];
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderGrid({
      columns: [
        { key: 'cat', title: '分类', type: 'select', dictCode: 'goods_cat' },
        { key: 'x', title: '其他', type: 'select', dictCode: 'bad' },
      ],
      dataSource: [{ id: 'a', cat: '1', x: '9' }],
    });
    await waitFor(() => expect(cell(container, 'a', 'cat').textContent).toBe('门票'));
    expect(cell(container, 'a', 'x').textContent).toBe('9');
    expect(get).toHaveBeenCalledWith('goods_cat');
    expect(warn).toHaveBeenCalledWith('字典加载失败', 'bad', expect.any(Error));
    get.mockRestore();
    warn.mockRestore();
  });

  it('list_multi shows at most one tag', () => {
    const { container } = renderGrid({
      columns: [
        {
          key: 'r',
          title: '景区',
          type: 'list_multi',
          options: [
            { value: 'a', label: '延安' },
            { value: 'b', label: '遵义' },
            { value: 'c', label: '瑞金' },
          ],
        },
      ],
      dataSource: [{ id: 'x', r: 'a,b,c' }],
    });
    const tags = cell(container, 'x', 'r').querySelectorAll('.ant-tag');
    expect([...tags].map((t) => t.textContent)).toEqual(['延安', '+ 2 ...']);
  });

  it('renders only the visible rows plus the overscan of 10,000 rows', () => {
    const { container } = renderGrid({ dataSource: rows(10000) });
    const n = container.querySelectorAll('.eg-row').length;
    expect(n).toBeGreaterThan(5);
    expect(n).toBeLessThanOrEqual(20);
    expect(container.querySelector<HTMLElement>('.eg-body')!.style.height).toBe(`${10000 * 61}px`);
  });
});

describe('editing', () => {
  it('click to edit, validates on input with the placeholder message, reverts on an outside mouse-up', async () => {
    const { container } = renderGrid();
    expect(cell(container, 'r1', 'name').querySelector('input')).toBeNull();
    await userEvent.click(within(cell(container, 'r1', 'name')).getByText('商品1'));
    const input = cell(container, 'r1', 'name').querySelector('input')!;
    await userEvent.clear(input);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('名称不能为空'));
    // A mouse-up inside an antd pop-up (dropdown, picker) keeps the editor.
    const dropdown = document.createElement('div');
    dropdown.className = 'ant-select-dropdown';
    document.body.appendChild(dropdown);
    fireEvent.mouseUp(dropdown);
    expect(cell(container, 'r1', 'name').querySelector('input')).not.toBeNull();
    fireEvent.mouseUp(document.body);
    await waitFor(() => expect(cell(container, 'r1', 'name').querySelector('input')).toBeNull());
    expect(cellError(container, 'r1', 'name')).toBe('名称不能为空');
    dropdown.remove();
  });

  it('alwaysEdit shows the editors at once with the column placeholder', () => {
    const { container } = renderGrid({
      alwaysEdit: true,
      columns: [{ key: 'name', title: '名称', type: 'input', placeholder: '请填写${title}' }],
      dataSource: [{ id: 'a', name: '' }],
    });
    expect(cell(container, 'a', 'name').querySelector('input')).toHaveAttribute('placeholder', '请填写名称');
  });

  it('number inputs refuse anything but minus, digits and a decimal part, and parse on blur', async () => {
    const { container, api } = renderGrid({ alwaysEdit: true, dataSource: [{ id: 'a', name: 'x', qty: '' }] });
    const input = cell(container, 'a', 'qty').querySelector('input')!;
    await userEvent.type(input, '-1a2.5x');
    expect(input).toHaveValue('-12.5');
    fireEvent.change(input, { target: { value: '1e5' } });
    expect(input).toHaveValue('-12.5');
    fireEvent.blur(input);
    expect(api().getData().rows[0].qty).toBe(-12.5);
    fireEvent.change(input, { target: { value: '-' } });
    fireEvent.blur(input);
    expect(api().getData().rows[0].qty).toBe('');
  });

  it('tags cells insert a semicolon after every 2 characters', async () => {
    const { container, api } = renderGrid({
      alwaysEdit: true,
      columns: [{ key: 't', title: '标签', type: 'tags' }],
      dataSource: [{ id: 'a', t: '' }],
    });
    const input = cell(container, 'a', 't').querySelector('input')!;
    await userEvent.type(input, 'abcde');
    expect(input).toHaveValue('ab;cd;e');
    expect(api().getData().rows[0].t).toBe('ab;cd;e');
  });

  it('checkbox cells store the customValue pair', async () => {
    const { container, api } = renderGrid({
      columns: [{ key: 'on', title: '上架', type: 'checkbox', customValue: ['Y', 'N'] }],
      dataSource: [{ id: 'a', on: 'N' }],
    });
    await userEvent.click(cell(container, 'a', 'on').querySelector('input')!);
    expect(api().getData().rows[0].on).toBe('Y');
    await userEvent.click(cell(container, 'a', 'on').querySelector('input')!);
    expect(api().getData().rows[0].on).toBe('N');
  });

  it('blur validation runs 100 ms after blur', async () => {
    vi.useFakeTimers();
    const { container } = renderGrid({
      alwaysEdit: true,
      columns: [
        { key: 'n', title: '名称', type: 'input', validateRules: [{ handler: ({ trigger }) => trigger !== 'blur', message: '离开时检查失败' }] },
      ],
      dataSource: [{ id: 'a', n: 'x' }],
    });
    fireEvent.blur(cell(container, 'a', 'n').querySelector('input')!);
    await act(async () => {
      vi.advanceTimersByTime(99);
    });
    expect(cellError(container, 'a', 'n')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(cellError(container, 'a', 'n')).toBe('离开时检查失败');
  });
});

describe('rows and toolbar', () => {
  it('the first added row is validated (JeecgBoot regression) and the failure signal names it', async () => {
    const { api } = renderGrid({ toolbar: true, dataSource: [] });
    await userEvent.click(screen.getByRole('button', { name: /新增/ }));
    const id = api().getNewRows()[0].id;
    const err = (await api().getValuesPromise().catch((e: unknown) => e)) as ValidateFailure;
    expect(err.error).toBe(VALIDATE_NO_PASSED);
    expect(err.errMap).toEqual({ [id]: { name: '名称不能为空' } });
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('名称不能为空'));
    const cb = vi.fn();
    api().getValues(cb);
    await waitFor(() => expect(cb).toHaveBeenCalledWith(1, expect.objectContaining({ deleteIds: [] })));
  });

  it('insert guard: a second 插入 within 1500 ms warns 你点击的太快了，请慢点点击!', async () => {
    vi.useFakeTimers({ now: new Date('2024-05-01T08:00:00Z') });
    const { api } = renderGrid({ toolbar: true });
    fireEvent.click(screen.getByRole('button', { name: /展开/ }));
    fireEvent.click(screen.getByRole('button', { name: /插入/ }));
    expect(api().getData().rows).toHaveLength(4);
    await act(async () => {
      vi.advanceTimersByTime(1400);
    });
    fireEvent.click(screen.getByRole('button', { name: /插入/ }));
    expect(api().getData().rows).toHaveLength(4);
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.getByText('你点击的太快了，请慢点点击!')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.click(screen.getByRole('button', { name: /插入/ }));
    expect(api().getData().rows).toHaveLength(5);
  });

  it('插入 puts the row below the selected row', async () => {
    const { container, api } = renderGrid({ toolbar: true, rowSelection: true });
    await userEvent.click(within(container.querySelector('[data-row-id="r1"]')!).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /展开/ }));
    await userEvent.click(screen.getByRole('button', { name: /插入/ }));
    const ids = api().getData().rows.map((r) => r.id);
    expect(ids[0]).toBe('r1');
    expect(ids[1]).toMatch(/^new_/);
    expect(ids[2]).toBe('r2');
  });

  it('删除 records removed existing rows in the deleted list and drops new ones', async () => {
    const onRemoved = vi.fn();
    const { container, api } = renderGrid({ toolbar: true, rowSelection: true, onRemoved });
    act(() => {
      api().addRows({ name: '新行' });
    });
    const newId = api().getNewRows()[0].id;
    await userEvent.click(within(container.querySelector('[data-row-id="r2"]')!).getByRole('checkbox'));
    await userEvent.click(within(container.querySelector(`[data-row-id="${newId}"]`)!).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /展开/ }));
    await userEvent.click(screen.getByRole('button', { name: /删除/ }));
    expect(api().getDeleteIds()).toEqual(['r2']);
    expect(api().getData().rows.map((r) => r.id)).toEqual(['r1', 'r3']);
    expect(onRemoved).toHaveBeenCalledTimes(1);
  });

  it('上移 / 下移 move the selected row', async () => {
    const { container, api } = renderGrid({ toolbar: true, rowSelection: true });
    await userEvent.click(within(container.querySelector('[data-row-id="r3"]')!).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /展开/ }));
    await userEvent.click(screen.getByRole('button', { name: /上移/ }));
    expect(api().getData().rows.map((r) => r.id)).toEqual(['r1', 'r3', 'r2']);
    await userEvent.click(screen.getByRole('button', { name: /下移/ }));
    expect(api().getData().rows.map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
  });
});

describe('selection', () => {
  it('select all / indeterminate, disabled rows unselectable, selection emitted', async () => {
    const onSelectionChange = vi.fn();
    const { container } = renderGrid({
      rowSelection: true,
      disabledRows: { name: '商品2' },
      onSelectionChange,
    });
    const all = screen.getByRole('checkbox', { name: '全选' });
    expect(within(container.querySelector('[data-row-id="r2"]')!).getByRole('checkbox')).toBeDisabled();
    await userEvent.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['r1', 'r3'], [expect.objectContaining({ id: 'r1' }), expect.objectContaining({ id: 'r3' })]);
    expect(all).toBeChecked();
    await userEvent.click(within(container.querySelector('[data-row-id="r1"]')!).getByRole('checkbox'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['r3'], [expect.objectContaining({ id: 'r3' })]);
    expect(container.querySelector('.eg-header .ant-checkbox-indeterminate')).not.toBeNull();
    // Disabled rows are not editable either.
    expect(cell(container, 'r2', 'name').querySelector('.eg-cell-text-disabled')).not.toBeNull();
  });
});

describe('column permissions (contract §4.4)', () => {
  beforeEach(() => {
    permissionStore.set(
      [{ action: 'goods:name', type: '1' }],
      [
        { action: 'goods:name', type: '1', status: '1' },
        { action: 'goods:code', type: '1', status: '1' },
        { action: 'goods:qty', type: '2', status: '1' },
        { action: 'goods:add', type: '1', status: '1' },
        { action: 'goods:batch_delete', type: '1', status: '1' },
      ],
    );
  });

  it('type "1" codes the user lacks hide the column, type "2" disable it; add / batch delete follow the codes', async () => {
    const { container } = renderGrid({ authPre: 'goods', alwaysEdit: true, toolbar: true, rowSelection: true });
    const header = container.querySelector('.eg-header')!.textContent;
    expect(header).toContain('名称');
    expect(header).not.toContain('编码');
    expect(header).toContain('数量');
    expect(cell(container, 'r1', 'qty').querySelector('input')).toBeNull();
    expect(cell(container, 'r1', 'qty').querySelector('.eg-cell-text-disabled')).not.toBeNull();
    expect(cell(container, 'r1', 'name').querySelector('input')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /展开/ }));
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
  });

  it('with the codes owned, everything shows', async () => {
    permissionStore.set(
      [
        { action: 'goods:code', type: '1' },
        { action: 'goods:qty', type: '2' },
        { action: 'goods:add', type: '1' },
        { action: 'goods:batch_delete', type: '1' },
      ],
      permissionStore.get().allAuth,
    );
    const { container } = renderGrid({ authPre: 'goods:', alwaysEdit: true, toolbar: true });
    expect(container.querySelector('.eg-header')!.textContent).toContain('编码');
    expect(cell(container, 'r1', 'qty').querySelector('input')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /展开/ }));
    expect(screen.getByRole('button', { name: /删除/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新增/ })).toBeInTheDocument();
  });
});

describe('validation state survives search, paging and reset (JeecgBoot regression)', () => {
  it('keeps the error of a row filtered away, paged away and reloaded', async () => {
    const data = rows(12, (i) => (i === 2 ? { name: '' } : {}));
    const { container, api, rerender } = renderGrid({ pagination: true, dataSource: data });
    await act(async () => {
      await api().validateTable();
    });
    expect(cellError(container, 'r3', 'name')).toBe('名称不能为空');
    // search
    act(() => api().setFilter((r) => String(r.name).includes('12')));
    expect(container.querySelector('[data-row-id="r3"]')).toBeNull();
    // reset the search
    act(() => api().setFilter(null));
    expect(cellError(container, 'r3', 'name')).toBe('名称不能为空');
    // paging
    await userEvent.click(container.querySelector('.ant-pagination-item-2')!);
    expect(container.querySelector('[data-row-id="r3"]')).toBeNull();
    expect(screen.getByText('11-12 共 12 条')).toBeInTheDocument();
    await userEvent.click(container.querySelector('.ant-pagination-item-1')!);
    expect(cellError(container, 'r3', 'name')).toBe('名称不能为空');
    // a search reloading the same rows from the server
    rerender(<EditableGrid ref={undefined} columns={baseColumns} dataSource={[...data]} pagination />);
    expect(cellError(container, 'r3', 'name')).toBe('名称不能为空');
  });
});

describe('whole-table validation', () => {
  function TwoTables({ onReady }: { onReady: (a: EditableGridApi, b: EditableGridApi, setKey: (k: string) => void) => void }) {
    const [key, setKey] = useState('a');
    const ra = createRef<EditableGridApi>();
    const rb = createRef<EditableGridApi>();
    return (
      <>
        <button onClick={() => onReady(ra.current!, rb.current!, setKey)}>ready</button>
        <Tabs
          activeKey={key}
          onChange={setKey}
          items={[
            { key: 'a', label: '商品', forceRender: true, children: <EditableGrid ref={ra} columns={baseColumns} dataSource={rows(2)} /> },
            {
              key: 'b',
              label: '优惠券',
              forceRender: true,
              children: <EditableGrid ref={rb} columns={baseColumns} dataSource={rows(2, (i) => (i === 1 ? { code: 'x' } : {}))} />,
            },
          ]}
        />
      </>
    );
  }

  it('stops at the first failing table, switches to its tab and reports index, pane key and error map', async () => {
    let tables: [EditableGridApi, EditableGridApi, (k: string) => void] | null = null;
    render(<TwoTables onReady={(a, b, s) => (tables = [a, b, s])} />);
    await userEvent.click(screen.getByText('ready'));
    const [a, b, setKey] = tables!;
    const spyA = vi.spyOn(a, 'validateTable');
    let failure: unknown;
    await act(async () => {
      failure = await validateTables([{ grid: a, paneKey: 'a' }, { grid: b, paneKey: 'b' }, { grid: a, paneKey: 'c' }], setKey).catch((e) => e);
    });
    expect(failure).toEqual({ error: VALIDATE_NO_PASSED, index: 1, paneKey: 'b', errMap: { r2: { code: '编码必须是6到16位数字' } } });
    expect(spyA).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tab', { name: '优惠券' })).toHaveAttribute('aria-selected', 'true');
  });

  it('form-plus-tables: throws without a validate function, fails on the form, resolves all values', async () => {
    const ref = createRef<EditableGridApi>();
    render(<EditableGrid ref={ref} columns={baseColumns} dataSource={rows(1)} />);
    await expect(validateFormAndTables(null, [])).rejects.toThrow('validate');
    await expect(validateFormAndTables({} as never, [])).rejects.toThrow('validate');
    const bad = await validateFormAndTables({ validate: () => Promise.reject(new Error('表单有误')) }, [{ grid: ref.current }]).catch((e) => e);
    expect(bad).toMatchObject({ error: VALIDATE_NO_PASSED, form: true });
    const ok = await validateFormAndTables({ validate: async () => ({ title: '订单' }) }, [{ grid: ref.current, paneKey: 'goods' }]);
    expect(ok.formValue).toEqual({ title: '订单' });
    expect(ok.tablesValue[0].rows[0].name).toBe('商品1');
  });
});

describe('sub-form popover', () => {
  const subForm = ({ row }: { row: { id: string; name?: unknown } }) => <div>子表：{String(row.name)}</div>;

  it('one row at a time: the same row closes it, another reopens it', async () => {
    const { container } = renderGrid({ expand: true, subForm });
    const open = (id: string) => within(container.querySelector(`[data-row-id="${id}"]`)!).getByRole('button');
    await userEvent.click(open('r1'));
    expect(screen.getByRole('dialog', { name: '子表' })).toHaveTextContent('子表：商品1');
    await userEvent.click(open('r2'));
    expect(screen.getAllByRole('dialog', { name: '子表' })).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: '子表' })).toHaveTextContent('子表：商品2');
    await userEvent.click(open('r2'));
    expect(screen.queryByRole('dialog', { name: '子表' })).toBeNull();
  });

  it('retries 3 times at 100 ms, then shows 打开子表失败', async () => {
    vi.useFakeTimers();
    const { api } = renderGrid({ expand: true, subForm });
    act(() => api().toggleSubForm('missing'));
    await act(async () => {
      vi.advanceTimersByTime(299);
    });
    expect(screen.queryByText('打开子表失败')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(60);
    });
    expect(screen.getByText('打开子表失败')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '子表' })).toBeNull();
  });

  it('flips upward when less than 350 px remain below the row', async () => {
    const { container } = renderGrid({ expand: true, subForm });
    const row = container.querySelector<HTMLElement>('[data-row-id="r1"]')!;
    const rect = (top: number) => ({ top, bottom: top + 61, left: 0, right: 800, width: 800, height: 61, x: 0, y: top, toJSON: () => ({}) });
    row.getBoundingClientRect = () => rect(window.innerHeight - 200) as DOMRect;
    await userEvent.click(within(row).getByRole('button'));
    expect(screen.getByRole('dialog', { name: '子表' })).toHaveAttribute('data-placement', 'top');
    await userEvent.click(within(row).getByRole('button'));
    row.getBoundingClientRect = () => rect(100) as DOMRect;
    await userEvent.click(within(row).getByRole('button'));
    expect(screen.getByRole('dialog', { name: '子表' })).toHaveAttribute('data-placement', 'bottom');
  });
});
