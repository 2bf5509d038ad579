import type { FastifyReply, FastifyRequest } from 'fastify';
import { fmtDateTime } from './time.js';

export const TOKEN_INVALID_MESSAGE = 'Token失效，请重新登录';

/** Spring's /error body for a token rejected inside the Shiro filter (contract §3.6): HTTP 500, not the envelope. */
export function sendTokenInvalid(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = req.url.split('?')[0];
  return reply.code(500).send({
    timestamp: fmtDateTime(),
    status: 500,
    error: 'Internal Server Error',
    message: TOKEN_INVALID_MESSAGE,
    path,
  });
}

export function tokenOf(req: FastifyRequest): string | undefined {
  const h = req.headers['x-access-token'];
  const fromHeader = Array.isArray(h) ? h[0] : h;
  if (fromHeader) return fromHeader;
  const q = (req.query as Record<string, unknown> | undefined)?.token;
  return typeof q === 'string' && q !== '' ? q : undefined;
}

/** JSON body as a plain object ({} when absent or not an object). */
export function bodyOf(req: FastifyRequest): Record<string, unknown> {
  const b = req.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}

export function queryOf(req: FastifyRequest): Record<string, unknown> {
  return (req.query as Record<string, unknown> | undefined) ?? {};
}

/** A string parameter or '' (numbers are stringified, arrays take their last element). */
export function str(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (Array.isArray(v)) return v.length ? str(v[v.length - 1]) : '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return '';
}

export function clientIp(req: FastifyRequest): string {
  const ip = req.ip || '';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
