import { randomUUID } from 'node:crypto';
import { SERVICES, type ServiceElements, type ServiceName } from '@crewline/protocol';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  absences,
  awards,
  employees,
  holidayRequirements,
  holidays,
  pickRounds,
  vacationWeeks,
  vrBids,
} from '../../src/db/schema';
import { verifyLedgerChain } from '../../src/modules/pick/ledger/ledger.service';
import { processDueTurns } from '../../src/modules/pick/turns/turn-processor';
import { saveList } from '../../src/modules/pick-preferences/ranked-list.service';
import { createTestDatabase, describeEachDemoDay, type TestDatabase } from '../helper';
import { callService, signedIn, testApp } from '../support/app';
import { parseEnvelope } from '../support/envelope';
import { roundOfTurn } from '../support/pick-rounds';
import { verifyAll } from '../support/verify';

const DAY = 86_400_000;

/** The demo's picks run to their end as the scheduler would, day by day: every kind of round. */
describeEachDemoDay('the demo picks, run to the end', (today) => {
  const at = (days: number) => new Date(new Date(`${today}T17:00:00Z`).getTime() + days * DAY);
  let database: TestDatabase;
  const roundOf = (passId: string, kind: 'WORK' | 'VACATION' | 'HOLIDAY' | 'VR') =>
    roundOfTurn(database.db, passId, kind, { open: true });
  let holidayItem: { id: number; date: string; name: string };

  beforeAll(async () => {
    database = await createTestDatabase({ today });
    // 100001 asks for the first holiday of their group off, before the holiday round opens.
    const holidayRound = await roundOf('100001', 'HOLIDAY');
    const [round] = await database.db.select().from(pickRounds).where(eq(pickRounds.id, holidayRound));
    // Candidates of every group come back; keep the one of 100001's group (the save refuses the others).
    const mine = await database.db
      .select({ id: holidayRequirements.id, date: holidays.date, name: holidays.name })
      .from(holidayRequirements)
      .innerJoin(holidays, eq(holidays.id, holidayRequirements.holidayId))
      .where(and(eq(holidays.kind, 'PICK'), eq(holidays.pickPeriodId, round?.pickPeriodId as number)))
      .orderBy(holidays.date, holidayRequirements.id);
    let saved = false;
    for (const candidate of mine) {
      const ok = await saveList(
        database.db,
        {
          roundId: holidayRound,
          passId: '100001',
          requestId: randomUUID(),
          now: new Date((round?.opensAt.getTime() ?? 0) + 60_000),
        },
        [candidate.id],
      ).then(
        () => true,
        () => false,
      );
      if (ok) {
        holidayItem = candidate;
        saved = true;
        break;
      }
    }
    if (!saved) throw new Error('no holiday of 100001 group could be listed');
    for (const days of [1, 3, 7, 14, 21, 28, 35, 42, 50]) await processDueTurns(database.db, at(days));
  }, 120_000);
  afterAll(() => database.close());

  it('closes every round of the open picks', async () => {
    const open = await database.db
      .select({ id: pickRounds.id, kind: pickRounds.kind })
      .from(pickRounds)
      .where(isNull(pickRounds.closedAt));
    expect(open).toEqual([]);
  });

  it('gives each vacation relief bid at most once, to a bidder of its round', async () => {
    const [vr] = await database.db.select().from(pickRounds).where(eq(pickRounds.kind, 'VR'));
    const given = await database.db
      .select({ itemId: awards.itemId, passId: awards.passId })
      .from(awards)
      .where(and(eq(awards.pickRoundId, vr?.id as number), eq(awards.outcome, 'AWARDED')));
    expect(given.length).toBeGreaterThan(0);
    expect(new Set(given.map((g) => g.itemId)).size).toBe(given.length);
    const bids = await database.db
      .select({ id: vrBids.id })
      .from(vrBids)
      .where(
        inArray(
          vrBids.id,
          given.map((g) => g.itemId as number),
        ),
      );
    expect(bids).toHaveLength(given.length);
  });

  it('writes the holiday awarded off as a holiday absence on its date', async () => {
    const [award] = await database.db
      .select({ outcome: awards.outcome, itemId: awards.itemId })
      .from(awards)
      .where(and(eq(awards.passId, '100001'), eq(awards.itemId, holidayItem.id), eq(awards.outcome, 'AWARDED')));
    expect(award).toBeDefined();
    const [day] = await database.db
      .select({ kind: absences.kind, payCode: absences.payCode })
      .from(absences)
      .where(and(eq(absences.passId, '100001'), eq(absences.date, holidayItem.date)));
    expect(day).toEqual({ kind: 'HOLIDAY', payCode: 'HOL' });
  });

  it('keeps the ledger chain intact, replays every run identically from the ledger and holds every table to it', async () => {
    expect((await verifyLedgerChain(database.db)).ok).toBe(true);
    const report = await verifyAll(database.db);
    expect(report).toMatchObject({ ok: true, checkpoints: { ok: true } });
    expect(report.replay?.runs).toBeGreaterThan(10);
    expect(report.mirrors?.absences).toBeGreaterThan(0);
    expect(report.mirrors?.jobs).toBeGreaterThan(0);
  });

  it('shows 100001 the holiday awarded off and the ones to work, and the vacation weeks awarded with why', async () => {
    const app = await testApp({ db: database.db, now: () => at(50) });
    try {
      // Fifty days on, the demo password has expired: this test is about the pick, not the password.
      await database.db
        .update(employees)
        .set({ passwordExpiresOn: '2099-12-31' })
        .where(eq(employees.passId, '100001'));
      const maria = await signedIn(app, '100001');
      const call = async <S extends ServiceName>(service: S, payload: Record<string, unknown> = {}) => {
        const res = await callService(app, service, payload, maria);
        const body = parseEnvelope(service, SERVICES[service].elements, res.json());
        expect(body.message.Error).toBe('');
        return body.elements as ServiceElements<S>;
      };
      const picked = await call('mta_pickedHolidays');
      expect(picked.pick?.roundStatus).toBe('CLOSED');
      expect(picked.pick?.explanation).toMatch(/^Awarded /);
      const off = picked.holidays.filter((h) => h.status === 'OFF');
      expect(off.map((h) => h.date)).toContain(holidayItem.date);
      expect(off.find((h) => h.date === holidayItem.date)?.choice).toBe(1);
      expect(picked.holidays.every((h) => h.status !== 'PENDING')).toBe(true);

      // The vacation weeks 100001 was given at the close: each week's days are vacation days, with the award behind it.
      const given = await database.db
        .select({ weekStart: vacationWeeks.weekStart })
        .from(awards)
        .innerJoin(vacationWeeks, eq(vacationWeeks.id, awards.itemId))
        .innerJoin(pickRounds, eq(pickRounds.id, awards.pickRoundId))
        .where(and(eq(awards.passId, '100001'), eq(pickRounds.kind, 'VACATION')));
      expect(given.length).toBeGreaterThan(0);
      const year = Number(given[0]?.weekStart.slice(0, 4));
      const years = await call('mta_scheduledVacationWeeks');
      expect(years.years.map((y) => y.year)).toContain(year);
      const details = await call('mta_scheduledVacationWeekDetails', { year });
      for (const g of given.filter((w) => w.weekStart.startsWith(String(year)))) {
        const week = details.weeks.find((w) => w.weekStart === g.weekStart);
        expect(week?.days.length).toBeGreaterThan(0);
        expect(week?.picked?.pick).toMatch(/General Pick$/);
        expect(week?.picked?.explanation.length).toBeGreaterThan(0);
      }
    } finally {
      await app.close();
    }
  });
});
