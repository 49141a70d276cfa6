import {
  MONITOR_LATEST_AWARDS,
  officeRunsGroup,
  PICK_OFFICE_TEXTS,
  publicMonitorUrl,
  type ServiceElements,
} from '@crewline/protocol';
import { RefusalError } from '../../exec/errors';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { type BoardTurn, groupBoard, roundStatus, roundsOfPick } from '../pick';
import { openGroupsWithMonitors } from './office-groups';
import { turnPublicMonitorOff, turnPublicMonitorOn } from './pick-office.repository';

type MonitorRound = ServiceElements<'mta_officeMonitor'>['rounds'][number];

export async function officeGroups(ctx: SignedInContext): Promise<ServiceElements<'mta_officeGroups'>> {
  const groups = await openGroupsWithMonitors(ctx.db);
  return {
    groups: groups.filter((g) => officeRunsGroup(ctx.session.subject, g.group.depotCode)).map((g) => g.elements),
  };
}

const person = (p: Omit<BoardTurn, 'turnAt'>) => ({
  PASS_ID: p.passId,
  NAME: `${p.firstName} ${p.lastName}`,
  SENIORITY_NUMBER: p.seniorityNumber,
  RANK: p.rank,
});
const turn = (t: BoardTurn | null) => (t ? { ...person(t), TURN_AT: t.turnAt.toISOString() } : null);

/** The live monitor of a group the caller runs (refused for another depot's clerk, whatever the app sends). */
export async function officeMonitor(
  ctx: SignedInContext,
  input: InputOf<'mta_officeMonitor'>,
): Promise<ServiceElements<'mta_officeMonitor'>> {
  const found = (await openGroupsWithMonitors(ctx.db)).find((g) => g.group.groupId === input.groupId);
  if (!found) throw new RefusalError(PICK_OFFICE_TEXTS.noSuchGroup);
  if (!officeRunsGroup(ctx.session.subject, found.group.depotCode))
    throw new RefusalError(PICK_OFFICE_TEXTS.notYourGroup);
  const rounds: MonitorRound[] = [];
  for (const r of await roundsOfPick(ctx.db, found.group.pickPeriodId)) {
    const board = await groupBoard(ctx.db, r.id, found.group.groupId, ctx.now, MONITOR_LATEST_AWARDS);
    if (!board || board.turns === 0) continue;
    rounds.push({
      ROUND_ID: r.id,
      KIND: board.kind,
      STATUS: roundStatus(r, ctx.now),
      OPENS_AT: r.opensAt.toISOString(),
      CLOSES_AT: r.closesAt.toISOString(),
      TURNS: board.turns,
      PROCESSED: board.processed,
      SKIPPED: board.skipped,
      TO_COME: board.toCome,
      TO_COME_WITH_LIST: board.toComeWithList,
      UP_NOW: turn(board.upNow),
      NEXT: turn(board.next),
      LEFT: board.left && { ITEMS: board.left.items, SEATS: board.left.seats, OF_ITEMS: board.left.ofItems },
      LATEST_AWARDS: board.latestAwards.map((a) => ({
        ...person(a),
        OUTCOME: a.outcome,
        ITEM: a.item,
        AWARDED_AT: a.awardedAt.toISOString(),
      })),
    });
  }
  return { group: found.elements, rounds };
}

/** A supervisor turns a depot's public monitor off, or on with a name style; saying it twice changes nothing more. */
export async function officePublicMonitor(
  ctx: SignedInContext,
  input: InputOf<'mta_officePublicMonitor'>,
): Promise<ServiceElements<'mta_officePublicMonitor'>> {
  const groups = await openGroupsWithMonitors(ctx.db);
  if (!groups.some((g) => g.group.depotCode === input.depotCode)) throw new RefusalError(PICK_OFFICE_TEXTS.noSuchDepot);
  if (input.setting === 'OFF') await turnPublicMonitorOff(ctx.db, input.depotCode);
  else await turnPublicMonitorOn(ctx.db, input.depotCode, input.setting, ctx.session.passId, ctx.now);
  return {
    DEPOT_CODE: input.depotCode,
    PUBLIC_MONITOR: input.setting,
    URL: input.setting === 'OFF' ? '' : publicMonitorUrl(ctx.origin, input.depotCode),
  };
}
