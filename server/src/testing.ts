// Test helper: a real server on port 0 with a throwaway DATA_DIR (migrated + seeded).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { migrate } from './db/migrate.js';
import { openDatabase, type Database } from './db/open.js';
import { seed } from './db/seed.js';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  baseUrl: string;
  /** http://127.0.0.1:<port>/jeecg-boot */
  api: string;
  dataDir: string;
  /** demo SMS lines printed by /sys/sms */
  smsLines: string[];
  login(username: string, password?: string): Promise<string>;
  /** fetch + JSON under /jeecg-boot with an optional token */
  call(method: string, path: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; json: any; headers: Headers }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  captcha?: boolean;
  tokenIdleSeconds?: number;
  wxUsers?: number;
  adminPassword?: string;
  staticDir?: string;
}

export async function createTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jeecg-test-'));
  const db = openDatabase(join(dataDir, 'jeecg.db'));
  await migrate(db.kysely);
  await seed(db, { adminPassword: opts.adminPassword ?? '123456', dataDir, wxUsers: opts.wxUsers ?? 240 });
  const smsLines: string[] = [];
  const app = await buildApp({
    db, dataDir, captcha: opts.captcha ?? false, tokenIdleSeconds: opts.tokenIdleSeconds ?? 3600,
    staticDir: opts.staticDir, logger: false, smsOut: (l) => smsLines.push(l),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = `${baseUrl}/jeecg-boot`;

  const call: TestServer['call'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers['X-Access-Token'] = o.token;
    let body: string | undefined;
    if (o.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    const res = await fetch(`${api}${path}`, { method, headers, body });
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, json, headers: res.headers };
  };

  return {
    app, db, baseUrl, api, dataDir, smsLines, call,
    async login(username, password = '123456') {
      let captcha: string | undefined;
      const checkKey = String(Date.now() + Math.random());
      if (opts.captcha) {
        await call('GET', `/sys/randomImage/${checkKey}`);
        captcha = app.ctx.captchaPeek.get(checkKey);
      }
      const r = await call('POST', '/sys/login', { body: { username, password, captcha, checkKey } });
      if (r.json?.code !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(r.json)}`);
      return r.json.result.token as string;
    },
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
