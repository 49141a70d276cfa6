import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_FOLDER } from '../src/db/migrations';
import { openPglite } from '../src/db/pglite';

const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE_DIR = resolve(SERVER_ROOT, '../../node_modules/.cache/crewline-test-db');

/** Everything a snapshot's content depends on: a change to any of it builds a new one. */
export function sourceKey(variant: string): string {
  const h = createHash('sha256').update(variant);
  const pglite = JSON.parse(
    readFileSync(resolve(SERVER_ROOT, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  h.update(pglite.version);
  // The seed awards the turns already due with the pick engine: its code shapes the rows too.
  const folders = [
    MIGRATIONS_FOLDER,
    join(MIGRATIONS_FOLDER, 'meta'),
    resolve(SERVER_ROOT, 'src/demo'),
    ...foldersUnder(resolve(SERVER_ROOT, 'src/modules/pick')),
  ];
  for (const folder of folders) {
    for (const name of readdirSync(folder).sort()) {
      if (/\.(sql|json|ts)$/.test(name)) h.update(name).update(readFileSync(join(folder, name)));
    }
  }
  return h.digest('hex').slice(0, 24);
}

/** A folder and every folder below it. */
function foldersUnder(folder: string): string[] {
  const below = readdirSync(folder, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return [folder, ...below.flatMap((name) => foldersUnder(join(folder, name)))];
}

const inProcess = new Map<string, Promise<Blob>>();

/**
 * A tarball of a migrated (and prepared) PGlite cluster. A new PGlite costs ~3 s to
 * initialise and migrate, loading a tarball ~0.6 s; test files run in separate processes,
 * so the tarball is also kept on disk, keyed by the migrations and the generator's source.
 */
export function pgliteSnapshot(
  variant: string,
  prepare: (db: Awaited<ReturnType<typeof openPglite>>) => Promise<void>,
) {
  let snapshot = inProcess.get(variant);
  if (!snapshot) {
    snapshot = load(variant, prepare);
    inProcess.set(variant, snapshot);
    snapshot.catch(() => inProcess.delete(variant));
  }
  return snapshot;
}

async function load(variant: string, prepare: (db: Awaited<ReturnType<typeof openPglite>>) => Promise<void>) {
  const file = join(CACHE_DIR, `${sourceKey(variant)}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not built yet: build it below.
  }
  const template = await openPglite({});
  try {
    await prepare(template);
    const blob = await template.client.dumpDataDir('none');
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, file); // atomic: a concurrent reader sees the whole file or none
    return blob;
  } finally {
    await template.close();
  }
}
