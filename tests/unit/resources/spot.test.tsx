import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionStore } from '@/providers/access-control';
import { buildListParams } from '@/providers/data-provider';
import { spotResource } from '@/resources/spot';
import SpotCreate from '@/resources/spot/create';
import SpotList from '@/resources/spot/list';
import { SpotPicker } from '@/resources/spot/picker';
import { fakeDataProvider, renderWithRefine } from '../pages/test-app';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 90000 });

const SPOTS = [
  { id: 's1', spotname: '井冈山革命旧址', spotshortname: '井冈山', shopnum: 12, isrelease: '1', showorder: 1, imageurl: null },
  { id: 's2', spotname: '遵义会议会址', spotshortname: '遵义', shopnum: 3, isrelease: '0', showorder: 2, imageurl: null },
];

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const queryOf = (calls: { params: any }[]) => {
  const p = calls[calls.length - 1].params;
  return buildListParams({ pagination: p.pagination, sorters: p.sorters, filters: p.filters, meta: p.meta });
};

function grant(codes: string[]) {
  permissionStore.set(
    codes.map((action) => ({ action, type: action === 'spot:form:showorder' ? '2' : '1', status: '1' })),
    [
      ...['spot:add', 'spot:edit', 'spot:delete', 'spot:deleteBatch'].map((action) => ({ action, type: '1', status: '1' })),
      { action: 'spot:form:showorder', type: '2', status: '1' },
    ],
  );
}
afterEach(() => permissionStore.reset());

describe('spot form', () => {
  it('requires the name and refuses a sort value above 255', async () => {
    grant(['spot:form:showorder']);
    const { dp } = fakeDataProvider(() => ({ data: [], total: 0 }));
    renderWithRefine(<SpotCreate />, { dataProvider: dp, resources: [spotResource], path: '/spot/list/create' });
    fireEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入景区名称')).toBeInTheDocument();
    const sort = screen.getByPlaceholderText('请输入排序');
    fireEvent.focus(sort);
    fireEvent.change(sort, { target: { value: '300' } });
    fireEvent.blur(sort);
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('排序值不可以大于255')).toBeInTheDocument();
    expect(dp.create).not.toHaveBeenCalled();
  });

  it('saves valid values and keeps the input with the server message when refused', async () => {
    grant(['spot:form:showorder']);
    const { dp } = fakeDataProvider(() => ({ data: [], total: 0 }));
    (dp.create as any).mockRejectedValueOnce({ message: '景区名称不能超过100个字符', statusCode: 500 });
    renderWithRefine(<SpotCreate />, { dataProvider: dp, resources: [spotResource], path: '/spot/list/create' });
    fireEvent.change(await screen.findByPlaceholderText('请输入景区名称'), { target: { value: '瑞金' } });
    const sort = screen.getByPlaceholderText('请输入排序');
    fireEvent.focus(sort);
    fireEvent.change(sort, { target: { value: '255' } });
    fireEvent.blur(sort);
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(dp.create).toHaveBeenCalled());
    expect((dp.create as any).mock.calls[0][0].variables).toMatchObject({ spotname: '瑞金', showorder: 255, isrelease: '0' });
    expect(await screen.findByRole('alert')).toHaveTextContent('景区名称不能超过100个字符');
    expect(screen.getByPlaceholderText('请输入景区名称')).toHaveValue('瑞金');
  });

  it('disables 排序 without the disable-type code', async () => {
    grant([]);
    renderWithRefine(<SpotCreate />, { resources: [spotResource], path: '/spot/list/create' });
    expect(await screen.findByPlaceholderText('请输入排序')).toBeDisabled();
  });
});

describe('spot list', () => {
  it('sorts by showorder ascending, marks unreleased rows red and warns on an empty batch delete', async () => {
    grant(['spot:add', 'spot:edit', 'spot:delete', 'spot:deleteBatch']);
    const { dp, calls } = fakeDataProvider(() => ({ data: SPOTS, total: 2 }));
    renderWithRefine(<SpotList />, { dataProvider: dp, resources: [spotResource] });
    expect(await screen.findByText('井冈山革命旧址')).toBeInTheDocument();
    expect(queryOf(calls)).toEqual({ pageNo: 1, pageSize: 10, column: 'showorder', order: 'asc' });
    expect(rowOf('遵义会议会址')).toHaveClass('row-warn');
    expect(rowOf('井冈山革命旧址')).not.toHaveClass('row-warn');
    expect(within(rowOf('遵义会议会址')).getByText('未发布')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('请选择一条记录！')).toBeInTheDocument();
    fireEvent.click(within(rowOf('遵义会议会址')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('是否删除选中数据?')).toBeInTheDocument();
  });

  it('searches by name with *x* and hides buttons without permission', async () => {
    grant([]);
    const { dp, calls } = fakeDataProvider(() => ({ data: SPOTS, total: 2 }));
    renderWithRefine(<SpotList />, { dataProvider: dp, resources: [spotResource] });
    await screen.findByText('井冈山革命旧址');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
    expect(screen.getAllByText('查看').length).toBe(2);
    fireEvent.change(screen.getByPlaceholderText('请输入景区名称'), { target: { value: '井冈' } });
    const n = calls.length;
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(n));
    expect(queryOf(calls)).toMatchObject({ spotname: '*井冈*', column: 'showorder', order: 'asc' });
  });
});

describe('spot picker', () => {
  it('lists 简称 and 商铺数 by showorder, red unreleased rows, counts and clears the selection', async () => {
    const { dp, calls } = fakeDataProvider(() => ({ data: SPOTS, total: 2 }));
    const onOk = vi.fn();
    renderWithRefine(<SpotPicker open multiple onOk={onOk} onCancel={vi.fn()} />, { dataProvider: dp, resources: [spotResource] });
    expect(await screen.findByText('井冈山')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '简称' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '商铺数' })).toBeInTheDocument();
    expect(queryOf(calls)).toEqual({ pageNo: 1, pageSize: 10, column: 'showorder', order: 'asc' });
    expect(rowOf('遵义')).toHaveClass('row-warn');
    expect(rowOf('井冈山')).not.toHaveClass('row-warn');
    const banner = () => screen.getByText(/已选择/).closest('span') as HTMLElement;
    fireEvent.click(rowOf('井冈山'));
    fireEvent.click(rowOf('遵义'));
    expect(banner()).toHaveTextContent('已选择 2 项');
    fireEvent.click(within(banner()).getByText('清空'));
    expect(banner()).toHaveTextContent('已选择 0 项');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择景区')).toBeInTheDocument();
    fireEvent.click(rowOf('遵义'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith([expect.objectContaining({ id: 's2' })]);
  });

  it('searches by spot name', async () => {
    const { dp, calls } = fakeDataProvider(() => ({ data: SPOTS, total: 2 }));
    renderWithRefine(<SpotPicker open onOk={vi.fn()} onCancel={vi.fn()} />, { dataProvider: dp, resources: [spotResource] });
    await screen.findByText('井冈山');
    const input = screen.getByPlaceholderText('请输入景区名称');
    fireEvent.change(input, { target: { value: '遵义' } });
    const n = calls.length;
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.length).toBeGreaterThan(n));
    expect(queryOf(calls)).toMatchObject({ spotname: '*遵义*' });
    // single mode: a second row click replaces the first
    fireEvent.click(rowOf('井冈山'));
    fireEvent.click(rowOf('遵义'));
    expect(screen.getByText(/已选择/).closest('span')).toHaveTextContent('已选择 1 项');
  });
});
