import {
  addDays,
  LEAVE_BANKS,
  leaveBalancesElements,
  quotaAbsencesElements,
  roleAllows,
  SERVICES,
} from '@crewline/protocol';
import { eq, max } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { absences, leaveBanks, payCodes, quotas, timecards } from '../../src/db/schema';
import { fromLineColumns } from '../../src/db/timecard-lines';
import { describeEachDemoDay } from '../helper';
import { callService, signedIn } from '../support/app';
import { demoAppOn } from '../support/demo-app';
import { parseEnvelope } from '../support/envelope';

/**
 * The demo agency's numbers, worked out here from the rows the way a payroll clerk would:
 * straight from absences, leave_banks and timecards, without the service's code.
 */
describeEachDemoDay('leave services against the seeded demo agency', (today) => {
  const YEAR = Number(today.slice(0, 4));
  const demo = demoAppOn(today);

  async function rowsOf(passId: string) {
    const { db } = demo.database;
    const [latest] = await db
      .select({ weekStart: max(timecards.weekStart) })
      .from(timecards)
      .where(eq(timecards.passId, passId));
    const cards = await db.select().from(timecards).where(eq(timecards.passId, passId));
    const banks = await db.select().from(leaveBanks).where(eq(leaveBanks.passId, passId));
    const days = await db
      .select({ date: absences.date, minutes: absences.minutes, bank: payCodes.bank, quotaCode: absences.quotaCode })
      .from(absences)
      .leftJoin(payCodes, eq(absences.payCode, payCodes.code))
      .where(eq(absences.passId, passId));
    const codes = await db.select({ code: payCodes.code, bank: payCodes.bank }).from(payCodes);
    return { latestWeek: latest?.weekStart ?? undefined, cards, banks, days, codes };
  }

  for (const passId of ['100001', '100003', '200001', '300001']) {
    it(`${passId}: every balance re-adds from the bank and the absences, as of the latest timecard`, async () => {
      const rows = await rowsOf(passId);
      expect(rows.latestWeek).toBeDefined();
      const asOf = addDays(rows.latestWeek as string, 6);
      // The leave year is the latest timecard's: in January's first days, still last year.
      const year = Number(asOf.slice(0, 4));
      expect(year === YEAR || (year === YEAR - 1 && asOf >= addDays(today, -13))).toBe(true);
      const months = Number(asOf.slice(5, 7));

      const res = await callService(demo.app, 'mta_leaveBalances', {}, await signedIn(demo.app, passId));
      const answer = parseEnvelope('mta_leaveBalances', leaveBalancesElements, res.json()).elements;
      expect(answer).toMatchObject({ year, asOf, timecardWeekStart: rows.latestWeek });

      const expected = LEAVE_BANKS.map(({ code, name }) => {
        const bank = rows.banks.find((b) => b.bank === code && b.year === year);
        const inYear = rows.days.filter((d) => d.bank === code && d.date.startsWith(`${year}-`));
        const used = inYear.filter((d) => d.date <= asOf).reduce((sum, d) => sum + d.minutes, 0);
        const scheduled = inYear.filter((d) => d.date > asOf).reduce((sum, d) => sum + d.minutes, 0);
        const earned = bank ? bank.carriedMinutes + bank.grantedMinutes + bank.monthlyAccrualMinutes * months : 0;
        return {
          bank: code,
          name,
          onRecord: bank !== undefined,
          carriedMinutes: bank?.carriedMinutes ?? 0,
          grantedMinutes: bank?.grantedMinutes ?? 0,
          monthlyAccrualMinutes: bank?.monthlyAccrualMinutes ?? 0,
          accrualMonths: months,
          accruedMinutes: (bank?.monthlyAccrualMinutes ?? 0) * months,
          // The demo agency has no holiday banked through My Time.
          bankedHolidayMinutes: 0,
          earnedMinutes: earned,
          usedMinutes: used,
          scheduledMinutes: scheduled,
          availableMinutes: earned - used - scheduled,
        };
      });
      expect(answer?.banks).toEqual(expected);
      // The demo data is real-looking: every bank is on record, leave was taken, none is overdrawn.
      expect(answer?.banks.every((b) => b.onRecord)).toBe(true);
      expect(answer?.banks.some((b) => b.usedMinutes > 0)).toBe(true);
      expect(answer?.banks.every((b) => b.availableMinutes >= 0)).toBe(true);
    });

    it(`${passId}: what is used agrees with the leave lines of the timecards`, async () => {
      const rows = await rowsOf(passId);
      const asOf = addDays(rows.latestWeek as string, 6);
      const year = Number(asOf.slice(0, 4));
      const bankOfCode = new Map(rows.codes.map((c) => [c.code, c.bank]));
      // The days of this year, up to the as-of date, that a timecard covers (weeks may be missing).
      const weeks = new Set(rows.cards.map((c) => c.weekStart));
      const weekOf = (date: string) => addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());
      const covered = (date: string) => date.startsWith(`${year}-`) && date <= asOf && weeks.has(weekOf(date));

      const res = await callService(demo.app, 'mta_leaveBalances', {}, await signedIn(demo.app, passId));
      expect(parseEnvelope('mta_leaveBalances', leaveBalancesElements, res.json()).success).toBe(true);
      for (const { code } of LEAVE_BANKS) {
        const onTimecards = rows.cards
          .flatMap((c) => fromLineColumns(c.weekStart, c))
          .filter((l) => bankOfCode.get(l.payCode) === code && covered(l.date))
          .reduce((sum, l) => sum + l.minutes, 0);
        const absent = rows.days
          .filter((d) => d.bank === code && covered(d.date))
          .reduce((sum, d) => sum + d.minutes, 0);
        expect([code, onTimecards]).toEqual([code, absent]);
      }
    });
  }

  it("100001's upcoming vacation week is scheduled, not used", async () => {
    const rows = await rowsOf('100001');
    const asOf = addDays(rows.latestWeek as string, 6);
    const year = asOf.slice(0, 4);
    const ahead = rows.days.filter((d) => d.bank === 'VAC' && d.date > today && d.date <= `${year}-12-31`);
    const res = await callService(demo.app, 'mta_leaveBalances', {}, await signedIn(demo.app, '100001'));
    const vac = parseEnvelope('mta_leaveBalances', leaveBalancesElements, res.json()).elements?.banks[0];
    expect(vac?.bank).toBe('VAC');
    expect(vac?.scheduledMinutes).toBeGreaterThanOrEqual(ahead.reduce((sum, d) => sum + d.minutes, 0));
    expect(asOf < today).toBe(true);
  });

  for (const passId of ['100001', '200001']) {
    it(`${passId}: quota absences of this year and last, counted from the absences`, async () => {
      const auth = await signedIn(demo.app, passId);
      const allQuotas = await demo.database.db.select().from(quotas);
      const rows = await rowsOf(passId);
      for (const year of [YEAR, YEAR - 1]) {
        const res = await callService(demo.app, 'mta_quotaAbsences', { year }, auth);
        const answer = parseEnvelope('mta_quotaAbsences', quotaAbsencesElements, res.json()).elements;
        expect(answer?.year).toBe(year);
        expect(answer?.years.slice(0, 2)).toEqual([YEAR, YEAR - 1]);
        expect(answer?.quotas.map((q) => q.code).sort()).toEqual(allQuotas.map((q) => q.code).sort());
        for (const quota of answer?.quotas ?? []) {
          const charged = rows.days
            .filter((d) => d.quotaCode === quota.code && d.date.startsWith(`${year}-`))
            .map((d) => d.date)
            .sort();
          const allowance = allQuotas.find((q) => q.code === quota.code)?.allowanceDays;
          expect(quota.absences.map((a) => a.date)).toEqual(charged);
          expect(quota).toMatchObject({
            allowanceDays: allowance,
            usedDays: charged.length,
            remainingDays: (allowance ?? 0) - charged.length,
          });
          for (const a of quota.absences) expect(a.scheduled).toBe(a.date > today);
        }
        // Last year's sick days are in the data for every employee.
        if (year === YEAR - 1) expect(answer?.quotas.some((q) => q.usedDays > 0)).toBe(true);
      }
    });
  }

  it('serves the viewer to DOB and RTO alike', () => {
    const rto = { dept: 'RTO', subdivision: 'SUBWAY', class: 'FT' };
    expect(roleAllows(SERVICES.mta_quotaAbsences.role, rto)).toBe(true);
    expect(roleAllows(SERVICES.mta_leaveBalances.role, rto)).toBe(true);
  });
});
