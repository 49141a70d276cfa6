import { openPglite } from '../db/pglite';
import { exportAgency } from '../modules/agency-data';
import { type SeedOptions, seedDemoAgency } from './seed';

/** The demo agency as the seed makes it, exported to `out`: what an agency's files look like, and what the importer must take back. */
export async function sampleAgency(out: string, opts: SeedOptions) {
  const database = await openPglite({});
  try {
    await seedDemoAgency(database.db, opts);
    return await exportAgency(database.db, out);
  } finally {
    await database.close();
  }
}
