// The agency import at scale (issue 50): the demo agency of BENCH_IMPORT_SIZE (the large preset,
// 50,000 employees, by default) exported by `npm run agency -- sample`, then, BENCH_ROUNDS times
// (default 3) on an emptied database: `import` of those files, and PostgreSQL's own COPY of the
// very rows the import wrote into the same tables, in one transaction. Prints both, median of the
// rounds, and the ratio. Target: ≤ 3×. Database: BENCH_IMPORT_DATABASE_URL, PostgreSQL, a database
// of its own (every table is dropped and made again each round). BENCH_IMPORT_DIR: a folder for the
// sample; when it already holds one, that one is imported (its size whatever it was made with).
import { createReadStream, createWriteStream, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { openDatabase } from '../packages/server/src/db/client';
import { dropAllTables } from '../packages/server/src/db/recreate';
import { sampleAgency } from '../packages/server/src/demo/agency-sample';
import { resolveSize } from '../packages/server/src/demo/seed';
import { importAgency, IMPORTED_TABLES as TABLES } from '../packages/server/src/modules/agency-data';
import { ensureProductCodes } from '../packages/server/src/modules/agency-data/product-codes.repository';
import { median } from './lib/median-table';

const url = process.env.BENCH_IMPORT_DATABASE_URL;
if (!url) {
  console.error('BENCH_IMPORT_DATABASE_URL must name a PostgreSQL database of its own: each round drops every table.');
  process.exit(2);
}
const size = resolveSize(process.env.BENCH_IMPORT_SIZE ?? 'large');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The day the sample stands at; fixed so that runs compare. */
const TODAY = '2026-11-21';
const NOW = new Date(`${TODAY}T11:00:00Z`);

async function emptied() {
  const database = await openDatabase({ url: url as string, statementTimeoutMs: 0 });
  await dropAllTables(database.db);
  await database.close();
  return openDatabase({ url: url as string, statementTimeoutMs: 0 });
}

const dir = process.env.BENCH_IMPORT_DIR ?? mkdtempSync(join(tmpdir(), 'crewline-import-bench-'));
const rowsDir = mkdtempSync(join(tmpdir(), 'crewline-import-bench-rows-'));
let started = Date.now();
// Written once the sample is whole: a folder left by an interrupted run is made again.
const made = join(dir, '.sample-complete');
if (existsSync(made)) {
  console.log(`the files of ${dir}, made before (BENCH_IMPORT_DIR)`);
} else {
  // Seeded in the bench's own database (emptied again before each round): far faster than in PGlite.
  const scratch = await emptied();
  const files = await sampleAgency(dir, { size, today: TODAY }, scratch).finally(() => scratch.close());
  writeFileSync(made, '');
  console.log(
    `sample of ${size} employees (${files.map((f) => `${f.rows} ${f.file}`).join(', ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const importMs: number[] = [];
const copyMs: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  let database = await emptied();
  started = Date.now();
  const result = await importAgency(database.db, { dir, check: false, now: NOW });
  importMs.push(Date.now() - started);
  if (result.problems.length > 0)
    throw new Error(`the sample did not import: ${result.problems.slice(0, 5).join('; ')}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (round === 0) {
      for (const table of TABLES) {
        await pipeline(client.query(copyTo(`copy ${table} to stdout`)), createWriteStream(join(rowsDir, table)));
      }
    }
    await database.close();
    database = await emptied();
    await ensureProductCodes(database.db);
    started = Date.now();
    await client.query('begin');
    for (const table of TABLES) {
      await pipeline(createReadStream(join(rowsDir, table)), client.query(copyFrom(`copy ${table} from stdin`)));
    }
    await client.query('commit');
    copyMs.push(Date.now() - started);
  } finally {
    await client.end();
    await database.close();
  }
  console.log(
    `round ${round + 1}: import ${(importMs[round] as number) / 1000} s, COPY ${(copyMs[round] as number) / 1000} s`,
  );
}
const i = median(importMs);
const c = median(copyMs);
console.log(
  `median of ${ROUNDS}: import ${(i / 1000).toFixed(2)} s, PostgreSQL COPY of the same rows ${(c / 1000).toFixed(2)} s: ${(i / c).toFixed(2)}× (target ≤ 3×)`,
);
