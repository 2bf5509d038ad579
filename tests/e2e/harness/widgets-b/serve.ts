import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import { startViteHarness } from '../vite-harness';
import { createMockApi, type Recorded } from './mock-api';

/** Serves the widgets-b harness on a free port, with the mock API as middleware. */
export async function startHarness(): Promise<{ url: string; server: ViteDevServer; requests: Recorded[] }> {
  const api = createMockApi();
  const { url, server } = await startViteHarness({
    name: 'widgets-b',
    root: fileURLToPath(new URL('.', import.meta.url)),
    api: (req, res, next) => api.handle(req, res, next),
  });
  return { url, server, requests: api.requests };
}

// `npx tsx tests/e2e/harness/widgets-b/serve.ts` keeps it running for manual checks.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  startHarness().then(({ url }) => console.log('widgets-b harness: ' + url));
}
