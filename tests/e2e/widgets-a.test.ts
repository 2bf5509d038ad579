import { chromium, type Browser, type Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness/widgets-a/serve';
import type { Recorded } from './harness/widgets-a/mock-api';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string, salt: string) => ({ name, mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.from(salt)]) });
const txt = (name: string, content = name) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });

let server: ViteDevServer;
let url: string;
let requests: Recorded[];
let browser: Browser;
let page: Page;
const workers: string[] = [];

async function message(text: string) {
  await page.locator('.ant-message-notice', { hasText: text }).first().waitFor({ timeout: 15000 });
}

beforeAll(async () => {
  ({ server, url, requests } = await startHarness());
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('worker', (w) => workers.push(w.url()));
  await page.goto(url);
  await page.locator('#wa-upload').waitFor({ timeout: 60000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('widgets-a in Chromium', () => {
  it('uploads a real file as multipart file + biz temp + isup=1 and shows the stored path', async () => {
    await page.locator('#wa-upload input[type=file]').setInputFiles(txt('红色旅程介绍.txt', 'first file'));
    await page.locator('#wa-upload [data-testid=value]', { hasText: 'temp/红色旅程介绍_' }).waitFor({ timeout: 15000 });
    const r = requests.filter((x) => x.path === '/sys/common/upload').at(-1)!;
    expect(r.fields).toEqual({ biz: ['temp'], isup: ['1'] });
    expect(r.files).toEqual([{ field: 'file', name: '红色旅程介绍.txt', size: 10 }]);
    await expect(page.locator('#wa-upload li').first().innerText()).resolves.toContain('红色旅程介…');
  });

  it('hashes in a Web Worker and refuses the same content again: 该文件已经上传', async () => {
    const before = requests.length;
    await page.locator('#wa-upload input[type=file]').setInputFiles(txt('copy.txt', 'first file'));
    await message('该文件已经上传');
    expect(requests.length).toBe(before);
    expect(workers.some((w) => w.includes('md5.worker'))).toBe(true);
  });

  it('refuses a file above 1M: 上传文件大小超过限制：1M', async () => {
    await page.locator('#wa-upload input[type=file]').setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.alloc(1048577, 97) });
    await message('上传文件大小超过限制：1M');
  });

  it('counts the batch plus existing files: 最多只允许上传3个文件', async () => {
    await page.locator('#wa-upload input[type=file]').setInputFiles([txt('b.txt'), txt('c.txt'), txt('d.txt')]);
    await message('最多只允许上传3个文件');
    await expect(page.locator('#wa-upload li').count()).resolves.toBe(1);
  });

  it('a refused upload shows {file} 上传失败', async () => {
    await page.locator('#wa-upload input[type=file]').setInputFiles(txt('fail.txt'));
    await message('fail.txt 上传失败');
    await page.locator('#wa-upload li[data-status=error]').waitFor();
  });

  it('image upload: 请上传图片 for other files, reorder limits, move, and a 548 px preview', async () => {
    const input = page.locator('#wa-image-multi input[type=file]');
    await input.setInputFiles(txt('not-image.txt'));
    await message('请上传图片');
    await input.setInputFiles([png('one.png', '1'), png('two.png', '2')]);
    await page.locator('#wa-image-multi .j-image-card[data-status=done]').nth(1).waitFor({ timeout: 15000 });
    const value = page.locator('#wa-image [data-testid=value]').first();
    await expect(value.innerText()).resolves.toMatch(/temp\/one_\d+\.png,temp\/two_\d+\.png/);
    await page.locator('#wa-image-multi [aria-label=左移]').first().click();
    await message('未知的操作');
    await page.locator('#wa-image-multi [aria-label=右移]').last().click();
    await message('已到最后~');
    await page.locator('#wa-image-multi [aria-label=右移]').first().click();
    await expect(value.innerText()).resolves.toMatch(/temp\/two_\d+\.png,temp\/one_\d+\.png/);
    await page.locator('#wa-image-multi [aria-label=预览]').first().click();
    const modal = page.locator('.ant-modal', { has: page.locator('img[alt=预览]') });
    await modal.waitFor();
    await expect.poll(async () => (await modal.boundingBox())!.width).toBe(548);
    const natural = await modal.locator('img[alt=预览]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
    expect(natural).toBe(1);
    await modal.locator('button.ant-modal-close').click();
    await modal.waitFor({ state: 'hidden' });
  });

  it('Excel import: 600 wide, disabled without files, files[] multipart, success closes, 201 offers the error file', async () => {
    await page.getByRole('button', { name: '导入 Excel' }).click();
    const dialog = page.locator('.ant-modal', { hasText: '导入EXCEL' });
    await dialog.waitFor();
    await expect.poll(async () => (await dialog.boundingBox())!.width).toBe(600);
    const start = dialog.getByRole('button', { name: /开始上传/ });
    expect(await start.isDisabled()).toBe(true);
    await dialog.locator('input[type=file]').setInputFiles({ name: '用户.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') });
    await start.click();
    await message('文件导入成功！数据行数：1');
    await dialog.waitFor({ state: 'hidden' });
    const r = requests.filter((x) => x.path === '/demo/importExcel').at(-1)!;
    expect(r.files).toEqual([{ field: 'files[]', name: '用户.xlsx', size: 2 }]);
    expect(r.fields).toEqual({});

    await page.getByRole('button', { name: '导入 Excel' }).click();
    await dialog.waitFor();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'partial.xls', mimeType: 'application/octet-stream', buffer: Buffer.from('D0') });
    await dialog.getByRole('button', { name: /开始上传/ }).click();
    const warning = page.locator('.ant-modal-confirm', { hasText: '文件导入成功，但有错误。' });
    await warning.waitFor();
    await expect(warning.innerText()).resolves.toContain('总上传行数：3，已导入行数：2，错误行数：1');
    const download = page.waitForEvent('download');
    await warning.getByText('点击下载').click();
    expect((await download).suggestedFilename()).toBe('err.txt');
    await warning.getByRole('button', { name: /确\s*定/ }).click();
  });

  it('slider: a short drag snaps back; a drag to the end reads 验证通过', async () => {
    await page.locator('.ant-modal-wrap:visible').waitFor({ state: 'detached', timeout: 15000 }).catch(() => undefined);
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count(), { timeout: 15000 }).toBe(0);
    const handle = page.locator('#wa-slider [role=slider]');
    await handle.scrollIntoViewIfNeeded();
    const box = (await handle.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 150, y, { steps: 5 });
    await expect.poll(() => handle.getAttribute('aria-valuenow')).toBe('130'); // the drag is live
    await page.mouse.up();
    await expect.poll(() => handle.getAttribute('aria-valuenow')).toBe('0');
    await expect(page.locator('#wa-slider').innerText()).resolves.toContain('拖动滑块验证');
    // wait for the 0.3 s snap-back animation to bring the handle home before grabbing it again
    await expect.poll(async () => Math.round((await handle.boundingBox())!.x)).toBe(Math.round(box.x));
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 400, y, { steps: 8 });
    await page.mouse.up();
    await page.locator('#wa-slider', { hasText: '验证通过' }).waitFor();
    await page.locator('#wa-slider', { hasText: '已通过' }).waitFor();
    await expect(handle.getAttribute('aria-valuenow')).resolves.toBe('260');
    await page.locator('#wa-slider').getByRole('button', { name: '重新验证' }).click();
    await page.locator('#wa-slider', { hasText: '拖动滑块验证' }).waitFor();
  });

  it('tree table loads category roots, then children on expand level by level; an empty parent loses its expand icon', async () => {
    const tree = page.locator('#wa-tree');
    await tree.getByText('华东红色景区').waitFor();
    expect(requests.some((r) => r.path === '/sys/category/rootList' && r.query.pid === '0')).toBe(true);
    expect(requests.some((r) => r.path === '/sys/category/childList')).toBe(false);
    const expander = (name: string) =>
      tree.locator('tr', { hasText: name }).locator('button.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)');
    // hasChild "0": no expand icon, no request
    expect(await expander('西部红色景区').count()).toBe(0);
    await expect.poll(() => tree.locator('tr', { hasText: '华东红色景区' }).locator('td').nth(1).textContent()).toBe('E');
    await expander('华东红色景区').click();
    await tree.getByText('中共一大会址').waitFor();
    expect(requests.some((r) => r.path === '/sys/category/childList' && r.query.pid === 'east')).toBe(true);
    expect(await expander('南湖红船').count()).toBe(0);
    await expander('中共一大会址').click();
    await tree.getByText('一大会址纪念馆').waitFor();
    expect(requests.some((r) => r.path === '/sys/category/childList' && r.query.pid === 'sh')).toBe(true);
    await tree.locator('tr', { hasText: '华北红色景区' }).locator('button.ant-table-row-expand-icon').click();
    await expect
      .poll(() => tree.locator('tr', { hasText: '华北红色景区' }).locator('button.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)').count())
      .toBe(0);
  });

  it('modal wrapper: fullscreen fills the viewport and resets on the next open', async () => {
    await page.getByRole('button', { name: '打开详情弹窗' }).click();
    const modal = page.locator('.ant-modal', { hasText: '景点详情' });
    await modal.waitFor();
    await expect.poll(async () => (await modal.boundingBox())!.width).toBe(1200);
    await modal.getByRole('button', { name: '全屏' }).click();
    await expect.poll(async () => (await modal.boundingBox())!.width).toBe(1440);
    await modal.locator('button.ant-modal-close').click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '打开详情弹窗' }).click();
    await modal.waitFor();
    await expect.poll(async () => (await modal.boundingBox())!.width).toBe(1200);
    await modal.locator('button.ant-modal-close').click();
    await modal.waitFor({ state: 'hidden' });
  });

  it('editors load lazily: markdown 300 px, code editor 240 px, rich text with a Chinese toolbar', async () => {
    const md = page.locator('#wa-markdown .w-md-editor');
    await md.waitFor({ timeout: 30000 });
    expect(Math.abs((await md.boundingBox())!.height - 300)).toBeLessThanOrEqual(1);
    const cm = page.locator('#wa-code .cm-editor');
    await cm.waitFor({ timeout: 30000 });
    expect(Math.abs((await cm.boundingBox())!.height - 240)).toBeLessThanOrEqual(2);
    await page.locator('#wa-code [data-language-loaded=sql]').waitFor();
    expect(await page.locator('#wa-code .cm-content').evaluate((e) => getComputedStyle(e).tabSize)).toBe('2');
    await page.locator('#wa-code .ant-select').click();
    await page.locator('.ant-select-item-option', { hasText: 'Python' }).click();
    await page.locator('#wa-code [data-language-loaded=python]').waitFor({ timeout: 15000 });
    const rich = page.locator('#wa-rich .w-e-toolbar');
    await rich.waitFor({ timeout: 30000 });
    const tips = await rich.locator('[data-tooltip]').evaluateAll((els) => els.map((e) => (e.getAttribute('data-tooltip') ?? '').split('\n')[0]));
    expect(tips).toEqual(expect.arrayContaining(['标题', '引用', '粗体', '斜体', '下划线']));
  });

  it('takes desktop and phone screenshots', async () => {
    await expect(page.locator('#wa-detail tbody tr').count()).resolves.toBe(2); // 6 items, default 3 columns
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/shots/widgets-a-desktop.png', fullPage: true });
    await page.locator('#wa-upload').screenshot({ path: '/tmp/shots/widgets-a-desktop-upload-state.png' });
    await page.locator('#wa-image').screenshot({ path: '/tmp/shots/widgets-a-desktop-image-state.png' });
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await phone.goto(url);
    await phone.locator('#wa-rich .w-e-toolbar').waitFor({ timeout: 60000 });
    await phone.screenshot({ path: '/tmp/shots/widgets-a-phone.png', fullPage: true });
    await expect(phone.locator('#wa-detail tbody tr').count()).resolves.toBe(6); // one column on a phone
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.close();
  });
});
