import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import vxeSocketRoutes, { VxeSocketPool } from '../../server/src/modules/vxe/vxe-socket.js';

let app: FastifyInstance;
let base = '';
const pool = new VxeSocketPool();

beforeAll(async () => {
  app = Fastify();
  await app.register(websocket);
  await app.register(async (api) => vxeSocketRoutes(api, pool), { prefix: '/jeecg-boot' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address() as { port: number };
  base = `ws://127.0.0.1:${addr.port}/jeecg-boot/vxeSocket`;
});
afterAll(async () => {
  await app.close();
});

function connect(userId: string, pageId: string): Promise<{ ws: WebSocket; next: () => Promise<unknown>; all: unknown[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}/${userId}/${pageId}`);
    const all: unknown[] = [];
    const waiters: Array<(v: unknown) => void> = [];
    ws.on('message', (d) => {
      const v = JSON.parse(String(d));
      all.push(v);
      waiters.shift()?.(v);
    });
    const next = () =>
      new Promise<unknown>((res) => {
        if (all.length > next.seen) res(all[next.seen]);
        else waiters.push(res);
        next.seen++;
      });
    next.seen = 0;
    ws.on('open', () => resolve({ ws, next, all }));
    ws.on('error', reject);
  });
}

describe('/jeecg-boot/vxeSocket/:userId/:pageId', () => {
  it('answers heart_beat to the sender only', async () => {
    const a = await connect('u1', 'p1');
    const b = await connect('u2', 'p1');
    a.ws.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    expect(await a.next()).toEqual({ type: 'heart_beat', data: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(b.all).toEqual([]);
    a.ws.close();
    b.ws.close();
  });

  it('rebroadcasts update_vxe_table to all sockets, pooled by user and page; ignores junk', async () => {
    const a = await connect('u1', 'pa');
    const b = await connect('u1', 'pb');
    const c = await connect('u3', 'pc');
    expect(pool.size()).toBeGreaterThanOrEqual(3);
    a.ws.send('not json');
    a.ws.send(JSON.stringify({ type: 'weird', data: 1 }));
    const data = { socketKey: 'vxe-default', args: [{ id: '1', name: '改' }, 'abcdefgh'] };
    a.ws.send(JSON.stringify({ type: 'update_vxe_table', data }));
    const want = { type: 'update_vxe_table', data };
    expect(await a.next()).toEqual(want);
    expect(await b.next()).toEqual(want);
    expect(await c.next()).toEqual(want);
    for (const s of [a, b, c]) s.ws.close();
    await new Promise((r) => setTimeout(r, 100));
  });

  it('a closed socket leaves the pool', async () => {
    const before = pool.size();
    const a = await connect('u9', 'p9');
    expect(pool.size()).toBe(before + 1);
    a.ws.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(pool.size()).toBe(before);
  });
});

describe('registered in the application (modules/index.ts)', () => {
  it('answers heart_beat under /jeecg-boot/vxeSocket without a token', async () => {
    const { createTestServer } = await import('../../server/src/testing.js');
    const srv = await createTestServer();
    try {
      const url = `${srv.api.replace(/^http/, 'ws')}/vxeSocket/u1/page1`;
      const reply = await new Promise<unknown>((resolve, reject) => {
        const ws = new WebSocket(url);
        ws.on('open', () => ws.send(JSON.stringify({ type: 'heart_beat', data: '' })));
        ws.on('message', (d) => {
          resolve(JSON.parse(String(d)));
          ws.close();
        });
        ws.on('error', reject);
      });
      expect(reply).toEqual({ type: 'heart_beat', data: true });
    } finally {
      await srv.close();
    }
  });
});
