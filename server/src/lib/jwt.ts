// Minimal HS256 JWT (RFC 7519) with node:crypto. The server also keeps a session row per token (jti), so a token
// is only accepted while its session is alive (sliding idle timeout, revocation on logout).
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface JwtPayload { sub: string; username: string; jti: string; iat: number; exp: number }

const b64url = (b: Buffer | string): string => Buffer.from(b).toString('base64url');
const HEADER = b64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }));

export function signJwt(payload: JwtPayload, secret: string): string {
  const body = `${HEADER}.${b64url(JSON.stringify(payload))}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** Returns the payload when the signature is valid and `exp` (seconds) is in the future, else null. */
export function verifyJwt(token: string, secret: string, nowMs = Date.now()): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  let given: Buffer;
  try {
    given = Buffer.from(parts[2], 'base64url');
  } catch {
    return null;
  }
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: JwtPayload;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as JwtPayload;
  } catch {
    return null;
  }
  if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
  if (payload.exp * 1000 <= nowMs) return null;
  return payload;
}
