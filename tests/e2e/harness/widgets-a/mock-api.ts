// A tiny stand-in for the JeecgBoot endpoints the widgets call, as Vite middleware. Every request is recorded so
// the browser tests can assert what was sent.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  fields: Record<string, string[]>;
  files: Array<{ field: string; name: string; size: number }>;
  token?: string;
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

function parseMultipart(body: Buffer, contentType: string): Part[] {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!m) return [];
  const boundary = Buffer.from(`--${m[1] ?? m[2]}`);
  const parts: Part[] = [];
  let pos = body.indexOf(boundary);
  while (pos !== -1) {
    const start = pos + boundary.length;
    if (body.slice(start, start + 2).toString() === '--') break;
    const next = body.indexOf(boundary, start);
    if (next === -1) break;
    const chunk = body.slice(start + 2, next - 2); // skip CRLF after boundary and before the next one
    const sep = chunk.indexOf('\r\n\r\n');
    const head = chunk.slice(0, sep).toString('utf8');
    const data = chunk.slice(sep + 4);
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    const type = /Content-Type:\s*(.+)/i.exec(head)?.[1]?.trim();
    parts.push({ name, filename, type, data });
    pos = next;
  }
  return parts;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const env = (success: boolean, message: string, result: unknown = null, code = success ? 200 : 500) => ({
  success,
  message,
  code,
  result,
  timestamp: Date.now(),
});

export function createMockApi() {
  const requests: Recorded[] = [];
  const stored = new Map<string, { type: string; data: Buffer }>();
  stored.set('logs/err.txt', { type: 'text/plain; charset=utf-8', data: Buffer.from('第 2 行：名称不能为空\n') });

  const treeRows: Record<string, unknown[]> = {
    '0': [
      { id: 'east', name: '华东红色景区', code: 'E', hasChildren: true },
      { id: 'north', name: '华北红色景区', code: 'N', hasChildren: true },
    ],
    east: [{ id: 'sh', name: '中共一大会址', code: 'E01' }],
    north: [],
  };

  async function handle(req: IncomingMessage, res: ServerResponse, next: () => void) {
    const url = new URL(req.url ?? '/', 'http://x');
    if (!url.pathname.startsWith('/jeecg-boot/')) return next();
    const path = url.pathname.slice('/jeecg-boot'.length);
    const query = Object.fromEntries(url.searchParams);
    const rec: Recorded = { method: req.method ?? 'GET', path, query, fields: {}, files: [], token: req.headers['x-access-token'] as string | undefined };
    const json = (body: unknown) => {
      res.setHeader('Content-Type', 'application/json;charset=UTF-8');
      res.end(JSON.stringify(body));
    };
    if (path.startsWith('/sys/common/static/')) {
      const f = stored.get(decodeURIComponent(path.slice('/sys/common/static/'.length)));
      if (!f) {
        res.statusCode = 404;
        return res.end();
      }
      res.setHeader('Content-Type', f.type);
      return res.end(f.data);
    }
    if (req.method === 'POST') {
      const body = await readBody(req);
      for (const p of parseMultipart(body, req.headers['content-type'] ?? '')) {
        if (p.filename !== undefined) rec.files.push({ field: p.name, name: p.filename, size: p.data.length });
        else (rec.fields[p.name] ??= []).push(p.data.toString('utf8'));
        if (p.filename !== undefined) (rec as Recorded & { _data?: Part })._data = p;
      }
    }
    const { _data, ...plain } = rec as Recorded & { _data?: Part };
    requests.push(plain);

    if (path === '/sys/common/upload' && req.method === 'POST') {
      if (!_data) return json(env(false, '上传失败！'));
      if (_data.filename?.includes('fail')) return json(env(false, '上传失败！'));
      const biz = rec.fields.biz?.[0] ?? '';
      const dot = _data.filename!.lastIndexOf('.');
      const stem = dot > 0 ? _data.filename!.slice(0, dot) : _data.filename!;
      const ext = dot > 0 ? _data.filename!.slice(dot) : '';
      const rel = `${biz ? `${biz}/` : ''}${stem}_${Date.now()}${ext}`;
      stored.set(rel, { type: _data.type ?? 'application/octet-stream', data: _data.data });
      return json(env(true, rel, null, 0));
    }
    if (path === '/demo/importExcel') {
      const name = rec.files[0]?.name ?? '';
      if (name.includes('partial')) {
        return json(
          env(true, '文件导入成功，但有错误。', { msg: '总上传行数：3，已导入行数：2，错误行数：1', fileUrl: '/sys/common/static/logs/err.txt', fileName: 'err.txt' }, 201),
        );
      }
      if (name.includes('bad')) return json(env(false, '文件导入失败:模板不正确'));
      return json(env(true, `文件导入成功！数据行数：${rec.files.length}`));
    }
    if (path === '/demo/tree') return json(env(true, '', treeRows[query.parentId] ?? []));
    if (path === '/demo/deleteBatch') return json(env(true, '删除成功!'));
    if (path === '/sys/duplicate/check') {
      return json(query.fieldVal === 'admin' ? env(false, '该值不可用，系统中已存在！') : env(true, '该值可用！'));
    }
    if (path === '/sys/checkRule/checkByCode') {
      const v = decodeURIComponent(query.value ?? '');
      return json(/^[A-Za-z]/.test(v) ? env(true, '成功') : env(false, '必须以字母开头'));
    }
    return json(env(false, '路径不存在，请检查路径是否正确', null, 404));
  }

  return { requests, handle };
}
