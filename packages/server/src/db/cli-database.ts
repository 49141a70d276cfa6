import { resolve } from 'node:path';
import { openDatabase } from './client';
import { DEFAULT_DATA_DIR } from './data-dir';

/**
 * The database a command-line tool works on: DATABASE_URL (PostgreSQL) if set, else the
 * embedded database in DATA_DIR — the server's own. npm runs workspace scripts in the package
 * folder, so a relative DATA_DIR means the folder the caller ran npm in.
 */
export async function openCliDatabase() {
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR
    ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR)
    : DEFAULT_DATA_DIR;
  const migrationUrl = process.env.MIGRATION_DATABASE_URL || undefined;
  const database = await openDatabase(url ? { url, migrationUrl, statementTimeoutMs: 0 } : { dataDir });
  return { database, url, dataDir };
}
