// Diagnostic: where the time of one scroll frame goes (script vs. the rest). Run: node bench/grid-probe.mjs [rows]
import { launchChromium, startHarness } from './grid-harness.mjs';
const rows = process.argv[2] ?? '10000';
const { url, server } = await startHarness();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${url}?scenario=big&rows=${rows}`, { timeout: 180000 });
  await page.waitForSelector('.eg-row', { timeout: 180000 });
  const out = await page.evaluate(async () => {
    const el = document.querySelector('.eg-scroll');
    const res = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      el.scrollTop += 61 * 40;
      el.dispatchEvent(new Event('scroll'));
      const t1 = performance.now();
      await new Promise((r) => setTimeout(r, 0));
      const t2 = performance.now();
      void document.body.offsetHeight;
      const t3 = performance.now();
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const t4 = performance.now();
      res.push([t1 - t0, t2 - t1, t3 - t2, t4 - t3].map((x) => Math.round(x)));
    }
    return res;
  });
  console.log(JSON.stringify(out));
} finally {
  await browser.close();
  await server.close();
}
