// Front-end figures in Chromium against the built app on the real server (issue 2):
// gzip bytes of JS loaded to show /user/login and /dashboard/analysis, time to the login form, login → dashboard ready.
// Run: npm run build && npx tsx bench/frontend.ts → JSON on stdout.
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, startApp } from '../tests/e2e/support/app-server.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

function trackJs(page: Page) {
  const files = new Map<string, number>();
  page.on('response', async (res) => {
    const url = res.url();
    if (!url.endsWith('.js')) return;
    try {
      const body = await res.body();
      files.set(url, gzipSync(body, { level: 9 }).length);
    } catch {
      files.set(url, NaN); // body unavailable (navigation raced): reported as NaN, never silently zero
    }
  });
  return () => [...files.values()].reduce((a, b) => a + b, 0);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const app = await startApp();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const loginForm: number[] = [];
const loginToDashboard: number[] = [];
let loginJs = 0;
let dashboardJs = 0;
try {
  for (let i = 0; i < RUNS; i++) {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await ctx.newPage();
    const jsTotal = trackJs(page);
    const t0 = Date.now();
    await page.goto(`${app.url}/user/login`);
    await page.getByPlaceholder('请输入用户名').waitFor();
    loginForm.push(Date.now() - t0);
    await page.waitForLoadState('networkidle');
    if (i === 0) loginJs = jsTotal();
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill('123456');
    await page.getByPlaceholder('请输入验证码').fill('abcd'); // captcha checking is off on this server
    const t1 = Date.now();
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/dashboard/analysis');
    await page.getByText('今日访问').first().waitFor();
    loginToDashboard.push(Date.now() - t1);
    await page.waitForLoadState('networkidle');
    if (i === 0) dashboardJs = jsTotal();
    await ctx.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
console.log(
  JSON.stringify({
    runs: RUNS,
    loginRouteJsGzipBytes: loginJs,
    dashboardJsGzipBytes: dashboardJs,
    timeToLoginFormMs: { median: median(loginForm), all: loginForm },
    loginToDashboardReadyMs: { median: median(loginToDashboard), all: loginToDashboard },
  }),
);
