import {
  DAY_OFF_BANKS,
  DAY_OFF_TEXTS,
  LEAVE_BANKS,
  LEAVE_DAY_MINUTES,
  type ServiceElements,
  weekdayOf,
} from '@crewline/protocol';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { forgetEmployeeRecords } from '../../../exec/cached-records';
import { RefusalError } from '../../../exec/errors';
import type { InputOf, Session, SignedInContext } from '../../../exec/handlers';
import { absenceKindOf } from '../../../lib/absence-kinds';
import { agencyHolidays } from '../../../lib/agency-holidays';
import { isoOfDay } from '../../../lib/day-numbers';
import { isDayOff } from '../../../lib/days-off';
import { localIsoDate } from '../../../lib/local-time';
import { balancesOf, bankForYear, yearBanks, yearOf, yearsAhead } from '../../leave';
import { recordNotifications } from '../../notifications';
import { jobsInForce } from '../../pick';
import { appendMyTimeEvents, type MyTimeEvent } from '../my-time-events.repository';
import { lockEmployee } from '../my-time-locks.repository';
import {
  approvedOn,
  type DayOffRow,
  dayFacts,
  deleteAbsenceOf,
  findByRequestId,
  findMine,
  hasAbsenceOn,
  insertAbsence,
  insertRequest,
  lockDate,
  myRequestsFrom,
  quotaOf,
  setStatus,
  waitlistOn,
} from './day-off.repository';

type Bank = (typeof DAY_OFF_BANKS)[number];
type Requests = ServiceElements<'mta_requestDayOffGet'>['requests'];

const bankName = (bank: Bank) => LEAVE_BANKS.find((b) => b.code === bank)?.name ?? bank;

/** PostgreSQL's deadlock_detected: see promoteFrom. */
const DEADLOCK = '40P01';

/** What each bank holds, as the leave balances screen shows it (read in `db`, a transaction or not). */
async function bankMinutes(db: Db, passId: string, now: Date, config: Config): Promise<Map<string, number>> {
  const balances = await balancesOf(db, passId, now, config.timeZone);
  return new Map(balances.banks.map((b) => [b.bank, b.availableMinutes]));
}

/**
 * Why the bank does not hold a day for `date` (the bank of the date's own leave year), in
 * words; undefined when it does.
 */
async function shortOf(db: Db, passId: string, bank: Bank, date: string, now: Date, config: Config) {
  const held = await bankForYear(db, passId, bank, yearOf(date), now, config.timeZone);
  if (held.availableMinutes >= LEAVE_DAY_MINUTES) return undefined;
  if (held.later && !held.onRecord) return DAY_OFF_TEXTS.notOnRecord(bankName(bank), held.year);
  return DAY_OFF_TEXTS.balance(held.later ? `${held.year} ${bankName(bank)}` : bankName(bank));
}

/** An approved request becomes an absence charged to its bank; `before` are events told first, in one statement with its own. */
async function approve(tx: Db, row: DayOffRow, now: Date, actor: string, before: MyTimeEvent[] = []): Promise<void> {
  // The bank's own pay code, and the kind of absence charged under it (PERS → PERSONAL).
  const kind = absenceKindOf(row.bank);
  if (!kind) throw new Error(`no kind of absence is charged to ${row.bank}`);
  await insertAbsence(tx, {
    passId: row.passId,
    date: row.date,
    kind,
    payCode: row.bank,
    minutes: LEAVE_DAY_MINUTES,
    description: 'Requested day off',
    dayOffRequestId: row.id,
  });
  await appendMyTimeEvents(tx, [
    ...before,
    {
      at: now,
      passId: row.passId,
      actor,
      kind: 'DAY_OFF_APPROVED',
      payload: { dayOffId: row.id, date: row.date, bank: row.bank },
    },
  ]);
  await recordNotifications(tx, now, [
    {
      passId: row.passId,
      kind: row.status === 'WAITLISTED' ? 'DAY_OFF_PROMOTED' : 'DAY_OFF_APPROVED',
      data: { date: row.date, bank: row.bank },
    },
  ]);
}

/** My requests from today on, each with its place on the waitlist while waiting. */
async function myRequests(db: Db, passId: string, today: string): Promise<Requests> {
  return (await myRequestsFrom(db, passId, today)).map(({ waitlistPosition, ...r }) => ({
    dayOffId: r.id,
    date: r.date,
    bank: r.bank as Bank,
    status: r.status as Requests[number]['status'],
    waitlistPosition: r.status === 'WAITLISTED' ? Number(waitlistPosition) : null,
    requestedAt: r.requestedAt.toISOString(),
    approvedAt: r.approvedAt?.toISOString() ?? null,
  }));
}

/** mta_requestDayOffGet: my requests from today on and what my banks hold. */
export async function requestDayOffGet({
  db,
  session,
  now,
  config,
}: SignedInContext): Promise<ServiceElements<'mta_requestDayOffGet'>> {
  const today = localIsoDate(now, config.timeZone);
  const held = await bankMinutes(db, session.passId, now, config);
  const ahead = await yearBanks(db, session.passId, DAY_OFF_BANKS, yearsAhead(today), now, config.timeZone);
  return {
    today,
    requests: await myRequests(db, session.passId, today),
    banks: DAY_OFF_BANKS.map((bank) => ({ bank, name: bankName(bank), availableMinutes: held.get(bank) ?? 0 })),
    yearBanks: ahead.map((held) => ({ ...held, name: bankName(held.bank) })),
  };
}

/** mta_requestDayOffHolidays: the agency's holidays from today to the end of next year. */
export async function requestDayOffHolidays({
  now,
  config,
}: SignedInContext): Promise<ServiceElements<'mta_requestDayOffHolidays'>> {
  const today = localIsoDate(now, config.timeZone);
  const year = Number(today.slice(0, 4));
  const holidays = [...agencyHolidays(year), ...agencyHolidays(year + 1)]
    .map((h) => ({ date: isoOfDay(h.day), name: h.name }))
    .filter((h) => h.date >= today);
  return { holidays };
}

/** Every rule a new request must meet, in the order the employee would want to hear them; answers whether it is approved. */
async function checkRequest(
  tx: Db,
  session: Session,
  date: string,
  bank: Bank,
  today: string,
  now: Date,
  config: Config,
): Promise<boolean> {
  const { passId, department, depotCode } = session.employee;
  if (date <= today) throw new RefusalError(DAY_OFF_TEXTS.past);
  const facts = await dayFacts(tx, passId, depotCode, date);
  if (facts.slots === null) throw new RefusalError(DAY_OFF_TEXTS.notPosted(date));
  if (facts.asked) throw new RefusalError(DAY_OFF_TEXTS.twice(date));
  if (facts.away) throw new RefusalError(DAY_OFF_TEXTS.away(date));
  const job = (await jobsInForce(tx, { passId, department }, date, date)).at(-1);
  if (job && isDayOff(job.daysOff, weekdayOf(date))) throw new RefusalError(DAY_OFF_TEXTS.rdo(date));
  const short = await shortOf(tx, passId, bank, date, now, config);
  if (short) throw new RefusalError(short);
  return facts.approved < facts.slots;
}

/**
 * mta_requestDayOffAdd: approved at once within the date's quota at my location, otherwise
 * waitlisted. One transaction with the date, then the employee, locked: 200 requests for the
 * last 3 slots give exactly 3 approvals. A retry with the same request id answers the first result.
 */
