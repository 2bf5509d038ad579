import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { App } from 'antd';

vi.mock('@/providers/http', () => ({ getAction: vi.fn(), postAction: vi.fn() }));

import { getAction } from '@/providers/http';
import { dictCache } from '@/providers/dict';
import {
  AreaLinkage,
  DictAsyncSearchSelect,
  DictMultiSelect,
  DictSearchSelect,
  DictSelect,
  DictSwitch,
  DictTreeSelect,
  areaPath,
  loadAreaTree,
  useDict,
} from '@/widgets/dict';
import { isValidTreeCondition } from '@/widgets/dict/tree-condition';
import { fail, ok, routeGet } from './helpers';

const get = getAction as unknown as ReturnType<typeof vi.fn>;
const SEX = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
];

beforeEach(() => {
  get.mockReset();
  localStorage.clear();
  dictCache.clear();
  vi.useRealTimers();
});

const comboInput = () => screen.getByRole('combobox');

describe('useDict', () => {
  it('reads the 7-day cache without a request', () => {
    dictCache.saveAll({ sex: SEX });
    const { result } = renderHook(() => useDict('sex'));
    expect(result.current).toEqual({ options: SEX, loading: false });
    expect(get).not.toHaveBeenCalled();
  });

  it('fetches getDictItems on a miss and reports loading meanwhile', async () => {
    routeGet(get, { '/sys/dict/getDictItems/': () => ok(SEX) });
    const { result } = renderHook(() => useDict('sex'));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.options).toEqual(SEX));
    expect(get.mock.calls[0][0]).toBe('/sys/dict/getDictItems/sex');
  });

  it('gives 字典Code不能为空! without a code', () => {
    const { result } = renderHook(() => useDict(''));
    expect(result.current.error).toBe('字典Code不能为空!');
  });

  it('only logs a failed load and ends loading', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    routeGet(get, { '/sys/dict/getDictItems/': () => fail('坏了') });
    const { result } = renderHook(() => useDict('bad'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.options).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('DictSelect / DictRadio / DictMultiSelect', () => {
  it('shows the label of the value and emits the chosen value', async () => {
    dictCache.saveAll({ sex: SEX });
    const onChange = vi.fn();
    render(<DictSelect dictCode="sex" value="1" onChange={onChange} />);
    expect(screen.getByText('男')).toBeInTheDocument();
    fireEvent.mouseDown(comboInput());
    fireEvent.click(await screen.findByTitle('女'));
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('says 字典Code不能为空! when no code is given', () => {
    render(<DictSelect />);
    expect(screen.getByText('字典Code不能为空!')).toBeInTheDocument();
    render(<DictSelect type="radio" />);
    expect(screen.getAllByText('字典Code不能为空!')).toHaveLength(2);
  });

  it('renders radios and emits the clicked one', () => {
    dictCache.saveAll({ sex: SEX });
    const onChange = vi.fn();
    render(<DictSelect dictCode="sex" type="radio" value="1" onChange={onChange} />);
    expect(screen.getByLabelText('男')).toBeChecked();
    fireEvent.click(screen.getByLabelText('女'));
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('multi-select keeps a comma-joined string', async () => {
    dictCache.saveAll({ lvl: [{ value: 'a', text: '甲' }, { value: 'b', text: '乙' }, { value: 'c', text: '丙' }] });
    const onChange = vi.fn();
    render(<DictMultiSelect dictCode="lvl" value="a,c" onChange={onChange} />);
    expect(screen.getByText('甲')).toBeInTheDocument();
    expect(screen.getByText('丙')).toBeInTheDocument();
    fireEvent.mouseDown(comboInput());
    fireEvent.click(await screen.findByTitle('乙'));
    expect(onChange).toHaveBeenCalledWith('a,c,b');
  });

  it('multi-select checkbox variant', () => {
    dictCache.saveAll({ lvl: [{ value: 'a', text: '甲' }, { value: 'b', text: '乙' }] });
    const onChange = vi.fn();
    render(<DictMultiSelect dictCode="lvl" type="checkbox" value="b" onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('甲'));
    // options keep dictionary order
    expect(onChange).toHaveBeenCalledWith('a,b');
  });
});

describe('DictSwitch', () => {
  it('is checked for the first option, Y/N by default', () => {
    const onChange = vi.fn();
    const { rerender } = render(<DictSwitch value="Y" onChange={onChange} />);
    expect(screen.getByRole('switch')).toBeChecked();
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith('N');
    rerender(<DictSwitch value="N" onChange={onChange} />);
    expect(screen.getByRole('switch')).not.toBeChecked();
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith('Y');
  });

  it('uses custom options', () => {
    const onChange = vi.fn();
    render(<DictSwitch value="0" options={['1', '0']} onChange={onChange} />);
    expect(screen.getByRole('switch')).not.toBeChecked();
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith('1');
  });
});

describe('search select', () => {
  const DICT = 'sys_user,realname,username';

  it('prompts 请输入搜索内容 before typing and 字典Code不能为空! without a dict', async () => {
    render(<DictSearchSelect dict={DICT} />);
    fireEvent.mouseDown(comboInput());
    expect(await screen.findByText('请输入搜索内容')).toBeInTheDocument();
    render(<DictSearchSelect />);
    expect(screen.getByText('字典Code不能为空!')).toBeInTheDocument();
  });

  it('form variant waits 800 ms after the last key, sends keyword and pageSize 10, shows results', async () => {
    vi.useFakeTimers();
    routeGet(get, { '/sys/dict/loadDict/': () => ok([{ value: 'zs', text: '张三' }]) });
    render(<DictSearchSelect dict={DICT} />);
    fireEvent.mouseDown(comboInput());
    fireEvent.change(comboInput(), { target: { value: '张' } });
    act(() => void vi.advanceTimersByTime(500));
    fireEvent.change(comboInput(), { target: { value: '张三' } });
    act(() => void vi.advanceTimersByTime(799));
    expect(get).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(`/sys/dict/loadDict/${encodeURIComponent(DICT)}`, { keyword: '张三', pageSize: 10 });
    vi.useRealTimers();
    expect(await screen.findByTitle('张三')).toBeInTheDocument();
  });

  it('async variant waits 300 ms and shows 没有查询到任何数据 when nothing matches', async () => {
    vi.useFakeTimers();
    routeGet(get, { '/sys/dict/loadDict/': () => ok([]) });
    render(<DictAsyncSearchSelect dict={DICT} />);
    fireEvent.mouseDown(comboInput());
    fireEvent.change(comboInput(), { target: { value: '无' } });
    act(() => void vi.advanceTimersByTime(299));
    expect(get).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(get).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await screen.findByText('没有查询到任何数据')).toBeInTheDocument();
  });

  it('shows the server message as a warning when success is false', async () => {
    vi.useFakeTimers();
    routeGet(get, { '/sys/dict/loadDict/': () => fail('字典Code格式不正确！') });
    render(
      <App>
        <DictAsyncSearchSelect dict="sex" />
      </App>,
    );
    fireEvent.mouseDown(comboInput());
    fireEvent.change(comboInput(), { target: { value: '男' } });
    await act(async () => void vi.advanceTimersByTime(300));
    vi.useRealTimers();
    expect(await screen.findByText('字典Code格式不正确！')).toBeInTheDocument();
  });

  it('labels an existing value through loadDictItem', async () => {
    routeGet(get, { '/sys/dict/loadDictItem/': () => ok(['管理员']) });
    render(<DictSearchSelect dict={DICT} value="admin" />);
    expect(await screen.findByText('管理员')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/sys/dict/loadDictItem/${encodeURIComponent(DICT)}`, { key: 'admin' });
  });

  it('non-async variant filters the cached dictionary locally', async () => {
    dictCache.saveAll({ sex: SEX });
    render(<DictSearchSelect dict="sex" async={false} />);
    fireEvent.mouseDown(comboInput());
    fireEvent.change(comboInput(), { target: { value: '女' } });
    expect(await screen.findByTitle('女')).toBeInTheDocument();
    expect(screen.queryByTitle('男')).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});

describe('tree dictionary', () => {
  it('validates condition as a JSON object string', () => {
    expect(isValidTreeCondition(undefined)).toBe(true);
    expect(isValidTreeCondition('')).toBe(true);
    expect(isValidTreeCondition('{"a":"1"}')).toBe(true);
    expect(isValidTreeCondition('[1]')).toBe(false);
    expect(isValidTreeCondition('a=1')).toBe(false);
    expect(isValidTreeCondition('"x"')).toBe(false);
  });

  it('shows JTreeSelect condition传值有误，需要一个json字符串! for a bad condition and sends nothing', () => {
    render(<DictTreeSelect dict="sys_category,name,id" condition="a=1" />);
    expect(screen.getAllByText('JTreeSelect condition传值有误，需要一个json字符串!').length).toBeGreaterThan(0);
    expect(get).not.toHaveBeenCalled();
  });

  it('loads the root with the table parameters and labels the value', async () => {
    routeGet(get, {
      '/sys/dict/loadTreeData': () => ok([{ key: 'r1', title: '红色景区', leaf: false }]),
      '/sys/dict/loadDictItem/': () => ok(['井冈山']),
    });
    render(<DictTreeSelect dict="sys_category,name,id" pidField="pid" pidValue="0" hasChildField="has_child" condition='{"x":"1"}' value="c9" />);
    expect(await screen.findByText('井冈山')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/sys/dict/loadTreeData', {
      pid: '0',
      tableName: 'sys_category',
      text: 'name',
      code: 'id',
      pidField: 'pid',
      hasChildField: 'has_child',
      condition: '{"x":"1"}',
    });
  });
});

describe('area linkage', () => {
  it('has the whole country (all 34 provincial units) and finds a district path', async () => {
    const tree = await loadAreaTree();
    expect(tree.length).toBeGreaterThanOrEqual(34);
    expect(areaPath(tree, '110101')).toEqual(['110000', '110100', '110101']);
    expect(areaPath(tree, '999999')).toEqual([]);
    const names = tree.map((p) => p.label);
    expect(names).toContain('新疆维吾尔自治区');
    expect(names).toContain('江西省');
  });

  it('cascader shows the names of the path; an unknown type falls back to cascader', async () => {
    const { container } = render(<AreaLinkage value="360881" type="whatever" />);
    await waitFor(() => expect(container.textContent).toContain('井冈山市'));
    expect(container.textContent).toContain('江西省');
    expect(screen.getByTestId('area-cascader')).toBeInTheDocument();
  });

  it('select type shows three linked drop-downs and emits the deepest code', async () => {
    const onChange = vi.fn();
    render(<AreaLinkage type="select" value="360800" onChange={onChange} />);
    const box = screen.getByTestId('area-select');
    await waitFor(() => expect(box.textContent).toContain('吉安市'));
    expect(within(box).getAllByRole('combobox')).toHaveLength(3);
    fireEvent.mouseDown(within(box).getAllByRole('combobox')[2]);
    fireEvent.change(within(box).getAllByRole('combobox')[2], { target: { value: '井冈山' } });
    fireEvent.click(await screen.findByTitle('井冈山市'));
    expect(onChange).toHaveBeenCalledWith('360881');
  });
});
