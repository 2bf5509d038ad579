import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../server/src/testing.js';

/** Raw GET so that `..` segments reach the server unnormalised (fetch would resolve them). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('uploaded files and the front end', () => {
  let s: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'jeecg-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>红色旅程</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(dist, 'config.js'), "window._CONFIG = { domianURL: 'https://api.example.com/jeecg-boot' };");
    s = await createTestServer({ wxUsers: 5, staticDir: dist });
    writeFileSync(join(s.dataDir, 'secret.txt'), 'top secret');
  });
  afterAll(async () => {
    await s.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves seeded placeholder images without a token', async () => {
    const r = await fetch(`${s.api}/sys/common/static/temp/spot_01.svg`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
    expect(await r.text()).toContain('<svg');
    const avatar = await fetch(`${s.api}/sys/common/static/temp/avatar_0.svg,`); // trailing comma stripped
    expect(avatar.status).toBe(200);
    // every seeded spot image exists
    const urls = (s.db.sqlite.prepare('SELECT imageurl FROM hscz_spot_base').all() as any[]).map((x) => x.imageurl);
    for (const u of urls.slice(0, 5)) expect((await fetch(`${s.api}/sys/common/static/${u}`)).status).toBe(200);
  });

  it('rejects traversal and absolute paths with 404', async () => {
    for (const p of ['/jeecg-boot/sys/common/static/../secret.txt', '/jeecg-boot/sys/common/static/temp/../../secret.txt',
      '/jeecg-boot/sys/common/static/%2e%2e/secret.txt', '/jeecg-boot/sys/common/static//etc/passwd',
      '/jeecg-boot/sys/common/static/temp/%2e%2e/%2e%2e/secret.txt', '/jeecg-boot/sys/common/static/..%5csecret.txt',
      '/jeecg-boot/sys/common/static/temp/nothing.png', '/jeecg-boot/sys/common/static/temp']) {
      const r = await rawGet(s.baseUrl, p);
      expect(r.status, p).toBe(404);
      expect(r.body).not.toContain('top secret');
    }
  });

  it('SPA: index.html at / and for HTML navigations, assets as files, config.js from STATIC_DIR', async () => {
    const root = await fetch(`${s.baseUrl}/`);
    expect(await root.text()).toContain('<div id="root">');
    const deep = await fetch(`${s.baseUrl}/weixin/wxSysUser`, { headers: { accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    const asset = await fetch(`${s.baseUrl}/assets/app.js`);
    expect(await asset.text()).toBe('console.log(1)');
    const missingAsset = await fetch(`${s.baseUrl}/assets/missing.js`, { headers: { accept: '*/*' } });
    expect(missingAsset.status).toBe(404);
    const cfg = await fetch(`${s.baseUrl}/config.js`);
    expect(cfg.headers.get('content-type')).toContain('javascript');
    expect(await cfg.text()).toContain('https://api.example.com/jeecg-boot');
    const api404 = await fetch(`${s.api}/not/here`, { headers: { accept: 'text/html' } });
    expect(await api404.json()).toMatchObject({ success: false, code: 404 });
  });
});

describe('API document page', () => {
  let s: TestServer;
  beforeAll(async () => { s = await createTestServer({ wxUsers: 1 }); });
  afterAll(async () => { await s.close(); });

  it('/jeecg-boot/doc.html lists routes with their permission (target of the 在线文档 iframe menu)', async () => {
    const r = await fetch(`${s.api}/doc.html`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    const html = await r.text();
    expect(html).toContain('<code>/jeecg-boot/weixin/wxSysUser/list</code></td><td>权限 wxuser:list</td>');
    expect(html).toContain('<code>/jeecg-boot/sys/login</code></td><td>公开</td>');
    expect(html).toContain('<code>/jeecg-boot/weixin/hsczSpotBase/exportXls</code></td><td>权限 spot:list + spot:export</td>');
  });
});

describe('without a built front end', () => {
  let s: TestServer;
  beforeAll(async () => { s = await createTestServer({ wxUsers: 1, staticDir: join(tmpdir(), 'no-such-dist-dir') }); });
  afterAll(async () => { await s.close(); });

  it('/ explains how to build; /config.js has a default', async () => {
    const r = await fetch(`${s.baseUrl}/`);
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('npm run build');
    expect(await (await fetch(`${s.baseUrl}/config.js`)).text()).toContain("domianURL: '/jeecg-boot'");
  });
});
