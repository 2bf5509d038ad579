// Builds the Fastify instance: plugins, auth hook, error mapping, all API modules under /jeecg-boot and the
// static front end with SPA fallback. Used by main.ts and by the tests (port 0, throwaway DATA_DIR).
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database } from './db/open.js';
import { AuthService, CodeStore, LoginThrottle } from './lib/auth.js';
import { PREFIX, type AppContext } from './lib/context.js';
import { DictCache } from './lib/dict.js';
import { error500, errorCode, noauth } from './lib/envelope.js';
import { sendTokenInvalid, tokenOf } from './lib/http.js';
import { QueryError } from './lib/jeecg-query.js';
import { StatementCache } from './lib/list.js';
import { WsHub } from './lib/ws-hub.js';
import { registerModules } from './modules/index.js';

export interface BuildOptions {
  db: Database;
  dataDir: string;
  captcha?: boolean;
  tokenIdleSeconds?: number;
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  smsOut?: (line: string) => void;
}

const DEFAULT_CONFIG_JS = `window._CONFIG = { domianURL: '/jeecg-boot', staticDomainURL: '/jeecg-boot/sys/common/static' };\n`;

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: false,
    forceCloseConnections: true,
    bodyLimit: 2 * 1024 * 1024,
  });
  const sc = new StatementCache(opts.db.sqlite);
  const dataDir = resolve(opts.dataDir);
  const ctx: AppContext = {
    db: opts.db,
    kysely: opts.db.kysely,
    sc,
    dataDir,
    uploadDir: join(dataDir, 'upload'),
    captchaEnabled: opts.captcha ?? true,
    auth: new AuthService(sc, opts.tokenIdleSeconds ?? 3600),
    dict: new DictCache(sc),
    hub: new WsHub(),
    captchas: new CodeStore(),
    sms: new CodeStore(),
    throttle: new LoginThrottle(),
    captchaPeek: new Map(),
    routes: [],
    smsOut: opts.smsOut ?? ((line) => console.log(line)),
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('user', null as never);
  app.decorateRequest('tokenJti', '');

  // Every API route must say who may call it.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(PREFIX) || route.method === 'HEAD' || route.method === 'OPTIONS') return;
    const c = (route.config ?? {}) as { anon?: boolean; login?: boolean; perm?: string | string[] };
    const declared = [c.anon === true, c.login === true, c.perm !== undefined].filter(Boolean).length;
    if (declared !== 1) throw new Error(`route ${String(route.method)} ${route.url} must declare exactly one of anon/login/perm`);
    const perm = Array.isArray(c.perm) ? c.perm.join(' + ') : c.perm;
    ctx.routes.push({ method: String(route.method), url: route.url, access: c.anon ? '公开' : c.login ? '登录即可' : `权限 ${perm}` });
  });

  // CORS like JwtFilter: echo Origin, answer OPTIONS with 200.
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (origin) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Allow-Credentials', 'true');
      reply.header('Access-Control-Allow-Methods', 'GET,POST,OPTIONS,PUT,DELETE');
      const reqHeaders = req.headers['access-control-request-headers'];
      if (reqHeaders) reply.header('Access-Control-Allow-Headers', reqHeaders);
    }
    if (req.method === 'OPTIONS' && req.url.startsWith(PREFIX)) return reply.code(200).send('');
  });

  // Authentication + permission check (declared per route).
  app.addHook('onRequest', async (req, reply) => {
    const url = req.routeOptions.url;
    if (!url || !url.startsWith(PREFIX)) return;
    const cfg = req.routeOptions.config as { anon?: boolean; login?: boolean; perm?: string | string[] };
    if (cfg.anon) return;
    const token = tokenOf(req);
    const session = token ? ctx.auth.verify(token) : null;
    if (!session) return sendTokenInvalid(req, reply);
    req.user = session.user;
    req.tokenJti = session.jti;
    if (cfg.perm !== undefined) {
      const codes = Array.isArray(cfg.perm) ? cfg.perm : [cfg.perm];
      if (!codes.every((c) => ctx.auth.can(session.user.id, c))) return reply.code(200).send(noauth());
    }
  });

  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  app.setErrorHandler((err, req, reply) => {
    const e = err as Error & { code?: string; statusCode?: number };
    if (!req.url.startsWith(PREFIX)) {
      const status = e.statusCode && e.statusCode >= 400 ? e.statusCode : 500;
      if (status >= 500) req.log.error({ err }, 'request failed');
      return reply.code(status).type('text/plain; charset=utf-8').send(status === 404 ? 'Not Found' : status === 403 ? 'Forbidden' : 'Error');
    }
    if (err instanceof QueryError) return reply.code(200).send(error500(err.message));
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(200).send(error500('文件大小超出10MB限制, 请压缩或降低文件质量! '));
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.code(200).send(error500(`操作失败，${e.message}`));
    }
    req.log.error({ err }, 'request failed');
    return reply.code(200).send(error500(`操作失败，${e.message}`));
  });

  app.get('/config.js', async (_req, reply) => {
    const file = opts.staticDir ? join(opts.staticDir, 'config.js') : '';
    reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-cache');
    return file && existsSync(file) ? readFileSync(file, 'utf8') : DEFAULT_CONFIG_JS;
  });

  await app.register(async (api) => registerModules(api), { prefix: PREFIX });

  const staticDir = opts.staticDir ? resolve(opts.staticDir) : '';
  const sendIndex = (reply: FastifyReply): FastifyReply => {
    const index = staticDir ? join(staticDir, 'index.html') : '';
    if (index && existsSync(index)) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(readFileSync(index));
    }
    return reply.type('text/plain; charset=utf-8').send('前端尚未构建：请先运行 npm run build，然后重新启动服务（npm run serve）。\n接口服务已在 /jeecg-boot 下运行。\n');
  };
  app.get('/', async (_req, reply) => sendIndex(reply));
  if (staticDir && existsSync(staticDir)) {
    await app.register(fastifyStatic, { root: staticDir, prefix: '/', index: false, wildcard: true });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith(PREFIX)) return reply.code(200).send(errorCode(404, '路径不存在，请检查路径是否正确'));
    const accept = req.headers.accept ?? '';
    if ((req.method === 'GET' || req.method === 'HEAD') && accept.includes('text/html')) return sendIndex(reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });

  app.addHook('onClose', async () => {
    ctx.hub.closeAll();
  });

  return app;
}
