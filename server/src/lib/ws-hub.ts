// WebSocket pool for /websocket/{userId}: one socket per user id (a new connection replaces the old one).
import type { WebSocket } from 'ws';

export class WsHub {
  private readonly sockets = new Map<string, WebSocket>();

  add(userId: string, ws: WebSocket): void {
    const old = this.sockets.get(userId);
    this.sockets.set(userId, ws);
    if (old && old !== ws) old.close(4000, 'replaced');
  }

  remove(userId: string, ws: WebSocket): void {
    if (this.sockets.get(userId) === ws) this.sockets.delete(userId);
  }

  sendToUser(userId: string, msg: unknown): void {
    const ws = this.sockets.get(userId);
    if (ws && ws.readyState === 1) ws.send(JSON.stringify(msg));
  }

  broadcast(msg: unknown): void {
    const text = JSON.stringify(msg);
    for (const ws of this.sockets.values()) if (ws.readyState === 1) ws.send(text);
  }

  closeAll(): void {
    for (const ws of this.sockets.values()) ws.close(1001, 'server shutdown');
    this.sockets.clear();
  }
}
