import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  type Db as BossDb,
  type DrizzleTransactionLike,
  fromDrizzle,
  getConstructionPlans,
  getMigrationPlans,
  PgBoss,
} from 'pg-boss';
import type { Db } from './types';

/**
 * pg-boss, the job queue PostgreSQL deployments run (docs/adr/0028-pg-boss-delivery.md). Its
 * schema is ours to make: the owner installs and upgrades it with the migrations
 * (`installJobQueue`), and the server starts pg-boss with `migrate: false`, so the server's role
 * (docs/deploying.md#database-roles) never needs to create anything. PGlite has no pg-boss.
 */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** The queues the migrations make; jobs sent to any other would be refused. */
export const JOB_QUEUES = {
  /** One job per notification written, sent in the transaction that writes it. */
  notificationFanOut: 'notification-fanout',
  /** One job per notification × channel × device, sent in the fan-out's transaction. */
  notificationDelivery: 'notification-delivery',
} as const;

const bossPackage = createRequire(import.meta.url)('pg-boss/package.json') as { pgboss: { schema: number } };
/** The pg-boss schema version the installed package expects. */
export const JOB_QUEUE_SCHEMA_VERSION = bossPackage.pgboss.schema;

/**
 * Installs pg-boss's schema, or brings it to the installed package's version, and makes the
 * queues: run by the owner in the migration step (db/postgres.ts), under its lock. Up to date,
 * it only reads, so a database the server's role opens without an owner URL still opens.
 */
export async function installJobQueue(client: pg.PoolClient): Promise<void> {
  const installed = await client.query<{ name: string | null }>('select to_regclass($1)::text as name', [
    `${JOB_QUEUE_SCHEMA}.version`,
  ]);
  if (!installed.rows[0]?.name) {
    await client.query(getConstructionPlans(JOB_QUEUE_SCHEMA));
  } else {
    const current = await client.query<{ version: string }>(`select version from ${JOB_QUEUE_SCHEMA}.version`);
    const version = Number(current.rows[0]?.version);
    if (version < JOB_QUEUE_SCHEMA_VERSION) await client.query(getMigrationPlans(JOB_QUEUE_SCHEMA, version));
  }
  const made = await client.query<{ name: string }>(`select name from ${JOB_QUEUE_SCHEMA}.queue`);
  const names = new Set(made.rows.map((r) => r.name));
  for (const name of Object.values(JOB_QUEUES))
    if (!names.has(name))
      await client.query(`select ${JOB_QUEUE_SCHEMA}.create_queue($1, $2::jsonb)`, [
        name,
        JSON.stringify({ policy: 'standard' }),
      ]);
}

export interface JobQueueOptions {
  url: string;
  /** Connections pg-boss keeps apart from the server's pool. */
  poolMax?: number;
  /** Run pg-boss's upkeep (expiring and deleting old jobs); a command that only sends leaves it to the servers. */
  supervise?: boolean;
  onError?: (err: Error) => void;
}

/**
 * Starts pg-boss on the installed schema as the server's role: no schema made or migrated, no
 * index rebuilt (both need the owner), no cron schedules (Crewline has none). It refuses to start
 * if the schema is missing or of another version — the migrations were not run.
 */
export async function startJobQueue(opts: JobQueueOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: opts.url,
    schema: JOB_QUEUE_SCHEMA,
    max: opts.poolMax ?? 4,
    supervise: opts.supervise ?? true,
    application_name: 'crewline-jobs',
    migrate: false,
    createSchema: false,
    schedule: false,
    reindex: false,
  });
  boss.on('error', (err: Error) => opts.onError?.(err));
  await boss.start();
  return boss;
}

/** The caller's transaction as pg-boss takes it (`db` option): a job sent through it commits or rolls back with it. */
export function jobsIn(tx: Db): BossDb {
  // Our drizzle answers rows pg-boss reads as it does node-postgres's (`{ rows }`).
  return fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
}
