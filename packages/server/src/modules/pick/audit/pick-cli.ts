// `npm run pick`: the pick's audit commands, as USAGE says.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openCliDatabase } from '../../../db/cli-database';
import { cliConfig, failWithUsage, parseCliArgs } from '../../../lib/cli-args';
import { verifyLedgerChain } from '../ledger/ledger.service';
import { allRounds } from './audit.repository';
import { exportRound } from './export';
import { replayAwardRuns } from './replay';
import { type Correction, rerunRound } from './rerun';
import { roundLines } from './round-lines';

const USAGE = `Usage:
  npm run pick -- rounds
      lists every round: its id (what export and rerun take), pick, kind, window and award runs
  npm run pick -- verify
      checks the ledger's hash chain and replays every award run
  npm run pick -- export --round N [--out FILE]
      writes what a union needs to rerun round N independently (JSON; stdout without --out)
  npm run pick -- rerun --round N [--restore-list PASS:ID,ID,...] [--move PASS:RANK] [--add-package POPULATION:CAPACITY]
      reruns round N with a correction and prints whose award changes (nothing is written)`;

const COMMANDS = ['rounds', 'verify', 'export', 'rerun'];

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

function correction(): Correction {
  const c: Correction = {};
  if (values['restore-list']) {
    const [passId, items] = pair('--restore-list', values['restore-list']);
    const ids = items.split(',').map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id < 1)) fail('--restore-list items must be item ids');
    c.restoreList = { passId, items: ids };
  }
  if (values.move) {
    const [passId, rank] = pair('--move', values.move);
    if (!Number.isInteger(Number(rank)) || Number(rank) < 1) fail('--move must be PASS:RANK, RANK a place from 1');
    c.moveTo = { passId, rank: Number(rank) };
  }
  if (values['add-package']) {
    const [population, capacity] = pair('--add-package', values['add-package']).map(Number) as [number, number];
    if (!Number.isInteger(population) || !Number.isInteger(capacity) || capacity < 1) {
      fail('--add-package must be POPULATION_ID:CAPACITY');
    }
    c.addPackage = { populationId: population, capacity };
  }
  if (Object.keys(c).length === 0) fail('rerun needs a correction: --restore-list, --move or --add-package');
  return c;
}

const command = positionals[0];
if (!command || !COMMANDS.includes(command)) fail(`unknown command ${command ?? '(none)'}`);

// Arguments are checked before the database is opened: a mistyped command touches nothing.
const round = command === 'export' || command === 'rerun' ? roundArg() : 0;
const fix = command === 'rerun' ? correction() : undefined;

const { database } = await openCliDatabase();
try {
  if (command === 'rounds') {
    const rounds = await allRounds(database.db);
    if (rounds.length === 0) console.log('No rounds.');
    else {
      const { timeZone, clock } = cliConfig();
      for (const line of roundLines(rounds, timeZone, clock())) console.log(line);
    }
  } else if (command === 'verify') {
    const chain = await verifyLedgerChain(database.db);
    if (!chain.ok) {
      console.log(`Ledger: BROKEN at ${JSON.stringify(chain)}`);
      process.exitCode = 1;
    } else {
      console.log(`Ledger: ${chain.rows} events, chain intact (head ${chain.head}).`);
      const replay = await replayAwardRuns(database.db);
      if (replay.ok) {
        console.log(`Award runs: ${replay.runs} replayed, ${replay.awards} awards identical.`);
      } else {
        console.log(`Award runs: ${replay.runs} replayed identically, then a difference:`);
        console.log(JSON.stringify(replay.difference, null, 2));
        process.exitCode = 1;
      }
    }
  } else if (command === 'export') {
    const exported = await exportRound(database.db, round);
    if (!exported) fail(`no round ${values.round}`);
    const text = `${JSON.stringify(exported, null, 2)}\n`;
    if (values.out) {
      writeFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), values.out), text);
      console.log(`Round ${exported.round.id}: ${exported.runs.length} award runs written to ${values.out}.`);
    } else process.stdout.write(text);
  } else {
    const result = await rerunRound(database.db, round, fix as Correction);
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
