// Serves a browser-test harness page with Vite (no config file) on a free port: the widget under test with the
// product's own source (`@/` → src), optionally with a mock Jeecg API as middleware.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type ViteDevServer } from 'vite';
import { freePort } from '../support/app-server';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => unknown;

export async function startViteHarness(opts: {
  name: string;
  root: string;
  api?: Middleware;
}): Promise<{ url: string; server: ViteDevServer }> {
  const port = await freePort();
  const api = opts.api;
  const server = await createServer({
    configFile: false,
    root: opts.root,
    logLevel: 'error',
    cacheDir: `/tmp/vite-cache-${opts.name}`,
    plugins: [
      react(),
      ...(api
        ? [
            {
              name: 'mock-jeecg-api',
              configureServer(s: ViteDevServer) {
                s.middlewares.use((req, res, next) => {
                  Promise.resolve(api(req, res, next)).catch((e: unknown) => {
                    res.statusCode = 500;
                    res.end(String(e));
                  });
                });
              },
            },
          ]
        : []),
    ],
    resolve: { alias: { '@': `${projectRoot}src` } },
    // The product imports these lazily (src/providers/notify.ts, http.ts); optimising them with `antd` up front keeps
    // one antd instance (the React 19 patch applies to it) and avoids a mid-test dependency reload.
    optimizeDeps: { include: ['antd', 'antd/es/message', 'antd/es/notification', 'antd/es/modal'] },
    server: { port, strictPort: true, host: '127.0.0.1', fs: { allow: [projectRoot] }, hmr: false },
  });
  await server.listen();
  return { url: `http://127.0.0.1:${port}/`, server };
}
