import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendPickEvents, readPickEvents } from '../../../src/modules/pick/ledger/ledger.repository';
import { verifyLedgerChain } from '../../../src/modules/pick/ledger/ledger.service';
import { GENESIS_HASH, type PickEventDraft } from '../../../src/modules/pick/ledger/ledger-chain';
import { createTestDatabase, type TestDatabase } from '../../helper';

const draft = (n: number, kind: PickEventDraft['kind'] = 'SAVE'): PickEventDraft => ({
  at: new Date(Date.UTC(2026, 10, 21, 10, n)),
  roundId: null,
  passId: `10000${n % 10}`,
  kind,
  payload: { version: n, items: [n, n + 1], note: `save ${n}` },
});

describe('the pick ledger', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.close());

  it('chains every appended row to the one before it, across appends and transactions', async () => {
    const { db } = database;
    const first = await db.transaction((tx) => appendPickEvents(tx, [draft(1), draft(2)]));
    const second = await db.transaction((tx) => appendPickEvents(tx, [draft(3, 'RUN')]));
    expect(first.map((e) => e.seq)).toEqual([1, 2]);
    expect(second[0]?.seq).toBe(3);
    expect(first[0]?.prevHash).toBe(GENESIS_HASH);
    expect(first[1]?.prevHash).toBe(first[0]?.hash);
    expect(second[0]?.prevHash).toBe(first[1]?.hash);
    const rows = await readPickEvents(db, 0, 100);
    expect(rows.map((r) => r.hash)).toEqual([...first, ...second].map((e) => e.hash));
    expect(await verifyLedgerChain(db)).toEqual({ ok: true, rows: 3, head: second[0]?.hash });
  });

  it('keeps the chain whole when many appenders write at once', async () => {
    const { db } = database;
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => db.transaction((tx) => appendPickEvents(tx, [draft(10 + i)]))),
    );
    const check = await verifyLedgerChain(db);
    expect(check.ok).toBe(true);
    expect(check.rows).toBe(43);
  });

  it('is refused an UPDATE, a DELETE or a TRUNCATE by the database itself', async () => {
    const { db } = database;
    // drizzle wraps the driver's error: the database's own words are its cause.
    const refusal = {
      cause: expect.objectContaining({ message: expect.stringMatching(/pick_events is append-only/) }),
    };
    await expect(db.execute(sql`update pick_events set kind = 'DELETE' where id = 1`)).rejects.toMatchObject(refusal);
    await expect(db.execute(sql`delete from pick_events where id = 2`)).rejects.toMatchObject(refusal);
    // TRUNCATE fires no row trigger: a statement trigger refuses it.
    await expect(db.execute(sql`truncate pick_events`)).rejects.toMatchObject(refusal);
    await expect(db.execute(sql`truncate pick_events cascade`)).rejects.toMatchObject(refusal);
    expect((await verifyLedgerChain(db)).ok).toBe(true);
  });

  it('is refused a second row chained on a row, even one written around the ledger lock', async () => {
    const { db } = database;
    const [first] = await readPickEvents(db, 0, 1);
    // A fork: the first row already has a successor; this one claims it too.
    const fork = db.execute(
      sql`insert into pick_events (seq, at, pass_id, kind, payload, prev_hash, hash)
          values (1000, now(), '100001', 'RUN', '{"itemId": 118}', ${first?.hash}, ${`sha256:${'e'.repeat(64)}`})`,
    );
    await expect(fork).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringMatching(/pick_events_prev_hash/) }),
    });
    expect(await verifyLedgerChain(db)).toMatchObject({ ok: true, rows: 43 });
  });

  it('names the first row a forged insert breaks', async () => {
    const { db } = database;
    const [last] = (await readPickEvents(db, 0, 1000)).slice(-1);
    // A row written around the chain: it claims the right previous hash, but its own hash is made up.
    await db.execute(
      sql`insert into pick_events (seq, at, pass_id, kind, payload, prev_hash, hash)
          values (${(last?.seq ?? 0) + 1}, now(), '100001', 'RUN', '{"itemId": 118}', ${last?.hash}, ${`sha256:${'f'.repeat(64)}`})`,
    );
    const [forged] = (await readPickEvents(db, 0, 1000)).slice(-1);
    expect(await verifyLedgerChain(db)).toMatchObject({ ok: false, rows: 43, badId: forged?.id });
  });
});
