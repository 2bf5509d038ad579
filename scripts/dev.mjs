// `npm run dev`: the API server in watch mode plus Vite with its proxy to it (vite.config.ts).
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const env = { ...process.env, PORT: port };
const procs = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } });
