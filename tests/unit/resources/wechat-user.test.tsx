import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import { permissionStore } from '@/providers/access-control';
import { buildListParams } from '@/providers/data-provider';
import WxSysUserListPage, { ENABLE_CONFIRM, EXPORT_FILE_NAME, FREEZE_CONFIRM, wxUserFilters } from '@/resources/wechat-user/list';
import { MerchantUserPicker, pickerWarning } from '@/resources/wechat-user/picker';
import { wechatUserResource } from '@/resources/wechat-user';
import { fakeDataProvider, renderWithRefine } from '../pages/test-app';

const http = vi.hoisted(() => ({ postAction: vi.fn(), downloadFile: vi.fn() }));
vi.mock('@/providers/http', async (orig) => ({ ...(await orig<typeof import('@/providers/http')>()), ...http }));

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 90000 });

const USERS = [
  { id: 'w1', nickname: '红星', openid: 'oA1', avatarurl: 'temp/a.png', userstate: '1', zcsj: '2024-01-02 10:00:00', lastLoginTime: '2024-03-01 08:00:00' },
  { id: 'w2', nickname: '井冈', openid: 'oA2', avatarurl: null, userstate: '2', zcsj: '2024-01-05 10:00:00', lastLoginTime: null },
  { id: 'w3', nickname: '延安', openid: 'oA3', avatarurl: null, userstate: '0', zcsj: '2024-02-05 10:00:00', lastLoginTime: null },
];

function setup(perms: string[] = ['wxuser:freeze', 'wxuser:export']) {
  permissionStore.set(
    perms.map((action) => ({ action, type: '1', status: '1' })),
    [
      ...['wxuser:freeze', 'wxuser:export', 'wxuser:col:openid'].map((action) => ({ action, type: '1', status: '1' })),
    ],
  );
  const fake = fakeDataProvider(() => ({ data: USERS, total: 23 }));
  return fake;
}

/** The Jeecg query the real data provider would send for the last list call. */
const lastQuery = (calls: ReturnType<typeof setup>['calls']) => {
  const p = calls[calls.length - 1].params as any;
  return buildListParams({ pagination: p.pagination, sorters: p.sorters, filters: p.filters, meta: p.meta });
};

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  http.postAction.mockReset();
  http.downloadFile.mockReset();
});
afterEach(() => permissionStore.reset());

