import {
  enteredByText,
  type OfficeListChannel,
  officeRunsGroup,
  PICK_OFFICE_TEXTS,
  type ServiceElements,
} from '@crewline/protocol';
import type { Db } from '../../db/client';
import { RefusalError } from '../../exec/errors';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { recordNotifications } from '../notifications';
import {
  currentPickRounds,
  keptRound,
  labelIn,
  ledgerSigner,
  type MyRoundRow,
  memberships,
  participantOf,
  type RoundKind,
  roundStatus,
  roundToTell,
} from '../pick';
import {
  awardOf,
  currentList,
  type ListVersion,
  latePickFor,
  myAwardRows,
  receiptsOf,
  savedList,
  saveListFor,
} from '../pick-preferences';
import { type OpenGroup, openGroupsWithMonitors } from './office-groups';
import { employeeByPassId } from './pick-office.repository';

/**
 * Phone-in lists, skips and bid-around (docs/pick.md#the-pick-office): the office acts for an
 * employee of a group it runs, under the employee's own rules, every write a ledger event
 * naming the office person. A clerk is refused another depot's employees whatever the app sends.
 */

type Employee = NonNullable<Awaited<ReturnType<typeof employeeByPassId>>>;
interface Found {
  employee: Employee;
  group: OpenGroup;
  rounds: MyRoundRow[];
}

/** The employee in an open pick, and their group, if the caller runs it. */
async function employeeOfMine(ctx: SignedInContext, passId: string): Promise<Found> {
  const employee = await employeeByPassId(ctx.db, passId);
  const rounds = employee ? await currentPickRounds(ctx.db, passId, employee.department) : [];
  const head = rounds[0];
  if (!employee || !head) throw new RefusalError(PICK_OFFICE_TEXTS.noSuchEmployee);
  const groupIds = new Set((await memberships(ctx.db, head.pickPeriodId, passId)).map((m) => m.groupId));
  const groups = (await openGroupsWithMonitors(ctx.db)).filter((g) => groupIds.has(g.group.groupId));
  const group = groups.find((g) => officeRunsGroup(ctx.session.subject, g.group.depotCode));
  if (!group) {
    throw new RefusalError(groups.length === 0 ? PICK_OFFICE_TEXTS.noSuchEmployee : PICK_OFFICE_TEXTS.notYourEmployee);
  }
  return { employee, group: group.group, rounds };
}

function roundOf(found: Found, roundId: number): MyRoundRow {
  const round = found.rounds.find((r) => r.roundId === roundId);
  if (!round) throw new RefusalError(PICK_OFFICE_TEXTS.notInRound);
  return round;
}

/** What the caller is, in the words an entry carries ("by phone, clerk 900001"). */
const byWhom = (ctx: SignedInContext, channel: OfficeListChannel) =>
  enteredByText(channel, ctx.session.passId, ctx.session.subject.office?.role ?? null);

/** The items the round offers the employee (their group and population), and whether a place is open now. */
function offered(round: Awaited<ReturnType<typeof keptRound>>, passId: string) {
  const me = round && participantOf(round, passId);
  if (!round || !me) return [];
  const held = new Map<string, number>();
  for (const h of round.snapshot.holdings) held.set(String(h.itemId), (held.get(String(h.itemId)) ?? 0) + 1);
  const out: ServiceElements<'mta_officeEmployee'>['rounds'][number]['OFFERED'] = [];
  for (const item of round.snapshot.items) {
    const i = item as typeof item & {
      population?: number | null;
      capacity?: number;
      quota?: number;
      restricted?: boolean;
    };
    if (i.group !== me.group) continue;
    if (i.population != null && !me.populations.includes(i.population)) continue;
    const places = i.capacity ?? i.quota ?? (round.snapshot.kind === 'HOLIDAY' ? Number.POSITIVE_INFINITY : 1);
    out.push({
      ITEM_ID: Number(i.id),
      LABEL: labelIn(round, Number(i.id)),
      OPEN: !i.restricted && (held.get(String(i.id)) ?? 0) < places,
    });
  }
  return out;
}

