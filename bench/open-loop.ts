// A constant-rate, open-loop HTTP load generator: request i is due at start + i / rate, whether or not earlier
// requests have answered, and its latency is counted from when it was due (not from when it was sent), so a stalled
// server or a late client cannot hide queueing ("coordinated omission"). This is what "p99 at 200 requests/s"
// means. autocannon's rate option instead lets each connection send its whole per-second quota at once at the start
// of every second, i.e. one burst of `rate` requests per second (kept in the benchmark as a second, harsher figure).
import { Agent, request } from 'node:http';

export interface OpenLoopOptions {
  url: string;
  rate: number;
  seconds: number;
  path: (i: number) => string;
  headers?: Record<string, string>;
  /** most sockets kept open at once (requests beyond wait for one, and that wait counts) */
  sockets?: number;
}

export interface OpenLoopResult {
  requests: number;
  non2xx: number;
  errors: number;
  /** how late the generator itself sent requests, p99 (ms): large values mean the client, not the server, lagged */
  sendLagP99: number;
  latency: { p50: number; p90: number; p99: number; max: number };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function openLoop(o: OpenLoopOptions): Promise<OpenLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: o.sockets ?? 64 });
  const total = Math.round(o.rate * o.seconds);
  const interval = 1000 / o.rate;
  const latencies: number[] = [];
  const lags: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now() + 50;

  const fire = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const u = new URL(o.path(i), o.url);
      const req = request(u, { agent, headers: o.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) non2xx += 1;
          resolve();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });

  for (let i = 0; i < total; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait - 0.5));
    while (performance.now() < due); // the last half millisecond: timers are too coarse for 5 ms spacing
    lags.push(performance.now() - due);
    pending.push(fire(i, due));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  const r1 = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: total,
    non2xx,
    errors,
    sendLagP99: r1(percentile(lags, 99)),
    latency: {
      p50: r1(percentile(latencies, 50)),
      p90: r1(percentile(latencies, 90)),
      p99: r1(percentile(latencies, 99)),
      max: r1(latencies[latencies.length - 1] ?? NaN),
    },
  };
}
