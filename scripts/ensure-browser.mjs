// The journeys of `npm test` run in Debian's Chromium (packages/app/playwright.config.ts names
// it). Without it every journey would fail, one after another, after all the other suites had
// run: this machine gets it the way .ci/run gets it when it can (as root, with apt-get), or
// `npm test` stops before anything runs, in one line that says what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where the journeys' browser is (playwright.config.ts, .ci/run). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * What `npm test` does about the browser, from what the machine has: nothing when it is there,
 * install it when it may, else stop with the line to print.
 * @param {{ present: boolean, root: boolean, hasAptGet: boolean }} machine
 * @returns {{ kind: 'ready' } | { kind: 'install' } | { kind: 'stop', message: string }}
 */
export function browserDecision({ present, root, hasAptGet }) {
  if (present) return { kind: 'ready' };
  if (root && hasAptGet) return { kind: 'install' };
  return {
    kind: 'stop',
    message: `Chromium is missing (${CHROMIUM_PATH}): run \`sudo apt-get install -y chromium\` (or \`CREWLINE_SKIP_E2E=1 npm test\` to leave the journeys out).`,
  };
}

/** This machine, as browserDecision reads it. */
export function thisMachine() {
  return {
    present: existsSync(CHROMIUM_PATH),
    root: process.getuid?.() === 0,
    hasAptGet: existsSync('/usr/bin/apt-get'),
  };
}

/** Installs Chromium as .ci/run does, or ends the process with the line of browserDecision. */
export function ensureBrowser(machine = thisMachine()) {
  const decision = browserDecision(machine);
  if (decision.kind === 'ready') return;
  if (decision.kind === 'stop') {
    console.error(decision.message);
    process.exit(1);
  }
  console.log(`Installing Chromium (${CHROMIUM_PATH} is missing)…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
