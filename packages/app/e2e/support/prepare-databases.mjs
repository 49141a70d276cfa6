// The e2e servers' embedded databases, made before the first server starts (playwright.config.ts).
// Playwright starts its web servers one after another, and each seeding its own database took
// most of a minute on a two-core machine. Here the demo agency is seeded once and copied to
// every server that serves it, while the relief award's database (the agency a week on, see
// packages/server/test/support/processed-relief-turn.ts) is made beside it.
//
// Usage: node prepare-databases.mjs <relief data dir, or - for none> <demo data dir>...
// With - (the dated journeys as of another day, AS_OF set), the demo agency only.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const [relief, first, ...copies] = process.argv.slice(2);
if (!relief || !first) throw new Error('usage: prepare-databases.mjs <relief data dir> <demo data dir>...');

const withRelief = relief !== '-';
for (const dir of [...(withRelief ? [relief] : []), first, ...copies]) rmSync(dir, { recursive: true, force: true });

/** Runs a TypeScript entry of the server on `dataDir`; resolves when it ends well, else says what it wrote. */
function runOn(dataDir, entry, args = []) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATA_DIR: dataDir },
    });
    const said = [];
    child.stdout.on('data', (d) => said.push(d));
    child.stderr.on('data', (d) => said.push(d));
    child.on('error', fail);
    child.on('close', (code, signal) =>
      code === 0
        ? done()
        : fail(new Error(`${entry} on ${dataDir} ended with ${signal ?? code}:\n${Buffer.concat(said).toString()}`)),
    );
  });
}

const reliefReady = withRelief
  ? runOn(relief, 'packages/server/test/support/processed-relief-turn.ts')
  : Promise.resolve();
reliefReady.catch(() => undefined); // awaited below; never an unhandled rejection meanwhile
// The seed command on a closed database: a copy of its folder is the same database. The
// journeys run on the small agency, as the server tests do (docs/adr/0015-demo-agency-sizes.md).
await runOn(first, 'packages/server/src/demo/cli.ts', ['--size', 'small']);
for (const dir of copies) cpSync(first, dir, { recursive: true });
// Without the relief award's database, the journeys are the @dated ones as of another day
// (playwright.config.ts), and neither the enrolment nor the corrections journey is among them.
if (withRelief) {
  // The enrolment journey's codes, on the first server's database only (enrolment-codes.ts).
  await runOn(first, 'packages/app/e2e/support/enrolment-codes.ts', [`${first}-enrol.json`]);
  // The corrections journey's case, on the first server's database only (correction-case.ts).
  await runOn(first, 'packages/app/e2e/support/correction-case.ts', [`${first}-correction.json`]);
}
await reliefReady;
