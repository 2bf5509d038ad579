import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildListParams } from '@/providers/data-provider';
import UserAnnouncementList from '@/pages/user-announcement';
import { fakeDataProvider, renderWithRefine } from './test-app';

const http = vi.hoisted(() => ({ putAction: vi.fn() }));
vi.mock('@/providers/http', async (orig) => ({ ...(await orig<typeof import('@/providers/http')>()), ...http }));

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 90000 });

const ROWS = [
  { id: 'r1', anntId: 'a1', titile: '景区开放通知', msgContent: '<p>明日开放</p><script>alert(1)</script>', sender: 'admin', priority: 'H', readFlag: '0', sendTime: '2025-05-01 10:00:00', msgCategory: '1' },
  { id: 'r2', anntId: 'a2', titile: '系统升级', msgContent: '<p>已完成</p>', sender: 'admin', priority: 'L', readFlag: '1', sendTime: '2025-04-01 10:00:00', msgCategory: '2' },
];

beforeEach(() => {
  http.putAction.mockReset();
  http.putAction.mockResolvedValue({ success: true, code: 0, message: '全部已读', result: null, timestamp: 0 });
});

describe('user announcements page', () => {
  it('lists my announcements from getMyAnnouncementSend and filters by title and read flag', async () => {
    const { dp, calls } = fakeDataProvider(() => ({ data: ROWS, total: 2 }));
    renderWithRefine(<UserAnnouncementList />, { dataProvider: dp });
    expect(await screen.findByText('景区开放通知')).toBeInTheDocument();
    expect(within(screen.getByText('景区开放通知').closest('tr') as HTMLElement).getByText('未读')).toBeInTheDocument();
    expect(within(screen.getByText('景区开放通知').closest('tr') as HTMLElement).getByText('紧急')).toBeInTheDocument();
    expect((calls[0].params as any).meta.api.list).toBe('/sys/sysAnnouncementSend/getMyAnnouncementSend');
    fireEvent.change(screen.getByPlaceholderText('请输入标题'), { target: { value: '开放' } });
    const n = calls.length;
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(n));
    const p = calls[calls.length - 1].params as any;
    expect(buildListParams({ filters: p.filters, pagination: p.pagination })).toMatchObject({ titile: '开放', pageNo: 1, pageSize: 10 });
  });

  it('opens an unread message with sanitised content and marks it read; 全部已读 marks all', async () => {
    const { dp, calls } = fakeDataProvider(() => ({ data: ROWS, total: 2 }));
    renderWithRefine(<UserAnnouncementList />, { dataProvider: dp });
    fireEvent.click(await screen.findByText('景区开放通知'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('明日开放')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    await waitFor(() => expect(http.putAction).toHaveBeenCalledWith('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: 'a1' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(1));

    http.putAction.mockClear();
    fireEvent.click(screen.getByText('系统升级'));
    expect(http.putAction).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /全部已读/ }));
    await waitFor(() => expect(http.putAction).toHaveBeenCalledWith('/sys/sysAnnouncementSend/readAll'));
    expect(await screen.findByText('全部已读', { selector: '.ant-message span' })).toBeInTheDocument();
  });
});
