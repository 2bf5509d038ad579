// Sessions, token verification and permission codes.
// - A token is an HS256 JWT (secret kept in sys_kv) naming a session row (jti) in sys_user_token.
// - Sliding idle timeout: a session dies when unused for `idleSeconds`. Last-seen is tracked in memory on every
//   request and written to the database at most once per 30 s per token (so lists stay fast).
// - Permission codes of a user = union of `perms` (comma lists) of every sys_permission row (menus and buttons)
//   with status "1" granted to the user's roles; cached per user, dropped when roles/permissions change.
// - A code configured ONLY on rows with status "0" is "ineffective" (contract §4.4: the element is always
//   available), so the server lets any logged-in user through for it as well.
import { randomBytes, randomUUID } from 'node:crypto';
import { signJwt, verifyJwt } from './jwt.js';
import type { StatementCache } from './list.js';
import type { SysUserTable } from '../db/schema.js';

export type UserRow = SysUserTable;

interface Session { userId: string; lastSeen: number; persistedAt: number }

const PERSIST_EVERY_MS = 30_000;
const TOKEN_MAX_AGE_S = 7 * 24 * 3600; // the client keeps the token 7 days; idle timeout usually ends it sooner

export class AuthService {
  private readonly secret: string;
  private readonly sessions = new Map<string, Session>();
  private readonly users = new Map<string, UserRow>();
  private readonly perms = new Map<string, Set<string>>();
  private inactive: Set<string> | null = null;

  constructor(private readonly sc: StatementCache, public idleSeconds: number) {
    const row = sc.get<{ v: string }>('SELECT v FROM sys_kv WHERE k = ?', ['jwt_secret']);
    if (row) this.secret = row.v;
    else {
      this.secret = randomBytes(32).toString('hex');
      sc.run('INSERT INTO sys_kv (k, v) VALUES (?, ?)', ['jwt_secret', this.secret]);
    }
  }

  issue(user: UserRow): string {
    const now = Date.now();
    const jti = randomUUID().replaceAll('-', '');
    this.sc.run('INSERT INTO sys_user_token (id, user_id, created_at, last_seen, revoked) VALUES (?, ?, ?, ?, 0)', [jti, user.id, now, now]);
    this.sessions.set(jti, { userId: user.id, lastSeen: now, persistedAt: now });
    const iat = Math.floor(now / 1000);
    return signJwt({ sub: user.id, username: user.username, jti, iat, exp: iat + TOKEN_MAX_AGE_S }, this.secret);
  }

  /** Payload of a well-signed token regardless of session state (logout must work with an expired token). */
  decode(token: string): { userId: string; username: string; jti: string } | null {
    const p = verifyJwt(token, this.secret);
    return p ? { userId: p.sub, username: p.username, jti: p.jti } : null;
  }

  /** The user of a live session, touching its last-seen time; null when the token is invalid/expired/revoked. */
  verify(token: string): { user: UserRow; jti: string } | null {
    const p = verifyJwt(token, this.secret);
    if (!p) return null;
    const now = Date.now();
    let s = this.sessions.get(p.jti);
    if (!s) {
      const row = this.sc.get<{ user_id: string; last_seen: number; revoked: number }>(
        'SELECT user_id, last_seen, revoked FROM sys_user_token WHERE id = ?', [p.jti]);
      if (!row || row.revoked) return null;
      s = { userId: row.user_id, lastSeen: row.last_seen, persistedAt: row.last_seen };
      this.sessions.set(p.jti, s);
    }
    if (s.userId !== p.sub) return null;
    if (now - s.lastSeen > this.idleSeconds * 1000) {
      this.revoke(p.jti);
      return null;
    }
    const user = this.user(s.userId);
    if (!user || user.status !== 1 || user.del_flag !== 0) return null;
    s.lastSeen = now;
    if (now - s.persistedAt >= PERSIST_EVERY_MS) {
      s.persistedAt = now;
      this.sc.run('UPDATE sys_user_token SET last_seen = ? WHERE id = ?', [now, p.jti]);
    }
    return { user, jti: p.jti };
  }

  revoke(jti: string): void {
    this.sessions.delete(jti);
    this.sc.run('UPDATE sys_user_token SET revoked = 1 WHERE id = ?', [jti]);
  }

