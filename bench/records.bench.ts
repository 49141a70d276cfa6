// Every records read (timecards, scheduled assignments, leave, picked jobs) at 200 connections
// next to a bare Fastify route, in rounds: each round measures the bare route, then each call,
// and a call's ratio is to that round's bare figure. The table gives the median of the rounds.
// Agency: BENCH_SIZE large (50,000 employees, the default), demo (the agency of `npm start`)
// or small (the tests'). Database: BENCH_DATABASE_URL (PostgreSQL) if set, else PGlite in BENCH_DATA_DIR
// (default /tmp/crewline-bench-<size>). The agency is seeded on the first run and reused after.
import { addDays, EXEC_BASE_PATH, isoDateIn, metaApp } from '@crewline/protocol';
import { callService, ensureAgency, signedInHeaders } from './lib/agency';
import { measureRounds } from './lib/rounds';
import { load, startProcess } from './lib/run';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SIZE = (['small', 'demo'] as const).find((s) => s === process.env.BENCH_SIZE) ?? 'large';
const SIZE_EMPLOYEES = { small: undefined, demo: undefined, large: 50000 } as const;
const CONNECTIONS = 200;
const BARE_PORT = 8193;
const PORT = 8194;
const UNCACHED_PORT = 8195;
const base = `http://127.0.0.1:${PORT}`;
const uncachedBase = `http://127.0.0.1:${UNCACHED_PORT}`;
/** Reads measured again on a process without the records cache: every employee's first read. */
const UNCACHED = new Set(['mta_timecard', 'mta_scheduledAssignments']);
const database: Record<string, string> = process.env.BENCH_DATABASE_URL
  ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
  : { DATA_DIR: process.env.BENCH_DATA_DIR ?? `/tmp/crewline-bench-${SIZE}` };
console.log(
  `database: ${database.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${database.DATA_DIR}`}; ${SIZE} agency; ` +
    `${ROUNDS} rounds of ${SECONDS} s per call`,
);

ensureAgency(SIZE, SIZE_EMPLOYEES[SIZE], database);
const bare = await startProcess('bench/bare-server.ts', { PORT: String(BARE_PORT) }, `http://127.0.0.1:${BARE_PORT}/`);
const serverEnv = {
  ...database,
  HOST: '127.0.0.1',
  LOGIN_RATE_LIMIT: '100000000',
  MAX_IN_FLIGHT: '100000',
  LOG_LEVEL: 'warn',
};
const server = await startProcess(
  'packages/server/src/main.ts',
  { ...serverEnv, PORT: String(PORT) },
  `${base}/gateway/east/mta_getEnvironments?version=2.5.1`,
);
// PGlite is one process's database: the uncached figures need PostgreSQL.
const uncachedServer = database.DATABASE_URL
  ? await startProcess(
      'packages/server/src/main.ts',
      { ...serverEnv, PORT: String(UNCACHED_PORT), RECORDS_CACHE_ENTRIES: '0' },
      `${uncachedBase}/gateway/east/mta_getEnvironments?version=2.5.1`,
    )
  : undefined;

try {
  const passId = '100001';
  const headers = await signedInHeaders(base, passId);
  const call = (service: string, body: Record<string, unknown>, authorization?: string) =>
    callService(base, service, body, authorization);
  const { weeks } = (await call('mta_timecardWeeks', {}, headers.authorization)) as {
    weeks: { weekStart: string }[];
  };
  const { periods } = (await call('mta_pickedJobsDates', {}, headers.authorization)) as {
    periods: { pickPeriodId: number }[];
  };
  const today = isoDateIn(new Date(), process.env.TIME_ZONE || 'America/New_York');
  const body = (fields: Record<string, unknown>) => JSON.stringify({ meta: { app: metaApp() }, ...fields });
  // Calls go round the employee's pay weeks, a few ranges and their pick periods, as people browsing would.
  const reads: [service: string, bodies: string[]][] = [
    ['mta_timecard', weeks.map((w) => body({ weekStart: w.weekStart }))],
    ['mta_timecardWeeks', [body({})]],
    ['mta_timecardColors', [body({})]],
    [
      'mta_scheduledAssignments',
      [0, 7, 14, 28].map((start) => body({ from: addDays(today, start), to: addDays(today, start + 13) })),
    ],
    ['mta_leaveBalances', [body({})]],
    ['mta_quotaAbsences', [body({})]],
    ['mta_pickedJobsDates', [body({})]],
    ['mta_pickedJobSlides', [body({})]],
    ['mta_pickedJobDetails', periods.map((p) => body({ pickPeriodId: p.pickPeriodId }))],
  ];
  console.log(`${passId}: ${weeks.length} pay weeks, ${periods.length} pick periods; assignments in ranges of 14 days`);

  await measureRounds({
    rounds: ROUNDS,
    connections: CONNECTIONS,
    seconds: SECONDS,
    bareUrl: `http://127.0.0.1:${BARE_PORT}/bare`,
    reads: reads.map(([service, bodies]) => ({
      name: service,
      url: `${base}${EXEC_BASE_PATH}${service}`,
      body: bodies,
    })),
    headers,
    serverPid: server.pid as number,
    postgres: Boolean(database.DATABASE_URL),
    more: async (cpu) => {
      if (!uncachedServer) return [];
      const uncachedCpu = { ...cpu, server: () => [uncachedServer.pid as number] };
      const run = { connections: CONNECTIONS, seconds: SECONDS, headers, cpu: uncachedCpu };
      const figures = [];
      for (const [service, bodies] of reads.filter(([s]) => UNCACHED.has(s))) {
        const url = `${uncachedBase}${EXEC_BASE_PATH}${service}`;
        figures.push(await load(`${service}, uncached`, { ...run, url, body: bodies }));
      }
      return figures;
    },
  });
} finally {
  uncachedServer?.kill('SIGTERM');
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
}
