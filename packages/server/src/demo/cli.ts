import { DATE_RANGE_PROBLEM, dateField, isoDateIn } from '@crewline/protocol';
import { openCliDatabase } from '../db/cli-database';
import { dropAllTables } from '../db/recreate';
import { cliConfig, failWithUsage, parseCliArgs } from '../lib/cli-args';
import { progressBar } from '../lib/progress-bar';
import { ledgerSigner } from '../modules/pick';
import { ALL_DEMO_SIGN_INS, DEMO_PASSWORD, demoTotpSecret } from './demo-sign-ins';
import { DEFAULT_SEED, isEmpty, readSeedInfo, resolveSize, SIZE_PRESETS, seedDemoAgency } from './seed';

const USAGE = `Usage:
  npm run seed -- [--size ${Object.keys(SIZE_PRESETS).join('|')}|N] [--seed N] [--today YYYY-MM-DD] [--reset]
      seeds the demo agency into DATA_DIR (or DATABASE_URL): the demo size by default, as of
      today (AS_OF's day when it is set); --reset recreates the database first (every table
      dropped and made again: the pick ledger cannot be emptied any other way)`;

const { values } = parseCliArgs(
  {
    size: { type: 'string' },
    seed: { type: 'string' },
    today: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
  USAGE,
);

const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
if (!Number.isInteger(seed)) failWithUsage(`--seed must be a whole number: ${values.seed}`, USAGE);
let size = 0;
try {
  size = resolveSize(values.size);
} catch (err) {
  failWithUsage(`--${(err as Error).message}`, USAGE);
}
if (values.today !== undefined && !dateField('').safeParse(values.today).success) {
  failWithUsage(`--today ${DATE_RANGE_PROBLEM}, YYYY-MM-DD: ${values.today}`, USAGE);
}
const { timeZone, clock, ledgerSigningKey, secrets, mode } = cliConfig();
if (mode === 'production') {
  console.error('CREWLINE_MODE=production: the demo agency is never seeded into a production database.');
  process.exit(2);
}
const today = values.today ?? isoDateIn(clock(), timeZone);
let { database, url, dataDir } = await openCliDatabase();
if (values.reset) {
  await dropAllTables(database.db);
  await database.close();
  ({ database, url, dataDir } = await openCliDatabase());
}
try {
  if (!values.reset && !(await isEmpty(database.db))) {
    const info = await readSeedInfo(database.db);
    const what = info
      ? `the demo agency (seed ${info.seed}, ${info.size} employees, generated for ${info.generatedOn})`
      : 'employees';
    console.error(`The database already holds ${what}. Add --reset to replace it.`);
    process.exitCode = 1;
  } else {
    const started = Date.now();
    const summary = await seedDemoAgency(database.db, {
      seed,
      size,
      today,
      timeZone,
      signer: ledgerSigner(ledgerSigningKey),
      secrets,
      onProgress: progressBar(process.stderr, 'Seeding'),
    });
    console.log(
      `Demo agency in ${url ? 'PostgreSQL' : dataDir}: ${summary.employees} employees, ${summary.depots} depots, ${summary.pickPeriods} picks, ${summary.pickTurns} pick turns, ${summary.jobs} picked jobs, ${summary.timecards} timecards, ${summary.absences} absences (seed ${seed}, today ${today}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log(`Demo sign-ins, password ${DEMO_PASSWORD}:`);
    for (const d of ALL_DEMO_SIGN_INS) console.log(`  ${d.passId}  ${d.description}`);
    console.log(`100002's second-factor (TOTP) secret: ${demoTotpSecret(seed)}`);
  }
} finally {
  await database.close();
}
