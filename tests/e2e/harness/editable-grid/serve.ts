import { createServer, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { createServer as netServer } from 'node:net';

const root = fileURLToPath(new URL('.', import.meta.url));
const projectRoot = fileURLToPath(new URL('../../../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = netServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Serves the grid harness with Vite (no config file) on a free port. */
export async function startHarness(): Promise<{ url: string; server: ViteDevServer }> {
  const port = await freePort();
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
