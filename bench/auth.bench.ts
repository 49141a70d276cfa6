// Sign-in and login-ticket throughput next to a bare Fastify route, same machine, same run.
// Target (issue 2): login-ticket ≥ 0.5 × bare with p99 < 50 ms at 200 connections on PostgreSQL.
// Database: BENCH_DATABASE_URL (PostgreSQL) if set, else a fresh PGlite folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXEC_BASE_PATH, metaApp } from '@crewline/protocol';
import { type Figures, load, printTable, startProcess } from './lib/run';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BARE_PORT = 8190;
const PORT = 8191;
const base = `http://127.0.0.1:${PORT}`;

const db: Record<string, string> = process.env.BENCH_DATABASE_URL
  ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
  : { DATA_DIR: mkdtempSync(join(tmpdir(), 'crewline-bench-')) };
console.log(`database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${SECONDS} s per run`);

const bare = await startProcess('bench/bare-server.ts', { PORT: String(BARE_PORT) }, `http://127.0.0.1:${BARE_PORT}/`);
const server = await startProcess(
  'packages/server/src/main.ts',
  { ...db, PORT: String(PORT), HOST: '127.0.0.1', LOGIN_RATE_LIMIT: '100000000', MAX_IN_FLIGHT: '100000' },
  `${base}/gateway/east/mta_getEnvironments?version=2.5.1`,
);

try {
  const loginBody = JSON.stringify({
    meta: { app: metaApp() },
    LOGIN_BLOCK_TI_PASS_0: '100001',
    LOGIN_BLOCK_TI_SOCSEC_0: 'transit-demo',
    LOGIN_BLOCK_LISTDB_0: 0,
  });
  const signIn = await fetch(`${base}${EXEC_BASE_PATH}mta_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-no-challenge': '1' },
    body: loginBody,
  });
  const elements = ((await signIn.json()) as { Response: { Elements: { AP_TICKET: string } } }).Response.Elements;
  const auth = `Basic ${Buffer.from(`100001:${elements.AP_TICKET}`).toString('base64')}`;

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
      await load('mta_login', {
        url: `${base}${EXEC_BASE_PATH}mta_login`,
        connections,
        seconds: SECONDS,
        body: loginBody,
        headers: { 'x-no-challenge': '1' },
      }),
    );
  }
  printTable(rows, (r) => rows.find((b) => b.name === 'bare route' && b.connections === r.connections));
} finally {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
}
