import { randomUUID } from 'node:crypto';
import {
  type Checkpoint,
  checkpointSchema,
  eventProofSchema,
  LEDGER_CHECKPOINTS_PATH,
  LEDGER_PROOF_PATH,
  LEDGER_TEXTS,
} from '@crewline/protocol';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { awardRuns, preferenceItems, preferenceSets } from '../../../src/db/schema';
import { checkReceipt } from '../../../src/modules/pick/audit/receipt-check';
import { checkpointProblem } from '../../../src/modules/pick/ledger/checkpoint';
import { CHECKPOINT_EVERY_MS, signLedgerIfDue } from '../../../src/modules/pick/ledger/checkpoint.service';
import { ledgerHead } from '../../../src/modules/pick/ledger/ledger.repository';
import { demoLedgerSigner } from '../../../src/modules/pick/ledger/signers';
import { processDueTurns } from '../../../src/modules/pick/turns/turn-processor';
import { TEST_TODAY } from '../../helper';
import { signedIn } from '../../support/app';
import { demoAppOn } from '../../support/demo-app';
import { roundOfTurn } from '../../support/pick-rounds';
import { type Auth, serviceCalls } from '../../support/service-calls';
import { demoPublicKey } from '../../support/verify';

/** 10:00 in New York on TEST_TODAY: the DOB work round is under way, 100001's turn is on Tuesday. */
const NOW = `${TEST_TODAY}T15:00:00.000Z`;
const DAY = 86_400_000;

