import { runtimeConfig } from '@/lib/runtime-config';
import { sessionStore } from '@/lib/session';
import { randomString } from './cell-rules';
import type { GridRow } from './types';

/**
 * Live sync of grid rows between operators over `/vxeSocket/{userId}/{pageId}` (contract §6.2). One connection per
 * page load, shared by every grid bound to a socketKey.
 */
export const HEARTBEAT_INTERVAL = 10000;
export const HEARTBEAT_TIMEOUT = 6000;
export const RECONNECT_DELAY = 5000;

/** Random page id, once per page load. */
export const PAGE_ID = `${randomString(8)}${Date.now().toString(36)}`;

type UpdateHandler = (row: GridRow, caseId: string) => void;
type CommonHandler = (...args: unknown[]) => void;

interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

/** `ws(s)://<host><domianURL>/vxeSocket/{userId}/{pageId}`; an absolute domianURL keeps its own host. */
export function vxeSocketUrl(userId: string, pageId: string): string {
  const base = runtimeConfig().domianURL;
  const path = `/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`;
  if (/^https?:\/\//.test(base)) return base.replace(/^http/, 'ws') + path;
  const proto = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${window.location.host}${base}${path}`;
}

export class VxeSocketClient {
  private ws: SocketLike | null = null;
  private updateHandlers = new Map<string, Set<UpdateHandler>>();
  private commonHandlers = new Map<string, Set<CommonHandler>>();
  private heartbeatTimer: ReturnType<typeof setTimeout> | null = null;
  private replyTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;

  constructor(
    private url: () => string,
    private factory: SocketFactory = (u) => new WebSocket(u) as unknown as SocketLike,
  ) {}

  get connected(): boolean {
    return !!this.ws && this.ws.readyState === 1;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    this.clearTimers();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.detachAndClose();
  }

  private connect() {
    this.detachAndClose();
    let ws: SocketLike;
    try {
      ws = this.factory(this.url());
    } catch (e) {
      console.warn('vxeSocket 连接失败', e);
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.onopen = () => this.sendHeartbeat();
    ws.onmessage = (ev) => this.onMessage(ev.data);
    ws.onclose = () => this.scheduleReconnect();
    ws.onerror = () => this.scheduleReconnect();
  }

  private detachAndClose() {
    const ws = this.ws;
    this.ws = null;
    if (!ws) return;
    ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
    try {
      ws.close();
    } catch (e) {
      console.warn('vxeSocket 关闭失败', e);
    }
  }

  private clearTimers() {
    if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
    if (this.replyTimer) clearTimeout(this.replyTimer);
    this.heartbeatTimer = this.replyTimer = null;
  }

  /** Error or close: one reconnect pending at a time, 5 s later. */
  private scheduleReconnect() {
    this.clearTimers();
    this.detachAndClose();
    if (this.stopped || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.stopped) this.connect();
    }, RECONNECT_DELAY);
  }

  private sendHeartbeat() {
    this.send({ type: 'heart_beat', data: '' });
    if (this.replyTimer) clearTimeout(this.replyTimer);
    // No reply within 6 s: the connection is dead, open a new one.
    this.replyTimer = setTimeout(() => {
      this.replyTimer = null;
      console.warn('vxeSocket 心跳超时，重新连接');
      this.clearTimers();
      this.connect();
    }, HEARTBEAT_TIMEOUT);
  }

  private send(msg: { type: string; data: unknown }): boolean {
    if (!this.connected) return false;
    this.ws!.send(JSON.stringify(msg));
    return true;
  }

  private onMessage(raw: unknown) {
    let msg: { type?: unknown; data?: unknown };
    try {
      msg = JSON.parse(String(raw));
    } catch {
      console.log('vxeSocket 忽略无法解析的消息', raw);
      return;
    }
    if (!msg || typeof msg !== 'object') {
      console.log('vxeSocket 忽略无法解析的消息', raw);
      return;
    }
    switch (msg.type) {
      case 'heart_beat': {
        if (this.replyTimer) clearTimeout(this.replyTimer);
        this.replyTimer = null;
        if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
        this.heartbeatTimer = setTimeout(() => this.sendHeartbeat(), HEARTBEAT_INTERVAL);
        return;
      }
      case 'update_vxe_table': {
        const d = msg.data as { socketKey?: string; args?: unknown[] } | undefined;
        const [row, caseId] = (Array.isArray(d?.args) ? d.args : []) as [GridRow | undefined, string | undefined];
        if (!d?.socketKey || !row || typeof row !== 'object') {
          console.log('vxeSocket 忽略格式不对的 update_vxe_table', msg);
          return;
        }
        this.updateHandlers.get(d.socketKey)?.forEach((h) => h(row, String(caseId ?? '')));
        return;
      }
      case 'common_send_date': {
        const d = msg.data as { key?: string; args?: unknown[] } | undefined;
        const hs = d?.key ? this.commonHandlers.get(d.key) : undefined;
        if (!hs) {
          console.log('vxeSocket 没有处理器的 common_send_date', msg);
          return;
        }
        hs.forEach((h) => h(...(Array.isArray(d?.args) ? d.args : [])));
        return;
      }
      default:
        console.log('vxeSocket 忽略未知类型的消息', msg);
    }
  }

  /** Tells the other operators that a row changed. */
  sendUpdate(socketKey: string, row: GridRow, caseId: string) {
    this.send({ type: 'update_vxe_table', data: { socketKey, args: [row, caseId] } });
  }

  onUpdate(socketKey: string, h: UpdateHandler): () => void {
    let set = this.updateHandlers.get(socketKey);
    if (!set) this.updateHandlers.set(socketKey, (set = new Set()));
    set.add(h);
    return () => set!.delete(h);
  }

  /** Handlers of `common_send_date` messages with the given key. */
  onCommon(key: string, h: CommonHandler): () => void {
    let set = this.commonHandlers.get(key);
    if (!set) this.commonHandlers.set(key, (set = new Set()));
    set.add(h);
    return () => set!.delete(h);
  }

  get handlerCount(): number {
    let n = 0;
    for (const s of this.updateHandlers.values()) n += s.size;
    for (const s of this.commonHandlers.values()) n += s.size;
    return n;
  }
}

let shared: VxeSocketClient | null = null;
let factoryOverride: SocketFactory | undefined;

/** Tests inject a fake WebSocket here before the first grid binds a socketKey. */
export function setVxeSocketFactory(f: SocketFactory | undefined) {
  factoryOverride = f;
  shared?.stop();
  shared = null;
}

/** The page's shared connection, started on first use; null without a signed-in user (no user id to connect as). */
export function vxeSocket(): VxeSocketClient | null {
  if (shared) return shared;
  const userId = sessionStore.userInfo()?.id;
  if (!userId) {
    console.log('vxeSocket 未登录，不建立实时同步连接');
    return null;
  }
  shared = new VxeSocketClient(() => vxeSocketUrl(userId, PAGE_ID), factoryOverride);
  shared.start();
  return shared;
}
