import { createServer, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { createServer as netServer } from 'node:net';
import { createMockApi, type Recorded } from './mock-api';

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

/** Serves the widgets-b harness with Vite (no config file) on a free port, with the mock API as middleware. */
export async function startHarness(): Promise<{ url: string; server: ViteDevServer; requests: Recorded[] }> {
  const port = await freePort();
  const api = createMockApi();
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    cacheDir: '/tmp/vite-cache-widgets-b',
    plugins: [
      react(),
      {
        name: 'mock-jeecg-api',
        configureServer(s) {
          s.middlewares.use((req, res, next) => {
            api.handle(req, res, next).catch((e: unknown) => {
              res.statusCode = 500;
              res.end(String(e));
            });
          });
        },
      },
    ],
    resolve: { alias: { '@': `${projectRoot}src` } },
    server: { port, strictPort: true, host: '127.0.0.1', fs: { allow: [projectRoot] }, hmr: false },
  });
  await server.listen();
  return { url: `http://127.0.0.1:${port}/`, server, requests: api.requests };
}

// `npx tsx tests/e2e/harness/widgets-b/serve.ts` keeps it running for manual checks.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  startHarness().then(({ url }) => console.log(`widgets-b harness: ${url}`));
}
