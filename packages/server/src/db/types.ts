import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DbHealth } from './health';
import type * as schema from './schema';

/** The query API both drivers share (drizzle-orm/pglite and drizzle-orm/node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** Stops listening. */
export type Unlisten = () => Promise<void>;

export interface Database {
  db: Db;
  kind: DatabaseKind;
  health: DbHealth;
  /**
   * Calls `onMessage` with the payload of each NOTIFY on `channel`, from any process sharing
   * the database; `onGap` after each (re)connection, when notifications may have been missed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<Unlisten>;
  close(): Promise<void>;
}
