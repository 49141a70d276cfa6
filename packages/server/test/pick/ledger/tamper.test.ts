// Tried as someone with write access to the database would (issue 52): each change to the
// tables, or to the ledger itself, fails `npm run pick -- verify` at the row it changed.
// Runs on PGlite, and on PostgreSQL with CREWLINE_TEST_DB=postgres.
import { randomUUID } from 'node:crypto';
import type { Checkpoint } from '@crewline/protocol';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import {
  awardRuns,
  awards,
  jobs,
  packages,
  pickEvents,
  pickRounds,
  pickTurns,
  preferenceItems,
  preferenceSets,
} from '../../../src/db/schema';
import { signerOf } from '../../../src/lib/signing-key';
import { awardRowsOfRun } from '../../../src/modules/pick/audit/audit.repository';
import { checkReceipt } from '../../../src/modules/pick/audit/receipt-check';
import { awardLeaf, storedRowOfTable } from '../../../src/modules/pick/award-leaves';
import { signCheckpoint } from '../../../src/modules/pick/ledger/checkpoint';
import { latestCheckpoint } from '../../../src/modules/pick/ledger/checkpoint.repository';
import { signLedgerNow } from '../../../src/modules/pick/ledger/checkpoint.service';
import { insertChainedEvents, readPickEvents } from '../../../src/modules/pick/ledger/ledger.repository';
import { chain, EMPTY_LEDGER, type PickEventDraft } from '../../../src/modules/pick/ledger/ledger-chain';
import { rootOf } from '../../../src/modules/pick/ledger/merkle-tree';
import { eventProof, eventReceipt } from '../../../src/modules/pick/ledger/receipts';
import { demoLedgerSigner } from '../../../src/modules/pick/ledger/signers';
import { processDueTurns } from '../../../src/modules/pick/turns/turn-processor';
import { saveList } from '../../../src/modules/pick-preferences/ranked-list.service';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../../helper';
import { demoPublicKey, verifyAll } from '../../support/verify';

const START = new Date(`${TEST_TODAY}T13:00:00Z`).getTime();
const DAY = 86_400_000;
const at = (days: number) => new Date(START + days * DAY);

/** The checkpoint as GET /ledger/checkpoints serves it (a JSON round trip). */
const served = (c: Checkpoint | undefined): Checkpoint => JSON.parse(JSON.stringify(c));

/** The refusal the append-only triggers give, as drizzle wraps it. */
const appendOnly = { cause: expect.objectContaining({ message: expect.stringMatching(/is append-only/) }) };

/** What a superuser may do that the server's role may not: drop the triggers that keep history. */
async function dropHistoryTriggers(db: Db): Promise<void> {
  for (const [table, trigger] of [
    ['pick_events', 'pick_events_no_update_delete'],
    ['pick_events', 'pick_events_no_truncate'],
    ['awards', 'awards_no_update_delete'],
    ['ledger_checkpoints', 'ledger_checkpoints_no_update_delete'],
    ['ledger_checkpoints', 'ledger_checkpoints_no_truncate'],
  ]) {
    await db.execute(sql.raw(`drop trigger ${trigger} on ${table}`));
  }
}

/** The ledger emptied and written again from `edit`'s events, every hash recomputed: a chain intact in itself. */
async function rechain(db: Db, edit: (events: PickEventDraft[]) => PickEventDraft[]): Promise<void> {
  const events = await readPickEvents(db, 0, 1_000_000);
  await dropHistoryTriggers(db);
  await db.execute(sql`truncate pick_events`);
  const drafts = edit(events.map(({ at, roundId, passId, kind, payload }) => ({ at, roundId, passId, kind, payload })));
  await db.transaction((tx) => insertChainedEvents(tx, chain(EMPTY_LEDGER, drafts)));
}

