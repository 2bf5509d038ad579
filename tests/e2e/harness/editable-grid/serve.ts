import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import { startViteHarness } from '../vite-harness';

/** Serves the grid harness on a free port. */
export function startHarness(): Promise<{ url: string; server: ViteDevServer }> {
  return startViteHarness({ name: 'editable-grid', root: fileURLToPath(new URL('.', import.meta.url)) });
}
