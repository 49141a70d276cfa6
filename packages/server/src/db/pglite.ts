import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { DbHealth } from './health';
import { MIGRATIONS_FOLDER } from './migrations';
import * as schema from './schema';
import type { Database } from './types';

export interface PgliteOptions {
  /** Folder of the database; in memory when absent. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from instead of an empty cluster. */
  loadDataDir?: Blob;
}

export async function openPglite(opts: PgliteOptions): Promise<Database & { client: PGlite }> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // One process: a notification is delivered in it or never, so there is no gap to report.
    const listen = async (channel: string, onMessage: (payload: string) => void) => client.listen(channel, onMessage);
    return { db, kind: 'pglite', health: new DbHealth(), client, listen, close: () => client.close() };
  } catch (err) {
    await client.close();
    throw err;
  }
}
