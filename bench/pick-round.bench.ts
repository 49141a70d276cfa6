// A whole WORK round awarded and written: BENCH_PICK_EMPLOYEES (50,000 by default) employees
// in one group per bus depot, each with a saved list of 20 packages of their group (the top choices
// shared, so most lists run into seniors' awards), every turn due at once. Times, per round:
// loading the snapshot (the round's setup and lists read from the ledger, its awards so far),
// the engine alone (pure and in memory), and the whole turn run as the server makes it (load,
// engine, the awards with their explanations and the Merkle root over them, the run's one ledger
// event, its award_runs row and a signed checkpoint, in one transaction). Baseline (storeFloor):
// PostgreSQL alone doing the same reads and writes inside the database, committed. Target (issue 52): the
// whole run ≤ 1.5× the baseline, median of BENCH_ROUNDS (default 3), on PostgreSQL.
// Database: BENCH_PICK_DATABASE_URL (PostgreSQL, a database of its own: each round adds a pick
// and 50,000 ledger events that can never be deleted) or a fresh PGlite folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../packages/server/src/db/client';
import { rowsOf } from '../packages/server/src/db/rows';
import type { Db } from '../packages/server/src/db/types';
import { BUS_DEPOTS } from '../packages/server/src/demo/depots';
import { insertLists } from '../packages/server/src/demo/insert-open-picks';
import { runRound } from '../packages/server/src/modules/pick/engine';
import { ledgerTree } from '../packages/server/src/modules/pick/ledger/ledger-tree';
import { loadRound } from '../packages/server/src/modules/pick/turns/snapshot';
import { processDueTurns } from '../packages/server/src/modules/pick/turns/turn-processor';

