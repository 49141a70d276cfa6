// `npm run pick`: the pick's audit commands, as USAGE says.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkpointSchema, eventProofSchema, receiptSchema } from '@crewline/protocol';
import { openCliDatabase } from '../../../db/cli-database';
import { RefusalError } from '../../../exec/errors';
import { cliConfig, failWithUsage, parseCliArgs } from '../../../lib/cli-args';
import { progressBar } from '../../../lib/progress-bar';
import type { CorrectionInput } from '../corrections/corrected-setup';
import { allRounds } from './audit.repository';
import { readJsonFile } from './cli-files';
import { exportRound } from './export';
import { checkReceipt } from './receipt-check';
import { rerunRound } from './rerun';
import { roundLines } from './round-lines';
import { verifierKey } from './verifier-key';
import { verifyLedger } from './verify';
import { verifyLines } from './verify-lines';

const USAGE = `Usage:
  npm run pick -- rounds
      lists every round: its id (what export and rerun take), pick, kind, window and award runs
  npm run pick -- verify [--checkpoint FILE] [--public-key KEY]
      checks the ledger's hash chain and signed checkpoints, replays every award run from the
      ledger alone and holds every table that mirrors it against it; with --checkpoint (one
      element of GET /ledger/checkpoints, as served) proves the ledger extends that checkpoint
  npm run pick -- export --round N [--out FILE]
      writes what a union needs to check round N independently (JSON; stdout without --out)
  npm run pick -- rerun --round N (--restore-list PASS:ID,ID,... | --move PASS:RANK | --add-package ID)
      reruns round N with a correction and prints whose award changes (nothing is written)
  npm run pick -- check-receipt --receipt FILE --checkpoint FILE [--proof FILE] [--public-key KEY]
      checks a receipt (a save's, a delete's or an award's, as the app copies it) against a
      checkpoint, offline: no database; --proof is GET /ledger/proof?event=N&size=M, for a
      checkpoint newer than the receipt's
  npm run pick -- key
      prints the public key checkpoints are checked against, and its id
  The public key is --public-key, else LEDGER_PUBLIC_KEY, else LEDGER_SIGNING_KEY's (never the database's).`;

const COMMANDS = ['rounds', 'verify', 'export', 'rerun', 'check-receipt', 'key'];

function fail(message: string): never {
  return failWithUsage(message, USAGE);
}

const { positionals, values } = parseCliArgs(
  {
    round: { type: 'string' },
    out: { type: 'string' },
    'restore-list': { type: 'string' },
    move: { type: 'string' },
    'add-package': { type: 'string' },
    checkpoint: { type: 'string' },
    receipt: { type: 'string' },
    proof: { type: 'string' },
    'public-key': { type: 'string' },
  },
  USAGE,
  { positionals: true },
);

function roundArg(): number {
  const n = Number(values.round);
  if (!Number.isInteger(n) || n < 1) fail('--round must be a round id (a whole number)');
  return n;
}

function pair(flag: string, value: string): [string, string] {
  const at = value.indexOf(':');
  if (at < 1) fail(`${flag} must be of the form A:B`);
  return [value.slice(0, at), value.slice(at + 1)];
}

/** The one correction to rerun with, as the office's corrections take it. */
function correction(): CorrectionInput {
  const given = [values['restore-list'], values.move, values['add-package']].filter((v) => v !== undefined);
  if (given.length !== 1) fail('rerun needs one correction: --restore-list, --move or --add-package');
  if (values['add-package']) {
    const id = Number(values['add-package']);
    if (!Number.isInteger(id) || id < 1) fail("--add-package must be a package's id (a whole number)");
    return { addPackageId: id };
  }
  if (values['restore-list']) {
    const [passId, items] = pair('--restore-list', values['restore-list']);
    const ids = items.split(',').map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id < 1)) fail('--restore-list items must be item ids');
    return { restoreList: { passId, items: ids } };
  }
  const [passId, rank] = pair('--move', values.move as string);
  if (!Number.isInteger(Number(rank)) || Number(rank) < 1) fail('--move must be PASS:RANK, RANK a place from 1');
  return { moveTo: { passId, rank: Number(rank) } };
}

