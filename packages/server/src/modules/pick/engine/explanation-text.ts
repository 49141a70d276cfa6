import { isoToDisplayDate, ordinal } from '@crewline/protocol';
import type { Award, Id, Refusal, RoundKind } from './engine.types';

const UNIT: Record<RoundKind, [one: string, many: string]> = {
  WORK: ['package', 'packages'],
  VACATION: ['week', 'weeks'],
  HOLIDAY: ['holiday', 'holidays'],
  VR: ['bid', 'bids'],
};
const units = (kind: RoundKind, n: number) => `${n} ${UNIT[kind][n === 1 ? 0 : 1]}`;

/** What a choice overlaps, as the labels write dates: 'the week of 03-Jan-27', '04-Jul-27'. */
function heldKeys(kind: RoundKind, keys: readonly string[] = []): string {
  const dates = keys.map((k) => (/^\d{4}-\d{2}-\d{2}$/.test(k) ? isoToDisplayDate(k) : k)).join(', ');
  if (kind !== 'VACATION' && kind !== 'VR') return dates;
  return `${keys.length === 1 ? 'the week' : 'the weeks'} of ${dates}`;
}

export type Label = (itemId: Id) => string;
const plain: Label = (id) => String(id);

/** One sentence: why a choice was not given. */
export function describeRefusal(kind: RoundKind, r: Refusal, label: Label = plain): string {
  const which = `Your ${ordinal(r.choice)} choice (${label(r.itemId)})`;
  switch (r.reason) {
    case 'TAKEN':
      return `${which} went to seniority #${r.by?.rank}.`;
    case 'QUOTA_FULL':
      return `${which} was full: all ${r.capacity} places were taken.`;
    case 'RESTRICTED':
      return `${which} is a restricted week.`;
    case 'INELIGIBLE':
      return `${which} is not open to your group and population.`;
    case 'CONFLICT':
      return `${which} overlaps ${heldKeys(kind, r.keys)}, which you already hold.`;
    case 'RESERVED':
      return `${which} is needed to cover the ${UNIT[kind][1]} still owed to others (forcing).`;
    case 'ENTITLEMENT_USED':
      return `You already hold all the ${UNIT[kind][1]} you are entitled to.`;
  }
}

/** The award row in words: what was given, then one sentence per choice ranked above it. */
export function describeAward(kind: RoundKind, a: Award, label: Label = plain): string {
  const { head, refusals } = awardSentences(kind, a, label);
  return [head, ...refusals].join(' ');
}

/** The award's sentence, then one per higher choice not given. */
export function awardSentences(kind: RoundKind, a: Award, label: Label = plain): { head: string; refusals: string[] } {
  const item = a.itemId === null ? '' : label(a.itemId);
  let head: string;
  switch (a.outcome) {
    case 'AWARDED':
      head =
        a.choice === null
          ? `Awarded ${item} (picked after your turn).`
          : `Awarded your ${ordinal(a.choice)} choice (${item}).`;
      break;
    case 'SKIPPED':
      head =
        a.refused.length === 0
          ? `Skipped: no list saved, ${units(kind, a.remaining)} still to pick.`
          : `Skipped: your list ran out with ${units(kind, a.remaining)} still to pick.`;
      head += ' You may still pick from what is left until the round closes.';
      break;
    case 'FORCED':
      head = `Assigned ${item} by forcing: you were still owed vacation when the round closed.`;
      break;
    case 'EXTRA_BOARD':
      head = `Assigned to the extra board (${item}): the round closed without a package for you.`;
      break;
    case 'UNPLACED':
      head = `Nothing was left to assign at the close: ${units(kind, a.remaining)} still owed.`;
      break;
  }
  return { head, refusals: a.refused.map((r) => describeRefusal(kind, r, label)) };
}
