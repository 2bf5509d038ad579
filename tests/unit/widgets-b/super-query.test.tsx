import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from 'antd';

vi.mock('@/providers/http', () => ({ getAction: vi.fn(), postAction: vi.fn() }));

import { dictCache } from '@/providers/dict';
import { SuperQuery } from '@/widgets/super-query';
import type { SuperQueryField } from '@/lib/super-query';

const FIELDS: SuperQueryField[] = [
  { value: 'name', text: '景区名称', type: 'input' },
  { value: 'level', text: '景区等级', type: 'list', dictCode: 'spot_level' },
  { value: 'openDate', text: '开放日期', type: 'date' },
];

// warm the lazy chunk so the first open is not slowed by its transform
beforeAll(async () => {
  await import('@/widgets/super-query/SuperQuery');
}, 60000);

beforeEach(() => {
  localStorage.clear();
  dictCache.saveAll({ spot_level: [{ value: '5', text: '5A' }, { value: '4', text: '4A' }] });
});

async function setup(onSearch = vi.fn()) {
  render(
    <App>
      <SuperQuery fieldList={FIELDS} saveCode="spot" onSearch={onSearch} />
    </App>,
  );
  const trigger = await screen.findByTestId('super-query-trigger', {}, { timeout: 20000 });
  fireEvent.click(within(trigger).getByRole('button'));
  await screen.findByText('高级查询构造器', {}, { timeout: 10000 });
  return { onSearch };
}

const pick = async (combo: HTMLElement, title: string) => {
  fireEvent.mouseDown(combo);
  const opts = await screen.findAllByTitle(title);
  fireEvent.click(opts[opts.length - 1]);
};

const lineBox = (i: number) => screen.getAllByTestId('super-query-line')[i];
const combo = (line: number, n: number) => within(lineBox(line)).getAllByRole('combobox')[n];
const btn = (name: RegExp) => screen.getByRole('button', { name });

describe('SuperQuery widget', { timeout: 60000 }, () => {
  it('reserves 110 px for the trigger and opens a 1000-wide builder', async () => {
    await setup();
    expect(screen.getByTestId('super-query-trigger').style.minWidth).toBe('110px');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('1000px');
    expect(screen.getByText('高级查询构造器')).toBeInTheDocument();
  });

  it('refuses an empty query with 不能查询空条件', async () => {
    const { onSearch } = await setup();
    fireEvent.click(btn(/^查\s*询$/));
    expect(await screen.findByText('不能查询空条件')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('emits encoded conditions and the match type, then reset emits {}', async () => {
    const { onSearch } = await setup();
    await pick(combo(0, 0), '景区名称');
    await pick(combo(0, 1), '包含');
    fireEvent.change(within(lineBox(0)).getByPlaceholderText('请输入值'), { target: { value: '井冈' } });
    fireEvent.click(within(lineBox(0)).getByLabelText('添加条件'));
    await pick(combo(1, 0), '景区等级');
    await pick(combo(1, 2), '5A');
    await pick(screen.getAllByRole('combobox')[0], 'OR（条件中的任意一个匹配）');
    fireEvent.click(btn(/^查\s*询$/));
    const conditions = [
      { field: 'name', rule: 'like', val: '井冈', type: 'input' },
      { field: 'level', rule: 'eq', val: '5', type: 'list', dictCode: 'spot_level' },
    ];
    expect(onSearch).toHaveBeenLastCalledWith({ superQueryParams: encodeURI(JSON.stringify(conditions)), superQueryMatchType: 'or' });

    fireEvent.click(screen.getByRole('button', { name: /高级查询/ }));
    fireEvent.click(await screen.findByRole('button', { name: /重\s*置/ }));
    expect(onSearch).toHaveBeenLastCalledWith({});
    expect(screen.getAllByTestId('super-query-line')).toHaveLength(1);
  });

  it('saving: empty condition, empty name, success, overwrite confirm; loading a saved query replaces the lines', async () => {
    await setup();
    fireEvent.click(btn(/保存查询条件/));
    expect(await screen.findByText('空条件不能保存')).toBeInTheDocument();

    await pick(combo(0, 0), '景区名称');
    fireEvent.change(within(lineBox(0)).getByPlaceholderText('请输入值'), { target: { value: '延安' } });
    fireEvent.click(btn(/保存查询条件/));
    const nameInput = await screen.findByPlaceholderText('请输入保存的名称');
    const saveDialog = nameInput.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(saveDialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('保存名称不能为空')).toBeInTheDocument();

    fireEvent.change(nameInput, { target: { value: '红色景区' } });
    fireEvent.click(within(saveDialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem('JSuperQuerySaved_spot') as string);
    expect(stored).toEqual([{ title: '红色景区', matchType: 'and', records: [{ field: 'name', rule: 'eq', val: '延安', type: 'input' }] }]);

    // same name again → confirm, overwrite on OK
    fireEvent.change(within(lineBox(0)).getByPlaceholderText('请输入值'), { target: { value: '瑞金' } });
    fireEvent.click(btn(/保存查询条件/));
    const input2 = await screen.findByPlaceholderText('请输入保存的名称');
    fireEvent.change(input2, { target: { value: '红色景区' } });
    fireEvent.click(within(input2.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    expect((await screen.findAllByText('红色景区 已存在，是否覆盖？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /覆\s*盖/ }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('JSuperQuerySaved_spot') as string)[0].records[0].val).toBe('瑞金'));
    expect(JSON.parse(localStorage.getItem('JSuperQuerySaved_spot') as string)).toHaveLength(1);

    // load it after changing the line
    fireEvent.change(within(lineBox(0)).getByPlaceholderText('请输入值'), { target: { value: '别的' } });
    fireEvent.click(screen.getAllByText('红色景区').find((el) => el.closest('.ant-list-item')) as HTMLElement);
    await waitFor(() => expect(within(lineBox(0)).getByPlaceholderText('请输入值')).toHaveValue('瑞金'));
  });

  it('switching the rule away from in keeps only the first value', async () => {
    const { onSearch } = await setup();
    await pick(combo(0, 0), '景区名称');
    await pick(combo(0, 1), '在...中');
    const tags = within(lineBox(0)).getAllByRole('combobox')[2];
    fireEvent.change(tags, { target: { value: '井冈山' } });
    fireEvent.keyDown(tags, { key: 'Enter', keyCode: 13 });
    fireEvent.change(tags, { target: { value: '延安' } });
    fireEvent.keyDown(tags, { key: 'Enter', keyCode: 13 });
    await pick(combo(0, 1), '等于');
    expect(within(lineBox(0)).getByPlaceholderText('请输入值')).toHaveValue('井冈山');
    fireEvent.click(btn(/^查\s*询$/));
    expect(onSearch).toHaveBeenLastCalledWith({
      superQueryParams: encodeURI(JSON.stringify([{ field: 'name', rule: 'eq', val: '井冈山', type: 'input' }])),
      superQueryMatchType: 'and',
    });
  });
});
