// WebSocket /vxeSocket/{userId}/{pageId} (contract §6.2): live refresh of editable grids between operators.
// Sockets are pooled by userId → pageId (one per browser page load). `heart_beat` is answered to that socket with
// {"type":"heart_beat","data":true}; `update_vxe_table` is rebroadcast unchanged to every socket (each client ignores
// its own caseId); anything else is ignored. Needs @fastify/websocket registered on a parent instance (app.ts does).
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

const OPEN = 1;

export class VxeSocketPool {
  private pool = new Map<string, Map<string, WebSocket>>();

  add(userId: string, pageId: string, socket: WebSocket): void {
    let pages = this.pool.get(userId);
    if (!pages) this.pool.set(userId, (pages = new Map()));
    const old = pages.get(pageId);
    if (old && old !== socket) old.close(1000, 'replaced');
    pages.set(pageId, socket);
  }

  remove(userId: string, pageId: string, socket: WebSocket): void {
    const pages = this.pool.get(userId);
    if (!pages || pages.get(pageId) !== socket) return;
    pages.delete(pageId);
    if (pages.size === 0) this.pool.delete(userId);
  }

  size(): number {
    let n = 0;
    for (const pages of this.pool.values()) n += pages.size;
    return n;
  }

  broadcast(text: string): void {
    for (const pages of this.pool.values()) {
      for (const s of pages.values()) if (s.readyState === OPEN) s.send(text);
    }
  }
}

function parse(raw: unknown): { type?: unknown; data?: unknown } | null {
  try {
    const v = JSON.parse(String(raw)) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as { type?: unknown; data?: unknown }) : null;
  } catch {
    return null;
  }
}

/** Registers the route; `pool` is exposed for tests and for server-side pushes (`common_send_date`). */
export default async function vxeSocketRoutes(app: FastifyInstance, pool = new VxeSocketPool()): Promise<void> {
  app.get('/vxeSocket/:userId/:pageId', { websocket: true, config: { anon: true } }, (socket, req) => {
    const { userId, pageId } = req.params as { userId: string; pageId: string };
    pool.add(userId, pageId, socket);
    socket.on('message', (raw) => {
      const msg = parse(raw);
      if (!msg) {
        req.log.debug({ userId, pageId }, 'vxeSocket: ignored a message that is not JSON');
        return;
      }
      if (msg.type === 'heart_beat') {
        socket.send(JSON.stringify({ type: 'heart_beat', data: true }));
      } else if (msg.type === 'update_vxe_table') {
        pool.broadcast(JSON.stringify({ type: 'update_vxe_table', data: msg.data }));
      } else {
        req.log.debug({ userId, pageId, type: msg.type }, 'vxeSocket: ignored a message of unknown type');
      }
    });
    socket.on('close', () => pool.remove(userId, pageId, socket));
  });
}
