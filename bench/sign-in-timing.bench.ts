// Whether the time of a refused sign-in tells an unknown pass id from a known one: PAIRS
// (default 60) interleaved pairs, a wrong password for a known employee (100001, with its real
// argon2 hash) and for a pass id that is no employee (a new one each time), the order swapped
// every pair, each through the whole server (app.inject). Both are first failures: the known
// account's counters are cleared between pairs, outside the timing. Prints each side's median,
// their ratio and in how many pairs the unknown one was the slower (about half: no tell).
// Database: BENCH_DATABASE_URL (PostgreSQL, a database of its own) if set, else PGlite in memory.
import { performance } from 'node:perf_hooks';
import { EXEC_BASE_PATH, metaApp, RAW_ERRORS, SIGN_IN_TEXTS } from '@crewline/protocol';
import { eq } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/client';
import { employees } from '../packages/server/src/db/schema';
import { isEmpty, SIZE_PRESETS, seedDemoAgency } from '../packages/server/src/demo/seed';
import { median } from './lib/median-table';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 60);
const KNOWN = '100001';
const url = process.env.BENCH_DATABASE_URL;
console.log(`database: ${url ? 'PostgreSQL' : 'PGlite'}; ${PAIRS} interleaved pairs`);

const database = await openDatabase(url ? { url } : { memory: true });
const config = loadConfig({ LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '100000000', ALLOWED_HOSTS: 'localhost:80' });
if (await isEmpty(database.db)) {
  await seedDemoAgency(database.db, { today: new Date().toISOString().slice(0, 10), size: SIZE_PRESETS.small });
}
const app = await buildApp({ config, database });
const wrong = RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.invalidCredentials);
let nextUnknown = Number(process.env.BENCH_UNKNOWN_FROM ?? 900_000_000) + (Date.now() % 1_000_000) * 100;

/** One wrong sign-in, timed (ms); it must be refused as a wrong password, or the figures mean nothing. */
async function wrongSignIn(passId: string): Promise<number> {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `${EXEC_BASE_PATH}mta_login`,
    headers: { 'x-no-challenge': '1' },
    payload: {
      meta: { app: metaApp() },
      LOGIN_BLOCK_TI_PASS_0: passId,
      LOGIN_BLOCK_TI_SOCSEC_0: 'not-the-password',
      LOGIN_BLOCK_LISTDB_0: 0,
    },
  });
  const took = performance.now() - started;
  if (!res.body.includes(JSON.stringify(wrong).slice(1, -1))) throw new Error(`not refused as wrong: ${res.body}`);
  return took;
}
const clearKnown = () =>
  database.db
    .update(employees)
    .set({ failedLogins: 0, failedWindowStart: null, lockedUntil: null })
    .where(eq(employees.passId, KNOWN));

try {
  // Warm up both paths (the dummy hash is made on the first unknown pass id).
  await wrongSignIn(KNOWN);
  await wrongSignIn(String(nextUnknown++));
  await clearKnown();
  const known: number[] = [];
  const unknown: number[] = [];
  let unknownSlower = 0;
  for (let pair = 0; pair < PAIRS; pair++) {
    const unknownId = String(nextUnknown++);
    let k: number;
    let u: number;
    if (pair % 2 === 0) {
      k = await wrongSignIn(KNOWN);
      u = await wrongSignIn(unknownId);
    } else {
      u = await wrongSignIn(unknownId);
      k = await wrongSignIn(KNOWN);
    }
    await clearKnown();
    known.push(k);
    unknown.push(u);
    if (u > k) unknownSlower++;
  }
  const km = median(known);
  const um = median(unknown);
  console.log(`known pass id, wrong password:   median ${km.toFixed(1)} ms`);
  console.log(`unknown pass id:                 median ${um.toFixed(1)} ms`);
  console.log(`ratio unknown / known: ${(um / km).toFixed(2)}; unknown slower in ${unknownSlower} of ${PAIRS} pairs`);
} finally {
  await app.close();
  await database.close();
}
