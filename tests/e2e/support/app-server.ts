// Starts the real server (server/src/main.ts) on a free port with a throwaway DATA_DIR, serving the built front end
// from dist/. Used by the browser tests and the benchmarks: what runs is exactly what `npm start` runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningApp {
  url: string;
  api: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.unref();
    s.on('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => res(port));
    });
  });
}

export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const root = resolve(import.meta.dirname, '../../..');
  if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hongse-e2e-'));
  let out = '';
  const child: ChildProcess = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOGIN_CAPTCHA: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
    try {
      const r = await fetch(`${url}/jeecg-boot/sys/randomImage/probe`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    api: `${url}/jeecg-boot`,
    dataDir,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
