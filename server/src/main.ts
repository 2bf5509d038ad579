// Entry point: `npm run serve`. Reads the environment, opens SQLite (WAL) at DATA_DIR/jeecg.db, migrates, seeds on
// first start, listens. Never logs passwords or tokens (request URLs are logged with `token=` masked).
import { join, resolve } from 'node:path';
import { buildApp } from './app.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open.js';
import { seed } from './db/seed.js';
import { verifyPassword } from './lib/password.js';

const env = process.env;
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '0.0.0.0';
const dataDir = resolve(env.DATA_DIR ?? './data');
const adminPassword = env.ADMIN_PASSWORD ?? '123456';
const captcha = (env.LOGIN_CAPTCHA ?? '').toLowerCase() !== 'off';
const idle = Number(env.TOKEN_IDLE_SECONDS ?? 3600);
const staticDir = resolve(env.STATIC_DIR ?? './dist');

const maskToken = (url: string): string => url.replace(/([?&]token=)[^&]*/gi, '$1***');

async function main(): Promise<void> {
  const db = openDatabase(join(dataDir, 'jeecg.db'));
  const applied = await migrate(db.kysely);
  const seeded = await seed(db, { adminPassword, dataDir });
  db.sqlite.pragma('optimize'); // refresh planner statistics when they are stale
  const app = await buildApp({
    db,
    dataDir,
    captcha,
    tokenIdleSeconds: Number.isFinite(idle) && idle > 0 ? idle : 3600,
    staticDir,
    logger: {
      level: env.LOG_LEVEL ?? 'info',
      serializers: {
        req: (req) => ({ method: req.method, url: maskToken(req.url), remoteAddress: req.ip }),
      },
    },
  });
  const close = async (): Promise<void> => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
  await app.listen({ port, host });
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log('');
  console.log(`红色旅程后台已启动: http://${shownHost}:${port}/   (接口: http://${shownHost}:${port}/jeecg-boot)`);
  console.log(`数据目录: ${dataDir}${applied.length ? `  已执行迁移: ${applied.join(', ')}` : ''}${seeded ? '  已写入演示数据' : ''}`);
  console.log(`演示账号: admin（首次启动时的密码为 ADMIN_PASSWORD 的值${env.ADMIN_PASSWORD ? '' : '，默认 123456'}）${captcha ? '' : '  （已关闭登录验证码）'}`);
  const admin = db.sqlite.prepare('SELECT password, salt FROM sys_user WHERE username = ? AND del_flag = 0').get('admin') as { password: string; salt: string } | undefined;
  if (admin && (await verifyPassword('123456', admin.salt, admin.password))) {
    console.log('警告: admin 仍在使用默认密码 123456，请登录后立即修改（右上角 → 密码修改），或以 ADMIN_PASSWORD 环境变量首次启动。');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