describe('wxUserFilters', () => {
  it('maps the search form to *nick* and zcsj / zcsj2 dates', () => {
    const q = buildListParams({
      filters: wxUserFilters({ nickname: ' 红 ', zcsj: dayjs('2024-01-01 13:00'), zcsj2: dayjs('2024-01-31') }),
      sorters: [{ field: 'createTime', order: 'desc' }],
      pagination: { currentPage: 1, pageSize: 10 },
    });
    expect(q).toEqual({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc', nickname: '*红*', zcsj: '2024-01-01', zcsj2: '2024-01-31' });
    expect(buildListParams({ filters: wxUserFilters({}) })).toEqual({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' });
  });
});

describe('WeChat user list page', () => {
  it('lists users with status texts, red rows for non-normal users and the first request', async () => {
    const { dp, calls } = setup();
    renderWithRefine(<WxSysUserListPage />, { dataProvider: dp, resources: [wechatUserResource] });
    expect(await screen.findByText('红星')).toBeInTheDocument();
    expect(within(rowOf('红星')).getByText('正常')).toBeInTheDocument();
    expect(within(rowOf('井冈')).getByText('冻结')).toBeInTheDocument();
    expect(within(rowOf('延安')).getByText('未知')).toBeInTheDocument();
    expect(rowOf('红星')).not.toHaveClass('row-warn');
    expect(rowOf('井冈')).toHaveClass('row-warn');
    expect(rowOf('延安')).toHaveClass('row-warn');
    for (const t of ['#', '昵称', '头像', '用户状态', '注册时间', '最后登录时间', '操作']) {
      expect(screen.getByRole('columnheader', { name: t })).toBeInTheDocument();
    }
    expect(screen.queryByRole('columnheader', { name: '微信ID' })).toBeNull();
    expect(screen.getByText('1-10 共23条')).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' });
  });

  it('queries on Enter with *nick* and the date range, and 重置 clears it', async () => {
    const { dp, calls } = setup();
    renderWithRefine(<WxSysUserListPage />, { dataProvider: dp, resources: [wechatUserResource] });
    await screen.findByText('红星');
    const start = screen.getByPlaceholderText('开始日期');
    fireEvent.mouseDown(start);
    fireEvent.change(start, { target: { value: '2024-01-01' } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter' });
    const end = screen.getByPlaceholderText('结束日期');
    fireEvent.mouseDown(end);
    fireEvent.change(end, { target: { value: '2024-01-31' } });
    fireEvent.keyDown(end, { key: 'Enter', code: 'Enter' });
    const nick = screen.getByPlaceholderText('请输入昵称');
    fireEvent.change(nick, { target: { value: 'nick' } });
    const before = calls.length;
    fireEvent.keyDown(nick, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    expect(lastQuery(calls)).toMatchObject({ nickname: '*nick*', zcsj: '2024-01-01', zcsj2: '2024-01-31', pageNo: 1 });

    const n = calls.length;
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(n));
    expect(lastQuery(calls)).toEqual({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' });
    expect(screen.getByPlaceholderText('请输入昵称')).toHaveValue('');
  });

  it('toggles the selection by row click (single) and clears it from the banner', async () => {
    const { dp } = setup();
    renderWithRefine(<WxSysUserListPage />, { dataProvider: dp, resources: [wechatUserResource] });
    await screen.findByText('红星');
    const banner = () => screen.getByText(/已选择/).closest('span') as HTMLElement;
    expect(banner()).toHaveTextContent('已选择 0 项');
    fireEvent.click(rowOf('红星'));
    expect(banner()).toHaveTextContent('已选择 1 项');
    expect(within(rowOf('红星')).getByRole('checkbox')).toBeChecked();
    fireEvent.click(rowOf('井冈'));
    expect(banner()).toHaveTextContent('已选择 1 项');
    expect(within(rowOf('井冈')).getByRole('checkbox')).toBeChecked();
    expect(within(rowOf('红星')).getByRole('checkbox')).not.toBeChecked();
    fireEvent.click(rowOf('井冈'));
    expect(banner()).toHaveTextContent('已选择 0 项');
    fireEvent.click(rowOf('延安'));
    fireEvent.click(within(banner()).getByText('清空'));
    expect(banner()).toHaveTextContent('已选择 0 项');
  });

  it('offers 冻结 for normal users and 启用 for others, asks with the spec texts and reloads', async () => {
    const { dp, calls } = setup();
    http.postAction.mockResolvedValue({ success: true, code: 200, message: '操作成功!', result: null, timestamp: 0 });
    renderWithRefine(<WxSysUserListPage />, { dataProvider: dp, resources: [wechatUserResource] });
    await screen.findByText('红星');
    expect(within(rowOf('红星')).getByText('冻结')).toBeInTheDocument();
    expect(within(rowOf('红星')).queryByText('启用')).toBeNull();
    expect(within(rowOf('井冈')).getByText('启用')).toBeInTheDocument();
    expect(within(rowOf('延安')).getByText('启用')).toBeInTheDocument();

    fireEvent.click(within(rowOf('红星')).getByText('冻结'));
    expect(await screen.findByText(FREEZE_CONFIRM)).toBeInTheDocument();
    expect(FREEZE_CONFIRM).toBe('确定确定【冻结】该用户?');
    const n = calls.length;
    const pop = screen.getByText(FREEZE_CONFIRM).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(pop).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.postAction).toHaveBeenCalledWith('/weixin/wxSysUser/updateUserstate', { id: 'w1', userstate: '2' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(n));
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    // the confirm click did not select the row
    expect(screen.getByText(/已选择/).closest('span')).toHaveTextContent('已选择 0 项');

    fireEvent.click(within(rowOf('井冈')).getByText('启用'));
    expect(await screen.findByText(ENABLE_CONFIRM)).toBeInTheDocument();
    expect(ENABLE_CONFIRM).toBe('确定确定【启用】该用户?');
  });

  it('shows a refused state change as a warning', async () => {
    const { dp } = setup();
    http.postAction.mockResolvedValue({ success: false, code: 500, message: '未找到对应数据', result: null, timestamp: 0 });
    renderWithRefine(<WxSysUserListPage />, { dataProvider: dp, resources: [wechatUserResource] });
    await screen.findByText('红星');
    fireEvent.click(within(rowOf('井冈')).getByText('启用'));
    const pop = (await screen.findByText(ENABLE_CONFIRM)).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(pop).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.postAction).toHaveBeenCalledWith('/weixin/wxSysUser/updateUserstate', { id: 'w2', userstate: '1' }));
    expect(await screen.findByText('未找到对应数据')).toBeInTheDocument();
    expect(document.querySelector('.ant-message-warning')).not.toBeNull();
  });

  it('hides 冻结/启用 and 导出 without their permission codes', async () => {
    const { dp } = setup([]);
    renderWithRefine(<WxSysUserListPage />, { dataProvider: dp, resources: [wechatUserResource] });
    await screen.findByText('红星');
    expect(screen.queryByText('冻结', { selector: 'a' })).toBeNull();
    expect(screen.queryByText('启用')).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('exports with the list query, the selected ids and the file name', async () => {
    const { dp } = setup();
    http.downloadFile.mockResolvedValue(undefined);
    renderWithRefine(<WxSysUserListPage />, { dataProvider: dp, resources: [wechatUserResource] });
    await screen.findByText('红星');
    fireEvent.change(screen.getByPlaceholderText('请输入昵称'), { target: { value: '红' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.getByPlaceholderText('请输入昵称')).toHaveValue('红'));
    fireEvent.click(rowOf('红星'));
    fireEvent.click(within(rowOf('井冈')).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByText(/已选择/).closest('span')).toHaveTextContent('已选择 2 项'));
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(http.downloadFile).toHaveBeenCalled());
    const [url, params, name] = http.downloadFile.mock.calls[0];
    expect(url).toBe('/weixin/wxSysUser/exportXls');
    expect(name).toBe(EXPORT_FILE_NAME);
    expect(name).toBe('微信用户登录信息.xls');
    expect(params).toMatchObject({ nickname: '*红*', column: 'createTime', order: 'desc' });
    expect(String(params.selections).split(',').sort()).toEqual(['w1', 'w2']);
  });
});

describe('merchant user picker', () => {
  it('says what is wrong with the selection', () => {
    expect(pickerWarning([], false)).toBe('请选择商户用户');
    expect(pickerWarning([USERS[0], USERS[1]], false)).toBe('不能选择多个商户用户');
    expect(pickerWarning([USERS[0], USERS[1]], true)).toBeNull();
    expect(pickerWarning([USERS[0]], false)).toBeNull();
  });

  it('shows the picker columns, warns on an empty OK and returns the clicked row', async () => {
    const { dp } = setup(['wxuser:col:openid']);
    const onOk = vi.fn();
    const onCancel = vi.fn();
    renderWithRefine(<MerchantUserPicker open onOk={onOk} onCancel={onCancel} />, {
      dataProvider: dp,
      resources: [wechatUserResource],
    });
    expect(await screen.findByText('红星')).toBeInTheDocument();
    for (const t of ['#', '昵称', '微信ID', '头像', '用户状态']) {
      expect(screen.getByRole('columnheader', { name: t })).toBeInTheDocument();
    }
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
    expect(screen.getByText('oA1')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('900px');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择商户用户')).toBeInTheDocument();
    expect(onOk).not.toHaveBeenCalled();
    fireEvent.click(rowOf('井冈'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith([expect.objectContaining({ id: 'w2' })]);
    fireEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('hides the 微信ID column without its column code', async () => {
    const { dp } = setup(['wxuser:freeze']);
    renderWithRefine(<MerchantUserPicker open onOk={vi.fn()} onCancel={vi.fn()} />, { dataProvider: dp, resources: [wechatUserResource] });
    await screen.findByText('红星');
    expect(screen.queryByRole('columnheader', { name: '微信ID' })).toBeNull();
  });
});
