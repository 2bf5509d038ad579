// `/weixin/wxSysUser/list` latency under load with 100,000 WeChat users (issue 2 target: p99 ≤ 25 ms at 200 req/s).
// Run: npx tsx bench/list-latency.ts  → prints a JSON summary (bench/run.mjs writes it into docs/benchmarks.md).
import autocannon from 'autocannon';
import { createTestServer } from '../server/src/testing.js';

const USERS = Number(process.env.BENCH_USERS ?? 100000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const DURATION = Number(process.env.BENCH_SECONDS ?? 20);

const server = await createTestServer({ wxUsers: USERS });
const token = await server.login('admin');
const base = '/jeecg-boot/weixin/wxSysUser/list';
const queries = [
  'pageNo=1&pageSize=10&column=createTime&order=desc',
  'pageNo=1&pageSize=10&column=zcsj&order=desc&nickname=*%E5%BC%A0*',
  'pageNo=3&pageSize=30&column=createTime&order=desc&zcsj=2026-03-01&zcsj2=2026-06-30',
  'pageNo=1&pageSize=10&column=createTime&order=desc&userstate=2',
  'pageNo=500&pageSize=20&column=createTime&order=desc',
];
let i = 0;
const result = await autocannon({
  url: server.baseUrl,
  connections: 20,
  overallRate: RATE,
  duration: DURATION,
  headers: { 'X-Access-Token': token, 'tenant-id': '0' },
  requests: [
    {
      method: 'GET',
      setupRequest: (req) => {
        req.path = `${base}?_t=${Math.floor(Date.now() / 1000)}&${queries[i++ % queries.length]}`;
        return req;
      },
    },
  ],
});
await server.close();
const out = {
  users: USERS,
  rate: RATE,
  seconds: DURATION,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  latency: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
  queries,
};
console.log(JSON.stringify(out));
