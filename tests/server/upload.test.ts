import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../server/src/testing.js';
import { sanitizeBiz, storedFileName } from '../../server/src/modules/common/upload-files.js';

describe('upload endpoints', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await createTestServer({ wxUsers: 1 });
    token = await s.login('admin');
  });
  afterAll(async () => {
    await s.close();
  });

  async function post(path: string, fields: Record<string, string>, file?: { name: string; bytes: Uint8Array | string; type?: string }, withToken = true) {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    if (file) fd.append('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
    const res = await fetch(`${s.api}${path}`, { method: 'POST', body: fd, headers: withToken ? { 'X-Access-Token': token } : {} });
    return { status: res.status, json: (await res.json()) as any };
  }
  const tmpLeft = () => {
    const dir = join(s.dataDir, 'upload', '.tmp');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('stores the file under upload/<biz>/<name>_<millis>.<ext> and returns the relative path in message, code 0', async () => {
    const r = await post('/sys/common/upload', { biz: 'spot/cover', isup: '1' }, { name: '纪念馆.png', bytes: 'PNGDATA', type: 'image/png' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ success: true, code: 0, result: null });
    expect(r.json.message).toMatch(/^spot\/cover\/纪念馆_\d{13}\.png$/);
    expect(readFileSync(join(s.dataDir, 'upload', r.json.message), 'utf8')).toBe('PNGDATA');
    const back = await fetch(`${s.api}/sys/common/static/${encodeURI(r.json.message)}`);
    expect(back.status).toBe(200);
    expect(await back.text()).toBe('PNGDATA');
  });

  it('accepts biz after the file part (multipart order does not matter)', async () => {
    const fd = new FormData();
    fd.append('file', new Blob(['x']), 'late.txt');
    fd.append('biz', 'temp');
    const res = await fetch(`${s.api}/sys/common/upload`, { method: 'POST', body: fd, headers: { 'X-Access-Token': token } });
    expect(((await res.json()) as any).message).toMatch(/^temp\/late_\d+\.txt$/);
  });

  it('requires a valid token', async () => {
    const r = await post('/sys/common/upload', { biz: 'temp' }, { name: 'a.txt', bytes: 'a' }, false);
    expect(r.status).toBe(500);
    expect(r.json.message).toBe('Token失效，请重新登录');
  });

  it('refuses a biz with .., an absolute path or other characters, writing nothing', async () => {
    for (const biz of ['../etc', '/etc', 'a b', 'temp/../../x', 'x;rm']) {
      const r = await post('/sys/common/upload', { biz }, { name: 'a.txt', bytes: 'a' });
      expect([biz, r.json.success, r.json.code]).toEqual([biz, false, 500]);
      expect(r.json.message).toContain('业务路径（biz）不合法');
    }
    expect(existsSync(join(s.dataDir, 'etc'))).toBe(false);
    expect(tmpLeft()).toEqual([]);
  });

  it('refuses a file type outside the whitelist with a Chinese message', async () => {
    const r = await post('/sys/common/upload', { biz: 'temp' }, { name: 'evil.exe', bytes: 'MZ' });
    expect(r.json).toMatchObject({ success: false, code: 500 });
    expect(r.json.message).toBe('上传失败！不支持的文件类型.exe，仅允许图片、Office 文档、PDF、TXT、ZIP/RAR/7Z、MP3、MP4');
    const none = await post('/sys/common/upload', { biz: 'temp' });
    expect(none.json).toMatchObject({ success: false, message: '上传失败！未找到上传的文件' });
  });

  it('refuses a file over 10 MB with the contract message and leaves no partial file', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    const r = await post('/sys/common/upload', { biz: 'big' }, { name: 'big.zip', bytes: big });
    expect(r.json).toMatchObject({ success: false, code: 500, message: '文件大小超出10MB限制, 请压缩或降低文件质量! ' });
    expect(existsSync(join(s.dataDir, 'upload', 'big'))).toBe(false);
    expect(tmpLeft()).toEqual([]);
  });

  it('uploadbiz stores a sys_biz_doc row and getBizDataByIds returns it with docurl', async () => {
    const bytes = 'hello biz doc';
    const r = await post(
      '/sys/common/uploadbiz',
      { sourceTable: 'hscz_spot_base', sourceId: 'S1', description: '封面' },
      { name: 'cover.jpg', bytes, type: 'image/jpeg' },
    );
    expect(r.json.success).toBe(true);
    const { docref, doc } = r.json.result;
    expect(docref).toMatchObject({ sourceTable: 'hscz_spot_base', sourceId: 'S1', sourceField: 'id', description: '封面' });
    expect(doc.filename).toBe('cover.jpg');
    expect(doc.docurl).toMatch(/^temp\/cover_\d+\.jpg$/);
    expect(doc.thumbnail).toBe(doc.docurl);
    expect(doc.md5).toBe(createHash('md5').update(bytes).digest('hex'));
    const row = s.db.sqlite.prepare('SELECT * FROM sys_biz_doc WHERE id = ?').get(doc.id) as any;
    expect(row.docurl).toBe(doc.docurl);

    const pdf = await post('/sys/common/uploadbiz', { biz: 'docs', sourceField: 'file_id' }, { name: 'a.pdf', bytes: '%PDF' });
    expect(pdf.json.result.doc.thumbnail).toBeNull();
    expect(pdf.json.result.docref.sourceField).toBe('file_id');

    const got = await s.call('GET', `/sys/common/getBizDataByIds?ids=${pdf.json.result.docref.id},${docref.id}`, { token });
    expect(got.json.success).toBe(true);
    expect(got.json.result.records.map((x: any) => x.docurl)).toEqual([pdf.json.result.doc.docurl, doc.docurl]);
    const empty = await s.call('GET', '/sys/common/getBizDataByIds?ids=', { token });
    expect(empty.json.result.records).toEqual([]);
  });
});

describe('upload name rules', () => {
  it('sanitises biz', () => {
    expect(sanitizeBiz('')).toBe('');
    expect(sanitizeBiz('temp')).toBe('temp');
    expect(sanitizeBiz('a//b/')).toBe('a/b');
    expect(sanitizeBiz('..')).toBeNull();
    expect(sanitizeBiz('/abs')).toBeNull();
    expect(sanitizeBiz('a\\b')).toBeNull();
  });
  it('names the stored file <origName>_<millis>.<ext>', () => {
    expect(storedFileName('C:\\fake\\photo.JPG', 1628560000123)).toBe('photo_1628560000123.jpg');
    expect(storedFileName('noext', 5)).toBe('noext_5');
    expect(storedFileName('a:b?.txt', 5)).toBe('a_b__5.txt');
  });
});
