import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createReconnector,
  HEARTBEAT_MS,
  liveProvider,
  noticeSocketUrl,
  openNoticeSocket,
  parseLiveMessage,
  RECONNECT_MS,
} from '@/providers/live-provider';
import { sessionStore } from '@/lib/session';
import { FakeWebSocket } from '../support/fake-websocket';

const WS = FakeWebSocket as unknown as typeof WebSocket;

describe('notice socket URL', () => {
  it.each([
    ['relative base on http', '/jeecg-boot', { protocol: 'http:', host: 'a.cn:8080' }, 'ws://a.cn:8080/jeecg-boot/websocket/u1?token=t%2B1'],
    ['relative base on https', '/jeecg-boot', { protocol: 'https:', host: 'a.cn' }, 'wss://a.cn/jeecg-boot/websocket/u1?token=t%2B1'],
    ['absolute http base', 'http://api.cn/jeecg-boot', { protocol: 'https:', host: 'a.cn' }, 'ws://api.cn/jeecg-boot/websocket/u1?token=t%2B1'],
    ['absolute https base', 'https://api.cn/jb', { protocol: 'http:', host: 'a.cn' }, 'wss://api.cn/jb/websocket/u1?token=t%2B1'],
  ])('%s', (_n, base, loc, expected) => {
    expect(noticeSocketUrl('u1', 't+1', base, loc)).toBe(expected);
  });
});

describe('live messages', () => {
  it('parses a command and ignores anything else with a log line', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(parseLiveMessage('{"cmd":"user","msgId":"1","msgTxt":"关于放假的通知"}')).toEqual({ cmd: 'user', msgId: '1', msgTxt: '关于放假的通知' });
    expect(parseLiveMessage('HeartBeat')).toBeNull();
    expect(parseLiveMessage('{"x":1}')).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});

describe('reconnect policy', () => {
  it('keeps at most one retry pending and none after stop', () => {
    const timers: { fn: () => void; ms: number }[] = [];
    const connect = vi.fn();
    const r = createReconnector(connect, 5000, { set: (fn, ms) => timers.push({ fn, ms }), clear: () => {} });
    expect(r.schedule()).toBe(true);
    expect(r.schedule()).toBe(false);
    expect(timers).toHaveLength(1);
    expect(timers[0].ms).toBe(5000);
    timers[0].fn();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(r.schedule()).toBe(true);
    r.stop();
    timers[1].fn();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(r.schedule()).toBe(false);
  });
});

describe('openNoticeSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.instances = [];
  });
  afterEach(() => vi.useRealTimers());

  it('sends HeartBeat every 20 s while open', () => {
    const s = openNoticeSocket('u1', 'tok', () => {}, WS);
    const ws = FakeWebSocket.instances[0];
    expect(ws.url).toBe(`ws://${window.location.host}/jeecg-boot/websocket/u1?token=tok`);
    ws.open();
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(ws.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ws.sent).toEqual(['HeartBeat']);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(ws.sent).toEqual(['HeartBeat', 'HeartBeat']);
    s.close();
  });

  it('reconnects 5 s after an error/close, with one retry pending at a time', () => {
    const s = openNoticeSocket('u1', 'tok', () => {}, WS);
    FakeWebSocket.instances[0].fail(); // error then close: one retry only
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(RECONNECT_MS * 3);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.instances[1].fail();
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(FakeWebSocket.instances).toHaveLength(3);
    s.close();
  });

  it('stops for good on close: no reconnect, no heartbeat', () => {
    const s = openNoticeSocket('u1', 'tok', () => {}, WS);
    const ws = FakeWebSocket.instances[0];
    ws.open();
    s.close();
    expect(ws.closed).toBe(true);
    vi.advanceTimersByTime(RECONNECT_MS + HEARTBEAT_MS);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(ws.sent).toEqual([]);
  });

  it('hands parsed messages over and ignores unparsable ones', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const got: unknown[] = [];
    const s = openNoticeSocket('u1', 'tok', (m) => got.push(m), WS);
    const ws = FakeWebSocket.instances[0];
    ws.open();
    ws.receive('not json');
    ws.receive('{"cmd":"topic","msgId":"9"}');
    expect(got).toEqual([{ cmd: 'topic', msgId: '9' }]);
    s.close();
    log.mockRestore();
  });
});

describe('refine liveProvider', () => {
  beforeEach(() => {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    sessionStore.saveLogin('tok', { id: 'u7', username: 'admin', realname: '管理员' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('delivers notice messages on channel "notice" and shares one socket', () => {
    const a = vi.fn();
    const b = vi.fn();
    const subA = liveProvider.subscribe({ channel: 'notice', types: ['*'], callback: a });
    const subB = liveProvider.subscribe({ channel: 'notice', types: ['user'], callback: b });
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.instances[0].url).toContain('/websocket/u7?token=tok');
    FakeWebSocket.instances[0].receive('{"cmd":"topic","msgId":"1"}');
    expect(a).toHaveBeenCalledWith(expect.objectContaining({ channel: 'notice', type: 'topic', payload: { cmd: 'topic', msgId: '1' } }));
    expect(b).not.toHaveBeenCalled();
    liveProvider.unsubscribe(subA);
    expect(FakeWebSocket.instances[0].closed).toBe(false);
    liveProvider.unsubscribe(subB);
    expect(FakeWebSocket.instances[0].closed).toBe(true);
  });

  it('ignores other channels', () => {
    const sub = liveProvider.subscribe({ channel: 'spot', types: ['*'], callback: vi.fn() });
    expect(FakeWebSocket.instances).toHaveLength(0);
    liveProvider.unsubscribe(sub);
  });
});
