// The pick-preference and pick-board reads at 200 connections next to a bare Fastify route, in
// rounds (the table gives the median of each figure): 100001's projection (issue 11 target: p99 <
// 50 ms with a group of ~300), their pick (mta_pickPreferencesInit), the packages taken in their
// group, and the board's package list (its first page, as the app asks for it) and a package's
// week (issue 12 target, with the projection: ≥ 0.3 of bare, p99 < 100 ms), and the RTO board's
// package list and work program as 200001, the relief bids and weeks as 200002 (issue 13, the same target). BENCH_READS (comma-separated service names) measures
// only those.
// Agency: BENCH_PICK_SIZE employees (default 3,800: ~300 full-time operators in 100001's
// group). Database: BENCH_DATABASE_URL (PostgreSQL) if set, else PGlite in BENCH_DATA_DIR
// (default /tmp/crewline-bench-pick-<size>). The turn processor is off while measuring.
import { EXEC_BASE_PATH, metaApp } from '@crewline/protocol';
import { callService, ensureAgency, signedInHeaders } from './lib/agency';
import { measureRounds } from './lib/rounds';
import { startLoadServer, startProcess } from './lib/run';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SIZE = Number(process.env.BENCH_PICK_SIZE ?? 3_800);
const CONNECTIONS = 200;
const BARE_PORT = 8196;
const PORT = 8197;
const base = `http://127.0.0.1:${PORT}`;
const database: Record<string, string> = process.env.BENCH_DATABASE_URL
  ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
  : { DATA_DIR: process.env.BENCH_DATA_DIR ?? `/tmp/crewline-bench-pick-${SIZE}` };
console.log(
  `database: ${database.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${database.DATA_DIR}`}; ${SIZE} employees; ` +
    `${ROUNDS} rounds of ${SECONDS} s per call`,
);

ensureAgency(String(SIZE), SIZE, database);
const bare = await startProcess('bench/bare-server.ts', { PORT: String(BARE_PORT) }, `http://127.0.0.1:${BARE_PORT}/`);
const server = await startLoadServer(database, PORT);

try {
  const headers = await signedInHeaders(base, '100001');
  const init = (await callService(base, 'mta_pickPreferencesInit', {}, headers.authorization)) as {
    pick: { rounds: { roundId: number; kind: string; participants: number }[] } | null;
  };
  const work = init.pick?.rounds.find((r) => r.kind === 'WORK');
  if (!work) throw new Error('100001 has no work round: reseed the bench agency for today');
  const projection = (await callService(
    base,
    'mta_pickProjection',
    { roundId: work.roundId },
    headers.authorization,
  )) as {
    seniors: { total: number };
    choices: unknown[];
  };
  console.log(
    `work round ${work.roundId}: ${work.participants} participants; 100001 has ${projection.seniors.total} seniors in ` +
      `their group and ${projection.choices.length} choices`,
  );
  const body = (fields: Record<string, unknown>) => JSON.stringify({ meta: { app: metaApp() }, ...fields });
  const { groups } = (await callService(base, 'mta_pickGroups', {}, headers.authorization)) as {
    groups: { groupId: number }[];
  };
  const { populations } = (await callService(
    base,
    'mta_populations',
    { groupId: groups[0]?.groupId },
    headers.authorization,
  )) as { populations: { populationId: number; packages: number }[] };
  const population = populations[0];
  if (!population) throw new Error('100001 picks in no population');
  const { packages } = (await callService(
    base,
    'mta_assignmentPackages',
    { populationId: population.populationId },
    headers.authorization,
  )) as { packages: { packageId: number }[] };
  console.log(`100001's population: ${population.packages} packages`);
  // The RTO board as 200001 sees it (issue 13 target, as the DOB board's).
  const rtoHeaders = await signedInHeaders(base, '200001');
  const { groups: rtoGroups } = (await callService(base, 'mta_rtoPickGroups', {}, rtoHeaders.authorization)) as {
    groups: { groupId: number }[];
  };
  const { populations: rtoPopulations } = (await callService(
    base,
    'mta_rtoPopulations',
    { groupId: rtoGroups[0]?.groupId },
    rtoHeaders.authorization,
  )) as { populations: { populationId: number; packages: number }[] };
  const rtoPopulation = rtoPopulations[0];
  if (!rtoPopulation) throw new Error('200001 picks in no population');
  console.log(`200001's population: ${rtoPopulation.packages} packages`);
  // Vacation relief as 200002 (class HR at 207) sees it (issue 13, the same target).
  const vrHeaders = await signedInHeaders(base, '200002');
  const { weeks: vrWeeks } = (await callService(base, 'mta_vrWeeks', {}, vrHeaders.authorization)) as {
    weeks: { weekStart: string; open: number }[];
  };
  // The week the open-bids screen shows first: the first with an open bid.
  const vrWeek = (vrWeeks.find((w) => w.open > 0) ?? vrWeeks[0])?.weekStart;
  if (!vrWeek) throw new Error('200002 has no relief weeks: reseed the bench agency for today');
  const only = process.env.BENCH_READS?.split(',');
  const reads = (
    [
      ['mta_pickProjection', body({ roundId: work.roundId })],
      ['mta_assignmentPackages', body({ populationId: population.populationId })],
      ['mta_packageAssignments', body({ packageId: packages[0]?.packageId })],
      ['mta_pickPreferencesInit', body({})],
      ['mta_closedPackages', body({ roundId: work.roundId })],
    ] as [string, string][]
  )
    .map(([service, payload]) => ({ service, payload, headers }))
    .concat(
      (
        [
          ['mta_rtoAssignmentPackages', body({ populationId: rtoPopulation.populationId })],
          ['mta_rtoWorkProgram', body({ populationId: rtoPopulation.populationId })],
        ] as [string, string][]
      ).map(([service, payload]) => ({ service, payload, headers: rtoHeaders })),
    )
    .concat(
      (
        [
          ['mta_vrOpenBids', body({ weekStart: vrWeek })],
          ['mta_vrWeeks', body({})],
        ] as [string, string][]
      ).map(([service, payload]) => ({ service, payload, headers: vrHeaders })),
    )
    .filter(({ service }) => !only || only.includes(service));
  await measureRounds({
    rounds: ROUNDS,
    connections: CONNECTIONS,
    seconds: SECONDS,
    bareUrl: `http://127.0.0.1:${BARE_PORT}/bare`,
    reads: reads.map(({ service, payload, headers: own }) => ({
      name: service,
      url: `${base}${EXEC_BASE_PATH}${service}`,
      body: payload,
      headers: own,
    })),
    headers,
    serverPid: server.pid as number,
    postgres: Boolean(database.DATABASE_URL),
  });
} finally {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
}
