// WebSocket /websocket/{userId}?token=... (contract §6.1, hardened): the token must be valid and belong to that
// user id, otherwise the socket is closed with code 4001. Any text message (the client's `HeartBeat`) is answered
// to that socket only with {"cmd":"heartcheck","msgTxt":"心跳响应"} (2.1.x behaviour, not 2.4.6's echo-to-all bug).
import type { FastifyInstance } from 'fastify';
import { str } from '../../lib/http.js';

export default async function websocketRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  app.get('/websocket/:userId', { websocket: true, config: { anon: true } }, (socket, req) => {
    const userId = str((req.params as Record<string, unknown>).userId);
    const q = (req.query as Record<string, unknown> | undefined) ?? {};
    const protoHeader = req.headers['sec-websocket-protocol'];
    const token = str(q.token) || str(req.headers['x-access-token']) || (typeof protoHeader === 'string' ? protoHeader.split(',')[0].trim() : '');
    const session = token ? ctx.auth.verify(token) : null;
    if (!session || session.user.id !== userId) {
      socket.close(4001, 'Token失效，请重新登录');
      return;
    }
    ctx.hub.add(userId, socket);
    socket.on('message', () => {
      socket.send(JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }));
    });
    socket.on('close', () => ctx.hub.remove(userId, socket));
  });
}
