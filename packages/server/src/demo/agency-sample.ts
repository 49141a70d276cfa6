import { openPglite } from '../db/pglite';
import type { Database } from '../db/types';
import { exportAgency } from '../modules/agency-data';
import { type SeedOptions, seedDemoAgency } from './seed';

/**
 * The demo agency as the seed makes it, exported to `out`: what an agency's files look like, and
 * what the importer must take back. Made in a PGlite of its own, or in `scratch` when given (an
 * empty database: a large agency seeds much faster on PostgreSQL).
 */
export async function sampleAgency(out: string, opts: SeedOptions, scratch?: Database) {
  const database = scratch ?? (await openPglite({}));
  try {
    await seedDemoAgency(database.db, opts);
    return await exportAgency(database.db, out);
  } finally {
    if (!scratch) await database.close();
  }
}
