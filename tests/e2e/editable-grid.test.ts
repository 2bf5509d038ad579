import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { startHarness } from './harness/editable-grid/serve';

let server: ViteDevServer;
let base = '';
let browser: Browser;

beforeAll(async () => {
  const h = await startHarness();
  server = h.server;
  base = h.url;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(query: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}?${query}`, { timeout: 180000 });
  await page.waitForSelector('.eg-row', { timeout: 120000 });
  expect(errors).toEqual([]);
  return page;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('editable grid in Chromium', () => {
  it('the error tooltip of the row right above the footer is drawn over the footer row, never under it', async () => {
    const page = await open('scenario=full&rows=12');
    await page.evaluate(async () => {
      window.__grid!.setValues([{ rowKey: 'r5', values: { price: '' } }]);
      await window.__grid!.validateTable();
    });
    const tip = page.getByRole('tooltip');
    await expect.poll(() => tip.textContent()).toBe('单价不能为空');
    const tipBox = (await tip.boundingBox())!;
    const footBox = (await page.locator('.eg-footer').boundingBox())!;
    const cellBox = (await page.locator('[data-cell="r5|price"]').boundingBox())!;
    expect(overlaps(tipBox, footBox)).toBe(false);
    // The cell itself is in the visible body, and what is on screen at the tooltip's centre is the tooltip.
    expect(cellBox.y + cellBox.height).toBeLessThanOrEqual(footBox.y + 1);
    // (the tooltip ignores the mouse; let hit-testing see it for this check)
    const onTop = await page.evaluate(({ x, y }) => {
      document.querySelector<HTMLElement>('[role="tooltip"]')!.style.pointerEvents = 'auto';
      return !!document.elementFromPoint(x, y)?.closest('[role="tooltip"]');
    }, {
      x: tipBox.x + tipBox.width / 2,
      y: tipBox.y + tipBox.height / 2,
    });
    expect(onTop).toBe(true);
    // Scrolled so the cell sits under the sticky header, its tooltip is hidden rather than pointing at a covered cell.
    await page.evaluate(() => {
      document.querySelector('.eg-scroll')!.scrollTop = 61 * 4 + 40;
    });
    await page.waitForTimeout(100);
    const tipStyle = await page.evaluate(() => {
      const t = document.querySelector<HTMLElement>('[role="tooltip"]');
      return t ? getComputedStyle(t).visibility : 'absent';
    });
    expect(['hidden', 'absent']).toContain(tipStyle);
    await page.close();
  });

  it('the sub-form popover opens below, flips upward near the bottom, and is 96% of the table wide', async () => {
    const page = await open('scenario=full&rows=12', { width: 1280, height: 720 });
    await page.locator('[data-row-id="r1"] [aria-label="展开子表"]').click();
    const pop = page.getByRole('dialog', { name: '子表' });
    await expect.poll(() => pop.getAttribute('data-placement')).toBe('bottom');
    const r1 = (await page.locator('[data-row-id="r1"]').boundingBox())!;
    const box = (await pop.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(r1.y + r1.height - 1);
    const wrap = (await page.locator('.eg-wrap').boundingBox())!;
    expect(box.width / wrap.width).toBeCloseTo(0.96, 2);
    // Same row again closes it.
    await page.locator('[data-row-id="r1"] [aria-label="收起子表"]').click();
    await expect.poll(() => pop.count()).toBe(0);
    // A row with less than 350 px below it opens upward.
    await page.setViewportSize({ width: 1280, height: 560 });
    const row = page.locator('.eg-row').nth(4);
    const rowBox = (await row.boundingBox())!;
    expect(560 - (rowBox.y + rowBox.height)).toBeLessThan(350);
    await row.locator('[aria-label="展开子表"]').click();
    await expect.poll(() => pop.getAttribute('data-placement')).toBe('top');
    const up = (await pop.boundingBox())!;
    expect(up.y + up.height).toBeLessThanOrEqual(rowBox.y + 1);
    await page.close();
  });

  it('drag sort moves a row and renumbers orderNum from 1', async () => {
    const page = await open('scenario=full&rows=6');
    // r1 is a disabled row (状态 停用); drag r2 two rows down.
    const handle = (await page.locator('[data-row-id="r2"] .eg-drag-handle').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 + (122 * i) / 10);
    await page.mouse.up();
    const order = await page.evaluate(() => window.__grid!.getData().rows.map((r) => [r.id, r.orderNum]));
    expect(order.slice(0, 5)).toEqual([
      ['r1', 1],
      ['r3', 2],
      ['r4', 3],
      ['r2', 4],
      ['r5', 5],
    ]);
    await expect.poll(() => page.locator('.eg-row').nth(3).getAttribute('data-row-id')).toBe('r2');
    await page.close();
  });

  it('virtual scroll keeps only the visible rows plus about 9 in the DOM for 10,000 rows', async () => {
    const page = await open('scenario=big');
    const count = () => page.locator('.eg-row').count();
    const first = await count();
    expect(first).toBeGreaterThan(5);
    expect(first).toBeLessThanOrEqual(16);
    await page.evaluate(() => {
      document.querySelector('.eg-scroll')!.scrollTop = 61 * 5000;
    });
    await expect.poll(() => page.locator('[data-row-id="r5001"]').count()).toBe(1);
    expect(await count()).toBeLessThanOrEqual(16);
    await page.evaluate(() => {
      const s = document.querySelector('.eg-scroll')!;
      s.scrollTop = s.scrollHeight;
    });
    await expect.poll(() => page.locator('[data-row-id="r10000"]').count()).toBe(1);
    expect(await count()).toBeLessThanOrEqual(16);
    // The last row is fully visible above the footer.
    const last = (await page.locator('[data-row-id="r10000"]').boundingBox())!;
    const foot = (await page.locator('.eg-footer').boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(foot.y + 1);
    await page.close();
  });

  it('click to edit: a date picker dropdown keeps the editor, an outside mouse-up ends it', async () => {
    const page = await open('scenario=full&rows=6');
    await page.evaluate(() => window.__grid!.scrollToRow('r2'));
    await page.locator('[data-cell="r2|startDate"] .eg-cell-text').click();
    await page.waitForSelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await page.locator('.ant-picker-dropdown .ant-picker-cell-in-view', { hasText: /^15$/ }).first().click();
    await expect.poll(() => page.evaluate(() => window.__grid!.getData().rows[1].startDate)).toMatch(/^\d{4}-\d{2}-15$/);
    await expect.poll(() => page.locator('[data-cell="r2|startDate"] .ant-picker').count()).toBe(1);
    await page.mouse.click(5, 5);
    await expect.poll(() => page.locator('[data-cell="r2|startDate"] .ant-picker').count()).toBe(0);
    await page.close();
  });
});
