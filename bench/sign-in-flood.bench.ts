// A signed-in read while people sign in: the read's p50 and p99 on its own, then the same read
// during a flood of wrong sign-ins (SIGN_INS connections, each a pass id of its own, so no
// lockout cuts the password checks short), in each of BENCH_ROUNDS rounds (default 3); the table
// gives the medians and the ratio of the read's p99 under the flood to its p99 alone. The read is
// mta_loginTicket with the session cache off, so each call reads the database. On PGlite the
// database runs one transaction at a time: a password check held inside one stalled every call.
// Database: BENCH_DATABASE_URL (PostgreSQL) if set, else the PGlite folder BENCH_DATA_DIR (one seeded
// beforehand, e.g. `DATA_DIR=… npm run seed -- --size small`, spares a busy machine the seeding), else a
// fresh PGlite folder with the demo agency.
// Ports: BENCH_PORT (default 8196).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXEC_BASE_PATH, metaApp } from '@crewline/protocol';
import { signedInHeaders } from './lib/agency';
import { median } from './lib/median-table';
import { type Figures, load, startLoadServer } from './lib/run';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const READ_CONNECTIONS = 4;
const SIGN_INS = 30;
const PORT = Number(process.env.BENCH_PORT ?? 8196);
const base = `http://127.0.0.1:${PORT}`;
const database: Record<string, string> = process.env.BENCH_DATABASE_URL
  ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
  : { DATA_DIR: process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'crewline-bench-flood-')) };
console.log(
  `database: ${database.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${ROUNDS} rounds of ${SECONDS} s; ` +
    `read at ${READ_CONNECTIONS} connections, flood of ${SIGN_INS} wrong sign-ins at once`,
);

const server = await startLoadServer({ ...database, SESSION_CACHE_MS: '0', UPKEEP_SECONDS: '0' }, PORT);
try {
  const headers = await signedInHeaders(base, '100001');
  const read = () =>
    load('mta_loginTicket', {
      url: `${base}${EXEC_BASE_PATH}mta_loginTicket`,
      connections: READ_CONNECTIONS,
      seconds: SECONDS,
      body: JSON.stringify({ meta: { app: metaApp() } }),
      headers,
    });
  // Pass ids that are no employee, a new one for every attempt: each is checked against the
  // dummy hash, as a wrong password of a known one is, and none is ever locked.
  let next = 0;
  const wrongSignIns = Array.from({ length: 200_000 }, () =>
    JSON.stringify({
      meta: { app: metaApp() },
      LOGIN_BLOCK_TI_PASS_0: `8${String(next++).padStart(9, '0')}`,
      LOGIN_BLOCK_TI_SOCSEC_0: 'not-the-password',
      LOGIN_BLOCK_LISTDB_0: 0,
    }),
  );
  const flood = () =>
    load('wrong sign-ins', {
      url: `${base}${EXEC_BASE_PATH}mta_login`,
      connections: SIGN_INS,
      seconds: SECONDS,
      body: wrongSignIns,
      headers: { 'x-no-challenge': '1' },
    });

  const rounds: { alone: Figures; flooded: Figures; signIns: Figures }[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const alone = await read();
    const [flooded, signIns] = await Promise.all([read(), flood()]);
    rounds.push({ alone, flooded, signIns });
    console.log(`round ${round} of ${ROUNDS}: p99 ${alone.p99} ms alone, ${flooded.p99} ms under the flood`);
  }
  const of = (pick: (r: (typeof rounds)[number]) => number) => median(rounds.map(pick));
  const rows = [
    ['mta_loginTicket alone', of((r) => r.alone.rps), of((r) => r.alone.p50), of((r) => r.alone.p99), '1.00'],
    [
      'mta_loginTicket under the flood',
      of((r) => r.flooded.rps),
      of((r) => r.flooded.p50),
      of((r) => r.flooded.p99),
      of((r) => r.flooded.p99 / Math.max(1, r.alone.p99)).toFixed(2),
    ],
    ['the flood: wrong sign-ins', of((r) => r.signIns.rps), of((r) => r.signIns.p50), of((r) => r.signIns.p99), '—'],
  ].map((row) => row.map(String));
  const head = ['call', 'req/s', 'p50 ms', 'p99 ms', 'p99 ratio to alone'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] as number)).join('  ');
  console.log(fmt(head));
  for (const row of rows) console.log(fmt(row));
  const failures = rounds.reduce((n, r) => n + r.alone.errors + r.alone.non2xx + r.alone.refused, 0);
  if (failures > 0) console.log(`${failures} reads failed or were refused`);
  // Every sign-in of the flood is refused (a wrong password): what matters is that it was answered.
  const unanswered = rounds.reduce((n, r) => n + r.signIns.errors + r.signIns.non2xx, 0);
  if (unanswered > 0) console.log(`${unanswered} sign-ins of the flood were not answered in time or failed`);
} finally {
  server.kill('SIGTERM');
}