const EMPLOYEES = Number(process.env.BENCH_PICK_EMPLOYEES ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHOICES = 20;
const GROUPS = BUS_DEPOTS.length;

const url = process.env.BENCH_PICK_DATABASE_URL;
const database = await openDatabase(
  url ? { url, poolMax: 4 } : { dataDir: mkdtempSync(join(tmpdir(), 'crewline-pick-')) },
);
const { db } = database;
console.log(
  `database: ${url ? 'PostgreSQL' : 'PGlite'}; ${EMPLOYEES} employees in ${GROUPS} groups, ${CHOICES} choices each; ${ROUNDS} rounds`,
);

/** Employees B000001… in seniority order, their depot by seniority modulo the groups. */
async function ensureEmployees(tx: Db): Promise<void> {
  await tx.execute(sql`insert into depots (code, name, dept, borough)
    select code, name, dept, borough from json_to_recordset(${JSON.stringify(BUS_DEPOTS)}::json)
      as d(code text, name text, dept text, borough text)
    on conflict do nothing`);
  await tx.execute(sql`insert into employees (pass_id, first_name, last_name, department, division, subdivision,
      title, title_class, seniority_number, seniority_date, depot_code)
    select 'B' || lpad(g::text, 6, '0'), 'Bench', 'Operator', 'DOB', 'DOB', 'BUS OPERATIONS', 'Bus Operator', 'FT',
      1000000 + g, date '2000-01-01' + g % 9000,
      (${JSON.stringify(BUS_DEPOTS.map((d) => d.code))}::jsonb ->> (g % ${GROUPS}))
    from generate_series(1, ${EMPLOYEES}) g
    on conflict do nothing`);
}

/** A new pick with its WORK round open, a group and population per depot, packages, turns all due and lists. */
async function setUpRound(tx: Db, now: Date): Promise<number> {
  // Setting up a round writes a million preference rows: not bound by the server's statement timeout.
  if (url) await tx.execute(sql`set local statement_timeout = 0`);
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const [period] = (
    (await tx.execute(sql`insert into pick_periods (code, department, type, description, start_date, end_date,
        effective_date, expiration_date)
      values (${`BENCH-${now.toISOString()}`}, 'DOB', 'GENERAL', 'Bench pick', ${day(-2)}, ${day(2)}, ${day(30)}, ${day(211)}) returning id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const periodId = period?.id as number;
  const [round] = (
    (await tx.execute(sql`insert into pick_rounds (pick_period_id, kind, seq, opens_at, closes_at)
      values (${periodId}, 'WORK', 1, ${new Date(now.getTime() - 86_400_000)}, ${new Date(now.getTime() + 86_400_000)})
      returning id`)) as unknown as { rows: { id: number }[] }
  ).rows;
  const roundId = round?.id as number;
  await tx.execute(sql`insert into pick_groups (pick_period_id, depot_code, name)
    select ${periodId}, code, name from depots where dept = 'DOB'`);
  await tx.execute(sql`insert into populations (pick_group_id, code, name, description)
    select id, 'FT', 'Full time', 'Full-time bus operators' from pick_groups where pick_period_id = ${periodId}`);
  await tx.execute(sql`insert into population_members (population_id, pass_id)
    select p.id, e.pass_id from employees e
      join pick_groups g on g.depot_code = e.depot_code and g.pick_period_id = ${periodId}
      join populations p on p.pick_group_id = g.id
    where e.pass_id like 'B%'`);
  // As many packages in a group as members: everyone can be placed.
  await tx.execute(sql`insert into packages (population_id, code, kind, capacity, rdo_mask, weekly_paid_minutes, routes)
    select p.id, lpad(n::text, 4, '0'), 'REGULAR', 1, 65, 2475, 'B41'
    from populations p join pick_groups g on g.id = p.pick_group_id
      join lateral (select count(*) c from population_members m where m.population_id = p.id) m on true
      cross join lateral generate_series(1, m.c::int) n
    where g.pick_period_id = ${periodId}`);
  await tx.execute(sql`insert into pick_turns (pick_period_id, pick_round_id, pass_id, turn_at)
    select ${periodId}, ${roundId}, pass_id,
      ${new Date(now.getTime() - 3_600_000)}::timestamptz + (row_number() over (order by seniority_number)) * interval '1 millisecond'
    from employees where pass_id like 'B%'`);
  // Counted before the lists are built: with the statistics of the rounds before, once planned
  // blind, the joins below took minutes instead of seconds.
  await tx.execute(sql`analyze employees, population_members, populations, pick_groups, packages`);
  // Choice k of the member with index i in their group: package (k-1)*3 + i%5 of the group —
  // everyone wants the same few first, so lists run into seniors' awards. Saved as the app saves
  // them: a list version and its ledger event each, after the round's setup event.
  const members = rowsOf<{ pass_id: string; population_id: number; i: number }>(
    await tx.execute(sql`select m.pass_id, m.population_id,
        (row_number() over (partition by m.population_id order by e.seniority_number) - 1)::int as i
      from population_members m join employees e on e.pass_id = m.pass_id
      join populations p on p.id = m.population_id join pick_groups g on g.id = p.pick_group_id
      where g.pick_period_id = ${periodId}`),
  );
  const packagesOf = new Map<number, number[]>();
  for (const r of rowsOf<{ population_id: number; id: number }>(
    await tx.execute(sql`select k.population_id, k.id from packages k join populations p on p.id = k.population_id
      join pick_groups g on g.id = p.pick_group_id where g.pick_period_id = ${periodId} order by k.id`),
  )) {
    packagesOf.set(r.population_id, [...(packagesOf.get(r.population_id) ?? []), r.id]);
  }
  const savedAt = new Date(now.getTime() - 7_200_000);
  await insertLists(
    tx,
    roundId,
    members.map((m) => ({
      passId: m.pass_id,
      savedAt,
      itemIds: Array.from(
        { length: CHOICES },
        (_, k) => packagesOf.get(m.population_id)?.[k * 3 + (m.i % 5)] as number,
      ),
    })),
  );
  return roundId;
}

/**
 * The baseline the run cannot beat: PostgreSQL alone doing what the run has it do, inside the
 * database so that nothing is sent, parsed or computed: reading the round's setup and its list
 * events as the load reads them, its awards so far, the hashes of the events the new checkpoint
 * covers, and storing the rows the run wrote — its awards with their explanations (into a round
 * of their own, with the same indexes, triggers and foreign keys checked), its award_runs row, its
 * one ledger event and a checkpoint — then committing. The event and the checkpoint go to copies
 * of their tables (same columns and indexes): a copy in the ledger itself would break its chain.
 * Answers ms.
 */
async function storeFloor(roundId: number): Promise<number> {
  let started = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set constraints all immediate`);
    await tx.execute(sql`create temp table floor_events (like pick_events including all) on commit drop`);
    await tx.execute(sql`create temp table floor_checkpoints (like ledger_checkpoints including all) on commit drop`);
    const [copy] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into pick_rounds (pick_period_id, kind, seq, opens_at, closes_at)
        select pick_period_id, 'VR', seq + 100, opens_at, closes_at from pick_rounds where id = ${roundId}
        returning id`),
    );
    started = performance.now();
    // The reads: the setup (detoasted and parsed, as the driver parses it), the lists' items, the
    // awards so far, and the hashes of the events the checkpoint newly covers.
    await tx.execute(sql`select sum(json_array_length(payload->'participants')) from pick_events
      where pick_round_id = ${roundId} and kind = 'SETUP'`);
    await tx.execute(sql`select count(*), sum(json_array_length(payload->'items')) from pick_events
      where pick_round_id = ${roundId} and kind in ('SAVE', 'DELETE')`);
    await tx.execute(sql`select count(*) from awards where pick_round_id = ${copy?.id}`);
    await tx.execute(sql`select count(*), length(string_agg(substr(hash, 8), '' order by seq)) from pick_events
      where seq > (select coalesce((select size from ledger_checkpoints order by size desc offset 1 limit 1), 0))`);
    // The writes, as the run wrote them.
    const [run] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into award_runs (pick_round_id, kind, engine_version, snapshot_digest, awards_digest, ran_at, ledger_event)
        select ${copy?.id}, kind, engine_version, snapshot_digest, awards_digest, ran_at, ledger_event from award_runs
        where pick_round_id = ${roundId} returning id`),
    );
    await tx.execute(sql`insert into awards (award_run_id, pick_round_id, pass_id, outcome, item_id, seat,
        choice_rank, explanation, days, awarded_at)
      select ${run?.id}, ${copy?.id}, pass_id, outcome, item_id, seat, choice_rank, explanation, days, awarded_at
      from awards where pick_round_id = ${roundId} order by id`);
    await tx.execute(
      sql`insert into floor_events select * from pick_events where pick_round_id = ${roundId} and kind = 'RUN'`,
    );
    await tx.execute(sql`insert into floor_checkpoints select * from ledger_checkpoints order by size desc limit 1`);
  });
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const seconds = (ms: number) => (ms / 1000).toFixed(2);

