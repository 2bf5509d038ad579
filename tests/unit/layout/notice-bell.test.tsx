import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { FakeWebSocket } from '../support/fake-websocket';

vi.mock('@/providers/http', () => ({ getAction: vi.fn(), putAction: vi.fn(), postAction: vi.fn() }));
import { getAction, putAction } from '@/providers/http';
import { sessionStore } from '@/lib/session';
import NoticeBell from '@/layout/notice/NoticeBell';
import { sanitizeHtml } from '@/layout/notice/sanitize-html';

const list = {
  anntMsgList: [
    { id: 'a1', titile: '关于国庆假期的通知', sendTime: '2024-09-28 10:00:00', priority: 'H', sender: 'admin', msgContent: '<p>正常开放</p><img src=x onerror="alert(1)"><script>alert(2)</script>' },
    { id: 'a2', titile: '系统升级公告', sendTime: '2024-09-20 09:00:00', priority: 'M', sender: 'admin' },
  ],
  anntMsgTotal: 2,
  sysMsgList: [{ id: 's1', titile: '待办：审核商户', sendTime: '2024-09-21 09:00:00', priority: 'L', openType: 'component', openPage: '/isystem/user', busId: '9' }],
  sysMsgTotal: 1,
};
const ok = <T,>(result: T) => ({ success: true, code: 0, message: '', result, timestamp: 0 });

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

function setup() {
  return render(
    <MemoryRouter initialEntries={['/dashboard/analysis']}>
      <NoticeBell />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const loads = () => vi.mocked(getAction).mock.calls.filter(([u]) => u === '/sys/annountCement/listByUser').length;
const openPopover = async () => {
  fireEvent.click(screen.getByRole('button', { name: '通知' }));
  return screen.findByText('通知 (2)');
};

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  sessionStore.saveLogin('tok', { id: 'u1', username: 'admin', realname: '管理员' });
  vi.mocked(getAction).mockResolvedValue(ok(list));
  vi.mocked(putAction).mockResolvedValue(ok(null));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('NoticeBell', () => {
  it('loads on mount and shows the unread count', async () => {
    setup();
    await waitFor(() => expect(document.querySelector('.ant-badge-count')?.getAttribute('title')).toBe('3'));
    expect(loads()).toBe(1);
  });

  it('lists both tabs with title, time and priority tag', async () => {
    setup();
    await waitFor(() => expect(loads()).toBe(1));
    await openPopover();
    expect(screen.getByText('系统消息 (1)')).toBeInTheDocument();
    expect(screen.getByText('关于国庆假期的通知')).toBeInTheDocument();
    expect(screen.getByText('2024-09-28 10:00:00')).toBeInTheDocument();
    expect(screen.getByText('紧急')).toBeInTheDocument();
    expect(screen.getByText('重要')).toBeInTheDocument();
    fireEvent.click(screen.getByText('系统消息 (1)'));
    expect(await screen.findByText('一般')).toBeInTheDocument();
  });

  it('查看更多 opens the user announcement page', async () => {
    setup();
    await openPopover();
    fireEvent.click(screen.getByRole('button', { name: '查看更多' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/isps/userAnnouncement');
  });

  it('opening a notice marks it read, reloads and shows the sanitised announcement', async () => {
    setup();
    await openPopover();
    fireEvent.click(screen.getByText('关于国庆假期的通知'));
    await waitFor(() => expect(putAction).toHaveBeenCalledWith('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: 'a1' }));
    await waitFor(() => expect(loads()).toBe(2));
    const body = await waitFor(() => {
      const el = document.querySelector('.rj-annt-body') as HTMLElement | null;
      expect(el).not.toBeNull();
      return el!;
    });
    expect(body).toHaveTextContent('正常开放');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')!.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('发布人：admin')).toBeInTheDocument();
  });

  it('a component-type notice opens its page with busId', async () => {
    setup();
    await openPopover();
    fireEvent.click(screen.getByText('系统消息 (1)'));
    fireEvent.click(await screen.findByText('待办：审核商户'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/isystem/user?busId=9'));
    expect(putAction).toHaveBeenCalledWith('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: 's1' });
    expect(document.querySelector('.rj-annt-body')).toBeNull();
  });

  it('a live topic or user message reloads the list; other and unparsable messages do not', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    setup();
    await waitFor(() => expect(loads()).toBe(1));
    const ws = FakeWebSocket.instances[0];
    expect(ws.url).toContain('/jeecg-boot/websocket/u1?token=tok');
    act(() => ws.open());
    act(() => ws.receive('{"cmd":"topic","msgId":"1"}'));
    await waitFor(() => expect(loads()).toBe(2));
    act(() => ws.receive('{"cmd":"user","msgId":"2"}'));
    await waitFor(() => expect(loads()).toBe(3));
    act(() => ws.receive('{"cmd":"heartcheck"}'));
    act(() => ws.receive('HeartBeat'));
    expect(loads()).toBe(3);
    expect(log).toHaveBeenCalledWith('忽略无法识别的消息', 'HeartBeat');
    log.mockRestore();
  });

  it('reconnects 5 s after the connection drops, one retry at a time, and stops on unmount', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = setup();
    expect(FakeWebSocket.instances).toHaveLength(1);
    act(() => FakeWebSocket.instances[0].fail());
    act(() => FakeWebSocket.instances[0].onclose?.({}));
    act(() => vi.advanceTimersByTime(4999));
    expect(FakeWebSocket.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeWebSocket.instances).toHaveLength(2);
    view.unmount();
    expect(FakeWebSocket.instances[1].closed).toBe(true);
    act(() => FakeWebSocket.instances[1].fail());
    act(() => vi.advanceTimersByTime(10000));
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('a failed load is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(getAction).mockRejectedValue(new Error('Network Error'));
    setup();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('加载通知失败', expect.any(Error)));
    expect(document.querySelector('.ant-message, .ant-notification')).toBeNull();
    expect(document.querySelector('.ant-badge-count')).toBeNull();
    warn.mockRestore();
  });
});

describe('sanitizeHtml', () => {
  it.each([
    ['<p onclick="x()">a</p>', '<p>a</p>'],
    ['<script>alert(1)</script><b>b</b>', '<b>b</b>'],
    ['<a href="javascript:alert(1)">c</a>', '<a rel="noopener noreferrer" target="_blank">c</a>'],
    ['<a href="https://a.cn">d</a>', '<a href="https://a.cn" rel="noopener noreferrer" target="_blank">d</a>'],
    ['<iframe src="https://x"></iframe>e', 'e'],
    ['<img src="data:image/png;base64,AA">', '<img src="data:image/png;base64,AA">'],
    ['<img src="data:text/html,<script>">', '<img>'],
  ])('%s', (html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });
});