  revokeUser(userId: string): void {
    for (const [jti, s] of this.sessions) if (s.userId === userId) this.sessions.delete(jti);
    this.sc.run('UPDATE sys_user_token SET revoked = 1 WHERE user_id = ?', [userId]);
  }

  /** Cached user row (by id); call invalidateUser after writing sys_user. */
  user(id: string): UserRow | undefined {
    let u = this.users.get(id);
    if (!u) {
      u = this.sc.get<UserRow>('SELECT * FROM sys_user WHERE id = ?', [id]);
      if (u) this.users.set(id, u);
    }
    return u;
  }

  invalidateUser(id?: string): void {
    if (id) {
      this.users.delete(id);
      this.perms.delete(id);
    } else {
      this.users.clear();
      this.perms.clear();
    }
  }

  /** Call after any change to roles, role grants, user roles or permission rows. */
  invalidatePermissions(): void {
    this.perms.clear();
    this.inactive = null;
  }

  codes(userId: string): Set<string> {
    let set = this.perms.get(userId);
    if (!set) {
      const rows = this.sc.all<{ perms: string }>(
        `SELECT DISTINCT p.perms AS perms FROM sys_permission p
           JOIN sys_role_permission rp ON rp.permission_id = p.id
           JOIN sys_user_role ur ON ur.role_id = rp.role_id
          WHERE ur.user_id = ? AND p.del_flag = 0 AND p.status = '1' AND p.perms IS NOT NULL AND p.perms <> ''`, [userId]);
      set = new Set(rows.flatMap((r) => r.perms.split(',').map((s) => s.trim()).filter(Boolean)));
      this.perms.set(userId, set);
    }
    return set;
  }

  private inactiveCodes(): Set<string> {
    if (!this.inactive) {
      const rows = this.sc.all<{ perms: string; status: string }>(
        `SELECT perms, status FROM sys_permission WHERE del_flag = 0 AND perms IS NOT NULL AND perms <> ''`);
      const active = new Set<string>();
      const inactive = new Set<string>();
      for (const r of rows) {
        for (const c of r.perms.split(',').map((s) => s.trim()).filter(Boolean)) (r.status === '1' ? active : inactive).add(c);
      }
      for (const c of active) inactive.delete(c);
      this.inactive = inactive;
    }
    return this.inactive;
  }

  can(userId: string, code: string): boolean {
    return this.codes(userId).has(code) || this.inactiveCodes().has(code);
  }
}

/** Login throttle: 5 failures for one username or one IP within 10 minutes lock that key for 10 minutes. */
export class LoginThrottle {
  private readonly fails = new Map<string, number[]>();
  private readonly lockedUntil = new Map<string, number>();
  constructor(private readonly max = 5, private readonly windowMs = 600_000, private readonly lockMs = 600_000) {}

  locked(keys: string[], now = Date.now()): boolean {
    return keys.some((k) => (this.lockedUntil.get(k) ?? 0) > now);
  }

  fail(keys: string[], now = Date.now()): void {
    for (const k of keys) {
      const list = (this.fails.get(k) ?? []).filter((t) => now - t < this.windowMs);
      list.push(now);
      this.fails.set(k, list);
      if (list.length >= this.max) {
        this.lockedUntil.set(k, now + this.lockMs);
        this.fails.delete(k);
      }
    }
    if (this.fails.size > 10000) this.fails.clear();
  }

  succeed(key: string): void {
    this.fails.delete(key);
  }
}

/** Short-lived codes (captcha 60 s, SMS 600 s). */
export class CodeStore {
  private readonly map = new Map<string, { code: string; expires: number; tries: number }>();

  put(key: string, code: string, ttlMs: number): void {
    if (this.map.size > 10000) this.sweep();
    this.map.set(key, { code, expires: Date.now() + ttlMs, tries: 0 });
  }

  get(key: string): string | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (e.expires <= Date.now()) {
      this.map.delete(key);
      return undefined;
    }
    return e.code;
  }

  /** Counts a wrong guess; after `max` wrong guesses the code is dropped. */
  miss(key: string, max: number): void {
    const e = this.map.get(key);
    if (!e) return;
    e.tries += 1;
    if (e.tries >= max) this.map.delete(key);
  }

  delete(key: string): void {
    this.map.delete(key);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [k, e] of this.map) if (e.expires <= now) this.map.delete(k);
  }
}