const command = positionals[0];
if (!command || !COMMANDS.includes(command)) fail(`unknown command ${command ?? '(none)'}`);

// Arguments are checked before the database is opened: a mistyped command touches nothing.
const round = command === 'export' || command === 'rerun' ? roundArg() : 0;
const fix = command === 'rerun' ? correction() : undefined;
const given =
  command === 'verify' ? readJsonFile('--checkpoint', values.checkpoint, checkpointSchema, fail) : undefined;
const key = ['verify', 'check-receipt', 'key'].includes(command)
  ? verifierKey(values['public-key'], cliConfig(), fail)
  : undefined;

if (command === 'key' && key) {
  console.log(`Key ${key.keyId}: ${key.publicKey}${key.demo ? ' (the demo key: public, proves nothing)' : ''}`);
} else if (command === 'check-receipt' && key) {
  if (!values.receipt || !values.checkpoint) fail('check-receipt needs --receipt FILE and --checkpoint FILE');
  const receipt = readJsonFile('--receipt', values.receipt, receiptSchema, fail);
  const checkpoint = readJsonFile('--checkpoint', values.checkpoint, checkpointSchema, fail);
  const proof = readJsonFile('--proof', values.proof, eventProofSchema, fail);
  if (!receipt || !checkpoint) fail('check-receipt needs --receipt FILE and --checkpoint FILE');
  const result = checkReceipt(receipt, checkpoint, key.key, proof);
  if (result.ok) for (const line of result.lines) console.log(line);
  else {
    console.log(`Receipt: NOT PROVEN: ${result.why}.`);
    process.exitCode = 1;
  }
} else {
  const { database } = await openCliDatabase();
  try {
    if (command === 'rounds') {
      const rounds = await allRounds(database.db);
      if (rounds.length === 0) console.log('No rounds.');
      else {
        const { timeZone, clock } = cliConfig();
        for (const line of roundLines(rounds, timeZone, clock())) console.log(line);
      }
    } else if (command === 'verify' && key) {
      const bars = {
        events: progressBar(process.stderr, 'Reading the ledger'),
        runs: progressBar(process.stderr, 'Replaying award runs'),
      };
      const report = await verifyLedger(database.db, {
        publicKey: key.key,
        ...(given ? { checkpoint: given } : {}),
        onProgress: (stage, done, total) => bars[stage](done, total),
      });
      for (const line of verifyLines(report, values.checkpoint)) console.log(line);
      if (!report.ok) process.exitCode = 1;
    } else if (command === 'export') {
      const exported = await exportRound(database.db, round);
      if (!exported) fail(`no round ${values.round}, or a ledger that does not verify (npm run pick -- verify)`);
      const text = `${JSON.stringify(exported, null, 2)}\n`;
      if (values.out) {
        writeFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), values.out), text);
        console.log(`Round ${exported.round.id}: ${exported.runs.length} award runs written to ${values.out}.`);
      } else process.stdout.write(text);
    } else {
      const result = await rerunRound(database.db, round, fix as CorrectionInput).catch((err: unknown) => {
        if (err instanceof RefusalError) fail(err.text);
        throw err;
      });
      if (!result) fail(`round ${values.round} has no award run to rerun`);
      console.log(`Reran ${result.turns} turns.`);
      if (result.earliestChange === null) console.log('No award changes.');
      else {
        console.log(`Earliest changed position: #${result.earliestChange}. Awards that change:`);
        for (const c of result.changes) console.log(`  #${c.rank} ${c.passId}: ${c.before} -> ${c.after}`);
      }
    }
  } finally {
    await database.close();
  }
}
