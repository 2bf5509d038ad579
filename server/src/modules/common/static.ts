// GET /sys/common/static/** (anon): files under DATA_DIR/upload. `..` segments, absolute paths and anything that
// resolves outside the upload root answer 404. Deviation: the real server sends `application/force-download`;
// we send the real type inline so <img> works (SVG included), with nosniff and a sandbox CSP against scripts.
import { createReadStream, statSync } from 'node:fs';
import { extname, isAbsolute, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp',
  '.svg': 'image/svg+xml', '.ico': 'image/x-icon', '.bmp': 'image/bmp', '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8', '.mp4': 'video/mp4', '.mp3': 'audio/mpeg',
  '.xls': 'application/vnd.ms-excel', '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.doc': 'application/msword', '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.zip': 'application/zip', '.json': 'application/json',
};

/** Resolves a client-given relative path inside `root`, or null when it is not a safe relative path. */
export function safeUploadPath(root: string, rel: string): string | null {
  let p = rel.trim();
  if (p.endsWith(',')) p = p.slice(0, -1); // Jeecg strips a trailing comma
  if (p === '' || p.includes('\0') || isAbsolute(p) || /^[a-zA-Z]:/.test(p) || p.startsWith('/') || p.startsWith('\\')) return null;
  const segments = p.split(/[\\/]+/);
  if (segments.some((s) => s === '..' || s === '.')) return null;
  const full = resolve(root, p);
  const base = resolve(root);
  return full.startsWith(base + sep) ? full : null;
}

export default async function staticRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  app.get('/sys/common/static/*', { config: { anon: true } }, async (req, reply) => {
    const raw = (req.params as Record<string, string>)['*'] ?? '';
    const full = safeUploadPath(ctx.uploadDir, raw);
    if (!full) return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
    let size = 0;
    try {
      const st = statSync(full);
      if (!st.isFile()) return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
      size = st.size;
    } catch {
      return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
    }
    const ext = extname(full).toLowerCase();
    const type = TYPES[ext] ?? 'application/octet-stream';
    reply.header('Content-Type', type).header('Content-Length', size).header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:")
      .header('Cache-Control', 'public, max-age=3600');
    if (!TYPES[ext] || type.startsWith('application/')) {
      const name = full.split(sep).pop() ?? 'file';
      reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
    }
    return reply.send(createReadStream(full));
  });

  app.get('/sys/common/403', { config: { anon: true } }, async () => ({
    success: false, message: '没有权限，请联系管理员授权', code: 500, result: null, timestamp: Date.now(),
  }));
}
