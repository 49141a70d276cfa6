import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from '../../src/db/schema';
import type { Database, Db } from '../../src/db/types';

/** The same database through a second handle that writes down each statement it sends (its text, without parameters). */
export function loggedDb(database: Pick<Database, 'db' | 'kind'>): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  const client = (database.db as unknown as { $client: never }).$client;
  const db =
    database.kind === 'pglite'
      ? (drizzlePglite({ client, schema, logger }) as unknown as Db)
      : (drizzlePostgres({ client, schema, logger }) as unknown as Db);
  return { db, statements };
}
