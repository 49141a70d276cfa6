import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DbHealth } from './health';
import type * as schema from './schema';

/** The query API both drivers share (drizzle-orm/pglite and drizzle-orm/node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  health: DbHealth;
  close(): Promise<void>;
}
