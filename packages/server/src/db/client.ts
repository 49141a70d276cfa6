import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

export type { Database, DatabaseKind, Db } from './types';

export interface OpenDatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite. */
  url?: string;
  /** PostgreSQL only: the owner role's URL the migrations run as (MIGRATION_DATABASE_URL). */
  migrationUrl?: string;
  /** PGlite folder, created if missing. */
  dataDir?: string;
  /** PGlite in memory (the default when neither url nor dataDir is given). */
  memory?: boolean;
  poolMax?: number;
  poolWaitMs?: number;
  /** PostgreSQL only: PGlite runs in-process and cannot interrupt a statement. */
  statementTimeoutMs?: number;
  onPoolError?: (err: Error) => void;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.url) {
    return openPostgres({
      url: opts.url,
      migrationUrl: opts.migrationUrl,
      poolMax: opts.poolMax,
      poolWaitMs: opts.poolWaitMs,
      statementTimeoutMs: opts.statementTimeoutMs,
      onPoolError: opts.onPoolError,
    });
  }
  return openPglite({ dataDir: opts.memory ? undefined : opts.dataDir });
}
