import { sql } from 'drizzle-orm';
import type { Db } from './types';

/**
 * Drops everything the migrations made, their record included, so the next open migrates an
 * empty database: how the demo agency is reset. Nothing else can empty the pick ledger and the
 * awards (their triggers refuse DELETE and TRUNCATE); dropping them takes the database's owner.
 */
export async function dropAllTables(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`create schema public`);
}
