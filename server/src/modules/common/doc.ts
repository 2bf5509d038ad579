// GET /doc.html (anon): a plain list of the API routes of this server and the permission each one needs — the
// target of the seeded 在线文档 iframe menu ({{ window._CONFIG['domianURL'] }}/doc.html), standing in for Swagger.
import type { FastifyInstance } from 'fastify';
import { PREFIX } from '../../lib/context.js';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export default async function docRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  app.get('/doc.html', { config: { anon: true } }, async (_req, reply) => {
    const rows = [...ctx.routes]
      .filter((r) => r.method !== 'HEAD')
      .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
      .map((r) => `<tr><td>${esc(r.method)}</td><td><code>${esc(r.url)}</code></td><td>${esc(r.access)}</td></tr>`)
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>接口文档</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#333}table{border-collapse:collapse;width:100%}td,th{border:1px solid #e8e8e8;padding:6px 10px;text-align:left}th{background:#fafafa}code{font-size:13px}</style>
</head><body><h2>红色旅程后台接口文档</h2>
<p>所有接口位于 <code>${PREFIX}</code> 下，遵循 JeecgBoot 2.x 约定：返回 <code>{success, message, code, result, timestamp}</code>；请求头 <code>X-Access-Token</code> 携带登录令牌。</p>
<table><thead><tr><th>方法</th><th>路径</th><th>访问控制</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
  });
}
