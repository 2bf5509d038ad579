import type { LiveEvent, LiveProvider } from '@refinedev/core';
import { runtimeConfig } from '@/lib/runtime-config';
import { sessionStore } from '@/lib/session';
import type { LiveMessage } from '@/types/jeecg';

/**
 * The notice WebSocket of contract §6.1 (`/websocket/{userId}`) with a heartbeat and a single pending reconnect, plus a
 * refine live provider on top of it. The server keeps one socket per user id, so everything in the page shares one
 * connection (`subscribeNotice`).
 */
export const HEARTBEAT_MS = 20000;
export const RECONNECT_MS = 5000;
export const HEARTBEAT_TEXT = 'HeartBeat';

/** ws(s)://host<domianURL>/websocket/<userId>?token=…; a relative domianURL uses this page's host and protocol. */
export function noticeSocketUrl(
  userId: string,
  token: string,
  domianURL: string = runtimeConfig().domianURL,
  loc: { protocol: string; host: string } = window.location,
): string {
  const path = `/websocket/${encodeURIComponent(userId)}?token=${encodeURIComponent(token)}`;
  if (/^https?:\/\//i.test(domianURL)) return domianURL.replace(/^http/i, 'ws') + path;
  const proto = loc.protocol === 'https:' ? 'wss:' : 'ws:';
  const base = domianURL.startsWith('/') ? domianURL : `/${domianURL}`;
  return `${proto}//${loc.host}${base}${path}`;
}

/** Parses a server message; null (and a log line) when it is not a JSON object with a `cmd`. */
export function parseLiveMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const msg = JSON.parse(data) as unknown;
    if (msg && typeof msg === 'object' && typeof (msg as LiveMessage).cmd === 'string') return msg as LiveMessage;
  } catch {
    // fall through: not JSON (for example the `HeartBeat` echo of a 2.4.6 server)
  }
  console.log('忽略无法识别的消息', data);
  return null;
}

/** Messages that mean "the announcement list changed". */
export const isNoticeChange = (m: LiveMessage) => m.cmd === 'topic' || m.cmd === 'user';

/**
 * Reconnect policy: at most one retry pending at a time, none after stop. Pure apart from the timer functions handed in.
 */
export function createReconnector(
  connect: () => void,
  delay = RECONNECT_MS,
  timers: { set: (fn: () => void, ms: number) => unknown; clear: (h: unknown) => void } = {
    set: (fn, ms) => setTimeout(fn, ms),
    clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  },
) {
  let pending: unknown = null;
  let stopped = false;
  return {
    /** Schedules a reconnect unless one is already pending; returns whether it scheduled one. */
    schedule(): boolean {
      if (stopped || pending !== null) return false;
      pending = timers.set(() => {
        pending = null;
        if (!stopped) connect();
      }, delay);
      return true;
    },
    get pending() {
      return pending !== null;
    },
    stop() {
      stopped = true;
      if (pending !== null) timers.clear(pending);
      pending = null;
    },
  };
}

export interface NoticeSocket {
  close(): void;
}

/**
 * Opens the notice socket for `userId`: sends `HeartBeat` every 20 s, reconnects 5 s after an error or close (one retry
 * pending at a time), and hands every parsed message to `onMessage`. `close()` stops it for good.
 */
export function openNoticeSocket(
  userId: string,
  token: string,
  onMessage: (msg: LiveMessage) => void,
  WS: typeof WebSocket = globalThis.WebSocket,
): NoticeSocket {
  let ws: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let stopped = false;
  const url = noticeSocketUrl(userId, token);

  const stopHeartbeat = () => {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
  };
  const lost = () => {
    stopHeartbeat();
    ws = null;
    reconnector.schedule();
  };
  const connect = () => {
    if (stopped) return;
    let sock: WebSocket;
    try {
      sock = new WS(url);
    } catch (e) {
      console.warn('通知连接失败', e);
      reconnector.schedule();
      return;
    }
    ws = sock;
    sock.onopen = () => {
      stopHeartbeat();
      heartbeat = setInterval(() => {
        if (sock.readyState === 1) sock.send(HEARTBEAT_TEXT);
      }, HEARTBEAT_MS);
    };
    sock.onmessage = (ev: MessageEvent) => {
      const msg = parseLiveMessage(ev.data);
      if (msg) onMessage(msg);
    };
    sock.onerror = () => {
      if (ws === sock) lost();
    };
    sock.onclose = () => {
      if (ws === sock) lost();
    };
  };
  const reconnector = createReconnector(connect);
  connect();

  return {
    close() {
      stopped = true;
      reconnector.stop();
      stopHeartbeat();
      const s = ws;
      ws = null;
      if (s) {
        s.onopen = s.onmessage = s.onerror = s.onclose = null;
        s.close();
      }
    },
  };
}

type Listener = (msg: LiveMessage) => void;
const listeners = new Set<Listener>();
let shared: NoticeSocket | null = null;
let sharedFor = '';

/**
 * Listens to the signed-in operator's notice socket; the first listener opens it, the last one closes it.
 * Returns the unsubscribe function. Does nothing without a session.
 */
export function subscribeNotice(listener: Listener, WS?: typeof WebSocket): () => void {
  const user = sessionStore.userInfo();
  const token = sessionStore.token();
  if (!user?.id || !token) return () => {};
  listeners.add(listener);
  const who = `${user.id}:${token}`;
  if (shared && sharedFor !== who) {
    shared.close();
    shared = null;
  }
  if (!shared) {
    sharedFor = who;
    shared = openNoticeSocket(user.id, token, (m) => listeners.forEach((l) => l(m)), WS);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size && shared) {
      shared.close();
      shared = null;
    }
  };
}

/**
 * refine live provider: `subscribe({ channel: 'notice', types: ['*'] | ['topic','user'], callback })` delivers each
 * notice message as a LiveEvent (type = cmd, payload = the message). Other channels are not served by JeecgBoot.
 */
export const liveProvider: LiveProvider = {
  subscribe({ channel, types, callback }) {
    if (channel !== 'notice') return () => {};
    return subscribeNotice((msg) => {
      if (!types.includes('*') && !types.includes(msg.cmd)) return;
      const event: LiveEvent = { channel, type: msg.cmd, payload: { ...msg }, date: new Date() };
      callback(event);
    });
  },
  unsubscribe(subscription: unknown) {
    if (typeof subscription === 'function') subscription();
  },
};
