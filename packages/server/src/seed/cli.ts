import { parseArgs } from 'node:util';
import { isoDateIn } from '@crewline/protocol';
import { openCliDatabase } from '../db/cli-database';
import { DEMO_PASSWORD, DEMO_SIGN_INS, demoTotpSecret } from './demo-sign-ins';
import { progressBar } from './progress-bar';
import {
  DEFAULT_SEED,
  DEFAULT_TIME_ZONE,
  isEmpty,
  readSeedInfo,
  resetAgency,
  resolveSize,
  seedDemoAgency,
} from './seed';

const { values } = parseArgs({
  options: {
    size: { type: 'string' },
    seed: { type: 'string' },
    today: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer: ${values.seed}`);
const size = resolveSize(values.size);
const timeZone = process.env.TIME_ZONE || DEFAULT_TIME_ZONE;
const today = values.today ?? isoDateIn(new Date(), timeZone);
const { database, url, dataDir } = await openCliDatabase();
try {
  if (!values.reset && !(await isEmpty(database.db))) {
    const info = await readSeedInfo(database.db);
    const what = info
      ? `the demo agency (seed ${info.seed}, ${info.size} employees, generated for ${info.generatedOn})`
      : 'employees';
    console.error(`The database already holds ${what}. Add --reset to replace it.`);
    process.exitCode = 1;
  } else {
    if (values.reset) await resetAgency(database.db);
    const started = Date.now();
    const summary = await seedDemoAgency(database.db, {
      seed,
      size,
      today,
      timeZone,
      onProgress: progressBar(process.stderr, 'Seeding'),
    });
    console.log(
      `Demo agency in ${url ? 'PostgreSQL' : dataDir}: ${summary.employees} employees, ${summary.depots} depots, ${summary.pickPeriods} picks, ${summary.pickTurns} pick turns, ${summary.jobs} picked jobs, ${summary.timecards} timecards, ${summary.absences} absences (seed ${seed}, today ${today}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log(`Demo sign-ins, password ${DEMO_PASSWORD}:`);
    for (const d of DEMO_SIGN_INS) console.log(`  ${d.passId}  ${d.description}`);
    console.log(`100002's second-factor (TOTP) secret: ${demoTotpSecret(seed)}`);
  }
} finally {
  await database.close();
}
