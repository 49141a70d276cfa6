// Timecard and scheduled-assignment calls at 200 connections next to a bare Fastify route, same
// run, on the large demo agency (50,000 employees, 1.3 million timecards).
// Database: BENCH_DATABASE_URL (PostgreSQL) if set, else PGlite in BENCH_DATA_DIR (default
// /tmp/crewline-bench-large). The large agency is seeded on the first run and reused after.
import { spawnSync } from 'node:child_process';
import { addDays, EXEC_BASE_PATH, isoDateIn, metaApp } from '@crewline/protocol';
import { DEMO_PASSWORD } from '../packages/server/src/seed/demo-sign-ins';
import { type Figures, load, printTable, root, startProcess } from './lib/run';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 200;
const BARE_PORT = 8193;
const PORT = 8194;
const base = `http://127.0.0.1:${PORT}`;
const database: Record<string, string> = process.env.BENCH_DATABASE_URL
  ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
  : { DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/crewline-bench-large' };
console.log(
  `database: ${database.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${database.DATA_DIR}`}; ${SECONDS} s per run`,
);

/** Seeds the large agency unless the database already holds it. */
function ensureLargeAgency(): void {
  const started = Date.now();
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/seed/cli.ts', '--size', 'large'],
    { cwd: root, env: { ...process.env, ...database }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (seeded.status === 0) {
    console.log(`seeded the large agency in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return;
  }
  if (/already holds the demo agency \(seed \d+, 50000 employees/.test(seeded.stderr)) return;
  throw new Error(`could not seed the large agency:\n${seeded.stderr}`);
}

ensureLargeAgency();
const bare = await startProcess('bench/bare-server.ts', { PORT: String(BARE_PORT) }, `http://127.0.0.1:${BARE_PORT}/`);
const server = await startProcess(
  'packages/server/src/main.ts',
  {
    ...database,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOGIN_RATE_LIMIT: '100000000',
    MAX_IN_FLIGHT: '100000',
    LOG_LEVEL: 'warn',
  },
  `${base}/gateway/east/mta_getEnvironments?version=2.5.1`,
);

async function call(service: string, body: Record<string, unknown>, authorization?: string) {
  const res = await fetch(`${base}${EXEC_BASE_PATH}${service}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-no-challenge': '1', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify({ meta: { app: metaApp() }, ...body }),
  });
  const json = (await res.json()) as { success: boolean; Response: { Elements: Record<string, unknown> } };
  if (!json.success) throw new Error(`${service} refused: ${JSON.stringify(json.Response)}`);
  return json.Response.Elements;
}

try {
  const passId = '100001';
  const login = await call('mta_login', {
    LOGIN_BLOCK_TI_PASS_0: passId,
    LOGIN_BLOCK_TI_SOCSEC_0: DEMO_PASSWORD,
    LOGIN_BLOCK_LISTDB_0: 0,
  });
  const headers = {
    authorization: `Basic ${Buffer.from(`${passId}:${login.AP_TICKET}`).toString('base64')}`,
    'x-no-challenge': '1',
  };
  const { weeks } = (await call('mta_timecardWeeks', {}, headers.authorization)) as {
    weeks: { weekStart: string }[];
  };
  const today = isoDateIn(new Date(), process.env.TIME_ZONE || 'America/New_York');
  const body = (fields: Record<string, unknown>) => JSON.stringify({ meta: { app: metaApp() }, ...fields });
  // Calls go round the employee's pay weeks and a few ranges, as people browsing would.
  const timecards = weeks.map((w) => body({ weekStart: w.weekStart }));
  const ranges = [0, 7, 14, 28].map((start) => body({ from: addDays(today, start), to: addDays(today, start + 13) }));
  console.log(`${passId}: ${weeks.length} pay weeks; assignments in ranges of 14 days`);

  const rows: Figures[] = [];
  const run = { connections: CONNECTIONS, seconds: SECONDS };
  rows.push(await load('bare route', { ...run, url: `http://127.0.0.1:${BARE_PORT}/bare`, body: '{}', headers: {} }));
  rows.push(
    await load('mta_timecard', { ...run, url: `${base}${EXEC_BASE_PATH}mta_timecard`, body: timecards, headers }),
  );
  rows.push(
    await load('mta_scheduledAssignments', {
      ...run,
      url: `${base}${EXEC_BASE_PATH}mta_scheduledAssignments`,
      body: ranges,
      headers,
    }),
  );
  printTable(rows, (r) => rows.find((b) => b.name === 'bare route' && b.connections === r.connections));
} finally {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
}