/** mta_officeEmployee: an employee of the caller's groups, round by round. */
export async function officeEmployee(
  ctx: SignedInContext,
  input: InputOf<'mta_officeEmployee'>,
): Promise<ServiceElements<'mta_officeEmployee'>> {
  const found = await employeeOfMine(ctx, input.passId);
  const { employee } = found;
  const rounds: ServiceElements<'mta_officeEmployee'>['rounds'] = [];
  for (const r of found.rounds) {
    const kept = await keptRound(ctx.db, r.roundId);
    const label = (id: number) => labelIn(kept, id);
    const list = await currentList(ctx.db, r.roundId, employee.passId);
    const rows = await myAwardRows(ctx.db, r.roundId, employee.passId);
    const status = roundStatus(r, ctx.now);
    const given = rows.some((a) => a.itemId !== null);
    const skipped = rows.length > 0 && !given;
    rounds.push({
      ROUND_ID: r.roundId,
      KIND: r.kind as RoundKind,
      STATUS: status,
      CLOSES_AT: r.closesAt.toISOString(),
      RANK: (kept && participantOf(kept, employee.passId)?.rank) ?? 0,
      TURN_AT: r.turnAt.toISOString(),
      TURN_STATUS: rows.length === 0 ? 'TO_COME' : skipped ? 'SKIPPED' : 'PROCESSED',
      CAN_ENTER: status === 'OPEN' && rows.length === 0 && ctx.now < r.turnAt,
      CAN_LATE_PICK: status === 'OPEN' && skipped,
      LIST: list ? await savedList(ctx.db, list, label) : null,
      AWARD: awardOf(r.kind as RoundKind, employee.passId, rows, label, await receiptsOf(ctx.db, rows)),
      OFFERED: offered(kept, employee.passId),
    });
  }
  return {
    employee: {
      PASS_ID: employee.passId,
      NAME: `${employee.firstName} ${employee.lastName}`,
      DEPOT_CODE: found.group.depotCode,
      GROUP_NAME: found.group.name,
      PICK_DESCRIPTION: found.group.description,
    },
    rounds,
  };
}

/** The employee is told in the transaction that writes the version. */
function tellEmployee(roundId: number, passId: string, channel: OfficeListChannel, by: string, reason?: string) {
  return async (tx: Db, version: ListVersion) => {
    const round = await roundToTell(tx, roundId);
    await recordNotifications(tx, version.savedAt, [
      {
        passId,
        kind: 'LIST_ENTERED_BY_OFFICE',
        data: {
          round: round.kind,
          pick: round.pick,
          channel,
          by,
          choices: version.itemIds.length,
          ...(reason === undefined ? {} : { reason }),
        },
      },
    ]);
  };
}

/** mta_officeSaveList: a list given by phone, entered as the employee's next version. */
export async function officeSaveList(
  ctx: SignedInContext,
  input: InputOf<'mta_officeSaveList'>,
): Promise<ServiceElements<'mta_officeSaveList'>> {
  const found = await employeeOfMine(ctx, input.passId);
  const round = roundOf(found, input.roundId);
  const office = { passId: ctx.session.passId, channel: 'PHONE' as const, note: null, baseVersion: input.baseVersion };
  const list = await saveListFor(
    ctx.db,
    { roundId: round.roundId, passId: input.passId, requestId: input.requestId, now: ctx.now, office },
    input.items,
    tellEmployee(round.roundId, input.passId, 'PHONE', byWhom(ctx, 'PHONE')),
  );
  return { list };
}

/** mta_officeMarkAbsent: an empty version recording who marked the employee absent and why. */
export async function officeMarkAbsent(
  ctx: SignedInContext,
  input: InputOf<'mta_officeMarkAbsent'>,
): Promise<ServiceElements<'mta_officeMarkAbsent'>> {
  const found = await employeeOfMine(ctx, input.passId);
  const round = roundOf(found, input.roundId);
  const office = {
    passId: ctx.session.passId,
    channel: 'ABSENT' as const,
    note: input.reason,
    baseVersion: input.baseVersion,
  };
  const list = await saveListFor(
    ctx.db,
    { roundId: round.roundId, passId: input.passId, requestId: input.requestId, now: ctx.now, office },
    [],
    tellEmployee(round.roundId, input.passId, 'ABSENT', byWhom(ctx, 'ABSENT'), input.reason),
  );
  return { list };
}

/** mta_officeLatePick: a skipped employee's pick from what is left, entered by the office. */
export async function officeLatePick(
  ctx: SignedInContext,
  input: InputOf<'mta_officeLatePick'>,
): Promise<ServiceElements<'mta_officeLatePick'>> {
  const found = await employeeOfMine(ctx, input.passId);
  const round = roundOf(found, input.roundId);
  const award = await latePickFor(
    ctx.db,
    {
      roundId: round.roundId,
      passId: input.passId,
      requestId: input.requestId,
      now: ctx.now,
      signer: ledgerSigner(ctx.config.ledgerSigningKey),
      enteredBy: { passId: ctx.session.passId, channel: 'PHONE' },
    },
    input.items,
  );
  if (award === undefined) throw new RefusalError(PICK_OFFICE_TEXTS.turnNotProcessed);
  if (award === null) throw new Error('a late pick without an award');
  return { award };
}
