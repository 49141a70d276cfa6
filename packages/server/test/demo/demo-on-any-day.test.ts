import {
  addDays,
  DAY_OFF_BANKS,
  holidayAccruePayGetElements,
  LEAVE_DAY_MINUTES,
  notifyInOutGetAllElements,
  requestDayOffGetElements,
  type ServiceName,
  sundayOnOrBefore,
  vacationInDaysGetElements,
  vrWeeksElements,
} from '@crewline/protocol';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '../../src/config';
import { rowsOf } from '../../src/db/rows';
import { seedInstant } from '../../src/demo/seed';
import { createTestDatabase, describeEachDemoDay, type TestDatabase } from '../helper';
import { callService, signedIn, testApp } from '../support/app';
import { parseEnvelope } from '../support/envelope';

/** The RTO demo sign-ins: each has My Time, and asks for days off and vacation days in its journeys. */
const MY_TIME_SIGN_INS = ['200001', '200002', '300001'];

/**
 * The demo agency on any day of the year (issue 47): what the demo sign-ins' screens and
 * journeys need is there, and nothing in the data contradicts the day it was seeded for.
 */
describeEachDemoDay('the demo agency on its day', (today) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const now = new Date(seedInstant(today, DEFAULT_TIME_ZONE).getTime() + 3 * 3_600_000);

  beforeAll(async () => {
    database = await createTestDatabase({ today });
    app = await testApp({ db: database.db, now: () => now });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function elementsOf<S extends z.ZodType>(
    passId: string,
    service: ServiceName,
    schema: S,
  ): Promise<z.output<S>> {
    const body = parseEnvelope(
      service,
      schema,
      (await callService(app, service, {}, await signedIn(app, passId))).json(),
    );
    expect(body.success, `${passId} ${service}`).toBe(true);
    if (!body.elements) throw new Error(`${service} answered no elements`);
    return body.elements;
  }

  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));

  for (const passId of MY_TIME_SIGN_INS) {
    it(`${passId}: every bank a day off is charged to holds a day for the days ahead`, async () => {
      const { yearBanks } = await elementsOf(passId, 'mta_requestDayOffGet', requestDayOffGetElements);
      const first = Number(addDays(today, 1).slice(0, 4));
      for (const bank of DAY_OFF_BANKS) {
        const held = yearBanks.find((b) => b.bank === bank && b.year === first);
        expect(held?.onRecord, `${bank} ${first}`).toBe(true);
        expect(held?.availableMinutes, `${bank} ${first}`).toBeGreaterThanOrEqual(LEAVE_DAY_MINUTES);
      }
    });

    it(`${passId}: a vacation day and a sick day are there to take`, async () => {
      const vacation = await elementsOf(passId, 'mta_vacationInDaysGet', vacationInDaysGetElements);
      expect(vacation.yearBanks[0]?.availableMinutes).toBeGreaterThanOrEqual(LEAVE_DAY_MINUTES);
      expect(vacation.openDates.some((d) => d.placesLeft > 0)).toBe(true);
      const sick = await elementsOf(passId, 'mta_notifyInOutGetAll', notifyInOutGetAllElements);
      expect(sick.open).toBeNull();
      expect(sick.sickBankMinutes).toBeGreaterThanOrEqual(LEAVE_DAY_MINUTES);
    });
  }

  it('200001 works a holiday whose bank-or-pay choice is open (its Holidays Accrue/Pay journey)', async () => {
    const { holidays } = await elementsOf('200001', 'mta_holidayAccruePayGet', holidayAccruePayGetElements);
    expect(holidays.some((h) => h.open)).toBe(true);
  });

  it('200002 (class HR) has relief weeks with open bids to rank', async () => {
    const { round, weeks } = await elementsOf('200002', 'mta_vrWeeks', vrWeeksElements);
    expect(round?.canEdit).toBe(true);
    expect(weeks.some((w) => w.open > 0)).toBe(true);
  });

  it('has no timecard of the current pay week or later: payroll enters a week after it ends', async () => {
    const [late] = await rows<{ n: number }>(
      sql`select count(*)::int as n from timecards where week_start >= ${sundayOnOrBefore(today)}`,
    );
    expect(late?.n).toBe(0);
  });

  it('charges every absence to a bank on record for its own leave year, and overdraws none', async () => {
    const unbanked = await rows<{ pass_id: string; date: string; bank: string }>(sql`
      select a.pass_id, a.date, p.bank from absences a
      join pay_codes p on p.code = a.pay_code
      left join leave_banks b on b.pass_id = a.pass_id and b.bank = p.bank and b.year = extract(year from a.date)
      where p.bank is not null and b.pass_id is null
      limit 5`);
    expect(unbanked).toEqual([]);
    // A year's days off within what its bank was given, whatever was carried (accruals aside).
    const overdrawn = await rows<{ pass_id: string; bank: string; year: number }>(sql`
      select b.pass_id, b.bank, b.year from leave_banks b
      join pay_codes p on p.bank = b.bank
      join absences a on a.pay_code = p.code and a.pass_id = b.pass_id and extract(year from a.date) = b.year
      where b.monthly_accrual_minutes = 0
      group by b.pass_id, b.bank, b.year, b.carried_minutes, b.granted_minutes
      having sum(a.minutes) > b.carried_minutes + b.granted_minutes
      limit 5`);
    expect(overdrawn).toEqual([]);
  });

  it('awards only the pick turns due when its data stands', async () => {
    const [early] = await rows<{ n: number }>(sql`
      select count(*)::int as n from awards w
      join pick_turns t on t.pick_round_id = w.pick_round_id and t.pass_id = w.pass_id
      where t.turn_at > ${seedInstant(today, DEFAULT_TIME_ZONE).toISOString()}::timestamptz`);
    expect(early?.n).toBe(0);
  });
});
