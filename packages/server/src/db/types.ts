import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DbHealth } from './health';
import type * as schema from './schema';

/** The query API both drivers share (drizzle-orm/pglite and drizzle-orm/node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** Stops listening. */
export type Unlisten = () => Promise<void>;

/** What a LISTEN reports. */
export interface Listener {
  /** The payload of each NOTIFY on the channel, from any process sharing the database. */
  onMessage(payload: string): void;
  /** Notifications are delivered from now on: the first connection, and each one after a loss (when some may have been missed). */
  onConnected(): void;
  /** The listening connection is lost: notifications are missed until the next `onConnected`. */
  onLost?(): void;
}

export interface Database {
  db: Db;
  kind: DatabaseKind;
  health: DbHealth;
  /** LISTENs on `channel` until the returned function is called. */
  listen(channel: string, listener: Listener): Promise<Unlisten>;
  close(): Promise<void>;
}
