import { addDays, zonedInstant } from '@crewline/protocol';
import type { EmployeeRow } from './employees';
import { dayAfterTurns, planTurns, type TurnPlan, turnAt } from './pick-schedule';

export type RoundKind = 'WORK' | 'VACATION' | 'HOLIDAY' | 'VR';

export interface TurnDraft {
  passId: string;
  turnAt: Date;
}

export interface RoundDraft {
  kind: RoundKind;
  /** Order within the pick, 1 first. */
  seq: number;
  opensAt: Date;
  closesAt: Date;
  /** In seniority order. */
  turns: TurnDraft[];
}

export interface PickSchedule {
  /** The pick's window: the first turn's day to the last round's last day. */
  startDate: string;
  endDate: string;
  rounds: RoundDraft[];
}

export interface ScheduleInput {
  /** Everyone with a turn, in seniority order. */
  members: readonly EmployeeRow[];
  /** Whose first turn falls on `anchorDay`; the middle member when absent. */
  anchorPassId: string;
  anchorDay: string;
  /** Weekdays of turns before the anchor's day: how far the pick is under way. */
  daysBefore: number;
  kinds: readonly RoundKind[];
  timeZone: string;
}

/**
 * The rounds of a pick one after another, each giving every member a turn in seniority order
 * (docs/pick.md#how-a-round-runs): the first round is under way, its turns spread so that the
 * anchor's comes on the anchor's day; each next round opens the weekday after the last turn of
 * the one before.
 */
export function schedulePick(input: ScheduleInput): PickSchedule {
  const found = input.members.findIndex((m) => m.passId === input.anchorPassId);
  const anchorIndex = found >= 0 ? found : Math.floor(input.members.length / 2);
  const first = planTurns(input.anchorDay, anchorIndex, input.daysBefore);
  const rounds: RoundDraft[] = [];
  let plan: TurnPlan = first;
  input.kinds.forEach((kind, i) => {
    const closeDay = dayAfterTurns(plan, input.members.length);
    const current = plan;
    rounds.push({
      kind,
      seq: i + 1,
      opensAt: zonedInstant(current.firstDay, 0, input.timeZone),
      closesAt: zonedInstant(closeDay, 0, input.timeZone),
      turns: input.members.map((m, index) => ({ passId: m.passId, turnAt: turnAt(current, index, input.timeZone).at })),
    });
    plan = { firstDay: closeDay, perDay: current.perDay };
  });
  return { startDate: first.firstDay, endDate: addDays(plan.firstDay, -1), rounds };
}
