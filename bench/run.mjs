// `npm run bench`: runs every benchmark and writes docs/benchmarks.md. Figures are reported, never asserted.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

const tsx = (file) => {
  const out = execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.trim().split('\n').pop());
};

execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
const fe = tsx('bench/frontend.ts');
const list = tsx('bench/list-latency.ts');
const extra = ['docs/benchmarks-grid.md', 'docs/benchmarks-widgets.md']
  .filter((f) => existsSync(f))
  .map((f) => readFileSync(f, 'utf8').trim());

const kb = (b) => `${(b / 1024).toFixed(1)} kB`;
const md = `# Benchmarks

Measured ${new Date().toISOString().slice(0, 10)} on this project's machine kind (${cpus().length} cores, Node ${process.version},
Debian Chromium headless). Re-run with \`npm run bench\`; tests never assert these figures.

## Front end (built app on the real server, Chromium, ${fe.runs} runs)
| figure | result | target |
|---|---|---|
| JS a browser loads to show /user/login (gzip) | ${kb(fe.loginRouteJsGzipBytes)} | ≤ 250 kB |
| JS loaded by the time /dashboard/analysis is ready (gzip, cumulative from login) | ${kb(fe.dashboardJsGzipBytes)} | — |
| time to the login form (median) | ${fe.timeToLoginFormMs.median} ms (runs: ${fe.timeToLoginFormMs.all.join(', ')}) | — |
| login → dashboard ready (median) | ${fe.loginToDashboardReadyMs.median} ms (runs: ${fe.loginToDashboardReadyMs.all.join(', ')}) | — |

Method: \`bench/frontend.ts\` starts \`server/src/main.ts\` on a fresh database with the built \`dist/\`, records every
JS response and gzips its body (level 9) to count bytes; times are wall-clock from navigation to the username field,
and from the login click to the dashboard's 今日访问 figure.

## \`/weixin/wxSysUser/list\` under load
| figure | result | target |
|---|---|---|
| WeChat users in the table | ${list.users.toLocaleString('en')} | 100,000 |
| offered rate | ${list.rate} req/s for ${list.seconds} s (${list.requests} requests, ${list.non2xx} non-2xx, ${list.errors} errors) | 200 req/s |
| latency p50 / p90 / p99 / max | ${list.latency.p50} / ${list.latency.p90} / ${list.latency.p99} / ${list.latency.max} ms | p99 ≤ 25 ms |

Unloaded latency per kind of query (sequential, 30 requests each, median / max ms):
${Object.entries(list.sequential).map(([k, v]) => `${k} ${v.median} / ${v.max}`).join('; ')}.

Method: \`bench/list-latency.ts\` seeds 100,000 users into a throwaway SQLite database, logs in as admin and drives
autocannon (20 connections) at a fixed overall rate from a separate process over a mix of queries whose values vary
per request:
${list.queries.map((q) => `\`${q}\``).join(', ')}.

${extra.join('\n\n')}
`;
writeFileSync('docs/benchmarks.md', md);
console.log(md);
