// Sign-in and login-ticket throughput next to a bare Fastify route, same machine, same run.
// Target (issue 2): login-ticket ≥ 0.5 × bare with p99 < 50 ms at 200 connections on PostgreSQL.
// Database: BENCH_DATABASE_URL (PostgreSQL) if set, else a fresh PGlite folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXEC_BASE_PATH, metaApp } from '@crewline/protocol';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../packages/server/src/demo/demo-sign-ins';
import { type Figures, load, printTable, startProcess } from './lib/run';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BARE_PORT = 8190;
const PORT = 8191;
/** The same server with its session cache off: every call reads the database (ADR 5). */
const UNCACHED_PORT = 8192;
const base = `http://127.0.0.1:${PORT}`;
const uncachedBase = `http://127.0.0.1:${UNCACHED_PORT}`;

const database = (): Record<string, string> =>
  process.env.BENCH_DATABASE_URL
    ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
    : { DATA_DIR: mkdtempSync(join(tmpdir(), 'crewline-bench-')) };
console.log(`database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${SECONDS} s per run`);

const bare = await startProcess('bench/bare-server.ts', { PORT: String(BARE_PORT) }, `http://127.0.0.1:${BARE_PORT}/`);
const serverEnv = { HOST: '127.0.0.1', LOGIN_RATE_LIMIT: '100000000', MAX_IN_FLIGHT: '100000', LOG_LEVEL: 'warn' };
const server = await startProcess(
  'packages/server/src/main.ts',
  { ...database(), ...serverEnv, PORT: String(PORT) },
  `${base}/gateway/east/mta_getEnvironments?version=2.5.1`,
);
const uncached = await startProcess(
  'packages/server/src/main.ts',
  { ...database(), ...serverEnv, PORT: String(UNCACHED_PORT), SESSION_CACHE_MS: '0' },
  `${uncachedBase}/gateway/east/mta_getEnvironments?version=2.5.1`,
);

try {
  const loginAs = (passId: string) =>
    JSON.stringify({
      meta: { app: metaApp() },
      LOGIN_BLOCK_TI_PASS_0: passId,
      LOGIN_BLOCK_TI_SOCSEC_0: DEMO_PASSWORD,
      LOGIN_BLOCK_LISTDB_0: 0,
    });
  const loginBody = loginAs('100001');
  // Sign-ins on one account queue (lockout bookkeeping), so the load spreads over the
  // demo sign-ins that have no second factor. Not 100003, whose password expires on the day
  // of the seed: a database seeded yesterday refuses it, and refusals are not sign-ins.
  const loginBodies = DEMO_SIGN_INS.filter((d) => !d.secondFactor && d.passwordExpiresIn !== 0).map((d) =>
    loginAs(d.passId),
  );
  const signIn = async (at: string) => {
    const res = await fetch(`${at}${EXEC_BASE_PATH}mta_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-no-challenge': '1' },
      body: loginBody,
    });
    const { AP_TICKET } = ((await res.json()) as { Response: { Elements: { AP_TICKET: string } } }).Response.Elements;
    return `Basic ${Buffer.from(`100001:${AP_TICKET}`).toString('base64')}`;
  };
  const auth = await signIn(base);
  const uncachedAuth = await signIn(uncachedBase);

  const rows: Figures[] = [];
  for (const connections of [50, 200]) {
    rows.push(
      await load('bare route', {
        url: `http://127.0.0.1:${BARE_PORT}/bare`,
        connections,
        seconds: SECONDS,
        body: '{}',
        headers: {},
      }),
    );
    rows.push(
      await load('mta_loginTicket', {
        url: `${base}${EXEC_BASE_PATH}mta_loginTicket`,
        connections,
        seconds: SECONDS,
        body: JSON.stringify({ meta: { app: metaApp() } }),
        headers: { authorization: auth, 'x-no-challenge': '1' },
      }),
    );
    rows.push(
      await load('mta_loginTicket, no cache', {
        url: `${uncachedBase}${EXEC_BASE_PATH}mta_loginTicket`,
        connections,
        seconds: SECONDS,
        body: JSON.stringify({ meta: { app: metaApp() } }),
        headers: { authorization: uncachedAuth, 'x-no-challenge': '1' },
      }),
    );
    rows.push(
      await load('mta_login', {
        url: `${base}${EXEC_BASE_PATH}mta_login`,
        connections,
        seconds: SECONDS,
        body: loginBodies,
        headers: { 'x-no-challenge': '1' },
      }),
    );
  }
  printTable(rows, (r) => rows.find((b) => b.name === 'bare route' && b.connections === r.connections));
} finally {
  server.kill('SIGTERM');
  uncached.kill('SIGTERM');
  bare.kill('SIGTERM');
}
