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

  // /sys/category rows by pid (contract §5.7): hasChild "1"/"0"; 华北's flag is stale (no children behind it).
  const cat = (id: string, pid: string, name: string, code: string, hasChild: '0' | '1') => ({
    id, pid, name, code, hasChild, sysOrgCode: 'A01', createBy: 'admin', createTime: '2021-07-01 10:00:00', updateBy: null, updateTime: null,
  });
  const treeRows: Record<string, unknown[]> = {
    '0': [
      cat('east', '0', '华东红色景区', 'E', '1'),
      cat('north', '0', '华北红色景区', 'N', '1'),
      cat('west', '0', '西部红色景区', 'W', '0'),
    ],
    east: [cat('sh', 'east', '中共一大会址', 'E01', '1'), cat('jx', 'east', '南湖红船', 'E02', '0')],
    sh: [cat('sh1', 'sh', '一大会址纪念馆', 'E01A01', '0')],
    north: [],
  };
  const page = (records: unknown[]) => ({
    records, total: records.length, size: 100, current: 1, orders: [], optimizeCountSql: true, hitCount: false,
    countId: null, maxLimit: null, searchCount: true, pages: 1,
  });

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
    if (path === '/sys/category/rootList') return json(env(true, '操作成功！', page(treeRows['0']), 0));
    if (path === '/sys/category/childList') {
      if (!query.pid) return json(env(false, '缺少参数 pid（上级分类的 id）'));
      return json(env(true, '操作成功！', treeRows[query.pid] ?? [], 0));
    }
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