try {
  await db.transaction((tx) => ensureEmployees(tx));
  // As the server does when it starts: the ledger's tree read once, not by the first run's checkpoint.
  await ledgerTree(db);
  const rows: { load: number; engine: number; whole: number; floor: number; awards: number }[] = [];
  for (let r = 1; r <= ROUNDS; r++) {
    const now = new Date();
    const roundId = await db.transaction((tx) => setUpRound(tx, now));
    let t = performance.now();
    const loaded = await loadRound(db, roundId, now);
    if (!loaded) throw new Error('the bench round did not load');
    const load = performance.now() - t;
    t = performance.now();
    const result = runRound(loaded.snapshot);
    const engine = performance.now() - t;
    t = performance.now();
    await processDueTurns(db, now);
    const whole = performance.now() - t;
    const floor = await storeFloor(roundId);
    // Closed, as a pick's rounds close one after the other: the next round's run looks for due
    // turns in the open rounds only, not in every round the bench database has ever held.
    await db.execute(sql`update pick_rounds set closed_at = ${new Date()} where id = ${roundId}`);
    rows.push({ load, engine, whole, floor, awards: result.awards.length });
    console.log(
      `round ${r}: ${loaded.snapshot.participants.length} participants, ${result.awards.length} awards; load ${seconds(load)} s, engine ${seconds(engine)} s, whole turn run ${seconds(whole)} s; the database storing the same rows alone ${seconds(floor)} s`,
    );
  }
  const floor = median(rows.map((x) => x.floor));
  const whole = median(rows.map((x) => x.whole));
  console.log(
    `median: the database alone (reading the setup, lists and awards, storing the awards, the run event and a checkpoint) ${seconds(floor)} s; the whole turn run ${(whole / floor).toFixed(2)}× that`,
  );
  console.log(
    `median: load ${seconds(median(rows.map((x) => x.load)))} s, engine ${seconds(median(rows.map((x) => x.engine)))} s, whole turn run ${seconds(whole)} s; target: the whole run ≤ 1.5× the database alone, on PostgreSQL`,
  );
  console.log(`ratios per round: ${rows.map((x) => (x.whole / x.floor).toFixed(2)).join(' ')}`);
} finally {
  await database.close();
}
