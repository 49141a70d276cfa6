// `npm run agency`: the agency's own data in and out, as USAGE says. Each command is one entry of COMMANDS.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { enrolmentLink, isoDateIn } from '@crewline/protocol';
import { openCliDatabase } from '../db/cli-database';
import { DataDirInUse } from '../db/data-dir-lock';
import { startJobQueue } from '../db/job-queue';
import { sampleAgency } from '../demo/agency-sample';
import { resolveSize } from '../demo/seed';
import { cliConfig, failWithUsage, parseCliArgs } from '../lib/cli-args';
import { progressBar } from '../lib/progress-bar';
import { dataFormatsDoc, exportAgency, importAgency, type KindSummary } from '../modules/agency-data';
import { EnrolmentCodeRefused, makeEnrolmentCode } from '../modules/auth';
import { useJobQueue } from '../modules/notifications';

const USAGE = `Usage:
  npm run agency -- import --dir D [--check]
      reads the agency's files in folder D (docs/data-formats.md), reports every problem as
      file:line: column: what is wrong, and writes them in one transaction when there is none;
      --check reports and summarises what an import would add, change and remove, writing nothing
  npm run agency -- export --out D
      writes the database's agency to folder D in the same format
  npm run agency -- sample --out D [--size small|demo|large|N]
      writes the demo agency, as the seed makes it (as of today, AS_OF's day when set), to folder D
  npm run agency -- doc
      writes docs/data-formats.md from the file definitions
  npm run agency -- enrol --pass-id P [--by O]
      makes employee P's one-time enrolment code (and link, at PUBLIC_URL), valid 72 hours, for an
      employee without a password; --by names the office employee (pass id) who gives it
  npm run agency -- enrol --pass-id P --reset --by S
      supervisor S resets P's account (a forgotten password, a lost phone): ends P's sessions,
      password and second factor, and makes a new enrolment code
  The database is DATABASE_URL (PostgreSQL) if set, else the embedded one in DATA_DIR.`;

const { positionals, values } = parseCliArgs(
  {
    dir: { type: 'string' },
    out: { type: 'string' },
    size: { type: 'string' },
    check: { type: 'boolean', default: false },
    'pass-id': { type: 'string' },
    by: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
  USAGE,
  { positionals: true },
);

const here = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

function summaryLine(s: KindSummary): string {
  return `  ${s.file}: ${s.rows} rows, ${s.added} added, ${s.changed} changed, ${s.removed} removed`;
}

/**
 * Runs `work` on the agency's database. `tells`: the work may tell employees, so on PostgreSQL
 * its notifications' jobs go to pg-boss in its transaction, as in the server (ADR 28).
 */
async function withDatabase<T>(
  work: (db: Awaited<ReturnType<typeof openCliDatabase>>['database']) => Promise<T>,
  tells = false,
) {
  let opened: Awaited<ReturnType<typeof openCliDatabase>>;
  try {
    opened = await openCliDatabase();
  } catch (err) {
    if (!(err instanceof DataDirInUse)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const jobs = tells && opened.url ? await startJobQueue({ url: opened.url, poolMax: 1, supervise: false }) : undefined;
  useJobQueue(jobs);
  try {
    return await work(opened.database);
  } finally {
    await jobs?.stop({ graceful: false });
    await opened.database.close();
  }
}

const COMMANDS: Record<string, () => Promise<void>> = {
  async import() {
    if (!values.dir) failWithUsage('import needs --dir D', USAGE);
    const dir = here(values.dir);
    const { clock } = cliConfig();
    const result = await withDatabase((database) =>
      importAgency(database.db, {
        dir,
        check: values.check,
        now: clock(),
        onProgress: (file, rows) => console.error(`  ${file}: ${rows.toLocaleString('en-US')} rows read`),
      }),
    );
    for (const p of result.problems) console.error(p);
    console.log(
      result.written
        ? 'Imported:'
        : values.check && result.problems.length === 0
          ? 'Checked, nothing written:'
          : 'Nothing written:',
    );
    for (const s of result.summary) console.log(summaryLine(s));
    if (result.problems.length > 0) {
      console.error(`${result.problems.length} problems: nothing was written.`);
      process.exitCode = 1;
    }
  },
  async export() {
    if (!values.out) failWithUsage('export needs --out D', USAGE);
    const out = here(values.out);
    mkdirSync(out, { recursive: true });
    const written = await withDatabase((database) => exportAgency(database.db, out));
    for (const w of written) console.log(`  ${w.file}: ${w.rows} rows`);
  },
  async sample() {
    if (!values.out) failWithUsage('sample needs --out D', USAGE);
    let size = 0;
    try {
      size = resolveSize(values.size);
    } catch (err) {
      failWithUsage(`--${(err as Error).message}`, USAGE);
    }
    const out = here(values.out);
    mkdirSync(out, { recursive: true });
    const { clock, timeZone } = cliConfig();
    const written = await sampleAgency(out, {
      size,
      today: isoDateIn(clock(), timeZone),
      timeZone,
      onProgress: progressBar(process.stderr, 'Generating'),
    });
    for (const w of written) console.log(`  ${w.file}: ${w.rows} rows`);
  },
  async enrol() {
    const passId = values['pass-id'];
    if (!passId) failWithUsage('enrol needs --pass-id P', USAGE);
    const config = cliConfig();
    try {
      const made = await withDatabase(
        (database) =>
          makeEnrolmentCode(database.db, {
            passId,
            by: values.by,
            reset: values.reset,
            now: config.clock(),
            timeZone: config.timeZone,
          }),
        true,
      );
      const until = made.expiresAt.toLocaleString('en-US', {
        timeZone: config.timeZone,
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      if (values.reset) console.log(`${passId}: sessions, password and second factor ended.`);
      console.log(`Enrolment code for ${passId}: ${made.code}`);
      console.log(`Link: ${enrolmentLink(config.publicUrl ?? `http://localhost:${config.port}`, passId, made.code)}`);
      console.log(`Valid once, until ${until} (${config.timeZone}).`);
    } catch (err) {
      if (!(err instanceof EnrolmentCodeRefused)) throw err;
      console.error(err.message);
      process.exitCode = 1;
    }
  },
  async doc() {
    const path = resolve(import.meta.dirname, '../../../../docs/data-formats.md');
    writeFileSync(path, dataFormatsDoc());
    console.log(`Wrote ${path}`);
  },
};

const command = positionals[0];
const run = command === undefined ? undefined : COMMANDS[command];
if (!run) failWithUsage(command ? `unknown command: ${command}` : 'a command is needed', USAGE);
await run();
