import { formatAsOf, parseAsOf } from '@crewline/protocol';
import { defineConfig } from '@playwright/test';
import { DATED } from './e2e/support/dated';
import { DESKTOP_ONLY, PHONE_ONLY } from './e2e/support/one-size';
import { dataDir, OWN_SERVER_OFFSET, SERVER_OFFSETS } from './e2e/support/servers.mjs';

/**
 * End-to-end journeys in Debian's Chromium against the real server serving the built app
 * (the same `scripts/start.mjs` as `npm start`), on a fresh embedded database per run.
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8090);
export const PORT = FIRST_PORT + SERVER_OFFSETS.main;
/** A second server whose sessions go idle after a few seconds, for the session-expiry journey. */
export const SHORT_SESSION_PORT = FIRST_PORT + SERVER_OFFSETS.shortSession;
/**
 * A third server, for the desktop run of journeys that change an employee's records the phone
 * run changes on the first server at the same time (100001's pick list, 200001's My Time): each
 * run starts from the demo's.
 */
export const SECOND_PICK_PORT = FIRST_PORT + SERVER_OFFSETS.secondPick;
/**
 * A fourth, on the demo agency a week on: 200002 ranked relief bids before their turn and the
 * turn was processed (packages/server/test/support/processed-relief-turn.ts), for the award journey.
 */
export const PROCESSED_RELIEF_PORT = FIRST_PORT + SERVER_OFFSETS.processedRelief;
/**
 * A fifth, on the demo agency, for the change-password journey alone: a new password signs out
 * every other session of the employee, which would end those of the journeys signed in as the
 * same demo employee on the first server at the same time.
 */
export const PASSWORD_PORT = FIRST_PORT + SERVER_OFFSETS.password;
/**
 * No web server of Playwright's: the bid-around journey serves a copy of the demo agency here
 * itself, at two times of its own (e2e/support/own-server.ts), for a turn to pass between them.
 */
export const BID_AROUND_PORT = FIRST_PORT + OWN_SERVER_OFFSET;
/** Another of a journey's own: the corrections journey serves a copy of the demo agency once its pick's work is in force. */
export const DATED_CORRECTION_PORT = FIRST_PORT + OWN_SERVER_OFFSET + 1;

/** Where the agency is: the device's zone in every journey (the server counts days in it). */
export const AGENCY_ZONE = 'America/New_York';

/**
 * `E2E_AS_OF` (any AS_OF the server takes: a date, an agency time, an instant) runs the journeys
 * as of then: the seed, every server and every browser page on one clock. It is fixed once, with
 * the real instant it starts from, in the runner's process: the workers, which read this file
 * again, and the servers inherit that setting (E2E_CLOCK), so all of them read the same time.
 */
function e2eClock(): string | undefined {
  const wanted = process.env.E2E_AS_OF;
  if (!wanted) return undefined;
  if (!process.env.E2E_CLOCK) {
    const asOf = parseAsOf(wanted, AGENCY_ZONE);
    if (!asOf) throw new Error(`E2E_AS_OF is not an AS_OF: ${wanted}`);
    process.env.E2E_CLOCK = formatAsOf(asOf);
  }
  return process.env.E2E_CLOCK;
}
/** The AS_OF of this run, with its real starting instant, or undefined: the real clock. */
export const E2E_CLOCK = e2eClock();
/** Set by `npm test` for its run on the real clock: the dated journeys' phone runs are the edges' (scripts/test.mjs). */
const DATED_ON_EDGES = process.env.E2E_DATED_ON_EDGES === '1';
/** The phone the phone journeys run on. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true };

export { dataDir };

const server = (port: number, env: Record<string, string>, prepare = '') => ({
  command: `${prepare}node scripts/start.mjs`,
  cwd: '../..',
  url: `http://127.0.0.1:${port}/docs/openapi.json`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir(port),
    LOGIN_RATE_LIMIT: '1000',
    ...(E2E_CLOCK ? { AS_OF: E2E_CLOCK } : {}),
    ...env,
  },
});

/**
 * Playwright starts the servers one after another: the first makes every server's database
 * at once (the demo agency seeded once and copied, the relief award's beside it), so the
 * others start on theirs in a second or two.
 */
const prepareDatabases = `node packages/app/e2e/support/prepare-databases.mjs ${dataDir(PROCESSED_RELIEF_PORT)} ${[
  PORT,
  SHORT_SESSION_PORT,
  SECOND_PICK_PORT,
  PASSWORD_PORT,
  BID_AROUND_PORT,
  DATED_CORRECTION_PORT,
]
  .map(dataDir)
  .join(' ')} && `;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../../test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Employees' devices are where the agency is: the server counts days (password expiry,
    // pick turns) in the agency's zone, and so does the device. CI machines run on UTC.
    timezoneId: AGENCY_ZONE,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      // When `npm test` runs the dated journeys on the phone as of each of the year's edges
      // (E2E_DATED_ON_EDGES), the run on the real clock leaves them to those runs.
      grepInvert: new RegExp(DATED_ON_EDGES && !E2E_CLOCK ? `${DESKTOP_ONLY.tag}|${DATED.tag}` : DESKTOP_ONLY.tag),
      // As of another day, the dated journeys are about dates: the transitions are the main run's to test.
      use: E2E_CLOCK ? { ...PHONE, reducedMotion: 'reduce' as const } : PHONE,
    },
    // The desktop journeys run as someone who asked for less motion (no page transitions),
    // the phone ones with the default motion: the suite covers both.
    {
      name: 'desktop',
      grepInvert: new RegExp(PHONE_ONLY.tag),
      use: { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' },
    },
  ],
  // As of another day only the journeys tagged @dated run (scripts/test.mjs), on the phone: one server serves them.
  // `npm test` seeds the days' databases two at a time before their runs (E2E_DATABASE_READY).
  webServer: E2E_CLOCK
    ? [
        server(
          PORT,
          {},
          process.env.E2E_DATABASE_READY === '1'
            ? ''
            : `node packages/app/e2e/support/prepare-databases.mjs - ${dataDir(PORT)} && `,
        ),
      ]
    : [
        server(PORT, {}, prepareDatabases),
        server(SHORT_SESSION_PORT, { SESSION_IDLE_SECONDS: '4' }),
        server(SECOND_PICK_PORT, {}),
        server(PROCESSED_RELIEF_PORT, {}),
        server(PASSWORD_PORT, {}),
      ],
});
