import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock';
import { DbHealth } from './health';
import { MIGRATIONS_FOLDER } from './migrations';
import * as schema from './schema';
import type { Database, Listener } from './types';

const MAX_WAL_MB = 64;
const MIN_WAL_MB = 32;

export interface PgliteOptions {
  /** Folder of the database; in memory when absent. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from instead of an empty cluster. */
  loadDataDir?: Blob;
}

export async function openPglite(opts: PgliteOptions): Promise<Database & { client: PGlite }> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const unlock = opts.dataDir ? lockDataDir(opts.dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: opts.dataDir,
      loadDataDir: opts.loadDataDir,
      // One embedded process: PostgreSQL's default 1 GB of WAL kept for reuse would double the
      // data directory of the large agency (ADR 10). Checkpoints come sooner, the folder stays small.
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `max_wal_size=${MAX_WAL_MB}MB`,
        '-c',
        `min_wal_size=${MIN_WAL_MB}MB`,
      ],
    });
  } catch (err) {
    unlock();
    throw err;
  }
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // One process: a notification is delivered in it or never, so the connection is never lost.
    // PGlite's close would UNLISTEN after it has closed (an unhandled rejection): stop first.
    const listening = new Set<() => Promise<void>>();
    const listen = async (channel: string, listener: Listener) => {
      const unlisten = await client.listen(channel, (payload) => listener.onMessage(payload));
      const stop = async () => {
        if (!listening.delete(stop)) return;
        if (!client.closed) await unlisten();
      };
      listening.add(stop);
      listener.onConnected();
      return stop;
    };
    const close = async () => {
      for (const stop of [...listening]) await stop();
      await client.close();
      unlock();
    };
    return { db, kind: 'pglite', health: new DbHealth(), client, listen, close };
  } catch (err) {
    await client.close();
    unlock();
    throw err;
  }
}
