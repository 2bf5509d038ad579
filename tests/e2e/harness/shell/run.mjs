// Serves the shell harness with Vite and screenshots it (desktop 1440×900, phone 390×844) into /tmp/shots/shell-*.png.
// Usage: node tests/e2e/harness/shell/run.mjs
import { createServer } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('../../../../src', import.meta.url));
mkdirSync('/tmp/shots', { recursive: true });

const server = await createServer({
  configFile: false,
  root,
  publicDir: fileURLToPath(new URL('../../../../public', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@': src } },
  server: { port: 0, host: '127.0.0.1', fs: { allow: [fileURLToPath(new URL('../../../..', import.meta.url))] } },
  logLevel: 'warn',
});
await server.listen();
const { port } = server.httpServer.address();
const base = `http://127.0.0.1:${port}/`;

const notices = {
  success: true,
  code: 0,
  message: '',
  result: {
    anntMsgList: [
      { id: 'a1', titile: '关于国庆假期景区开放时间的通知', sendTime: '2024-09-28 10:00:00', priority: 'H', sender: 'admin', msgContent: '<p>十月一日至七日<b>正常开放</b></p><script>alert(1)</script>' },
      { id: 'a2', titile: '系统升级公告', sendTime: '2024-09-20 09:00:00', priority: 'M', sender: 'admin', msgContent: '<p>升级</p>' },
    ],
    anntMsgTotal: 2,
    sysMsgList: [{ id: 's1', titile: '待办：审核商户', sendTime: '2024-09-21 09:00:00', priority: 'L', openType: 'component', openPage: '/isystem/user', busId: '9' }],
    sysMsgTotal: 1,
  },
  timestamp: 0,
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const errors = [];
async function open(viewport, path = '/dashboard/analysis', init) {
  const ctx = await browser.newContext({ viewport, locale: 'zh-CN' });
  if (init) await ctx.addInitScript(init);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route('**/jeecg-boot/**', (r) =>
    r.request().url().includes('listByUser')
      ? r.fulfill({ json: notices })
      : r.fulfill({ json: { success: true, code: 0, message: '操作成功！', result: null, timestamp: 0 } }),
  );
  await page.goto(`${base}?path=${encodeURIComponent(path)}`);
  await page.waitForSelector('.rj-header');
  await page.waitForTimeout(600);
  return { ctx, page };
}

try {
  // Desktop: several tabs open, a submenu open.
  {
    const { ctx, page } = await open({ width: 1440, height: 900 });
    await page.getByRole('menuitem', { name: '景点管理' }).click();
    await page.getByRole('menuitem', { name: '景点列表' }).click();
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: '用户管理' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/shots/shell-desktop.png' });
    await page.locator('.rj-tab-label', { hasText: '景点列表' }).click({ button: 'right' });
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/shots/shell-desktop-tabmenu.png' });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '通知' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/shots/shell-desktop-bell.png' });
    await page.getByText('关于国庆假期景区开放时间的通知').click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/shots/shell-desktop-annt.png' });
    await page.locator('.ant-modal-close').click();
    await page.waitForTimeout(300);
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/shots/shell-desktop-user.png' });
    await page.getByRole('menuitem', { name: '系统设置' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/shots/shell-desktop-settings.png' });
    await page.getByRole('button', { name: '暗色菜单风格' }).click();
    await page.getByRole('button', { name: '火山' }).click();
    await page.locator('.ant-drawer-close').click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/shots/shell-desktop-dark.png' });
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '系统设置' }).click();
    await page.getByRole('button', { name: '顶部栏导航' }).click();
    await page.locator('.ant-drawer-close').click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/shots/shell-desktop-topmenu.png' });
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '密码修改' }).click();
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/shots/shell-desktop-password.png' });
    await ctx.close();
  }
  // Phone.
  {
    const { ctx, page } = await open({ width: 390, height: 844 }, '/spot/list');
    await page.screenshot({ path: '/tmp/shots/shell-phone.png' });
    await page.getByRole('button', { name: '切换菜单' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/shots/shell-phone-drawer.png' });
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: '角色管理' }).click();
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/shots/shell-phone-search.png' });
    await ctx.close();
  }
} finally {
  await browser.close();
  await server.close();
  console.log(errors.length ? `page errors:\n${errors.join('\n')}` : 'no page errors');
}
