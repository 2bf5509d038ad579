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
| offered rate | ${list.rate} req/s, evenly spaced, for ${list.seconds} s (${list.requests} requests, ${list.non2xx} non-2xx, ${list.errors} errors) | 200 req/s |
| latency p50 / p90 / p99 / max | ${list.latency.p50} / ${list.latency.p90} / ${list.latency.p99} / ${list.latency.max} ms | p99 ≤ 25 ms |
| same rate sent as one burst per second (autocannon): p50 / p90 / p99 / max | ${list.bursts.latency.p50} / ${list.bursts.latency.p90} / ${list.bursts.latency.p99} / ${list.bursts.latency.max} ms (${list.bursts.requests} requests, ${list.bursts.non2xx} non-2xx) | — |

Unloaded latency per kind of query (sequential, 30 requests each, median / max ms):
${Object.entries(list.sequential).map(([k, v]) => `${k} ${v.median} / ${v.max}`).join('; ')}.

Method: \`bench/list-latency.ts\` seeds 100,000 users into a throwaway SQLite database, starts the server in its own
process, logs in as admin and drives it from the benchmark process over a mix of queries whose values vary per
request:
${list.queries.map((q) => `\`${q}\``).join(', ')}.
- The target figure comes from \`bench/open-loop.ts\`: request *i* is due at start + *i* × 5 ms whether or not
  earlier ones have answered, and its latency counts from when it was due, so neither a stalled server nor a late
  client hides queueing (the client's own send lag, p99 ${list.sendLagP99} ms, is included in the figures).
- The burst row is autocannon (20 connections, \`overallRate\`): its rate limit lets each connection send its
  per-second quota back to back at the start of every second, so the server gets 200 requests at once, then nothing.
  That is how this benchmark measured until 2026-11-22 (p99 56 ms); it measures how fast a burst drains, not the
  latency at a steady 200 requests/s.
- Registration-date ranges are the costliest query: about 3–5 ms inside SQLite (a count, then the top 10 matching
  rows by creation time). Registration date and creation time are the same instant
  here, so the old plan (walk the creation-time index newest first until ten rows of the range turn up) walked past
  every later row; a range of at most 20,000 rows is now paged from the registration-date index instead
  (\`EntityDef.listIndex.ranges\`).

${extra.join('\n\n')}
`;
writeFileSync('docs/benchmarks.md', md);
console.log(md);