describe('receipts and the public ledger', () => {
  const demo = demoAppOn(TEST_TODAY, { start: NOW });
  const { ok } = serviceCalls(() => demo.app);
  let maria: Auth;
  let workRound: number;

  const checkpoints = async (): Promise<Checkpoint[]> => {
    const res = await demo.app.inject({ method: 'GET', url: LEDGER_CHECKPOINTS_PATH });
    expect(res.statusCode).toBe(200);
    return checkpointSchema.array().parse(res.json());
  };

  beforeAll(async () => {
    maria = await signedIn(demo.app, '100001');
    workRound = await roundOfTurn(demo.database.db, '100001', 'WORK');
  });

  it('serves every checkpoint without sign-in, oldest first: a fresh demo agency has one per award run', async () => {
    const all = await checkpoints();
    const [runs] = await demo.database.db.select({ n: count() }).from(awardRuns);
    expect(all.length).toBe(runs?.n);
    expect(all.length).toBeGreaterThan(0);
    expect(all.map((c) => c.size)).toEqual([...all.map((c) => c.size)].sort((a, b) => a - b));
    for (const c of all) expect(checkpointProblem(c, demoPublicKey())).toBeUndefined();
  });

  it('answers a save with its receipt; once a checkpoint covers it, the receipt proves it offline', async () => {
    const [set] = await demo.database.db
      .select({ id: preferenceSets.id })
      .from(preferenceSets)
      .where(and(eq(preferenceSets.pickRoundId, workRound), eq(preferenceSets.passId, '100001')));
    const items = (
      await demo.database.db
        .select({ itemId: preferenceItems.itemId })
        .from(preferenceItems)
        .where(eq(preferenceItems.setId, set?.id as number))
        .orderBy(preferenceItems.rank)
    )
      .map((i) => i.itemId)
      .reverse();
    const saved = await ok('mta_savePreferences', maria, { roundId: workRound, requestId: randomUUID(), items });
    const receipt = saved.list?.receipt;
    const head = await ledgerHead(demo.database.db);
    expect(receipt?.event).toMatchObject({ number: head.count, hash: head.hash, kind: 'SAVE', passId: '100001' });
    expect(receipt?.event.payload).toMatchObject({ items });
    // No checkpoint covers it yet: no proof, and the server says why.
    expect(receipt?.checkpoint).toBeNull();
    expect(receipt?.inclusion).toBeNull();
    const early = await demo.app.inject({ method: 'GET', url: `${LEDGER_PROOF_PATH}?event=${head.count}` });
    expect(early.statusCode).toBe(404);
    expect(early.json()).toEqual({ error: LEDGER_TEXTS.notCovered(head.count) });

    // The daily checkpoint is not due within a day of the last; a day on, it signs the save.
    const latest = (await checkpoints()).at(-1) as Checkpoint;
    expect(await signLedgerIfDue(demo.database.db, demoLedgerSigner(), new Date(NOW))).toBeUndefined();
    const daily = await signLedgerIfDue(
      demo.database.db,
      demoLedgerSigner(),
      new Date(new Date(latest.time).getTime() + CHECKPOINT_EVERY_MS),
    );
    expect(daily?.size).toBe(head.count);

    const { pick } = await ok('mta_pickPreferencesInit', maria);
    const proven = pick?.rounds.find((r) => r.roundId === workRound)?.list?.receipt;
    expect(proven?.event).toEqual(receipt?.event);
    expect(proven?.checkpoint?.size).toBe(head.count);
    if (!proven || !daily) throw new Error('no receipt');
    expect(checkReceipt(proven, daily, demoPublicKey())).toMatchObject({ ok: true });

    const proof = await demo.app.inject({ method: 'GET', url: `${LEDGER_PROOF_PATH}?event=${head.count}` });
    expect(proof.statusCode).toBe(200);
    const parsed = eventProofSchema.parse(proof.json());
    expect(checkReceipt(proven, parsed.checkpoint, demoPublicKey(), parsed)).toMatchObject({ ok: true });
  });

  it('refuses a proof of no event, of a bad number, and against no such checkpoint, in words', async () => {
    const get = (query: string) => demo.app.inject({ method: 'GET', url: `${LEDGER_PROOF_PATH}${query}` });
    expect((await get('?event=zero')).json()).toEqual({ error: LEDGER_TEXTS.proofEvent });
    expect((await get('')).statusCode).toBe(400);
    expect((await get('?event=0')).json()).toEqual({ error: LEDGER_TEXTS.proofEvent });
    expect((await get('?event=1&size=x')).json()).toEqual({ error: LEDGER_TEXTS.proofSize });
    expect((await get('?event=9999999')).json()).toEqual({ error: LEDGER_TEXTS.noEvent(9_999_999) });
    expect((await get('?event=1&size=3')).json()).toEqual({ error: LEDGER_TEXTS.noCheckpoint(3) });
  });

  it("gives an award its receipt: the run's event, and the row's proof against the run's awards root", async () => {
    // Tuesday: 100001's turn has come.
    demo.clock.advance(4 * DAY);
    await processDueTurns(demo.database.db, demo.clock.now());
    maria = await signedIn(demo.app, '100001');
    const { pick } = await ok('mta_pickPreferencesInit', maria);
    const award = pick?.rounds.find((r) => r.roundId === workRound)?.award;
    expect(award?.receipts.length).toBeGreaterThan(0);
    const latest = (await checkpoints()).at(-1) as Checkpoint;
    for (const receipt of award?.receipts ?? []) {
      expect(receipt.event.kind).toBe('RUN');
      expect(receipt.award?.row).toMatchObject({ passId: '100001' });
      const res = await demo.app.inject({
        method: 'GET',
        url: `${LEDGER_PROOF_PATH}?event=${receipt.event.number}&size=${latest.size}`,
      });
      const proof = eventProofSchema.parse(res.json());
      const check = checkReceipt(receipt, latest, demoPublicKey(), proof);
      expect(check).toMatchObject({ ok: true });
      expect((check as { lines: string[] }).lines[1]).toMatch(/^Award: row \d+ of \d+ \(100001 /);
      // A row changed by one character is not the row the run recorded.
      const forged = { ...receipt, award: { ...receipt.award, row: { ...receipt.award?.row, choice: 1 } } };
      if (receipt.award?.row.choice !== 1) {
        expect(checkReceipt(forged as typeof receipt, latest, demoPublicKey(), proof)).toMatchObject({ ok: false });
      }
    }
  });
});
