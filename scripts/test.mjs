// `npm test`: every test. Unit and integration tests (vitest) on PGlite; the server tests
// again on PostgreSQL when one is reachable (CREWLINE_TEST_PG_URL); then the e2e journeys
// in Chromium against the built app served by the real server, and the journeys that depend
// on the date again as of each of the year's edges (test/year-edges.json).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataDir, SERVER_OFFSETS } from '../packages/app/e2e/support/servers.mjs';
import { ensureBrowser } from './ensure-browser.mjs';
import { ensureBuilt } from './ensure-build.mjs';
import { ensureInstalled, root } from './ensure-install.mjs';

ensureInstalled();
// Before any suite: the journeys at the end need the browser.
if (process.env.CREWLINE_SKIP_E2E !== '1') ensureBrowser();

const reports = mkdtempSync(join(tmpdir(), 'crewline-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

/** Each suite's wall time, printed at the end: where a CI run's minutes went. */
const timings = [];

/** Runs a suite in the foreground; the background suites (runBeside) go on meanwhile. */
async function run(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const code = await new Promise((resolve) => child.on('close', (c) => resolve(c)));
  timings.push({ name, seconds: Math.round((Date.now() - started) / 1000), ok: code === 0 });
  if (code !== 0) failures.push(name);
  return code === 0;
}

/**
 * Suites run in the background, one after another, beside the next ones in the foreground (only
 * suites that share nothing with those), from when `after` settles: each one's output goes to a
 * file, printed when `finish` is awaited, so the logs do not interleave.
 */
function runBeside(suites, { after = Promise.resolve() } = {}) {
  const ran = [];
  const chain = (async () => {
    await after;
    for (const suite of suites) {
      const started = Date.now();
      const log = join(reports, `${suite.name.replace(/\W+/g, '-')}.log`);
      // Straight to the file: the output never waits on this process.
      const out = openSync(log, 'w');
      const child = spawn(suite.command, suite.args, {
        cwd: root,
        stdio: ['ignore', out, out],
        env: { ...process.env, ...suite.env },
      });
      const code = await new Promise((resolve) => child.on('close', (c) => resolve(c)));
      closeSync(out);
      ran.push({ suite, log, code, seconds: Math.round((Date.now() - started) / 1000) });
    }
  })();
  return {
    async finish() {
      await chain;
      for (const { suite, log, code, seconds } of ran) {
        console.log(`\n=== ${suite.name} (ran beside the journeys) ===`);
        console.log(readFileSync(log, 'utf8'));
        timings.push({ name: `${suite.name} (beside the journeys)`, seconds, ok: code === 0 });
        if (code !== 0) failures.push(suite.name);
        suite.counted?.();
      }
    },
  };
}

/** Settles once a server answers on each port (the journeys' servers' OpenAPI document), or after 10 minutes. */
async function answering(ports) {
  const until = Date.now() + 600_000;
  for (const port of ports) {
    while (Date.now() < until) {
      const up = await fetch(`http://127.0.0.1:${port}/docs/openapi.json`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/**
 * The dated journeys' databases, each the demo agency seeded as of its day: made here two at a
 * time (a seed keeps one core busy) rather than one by one as each day's run starts. Each
 * day's log is printed only when its seed fails.
 */
async function seedDays(days) {
  const queue = [...days];
  let ok = true;
  const seedOne = ({ day, dataDir }) =>
    new Promise((resolve) => {
      const child = spawn('node', ['packages/app/e2e/support/prepare-databases.mjs', '-', dataDir], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, AS_OF: day },
      });
      const said = [];
      child.stdout.on('data', (d) => said.push(d));
      child.stderr.on('data', (d) => said.push(d));
      child.on('close', (code) => {
        if (code !== 0) {
          ok = false;
          console.log(`\nthe demo agency as of ${day} was not seeded:\n${Buffer.concat(said).toString()}`);
        }
        resolve();
      });
    });
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await seedOne(next);
  };
  await Promise.all([worker(), worker()]);
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

const vitest = (name, file, args, env) =>
  run(
    name,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
    env,
  );

// The test that stops and starts the PostgreSQL cluster must never run beside the others.
const pgCtl = process.env.CREWLINE_TEST_PG_CTL === '1';
const notPgCtl = { CREWLINE_TEST_PG_CTL: '0' };

const pgUrl = process.env.CREWLINE_TEST_PG_URL;
/** The PostgreSQL stop/start suite, when it runs beside the journeys. */
let pgRestart;
const pglite = join(reports, 'vitest-pglite.json');
// With PostgreSQL there too, the seeded demo agency is held to the year's edges in its pass only
// (packages/server/test/helper.ts, RUNS_YEAR_EDGES); the PGlite pass holds it as of TEST_TODAY.
await vitest('unit and integration tests (PGlite)', pglite, [], {
  ...notPgCtl,
  ...(pgUrl ? { CREWLINE_TEST_YEAR_EDGES: '0' } : {}),
});
countVitest(pglite);

if (pgUrl) {
  const pg = join(reports, 'vitest-postgres.json');
  // What opens no test database runs once, in the PGlite pass: the pick engine (pure), the
  // command-line tools' refusals (they must stop before any database) and the browser-dev mock
  // files (always made on an in-memory PGlite).
  const databaseFree = [
    'packages/server/test/pick/engine/**',
    'packages/server/test/lib/cli-tools.test.ts',
    'packages/server/test/mocks/mocks-up-to-date.test.ts',
  ];
  await vitest(
    'server tests (PostgreSQL)',
    pg,
    ['--project', 'server', ...databaseFree.flatMap((glob) => ['--exclude', glob])],
    { ...notPgCtl, CREWLINE_TEST_DB: 'postgres' },
  );
  countVitest(pg);
  if (pgCtl) {
    // It stops and starts the cluster, so nothing else may use PostgreSQL meanwhile: the journeys
    // below serve from PGlite, and it runs beside them (about a minute, mostly waiting).
    const restart = join(reports, 'vitest-pg-restart.json');
    pgRestart = runBeside([
      {
        name: 'PostgreSQL stopped under the running server',
        command: 'npx',
        args: [
          'vitest',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${restart}`,
          '--project',
          'server',
          'packages/server/test/db/restart.pg.test.ts',
        ],
        counted: () => countVitest(restart),
      },
    ]);
  }
} else {
  console.log('\nCREWLINE_TEST_PG_URL is not set: the server tests ran on PGlite only (.ci/run sets it).');
}

if (process.env.CREWLINE_SKIP_E2E !== '1') {
  const building = Date.now();
  ensureBuilt();
  timings.push({
    name: 'the app built (when not up to date)',
    seconds: Math.round((Date.now() - building) / 1000),
    ok: true,
  });
  // The same servers, seed and browser as of another day (AS_OF): only the journeys tagged
  // @dated, on the phone, each day on ports of its own. They run one day after another beside
  // the main run below: a journey mostly waits (for the server, the page, an animation), so two
  // runs side by side keep a two-core machine busier, and the days took eight minutes alone.
  const firstPort = Number(process.env.E2E_PORT ?? 8090);
  const edges = JSON.parse(readFileSync(join(root, 'test/year-edges.json'), 'utf8'));
  const portOf = (i) => firstPort + 10 * (i + 1);
  const seeding = Date.now();
  const seeded = await seedDays(edges.map((day, i) => ({ day, dataDir: dataDir(portOf(i)) })));
  timings.push({
    name: `the demo agency seeded as of each of ${edges.length} days, two at a time`,
    seconds: Math.round((Date.now() - seeding) / 1000),
    ok: seeded,
  });
  if (!seeded) failures.push("the dated journeys' databases");
  const days = runBeside(
    edges.map((day, i) => {
      const dated = join(reports, `playwright-${day}.json`);
      return {
        name: `end-to-end journeys as of ${day} (Chromium)`,
        command: 'npx',
        args: [
          'playwright',
          'test',
          '--config',
          'packages/app/playwright.config.ts',
          '--project',
          'phone',
          '--grep',
          '@dated',
          // One browser beside the main run's two: the machine has two cores.
          '--workers',
          '1',
        ],
        env: {
          PLAYWRIGHT_JSON_OUTPUT_NAME: dated,
          E2E_AS_OF: day,
          E2E_PORT: String(portOf(i)),
          E2E_DATABASE_READY: '1',
          E2E_OUTPUT_DIR: join(root, 'test-results', `as-of-${day}`),
        },
        counted: () => countPlaywright(dated),
      };
    }),
    // Started once the main run's servers answer: their start-up (seeding, migrating) is the busiest minute.
    { after: answering(Object.values(SERVER_OFFSETS).map((offset) => firstPort + offset)) },
  );

  const e2e = join(reports, 'playwright.json');
  await run(
    'end-to-end journeys (Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'packages/app/playwright.config.ts'],
    // The dated journeys' phone runs are the edges' above (playwright.config.ts, E2E_DATED_ON_EDGES).
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2e, E2E_DATED_ON_EDGES: '1' },
  );
  countPlaywright(e2e);
  await days.finish();
}

await pgRestart?.finish();

rmSync(reports, { recursive: true, force: true });
console.log('\nSuites, in wall-clock seconds:');
for (const t of timings) console.log(`  ${String(t.seconds).padStart(5)} s  ${t.ok ? 'ok    ' : 'FAILED'}  ${t.name}`);
console.log(`\nFailed suites: ${failures.length === 0 ? 'none' : failures.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length === 0 ? 0 : 1);
