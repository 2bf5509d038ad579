// Screenshots of the pages of this area against a running server (captcha off):
//   PORT=18090 DATA_DIR=/tmp/pages-shots LOGIN_CAPTCHA=off npm run serve
//   node tests/e2e/harness/pages/shots.mjs [baseUrl]
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:18090';
const out = process.env.SHOTS_DIR ?? '/tmp/shots';
const only = process.env.ONLY ? process.env.ONLY.split(',') : null;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const pages = [
  ['dashboard', '/dashboard/analysis'],
  ['wxuser', '/weixin/wxSysUser'],
  ['spot', '/spot/list'],
  ['spot-create', '/spot/list/create'],
  ['announcement', '/isps/userAnnouncement'],
  ['404', '/404'],
];

for (const [label, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const ctx = await browser.newContext({ viewport, locale: 'zh-CN', deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log(`[${label}] pageerror`, e.message));
  await page.goto(`${base}/user/login`);
  await page.waitForSelector('text=账号密码登录');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/pages-login-${label}.png` });
  // a failed login first: the message under the form (the server locks an account after a few failures: SKIP_FAIL=1)
  await page.getByLabel('用户名', { exact: true }).fill('admin');
  if (!process.env.SKIP_FAIL) {
  await page.getByLabel('密码', { exact: true }).fill('wrong-password');
  await page.getByLabel('验证码', { exact: true }).fill('abcd');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForSelector('[role=alert]');
  await page.screenshot({ path: `${out}/pages-login-failed-${label}.png` });
  }
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByLabel('验证码', { exact: true }).fill('abcd');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/dashboard|analysis/, { timeout: 30000 });
  for (const [name, path] of pages) {
    if (only && !only.includes(name)) continue;
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(3500);
    await page.screenshot({ path: `${out}/pages-${name}-${label}.png`, fullPage: name !== 'dashboard' || label === 'desktop' });
    if (name === 'spot') {
      await page.getByText('查看', { exact: true }).first().click();
      await page.waitForTimeout(3000);
      await page.screenshot({ path: `${out}/pages-spot-show-${label}.png`, fullPage: true });
      await page.getByRole('button', { name: /编\s*辑/ }).click();
      await page.waitForTimeout(3000);
      await page.screenshot({ path: `${out}/pages-spot-edit-${label}.png`, fullPage: true });
    }
  }
  await ctx.close();
}
await browser.close();
