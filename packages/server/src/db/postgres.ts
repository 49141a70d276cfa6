import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ADVISORY_LOCKS } from '../lib/advisory-locks';
import { DbHealth } from './health';
import { installJobQueue } from './job-queue';
import { MIGRATIONS_FOLDER } from './migrations';
import { listenPostgres } from './postgres-listen';
import * as schema from './schema';
import type { Database, Listener } from './types';

export interface PostgresOptions {
  url: string;
  /**
   * The tables' owner, who alone migrates; the server then runs as `url`'s role, which need not
   * own them (docs/deploying.md#database-roles). Unset: `url`'s role migrates.
   */
  migrationUrl?: string;
  poolMax?: number;
  /** How long a query may wait for a pooled connection (and for a new one to open). */
  poolWaitMs?: number;
  /** Server-side statement_timeout for every connection; 0 leaves the server's default (none). */
  statementTimeoutMs?: number;
  /** Errors of idle pooled connections (server restarted, network cut). They are never thrown. */
  onPoolError?: (err: Error) => void;
}

export async function openPostgres(opts: PostgresOptions): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.poolMax ?? 10,
    connectionTimeoutMillis: opts.poolWaitMs ?? 5_000,
    statement_timeout: opts.statementTimeoutMs ?? 30_000,
    application_name: 'crewline',
    keepAlive: true,
  });
  // An idle client whose server went away emits 'error' on the pool; unhandled, it would
  // crash the process. The pool has already discarded that client, so new queries open a
  // fresh connection once the server is back.
  const health = new DbHealth();
  pool.on('error', (err) => {
    health.markLost();
    opts.onPoolError?.(err);
  });
  pool.on('connect', () => health.markConnected());
  try {
    if (opts.migrationUrl) {
      const owner = new pg.Pool({ connectionString: opts.migrationUrl, max: 1, application_name: 'crewline-migrate' });
      try {
        await migrateLocked(owner);
      } finally {
        await owner.end();
      }
    } else {
      await migrateLocked(pool);
    }
    const db = drizzle({ client: pool, schema });
    const listen = (channel: string, listener: Listener) => listenPostgres(opts.url, channel, listener);
    return { db, kind: 'postgres', health, pool, listen, close: () => pool.end() };
  } catch (err) {
    await pool.end();
    throw err;
  }
}

/**
 * Several server processes may share one database and start together: they take turns.
 * Lock, check and migration share one connection, so a pool of one suffices; an up-to-date
 * schema is not touched, so a read-only (restricted) database still opens. The job queue's
 * schema (pg-boss) is installed or upgraded in the same step, by the same role.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migration]);
    if (await migrationsPending(client)) {
      await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    }
    await installJobQueue(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migration]).catch(() => undefined);
    client.release();
  }
}

/** drizzle's own test: the newest applied migration is older than the newest in the folder. */
async function migrationsPending(client: pg.PoolClient): Promise<boolean> {
  const newest = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).at(-1)?.folderMillis ?? 0;
  const table = await client.query<{ name: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table.rows[0]?.name) return true;
  const applied = await client.query<{ at: string | null }>(
    'select max(created_at)::text as at from drizzle.__drizzle_migrations',
  );
  return Number(applied.rows[0]?.at ?? 0) < newest;
}
