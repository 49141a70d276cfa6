import { sql } from 'drizzle-orm';
import { rowsOf } from './rows';
import type { Db } from './types';

/**
 * The tables PostgreSQL's autovacuum would analyze now — more rows changed since their last
 * analyze than 50 + 10% of the table — analyzed. PGlite runs no autovacuum: without it the
 * planner keeps the row counts of the last analyze (the seed's, or none), and a read of a
 * table that has since grown many times over (a pick's awards after its runs and corrections)
 * can take seconds instead of milliseconds. On PostgreSQL it only does sooner what autovacuum
 * does. Answers the tables it analyzed.
 */
export async function analyzeChangedTables(db: Db): Promise<string[]> {
  // Statistics reach the shared counters when the session is next idle: now, before they are read.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as name
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
      order by s.relname`),
  ).map((r) => r.name);
  for (const table of tables) await db.execute(sql.raw(`analyze ${table}`));
  return tables;
}
