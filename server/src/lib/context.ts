// Everything a module needs, decorated on the Fastify instance as `app.ctx`, plus the per-route auth declaration.
import type { Kysely } from 'kysely';
import type { Database } from '../db/open.js';
import type { DB } from '../db/schema.js';
import type { AuthService, CodeStore, LoginThrottle, UserRow } from './auth.js';
import type { DictCache } from './dict.js';
import type { StatementCache } from './list.js';
import type { WsHub } from './ws-hub.js';

export const PREFIX = '/jeecg-boot';

export interface AppContext {
  db: Database;
  kysely: Kysely<DB>;
  sc: StatementCache;
  dataDir: string;
  uploadDir: string;
  captchaEnabled: boolean;
  auth: AuthService;
  dict: DictCache;
  hub: WsHub;
  captchas: CodeStore;
  sms: CodeStore;
  throttle: LoginThrottle;
  /** checkKey → captcha text of recently issued captchas (bounded); lets tests solve the captcha */
  captchaPeek: Map<string, string>;
  /** every API route with its access rule, filled as routes are added (for /doc.html) */
  routes: { method: string; url: string; access: string }[];
  /** writes a console line; tests replace it to read the demo SMS code */
  smsOut: (line: string) => void;
}

/**
 * Every route under /jeecg-boot declares exactly one of these in `config` (checked when the route is added):
 * - `anon: true`  — public (contract §3.4)
 * - `login: true` — any valid token
 * - `perm: 'code'` or `['a','b']` — valid token and every listed permission code
 */
export interface RouteAuth {
  anon?: boolean;
  login?: boolean;
  perm?: string | string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: UserRow;
    tokenJti: string;
  }
  interface FastifyContextConfig {
    anon?: boolean;
    login?: boolean;
    perm?: string | string[];
  }
}