describe('tampering with the pick, as someone with write access to the database', () => {
  let database: TestDatabase;
  let db: Db;
  let checkpoint: Checkpoint;

  beforeEach(async () => {
    database = await createTestDatabase();
    db = database.db;
    // The scheduler's runs over the next days: several runs per round, each signing a checkpoint.
    for (const days of [2, 3.2]) await processDueTurns(db, at(days));
    checkpoint = served(await latestCheckpoint(db));
    expect(await verifyAll(db, { checkpoint })).toMatchObject({ ok: true, given: { ok: true } });
  });
  afterEach(() => database.close());

  it('a rank swapped in preference_items: verify names that list row', async () => {
    const [set] = await db
      .select({ id: preferenceSets.id })
      .from(preferenceSets)
      .where(sql`${preferenceSets.itemCount} >= 2`)
      .orderBy(asc(preferenceSets.id))
      .limit(1);
    const items = await db
      .select()
      .from(preferenceItems)
      .where(and(eq(preferenceItems.setId, set?.id as number), inArray(preferenceItems.rank, [1, 2])))
      .orderBy(preferenceItems.rank);
    const [first, second] = items;
    // Three steps, as (set, rank) and (set, item) are both unique.
    await db.execute(sql`update preference_items set rank = 99 where set_id = ${set?.id} and rank = 1`);
    await db.execute(sql`update preference_items set rank = 1 where set_id = ${set?.id} and rank = 2`);
    await db.execute(sql`update preference_items set rank = 2 where set_id = ${set?.id} and rank = 99`);
    const report = await verifyAll(db);
    expect(report.ok).toBe(false);
    // The replay reads the ledger, not the table: every run still replays.
    expect(report.replay?.problem).toBeUndefined();
    expect(report.mirrors?.difference).toMatchObject({
      table: 'preference_items',
      key: expect.stringMatching(new RegExp(`^set ${set?.id}, rank 1 `)),
      column: 'item_id',
      inLedger: first?.itemId,
      inTable: second?.itemId,
    });
  });

  it("an award's item changed, its run's digests recomputed: verify names the award row", async () => {
    await expect(db.execute(sql`update awards set item_id = 1 where id = 1`)).rejects.toMatchObject(appendOnly);
    await expect(db.execute(sql`delete from awards where id = 1`)).rejects.toMatchObject(appendOnly);
    const [row] = await db
      .select()
      .from(awards)
      .where(and(eq(awards.outcome, 'AWARDED'), isNotNull(awards.itemId)))
      .orderBy(asc(awards.id))
      .limit(1);
    const other = (row?.itemId as number) + 1_000_000;
    await dropHistoryTriggers(db);
    await db
      .update(awards)
      .set({ itemId: other })
      .where(eq(awards.id, row?.id as number));
    // The run's root over the rows as they now are: the digests say what the table says.
    const rows = await awardRowsOfRun(db, row?.awardRunId as number);
    const root = rootOf(rows.map((r) => awardLeaf(storedRowOfTable(r))));
    await db
      .update(awardRuns)
      .set({ awardsDigest: root })
      .where(eq(awardRuns.id, row?.awardRunId as number));
    const report = await verifyAll(db);
    expect(report.ok).toBe(false);
    expect(report.mirrors?.difference).toMatchObject({
      table: 'awards',
      key: expect.stringMatching(new RegExp(`^award ${row?.id} \\(run ${row?.awardRunId}, row \\d+\\)$`)),
      column: 'item_id',
      inLedger: row?.itemId,
      inTable: other,
    });
  });

  it('a row of awards inserted: verify names it as a row the ledger does not hold', async () => {
    const [last] = await db.select().from(awards).orderBy(desc(awards.id)).limit(1);
    const [run] = await db
      .select()
      .from(awardRuns)
      .where(eq(awardRuns.id, last?.awardRunId as number));
    const [inserted] = await db
      .insert(awards)
      .values({
        awardRunId: run?.id as number,
        pickRoundId: run?.pickRoundId as number,
        passId: last?.passId as string,
        outcome: 'AWARDED',
        itemId: 999_999,
        seat: 1,
        choiceRank: 1,
        explanation: { rank: 1, remaining: 0, refused: [] },
        awardedAt: run?.ranAt as Date,
      })
      .returning({ id: awards.id });
    const report = await verifyAll(db);
    expect(report.ok).toBe(false);
    expect(report.mirrors?.difference).toMatchObject({
      table: 'awards',
      key: expect.stringMatching(new RegExp(`^award ${inserted?.id} \\(run ${run?.id}, row \\d+\\)$`)),
      column: '(row)',
      inLedger: null,
    });
  });

  it('the picked job an award wrote changed: verify names the job', async () => {
    const [held] = await db
      .select({ jobId: jobs.id, holder: jobs.pickedBy, packageId: packages.id })
      .from(awards)
      .innerJoin(pickRounds, and(eq(pickRounds.id, awards.pickRoundId), eq(pickRounds.kind, 'WORK')))
      .innerJoin(packages, eq(packages.id, awards.itemId))
      .innerJoin(jobs, eq(jobs.id, packages.jobId))
      .orderBy(asc(awards.id))
      .limit(1);
    expect(held?.holder).not.toBeNull();
    await db
      .update(jobs)
      .set({ pickedBy: '100003' })
      .where(eq(jobs.id, held?.jobId as number));
    const report = await verifyAll(db);
    expect(report.ok).toBe(false);
    expect(report.mirrors?.difference).toEqual({
      table: 'jobs',
      key: `job ${held?.jobId} (package ${held?.packageId})`,
      column: 'picked_by',
      inLedger: held?.holder,
      inTable: '100003',
    });
  });

  it('events truncated: refused; emptied by a superuser, the checkpoint names the first missing event', async () => {
    await expect(db.execute(sql`truncate pick_events`)).rejects.toMatchObject(appendOnly);
    await expect(db.execute(sql`truncate awards cascade`)).rejects.toMatchObject(appendOnly);
    await expect(db.execute(sql`truncate ledger_checkpoints`)).rejects.toMatchObject(appendOnly);
    await dropHistoryTriggers(db);
    await db.execute(sql`truncate pick_events, ledger_checkpoints`);
    // An empty ledger's chain is intact: only the checkpoint a union kept tells.
    const report = await verifyAll(db, { checkpoint });
    expect(report.chain).toMatchObject({ ok: true, rows: 0 });
    expect(report.given).toMatchObject({
      ok: false,
      why: expect.stringMatching(/holds 0 events, the checkpoint \d+: event 1 and after are missing/),
      firstDifferent: { from: 1, to: 1 },
    });
  });

  it('truncated and re-chained by a superuser: fails against the checkpoint, from the event that differs', async () => {
    const events = await readPickEvents(db, 0, 1_000_000);
    // A save of the first round's lists, rewritten to a different list.
    const target = events.find((e) => e.kind === 'SAVE' && ((e.payload.items as number[]) ?? []).length >= 2);
    if (!target) throw new Error('no save to rewrite');
    await rechain(db, (drafts) =>
      drafts.map((d, i) =>
        i === target.seq - 1
          ? { ...d, payload: { ...d.payload, items: [...(d.payload.items as number[])].reverse() } }
          : d,
      ),
    );
    await db.execute(sql`truncate ledger_checkpoints`);
    // The honest server signs whatever the database now holds.
    await signLedgerNow(db, demoLedgerSigner(), at(4));
    const report = await verifyAll(db, { checkpoint });
    expect(report.chain.ok).toBe(true);
    expect(report.checkpoints?.ok).toBe(true);
    expect(report.given).toMatchObject({ ok: false, why: expect.stringMatching(/does not extend the checkpoint/) });
    const range = (report.given as { firstDifferent: { from: number; to: number } }).firstDifferent;
    expect(range.from).toBeLessThanOrEqual(target.seq);
    expect(range.to).toBeGreaterThanOrEqual(target.seq);
  });

  it('a forged checkpoint signature, or a checkpoint of another key: both fail', async () => {
    const forged = { ...checkpoint, size: checkpoint.size - 1 };
    expect((await verifyAll(db, { checkpoint: forged })).given).toMatchObject({
      ok: false,
      why: "the checkpoint is not the key's: its signature does not verify",
    });
    const otherKey = signerOf(Buffer.alloc(32, 7).toString('base64'));
    const foreign = signCheckpoint(otherKey, checkpoint);
    expect((await verifyAll(db, { checkpoint: foreign })).given).toMatchObject({
      ok: false,
      why: expect.stringMatching(new RegExp(`names key ${otherKey.keyId}, not the key given`)),
    });
  });

  it('a receipt for a save that a rewritten ledger no longer holds: the proof the server now gives fails it', async () => {
    // The most junior employee of 100001's work round with a saved list, long after the runs so
    // far: they save it again.
    const [mine] = await db
      .select({ roundId: preferenceSets.pickRoundId, passId: preferenceSets.passId, setId: preferenceSets.id })
      .from(preferenceSets)
      .innerJoin(pickRounds, eq(pickRounds.id, preferenceSets.pickRoundId))
      .innerJoin(
        pickTurns,
        and(eq(pickTurns.pickRoundId, preferenceSets.pickRoundId), eq(pickTurns.passId, preferenceSets.passId)),
      )
      .where(
        and(eq(pickRounds.kind, 'WORK'), sql`${preferenceSets.itemCount} > 0`, sql`${pickTurns.turnAt} > ${at(4)}`),
      )
      .orderBy(desc(pickTurns.turnAt))
      .limit(1);
    const items = await db
      .select({ itemId: preferenceItems.itemId })
      .from(preferenceItems)
      .where(eq(preferenceItems.setId, mine?.setId as number))
      .orderBy(preferenceItems.rank);
    const change = {
      roundId: mine?.roundId as number,
      passId: mine?.passId as string,
      requestId: randomUUID(),
      now: at(4),
    };
    const saved = await saveList(
      db,
      change,
      items.map((i) => i.itemId),
    );
    const signed = served(await signLedgerNow(db, demoLedgerSigner(), at(4)));
    const receipt = await eventReceipt(db, saved.ledgerEvent as number);
    if (!receipt) throw new Error('no receipt');
    expect(checkReceipt(receipt, signed, demoPublicKey())).toMatchObject({ ok: true });

    // The save rewritten to another list, every hash after it recomputed, and a new checkpoint signed by the server.
    const other = items.length >= 2 ? items.map((i) => i.itemId).reverse() : [];
    await rechain(db, (drafts) =>
      drafts.map((d, i) =>
        i === (saved.ledgerEvent as number) - 1 ? { ...d, payload: { ...d.payload, items: other } } : d,
      ),
    );
    await db.execute(sql`truncate ledger_checkpoints`);
    const resigned = served(await signLedgerNow(db, demoLedgerSigner(), at(5)));
    const proof = await eventProof(db, saved.ledgerEvent as number);
    if (typeof proof === 'string') throw new Error(proof);
    expect(checkReceipt(receipt, resigned, demoPublicKey(), proof)).toEqual({
      ok: false,
      why: `the ledger's event ${saved.ledgerEvent} is not the receipt's: the ledger holds ${proof.hash}, the receipt ${receipt.event.hash}`,
    });
    // And the checkpoint the receipt came with says the ledger is not the one signed.
    expect((await verifyAll(db, { checkpoint: signed })).given).toMatchObject({ ok: false });
    const [gone] = await db.select().from(pickEvents).where(eq(pickEvents.hash, receipt.event.hash));
    expect(gone).toBeUndefined();
  });
});
