import { chromium, type Browser, type Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness/widgets-b/serve';
import type { Recorded } from './harness/widgets-b/mock-api';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

let server: ViteDevServer;
let url: string;
let requests: Recorded[];
let browser: Browser;
let page: Page;

const visibleModal = () => page.locator('.ant-modal-wrap:visible .ant-modal').last();
/** Width once the opening / resizing animation has settled (two equal readings 150 ms apart). */
async function modalWidth(): Promise<number> {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const w = Math.round((await visibleModal().boundingBox())?.width ?? -1);
    if (w === last && w > 0) return w;
    last = w;
    await page.waitForTimeout(150);
  }
  return last;
}
async function message(text: string) {
  await page.locator('.ant-message-notice', { hasText: text }).first().waitFor({ timeout: 15000 });
}
async function closeModal() {
  await visibleModal().getByRole('button', { name: /取\s*消/ }).click();
  await page.locator('.ant-modal-wrap:visible').waitFor({ state: 'detached', timeout: 10000 }).catch(() => undefined);
  await page.waitForFunction(() => ![...document.querySelectorAll('.ant-modal-wrap')].some((w) => (w as HTMLElement).offsetParent !== null || getComputedStyle(w).display !== 'none'), null, { timeout: 10000 });
}

beforeAll(async () => {
  ({ server, url, requests } = await startHarness());
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(url);
  await page.locator('#wb-cron [data-testid=cron-description]').waitFor({ timeout: 90000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('widgets-b in Chromium', () => {
  it('renders the gallery (screenshots for review)', async () => {
    await page.locator('#wb-area-cascader', { hasText: '井冈山市' }).waitFor({ timeout: 30000 });
    await page.screenshot({ path: '/tmp/shots/widgets-b-desktop.png', fullPage: true });
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(url);
    await phone.locator('#wb-cron [data-testid=cron-description]').waitFor({ timeout: 60000 });
    await phone.screenshot({ path: '/tmp/shots/widgets-b-phone.png', fullPage: true });
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await phone.close();
  });

  it('department picker: 500 wide; the fullscreen toggle resets on the next open', async () => {
    await page.locator('#wb-depart').getByRole('button', { name: '选择' }).click();
    await visibleModal().getByText('运营部').waitFor();
    expect(await modalWidth()).toBe(500);
    await visibleModal().getByTestId('modal-fullscreen-toggle').click();
    expect(await modalWidth()).toBe(1440);
    await page.screenshot({ path: '/tmp/shots/widgets-b-depart-fullscreen.png' });
    await closeModal();
    await page.locator('#wb-depart').getByRole('button', { name: '选择' }).click();
    await visibleModal().getByText('运营部').waitFor();
    expect(await modalWidth()).toBe(500);
    await visibleModal().getByText('财务部').click();
    await visibleModal().getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('#wb-depart [data-testid=value]', { hasText: 'd4' }).waitFor();
    await expect(page.locator('#wb-depart input').first().inputValue()).resolves.toBe('财务部');
  });

  it('user by department: 1250 wide, department users (with sub-departments), emits usernames', async () => {
    await page.locator('#wb-user').getByRole('button', { name: '选择' }).click();
    await visibleModal().getByText('李运营').waitFor();
    expect(await modalWidth()).toBe(1250);
    await page.screenshot({ path: '/tmp/shots/widgets-b-user-modal.png' });
    await visibleModal().locator('.ant-tree').getByText('井冈山分部').click();
    await expect.poll(() => requests.some((r) => r.path === '/sys/user/queryUserByDepId' && r.query.id === 'd3')).toBe(true);
    await visibleModal().locator('.ant-table-row', { hasText: '王审核' }).waitFor();
    await expect(visibleModal().locator('.ant-table-row').count()).resolves.toBe(1);
    await visibleModal().locator('.ant-table-row', { hasText: '王审核' }).click();
    await visibleModal().getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('#wb-user [data-testid=value]', { hasText: 'shenhe' }).waitFor();
    await expect(page.locator('#wb-user input').first().inputValue()).resolves.toBe('王审核');
  });

  it('report popup: 1200 wide, 请选择一条记录 without a row, dictionary text, emits mapped fields and closes', async () => {
    await page.locator('#wb-popup').getByRole('button', { name: '选择' }).click();
    await visibleModal().getByText('延安革命纪念馆').waitFor({ timeout: 15000 });
    expect(await modalWidth()).toBe(1200);
    await expect(visibleModal().locator('.ant-modal-title').innerText()).resolves.toContain('景区报表');
    await expect(visibleModal().getByText('未发布').count()).resolves.toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/shots/widgets-b-report-popup.png' });
    await visibleModal().getByRole('button', { name: /确\s*定/ }).click();
    await message('请选择一条记录');
    await visibleModal().locator('.ant-table-row', { hasText: '延安革命纪念馆' }).click();
    await visibleModal().getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('#wb-popup [data-testid=value]', { hasText: '"spotName":"延安革命纪念馆"' }).waitFor();
    await expect(page.locator('#wb-popup [data-testid=value]').innerText()).resolves.toContain('"spotId":"s2"');
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
  });

  it('cron builder round trip on screen: typed expression → modes → new mode → expression', async () => {
    const box = page.locator('#wb-cron');
    await expect(box.getByTestId('cron-description').innerText()).resolves.toContain('每月最后一个工作日 12:00:00 执行');
    const input = box.getByLabel('cron表达式');
    await input.fill('0 15 10 ? * 6#3 *');
    await box.getByTestId('cron-description').filter({ hasText: '每月第3个周五 10:15:00 执行' }).waitFor();
    await expect(box.getByTestId('cron-next').count()).resolves.toBe(5);
    await box.getByRole('tab', { name: '日/周' }).click();
    await expect(box.locator('.ant-tabs-tabpane-active input[type=radio][value=nthWeekday]').isChecked()).resolves.toBe(true);
    await box.locator('.ant-tabs-tabpane-active label:has(input[type=radio][value=lastDay])').click();
    await expect(input.inputValue()).resolves.toBe('0 15 10 L * ? *');
    await box.getByTestId('cron-description').filter({ hasText: '每月最后一天 10:15:00 执行' }).waitFor();
    await page.locator('#wb-cron [data-testid=value]', { hasText: '0 15 10 L * ? *' }).waitFor();
    await input.fill('0 15 10 ? * 6#6 *');
    await box.getByTestId('cron-errors').filter({ hasText: '周：第几周 6 超出范围 1-5' }).waitFor();
    await box.screenshot({ path: '/tmp/shots/widgets-b-cron-error.png' });
    await input.fill('0 0 2 * * ? *');
    await box.getByTestId('cron-description').filter({ hasText: '每天 02:00:00 执行' }).waitFor();
    await box.screenshot({ path: '/tmp/shots/widgets-b-cron.png' });
  });

  it('advanced query: 不能查询空条件, then the encoded params', async () => {
    await page.locator('#wb-super').getByRole('button', { name: /高级查询/ }).click();
    await visibleModal().getByText('过滤条件匹配').waitFor();
    expect(await modalWidth()).toBe(1000);
    const trigger = await page.locator('[data-testid=super-query-trigger]').boundingBox();
    expect(trigger!.width).toBeGreaterThanOrEqual(110);
    await visibleModal().getByRole('button', { name: /^查\s*询$/ }).click();
    await message('不能查询空条件');
    const line = visibleModal().getByTestId('super-query-line').first();
    await line.locator('.ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '景区名称' }).click();
    await line.getByPlaceholder('请输入值').fill('井冈');
    await page.screenshot({ path: '/tmp/shots/widgets-b-super-query.png' });
    await visibleModal().getByRole('button', { name: /^查\s*询$/ }).click();
    const expected = encodeURI(JSON.stringify([{ field: 'spotname', rule: 'eq', val: '井冈', type: 'input' }]));
    await page.locator('[data-testid=super-value]', { hasText: expected }).waitFor();
  });
});