export async function requestDayOffAdd(
  { db, session, now, config }: SignedInContext,
  { requestId, date, bank }: InputOf<'mta_requestDayOffAdd'>,
): Promise<ServiceElements<'mta_requestDayOffAdd'>> {
  const { passId, depotCode, seniorityNumber } = session.employee;
  const today = localIsoDate(now, config.timeZone);
  const decided = await db.transaction(async (tx) => {
    await lockDate(tx, depotCode, date);
    await lockEmployee(tx, passId);
    const earlier = await findByRequestId(tx, requestId);
    if (earlier) {
      if (earlier.passId !== passId) throw new RefusalError(DAY_OFF_TEXTS.requestId);
      return earlier;
    }
    const approved = await checkRequest(tx, session, date, bank, today, now, config);
    const row = await insertRequest(tx, {
      requestId,
      passId,
      depotCode,
      date,
      bank,
      status: approved ? 'APPROVED' : 'WAITLISTED',
      seniorityNumber,
      requestedAt: now,
      approvedAt: approved ? now : null,
    });
    const requested: MyTimeEvent = {
      at: now,
      passId,
      actor: passId,
      kind: 'DAY_OFF_REQUESTED',
      payload: { dayOffId: row.id, date, bank, requestId },
    };
    if (approved) await approve(tx, row, now, passId, [requested]);
    else {
      await appendMyTimeEvents(tx, [
        requested,
        { at: now, passId, actor: passId, kind: 'DAY_OFF_WAITLISTED', payload: { dayOffId: row.id, date } },
      ]);
      await recordNotifications(tx, now, [{ passId, kind: 'DAY_OFF_WAITLISTED', data: { date } }]);
    }
    return row;
  });
  forgetEmployeeRecords(db, passId);
  const requests = await myRequests(db, passId, today);
  const request = requests.find((r) => r.dayOffId === decided.id);
  if (!request) throw new Error(`day-off request ${decided.id} not among ${passId}'s`);
  return { request, requests };
}

/**
 * The freed slots of the date go to those waiting, most senior first, each still able to take
 * it (bank, no other absence that day). Each one's employee is locked in turn, after the date:
 * two cancellations passing over each other's waiting employees may meet in a deadlock, which
 * PostgreSQL ends by failing one transaction; that one is run again (requestDayOffDelete).
 */
async function promoteFrom(tx: Db, row: DayOffRow, now: Date, config: Config, promoted: string[]): Promise<void> {
  const slots = (await quotaOf(tx, row.depotCode, row.date)) ?? 0;
  let free = slots - (await approvedOn(tx, row.depotCode, row.date));
  for (const waiting of await waitlistOn(tx, row.depotCode, row.date)) {
    if (free <= 0) return;
    await lockEmployee(tx, waiting.passId);
    if (await hasAbsenceOn(tx, waiting.passId, waiting.date)) continue;
    if (await shortOf(tx, waiting.passId, waiting.bank as Bank, waiting.date, now, config)) continue;
    await setStatus(tx, waiting.id, { status: 'APPROVED', approvedAt: now });
    await approve(tx, waiting, now, 'SYSTEM');
    promoted.push(waiting.passId);
    free--;
  }
}

/** mta_requestDayOffDelete: cancels one of my requests for a day after today; an approved one's slot goes to the most senior waiting. */
export async function requestDayOffDelete(
  { db, session, now, config }: SignedInContext,
  { requestId, dayOffId }: InputOf<'mta_requestDayOffDelete'>,
): Promise<ServiceElements<'mta_requestDayOffDelete'>> {
  const { passId } = session;
  const today = localIsoDate(now, config.timeZone);
  const mine = await findMine(db, passId, dayOffId);
  if (!mine) throw new RefusalError(DAY_OFF_TEXTS.dayOffId);
  const promoted: string[] = [];
  const cancel = () =>
    db.transaction(async (tx) => {
      promoted.length = 0;
      await lockDate(tx, mine.depotCode, mine.date);
      const current = await findMine(tx, passId, dayOffId);
      // Already cancelled (a retry, or another device): nothing more to do.
      if (!current || current.status === 'CANCELLED') return;
      // The day has come: it is on a timecard, and no one waiting can still take it.
      if (current.date <= today) throw new RefusalError(DAY_OFF_TEXTS.cancelTooLate(current.date));
      await setStatus(tx, current.id, { status: 'CANCELLED', cancelledAt: now });
      await appendMyTimeEvents(tx, [
        {
          at: now,
          passId,
          actor: passId,
          kind: 'DAY_OFF_CANCELLED',
          payload: { dayOffId, date: current.date, was: current.status, requestId },
        },
      ]);
      if (current.status !== 'APPROVED') return;
      await deleteAbsenceOf(tx, current.id);
      await promoteFrom(tx, current, now, config, promoted);
    });
  try {
    await cancel();
  } catch (err) {
    if ((err as { code?: string }).code !== DEADLOCK) throw err;
    await cancel();
  }
  for (const id of [passId, ...promoted]) forgetEmployeeRecords(db, id);
  return { requests: await myRequests(db, passId, today) };
}
