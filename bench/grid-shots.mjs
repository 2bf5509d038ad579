// Screenshots of the grid harness with validation tooltips and footer rows: /tmp/shots/grid-{desktop,phone}.png.
// Run: node bench/grid-shots.mjs
import { mkdirSync } from 'node:fs';
import { launchChromium, startHarness } from './grid-harness.mjs';

mkdirSync('/tmp/shots', { recursive: true });
const { url, server } = await startHarness();
const browser = await launchChromium();
try {
  for (const [name, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
    const page = await browser.newPage({ viewport });
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text().slice(0, 300)); });
    await page.goto(`${url}?scenario=full&rows=6`, { timeout: 180000 });
    await page.waitForSelector('.eg-row', { timeout: 60000 });
    // Break a few cells, the last row's among them (right above the 合计/平均 footer), then validate the table.
    await page.evaluate(async () => {
      const g = window.__grid;
      g.setValues([
        { rowKey: 'r6', values: { name: '', price: '12.345' } },
        { rowKey: 'r2', values: { code: 'abc' } },
      ]);
      await g.validateTable();
    });
    await page.evaluate(() => window.__grid.scrollToRow('r6'));
    await page.waitForTimeout(200);
    const box = await page.locator('[data-cell="r6|price"]').boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/grid-${name}.png`, fullPage: true });
    console.log(`/tmp/shots/grid-${name}.png`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
