// Starts the editable-grid browser harness (tests/e2e/harness/editable-grid) with Vite and launches Chromium.
// Shared by bench/grid.mjs and bench/grid-shots.mjs; the vitest e2e test has its own TypeScript twin (serve.ts).
import { build, createServer, preview } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { createServer as netServer } from 'node:net';
import { chromium } from 'playwright-core';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));
const root = `${projectRoot}tests/e2e/harness/editable-grid`;

function freePort() {
  return new Promise((resolve, reject) => {
    const s = netServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * `production: true` builds the harness (React production build, minified) and serves it with `vite preview`: the
 * figures that matter to operators. The default dev server runs React's development build, several times slower.
 */
export async function startHarness({ production = false } = {}) {
  const port = await freePort();
  if (production) {
    const outDir = '/tmp/editable-grid-harness-dist';
    await build({
      configFile: false,
      root,
      logLevel: 'error',
      mode: 'production',
      cacheDir: '/tmp/vite-cache-editable-grid',
      plugins: [react()],
      resolve: { alias: { '@': `${projectRoot}src` } },
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
    });
    const server = await preview({
      configFile: false,
      root,
      logLevel: 'error',
      build: { outDir },
      preview: { port, strictPort: true, host: '127.0.0.1' },
    });
    return { url: `http://127.0.0.1:${port}/`, server: { close: () => server.close() } };
  }
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    cacheDir: '/tmp/vite-cache-editable-grid',
    plugins: [react()],
    resolve: { alias: { '@': `${projectRoot}src` } },
    server: { port, strictPort: true, host: '127.0.0.1', fs: { allow: [projectRoot] }, hmr: false },
  });
  await server.listen();
  return { url: `http://127.0.0.1:${port}/`, server };
}

export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
