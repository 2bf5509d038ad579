// What an operator does, end to end: the built app on the real server, driven in Chromium (issue 2).
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import * as XLSX from '@e965/xlsx';
import { CHROMIUM_ARGS, startApp, type RunningApp } from './support/app-server';

let app: RunningApp;
let browser: Browser;
let ctx: BrowserContext;
let page: Page;
let adminToken = '';

async function api(path: string, init: RequestInit = {}) {
  const res = await fetch(`${app.api}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', 'X-Access-Token': adminToken, ...(init.headers ?? {}) },
  });
  return { status: res.status, body: await res.json() };
}

async function login(p: Page, username = 'admin') {
  await p.getByPlaceholder('请输入用户名').fill(username);
  await p.getByPlaceholder('请输入密码').fill('123456');
  await p.getByPlaceholder('请输入验证码').fill('abcd'); // LOGIN_CAPTCHA=off on this server: any text passes
  await p.getByRole('button', { name: /登\s*录/ }).click();
}

const tokenInPage = () =>
  page.evaluate(() => {
    const raw = localStorage.getItem('pro__Access-Token');
    return raw ? (JSON.parse(raw).value as string) : '';
  });

beforeAll(async () => {
  app = await startApp();
  const r = await fetch(`${app.api}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  });
  adminToken = (await r.json()).result.token;
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true, locale: 'zh-CN' });
  page = await ctx.newPage();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('operator journey', () => {
  it('a protected page sends to login with the redirect, and login lands on the dashboard', async () => {
    await page.goto(`${app.url}/dashboard/analysis`);
    await page.waitForURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis/);
    await login(page);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await expect(page.title()).resolves.toBe('红色旅程后台管理系统');
    await page.getByText('欢迎您 管理员').waitFor();
    await page.locator('.ant-tabs-tab', { hasText: '首页' }).waitFor();
  });

  it('opens WeChat users from the menu, filters, freezes and enables a user', async () => {
    // A normal user with a unique nickname, chosen from the server's own data.
    const list = await api('/weixin/wxSysUser/list?pageNo=1&pageSize=50&userstate=1');
    const nicknames = list.body.result.records.map((u: { nickname: string }) => u.nickname);
    const nick = nicknames.find((n: string) => nicknames.filter((m: string) => m === n).length === 1 && !/[^\u4e00-\u9fa5_·A-Za-z0-9]/.test(n));
    expect(nick).toBeTruthy();

    await page.getByRole('menuitem', { name: '运营管理' }).click();
    await page.getByRole('menuitem', { name: '商户微信用户' }).click();
    await page.waitForURL(/\/weixin\/wxSysUser$/);
    const table = page.locator('.ant-table-tbody');
    await table.locator('tr.ant-table-row').first().waitFor();

    const nickInput = page.getByPlaceholder('请输入昵称');
    await nickInput.fill(nick);
    await nickInput.press('Enter');
    const row = table.locator('tr.ant-table-row', { hasText: nick });
    await expect.poll(() => table.locator('tr.ant-table-row').count()).toBe(await row.count());
    await expect(row.first().getByText('正常')).toBeTruthy();

    await row.first().getByText('冻结', { exact: true }).click();
    await page.getByText('确定确定【冻结】该用户?').waitFor();
    await page.locator('.ant-popover, .ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await row.first().locator('.ant-tag', { hasText: '冻结' }).waitFor();
    await expect.poll(() => row.first().getAttribute('class')).toContain('row-warn');
    const color = await row.first().locator('td').nth(2).evaluate((td) => getComputedStyle(td).color);
    expect(color).toBe('rgb(245, 34, 45)');
    const frozen = await api(`/weixin/wxSysUser/list?pageNo=1&pageSize=10&nickname=${encodeURIComponent(nick)}`);
    expect(frozen.body.result.records[0].userstate).toBe('2');

    await row.first().getByText('启用', { exact: true }).click();
    await page.getByText('确定确定【启用】该用户?').waitFor();
    await page.locator('.ant-popover, .ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
    await row.first().locator('.ant-tag', { hasText: '正常' }).waitFor();
    await expect.poll(() => row.first().getAttribute('class')).not.toContain('row-warn');
  });

  it('exports the filtered rows as a spreadsheet named 微信用户登录信息.xls', async () => {
    await page.getByRole('button', { name: /重\s*置/ }).click();
    const nickInput = page.getByPlaceholder('请输入昵称');
    await nickInput.fill('同志');
    await nickInput.press('Enter');
    const expected = await api(`/weixin/wxSysUser/list?pageNo=1&pageSize=1000&nickname=${encodeURIComponent('*同志*')}`);
    const names: string[] = expected.body.result.records.map((u: { nickname: string }) => u.nickname);
    expect(names.length).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导\s*出/ }).click()]);
    expect(download.suggestedFilename()).toBe('微信用户登录信息.xls');
    const file = await download.path();
    const wb = XLSX.read(readFileSync(file), { type: 'buffer' });
    const cells = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]], { header: 1 }).flat().map(String);
    for (const n of names) expect(cells).toContain(n);
    expect(cells.filter((c) => c.includes('同志')).length).toBe(names.length);
  });

  it('tabs: several open, close others from the context menu, 首页 cannot be closed', async () => {
    await page.getByRole('menuitem', { name: '景区管理' }).click();
    await page.getByRole('menuitem', { name: '景区列表' }).click();
    await page.waitForURL(/\/spot\/list$/);
    await page.getByRole('menuitem', { name: '组件示例' }).first().click();
    await page.locator('.ant-menu-sub').getByRole('menuitem', { name: '组件示例' }).click();
    await page.waitForURL(/\/demo\/widgets$/);
    await page.locator('.rj-tab-label', { hasText: '组件示例' }).waitFor();
    // the operator sees the page before using the tab bar (its chunk may still be arriving on a slow machine)
    await page.getByText('本页展示系统中可复用的组件').waitFor();
    // the workspace's own tab bar (the gallery page has tabs of its own)
    const tabs = page.locator('.rj-tabs > .ant-tabs-nav .ant-tabs-tab');
    expect(await tabs.allInnerTexts()).toEqual(['首页', '商户微信用户', '景区列表', '组件示例']);

    await page.locator('.rj-tab-label', { hasText: '景区列表' }).click({ button: 'right' });
    const closeOthers = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: '关闭其他' });
    await closeOthers.waitFor();
    await closeOthers.click();
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['首页', '景区列表']);
    await page.waitForURL(/\/spot\/list$/);

    await page.locator('.ant-tabs-tab', { hasText: '首页' }).locator('.ant-tabs-tab-remove').click();
    await page.getByText('首页不能关闭!').waitFor();
    expect(await tabs.count()).toBe(2);
  });

  it('an expired token shows the 登录已过期 dialog and leads back to login', async () => {
    const token = await tokenInPage();
    expect(token).not.toBe('');
    // The session ends on the server (as after the idle timeout): the next call answers 500 Token失效.
    const out = await fetch(`${app.api}/sys/logout`, { method: 'POST', headers: { 'X-Access-Token': token } });
    expect((await out.json()).success).toBe(true);
    // No click needed: the app's next request (the notice bell polls every 6000 ms) meets the ended session.
    // Clicking something here would race with that poll's dialog.
    await page.getByText('很抱歉，登录已过期，请重新登录').waitFor();
    expect(await page.locator('.ant-modal-confirm-title', { hasText: '登录已过期' }).count()).toBe(1);
    await page.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL(/\/user\/login/);
  });

  it('logging out from the user menu lands on /user/login', async () => {
    await login(page);
    await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
    await page.getByText('欢迎您 管理员').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByText('真的要注销登录吗 ?').waitFor();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/user\/login$/);
    expect(await tokenInPage()).toBe('');
  });
});
