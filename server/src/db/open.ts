// Opens the SQLite database file (WAL) and wraps it in Kysely; both handles are used: Kysely for ordinary reads and
// writes, the raw better-sqlite3 handle (through StatementCache) for the hot paths (lists, sessions).
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DB } from './schema.js';

export interface Database {
  kysely: Kysely<DB>;
  sqlite: BetterSqlite3.Database;
  close(): Promise<void>;
}

export function openDatabase(file: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  let closed = false;
  return {
    kysely,
    sqlite,
    async close() {
      if (closed) return;
      closed = true;
      await kysely.destroy(); // also closes the better-sqlite3 handle
    },
  };
}
