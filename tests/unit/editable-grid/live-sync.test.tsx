import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ID, setVxeSocketFactory, vxeSocketUrl, VxeSocketClient } from '@/widgets/editable-grid';
import { sessionStore } from '@/lib/session';
import { cell, renderGrid } from './helpers';
import { FakeWebSocket as FakeSocket } from '../support/fake-websocket';

const last = () => FakeSocket.instances[FakeSocket.instances.length - 1];

beforeEach(() => {
  FakeSocket.instances = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  setVxeSocketFactory(undefined);
});

describe('VxeSocketClient', () => {
  const client = () => {
    const c = new VxeSocketClient(() => 'ws://h/jeecg-boot/vxeSocket/u1/p1', (u) => new FakeSocket(u));
    c.start();
    return c;
  };

  it('sends heart_beat on open and 10 s after each reply', () => {
    const c = client();
    last().open();
    expect(last().sentJson()).toEqual([{ type: 'heart_beat', data: '' }]);
    last().receive({ type: 'heart_beat', data: true });
    vi.advanceTimersByTime(9999);
    expect(last().sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(last().sent).toHaveLength(2);
    c.stop();
  });

  it('reconnects when no reply comes within 6 s', () => {
    const c = client();
    const first = last();
    first.open();
    vi.advanceTimersByTime(5999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(first.closed).toBe(true);
    expect(FakeSocket.instances).toHaveLength(2);
    c.stop();
  });

  it('reconnects 5 s after close or error, one pending at a time', () => {
    const c = client();
    last().open();
    last().onclose?.({});
    last().onerror?.({});
    vi.advanceTimersByTime(4999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    c.stop();
  });

  it('dispatches common_send_date by key; unknown and unparsable messages are logged and ignored', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const c = client();
    last().open();
    const h = vi.fn();
    c.onCommon('refresh', h);
    last().receive({ type: 'common_send_date', data: { key: 'refresh', args: [1, 'x'] } });
    expect(h).toHaveBeenCalledWith(1, 'x');
    last().receive('not json {');
    last().receive({ type: 'something_else', data: 1 });
    expect(log).toHaveBeenCalledTimes(2);
    expect(h).toHaveBeenCalledTimes(1);
    log.mockRestore();
    c.stop();
  });

  it('url: ws(s)://<host><domianURL>/vxeSocket/{userId}/{pageId}', () => {
    expect(vxeSocketUrl('u1', 'p1')).toBe(`ws://${window.location.host}/jeecg-boot/vxeSocket/u1/p1`);
    window._CONFIG = { domianURL: 'https://api.example.com/jeecg-boot' };
    expect(vxeSocketUrl('u1', 'p1')).toBe('wss://api.example.com/jeecg-boot/vxeSocket/u1/p1');
    delete window._CONFIG;
  });
});

describe('grids bound to a socketKey', () => {
  beforeEach(() => {
    sessionStore.saveUserInfo({ id: 'u-9', username: 'admin', realname: '管理员' });
    setVxeSocketFactory((u) => new FakeSocket(u) as never);
  });

  it('applies another operator’s row change, ignores its own case id and unknown rows, and sends local edits', () => {
    const { container } = renderGrid({ socketKey: 'goods', alwaysEdit: true });
    const ws = last();
    expect(ws.url).toBe(`ws://${window.location.host}/jeecg-boot/vxeSocket/u-9/${PAGE_ID}`);
    act(() => ws.open());
    act(() => ws.receive({ type: 'update_vxe_table', data: { socketKey: 'goods', args: [{ id: 'r2', name: '别人改的' }, 'OTHER123'] } }));
    expect(cell(container, 'r2', 'name').querySelector('input')).toHaveValue('别人改的');
    act(() => ws.receive({ type: 'update_vxe_table', data: { socketKey: 'coupon', args: [{ id: 'r1', name: '别的表' }, 'OTHER123'] } }));
    act(() => ws.receive({ type: 'update_vxe_table', data: { socketKey: 'goods', args: [{ id: 'zz', name: '没有这行' }, 'OTHER123'] } }));
    expect(cell(container, 'r1', 'name').querySelector('input')).toHaveValue('商品1');
    // local edit → update_vxe_table with this grid's case id (8 chars)
    fireEvent.change(cell(container, 'r1', 'name').querySelector('input')!, { target: { value: '我改的' } });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    type Sent = { type: string; data: { socketKey: string; args: [Record<string, unknown>, string] } };
    const upd = (ws.sentJson() as Sent[]).find((m) => m.type === 'update_vxe_table')!;
    expect(upd.data.socketKey).toBe('goods');
    expect(upd.data.args[0]).toMatchObject({ id: 'r1', name: '我改的' });
    expect(upd.data.args[1]).toMatch(/^\w{8}$/);
    // its own echo is ignored
    act(() => ws.receive({ type: 'update_vxe_table', data: { socketKey: 'goods', args: [{ id: 'r1', name: '回声' }, upd.data.args[1]] } }));
    expect(cell(container, 'r1', 'name').querySelector('input')).toHaveValue('我改的');
  });
});
