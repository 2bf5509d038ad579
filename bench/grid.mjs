// Editable grid benchmark: the browser harness in Chromium with 10,000 rows × 10 columns.
// Measures first render, scroll frame time p95 through the whole grid, key press → validated cell visible, JS heap.
// Run: node bench/grid.mjs   (prints JSON; figures go to docs/benchmarks-grid.md)
import { launchChromium, startHarness } from './grid-harness.mjs';

const RUNS = Number(process.env.RUNS ?? 2);
const pct = (arr, p) => {
  const s = [...arr].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const median = (arr) => pct(arr, 50);

const production = process.env.DEV !== '1';
const { url, server } = await startHarness({ production });
const browser = await launchChromium();
const results = { idleP95: [], jumpP95: [], domRowsMax: [], firstRender: [], scrollP95: [], scrollMax: [], frames: [], edit: [], heapMB: [] };
try {
  // Warm-up load so Vite's dependency optimisation does not count.
  {
    const p = await browser.newPage();
    await p.goto(`${url}?scenario=big&rows=${process.env.ROWS ?? 10000}`, { timeout: 180000 });
    await p.waitForSelector('.eg-row', { timeout: 180000 });
    await p.close();
  }
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${url}?scenario=big&rows=${process.env.ROWS ?? 10000}`, { timeout: 180000 });
    await page.waitForSelector('.eg-row', { timeout: 180000 });
    // First render: from the harness's createRoot().render call to the first frame painted with rows.
    const first = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const t0 = window.__renderStart;
          const check = () => {
            if (document.querySelector('.eg-row')) requestAnimationFrame(() => resolve(performance.now() - t0));
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    // The first measurement above includes time after rows appeared; take the mount mark instead when present.
    const mount = await page.evaluate(() => {
      const e = performance.getEntriesByName('eg-first-rows')[0];
      return e ? e.startTime - window.__renderStart : null;
    });
    results.firstRender.push(mount ?? first);

    // Baseline: frame deltas with nothing to do (shows how loaded the machine is).
    const idle = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const d = [];
          let last = 0;
          const tick = (now) => {
            if (last) d.push(now - last);
            last = now;
            if (d.length < 120) requestAnimationFrame(tick);
            else resolve(d);
          };
          requestAnimationFrame(tick);
        }),
    );
    results.idleP95.push(pct(idle, 95));

    // Scroll through the whole grid programmatically, one step per animation frame, recording frame deltas:
    // "fling" = 4 rows (244 px) per frame, like a fast wheel/trackpad fling; "jump" = 40 rows per frame, every frame
    // showing only rows never seen before (worst case).
    const scrollThrough = (stepRows) =>
      page.evaluate(
        (stepPx) =>
          new Promise((resolve) => {
            const el = document.querySelector('.eg-scroll');
            el.scrollTop = 0;
            const max = el.scrollHeight - el.clientHeight;
            const deltas = [];
            let last = 0;
            let maxRows = 0;
            const tick = (now) => {
              if (last) deltas.push(now - last);
              last = now;
              maxRows = Math.max(maxRows, document.querySelectorAll('.eg-row').length);
              if (el.scrollTop >= max) return resolve({ deltas: deltas.slice(1), maxRows });
              el.scrollTop = Math.min(max, el.scrollTop + stepPx);
              requestAnimationFrame(tick);
            };
            requestAnimationFrame(() => requestAnimationFrame(tick));
          }),
        61 * stepRows,
      );
    const fling = await scrollThrough(4);
    results.scrollP95.push(pct(fling.deltas, 95));
    results.scrollMax.push(Math.max(...fling.deltas));
    results.frames.push(fling.deltas.length);
    results.domRowsMax.push(fling.maxRows);
    const jump = await scrollThrough(40);
    results.jumpP95.push(pct(jump.deltas, 95));

    // Edit latency: key press in a cell editor → the cell shows its validation error (MutationObserver sees it).
    await page.evaluate(() => (document.querySelector('.eg-scroll').scrollTop = 0));
    await page.waitForTimeout(100);
    await page.locator('[data-cell="r2|code"] .eg-cell-text').click();
    const input = page.locator('[data-cell="r2|code"] input');
    await input.waitFor();
    const edits = [];
    for (let i = 0; i < 10; i++) {
      await input.fill('1234567');
      await page.waitForTimeout(50);
      await page.evaluate(() => {
        const anchor = document.querySelector('[data-cell="r2|code"]');
        window.__editDone = new Promise((resolve) => {
          const obs = new MutationObserver(() => {
            if (anchor.querySelector('[data-error]') && document.querySelector('[role="tooltip"]')) {
              obs.disconnect();
              requestAnimationFrame(() => resolve(performance.now()));
            }
          });
          obs.observe(document.body, { subtree: true, childList: true, attributes: true });
        });
        window.__keyAt = 0;
        anchor.querySelector('input').addEventListener('keydown', () => (window.__keyAt = performance.now()), { once: true });
      });
      await input.press('x');
      edits.push(await page.evaluate(async () => (await window.__editDone) - window.__keyAt));
    }
    results.edit.push(median(edits));

    const heap = await page.evaluate(() => (performance.memory ? performance.memory.usedJSHeapSize : 0));
    results.heapMB.push(heap / 1024 / 1024);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const r = (x) => Math.round(x * 10) / 10;
const summary = {
  date: new Date().toISOString(),
  build: production ? 'production (vite build + preview)' : 'development (vite dev server)',
  runs: RUNS,
  rows: Number(process.env.ROWS ?? 10000),
  idleFrameP95Ms: r(median(results.idleP95)),
  loadAverage: (await import('node:os')).loadavg().map(r),
  firstRenderMs: r(median(results.firstRender)),
  scrollFrameP95Ms: r(median(results.scrollP95)),
  scrollFrameMaxMs: r(median(results.scrollMax)),
  scrollFrames: median(results.frames),
  scrollJumpFrameP95Ms: r(median(results.jumpP95)),
  domRowsMax: Math.max(...results.domRowsMax),
  editToValidatedMs: r(median(results.edit)),
  jsHeapMB: r(median(results.heapMB)),
  raw: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v.map(r)])),
};
console.log(JSON.stringify(summary, null, 2));
