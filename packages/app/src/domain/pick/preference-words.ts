import { type ChoiceStatus, ordinal, type PreferenceRound, type ServiceElements } from '@crewline/protocol';
import { agencyClockText } from '../../session/agency-time-text';

type Projection = ServiceElements<'mta_pickProjection'>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** How long until the turn, to the minute: "in 2 days 4 h", "in 3 h 10 min", "in 5 min"; "now" once it has come. */
export function untilTurn(turnAt: string, now: number): string {
  const left = new Date(turnAt).getTime() - now;
  if (left <= 0) return 'now';
  if (left < HOUR) return `in ${plural(Math.max(1, Math.ceil(left / MINUTE)), 'min', 'min')}`;
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return `in ${plural(days, 'day', 'days')}${hours > 0 ? ` ${hours} h` : ''}`;
  return `in ${hours} h${minutes > 0 ? ` ${minutes} min` : ''}`;
}

/**
 * The projection's headline (issue: "Projected: your 3rd choice … Guaranteed at least your
 * 6th … 212 of 240 seniors have saved a list (as of 10:42)"), one sentence a line.
 */
export function headline(p: Projection): string[] {
  const projected = p.choices.find((c) => c.choice === p.projectedChoice);
  const seniorsToPick = p.seniors.withList + p.seniors.withoutList;
  return [
    projected
      ? `Projected: your ${ordinal(projected.choice)} choice (${projected.label}).`
      : p.choices.length === 0
        ? 'Projected: nothing yet, your list is empty.'
        : 'Projected: none of your choices is left at your turn. Add more, or your turn is skipped.',
    p.guaranteedChoice !== null
      ? `Guaranteed: at least your ${ordinal(p.guaranteedChoice)} choice.`
      : p.choices.length === 0
        ? 'Guaranteed: nothing yet.'
        : 'Guaranteed: none yet. Seniors without a list could still take every choice of yours.',
    seniorsToPick === 0
      ? `Every senior of yours has had their turn (as of ${agencyClockText(p.asOf)}).`
      : `${p.seniors.withList} of ${plural(seniorsToPick, 'senior', 'seniors')} still to pick ${p.seniors.withList === 1 ? 'has' : 'have'} saved a list (as of ${agencyClockText(p.asOf)}).`,
  ];
}

/**
 * A place the wizard can put a new choice, said with the choice it goes before (or after, at
 * the end), so the number means something without going back to the list.
 */
export function positionLabel(position: number, items: readonly { label: string }[]): string {
  const before = items[position - 1];
  if (before) return `${position} (${position === 1 ? 'first, ' : ''}before ${before.label})`;
  const after = items.at(-1);
  return after ? `${position} (last, after ${after.label})` : `${position} (first)`;
}

/** Why a list cannot be changed now; undefined while it can. */
export function whyLocked(round: Pick<PreferenceRound, 'canEdit' | 'turnStatus' | 'status'>): string | undefined {
  if (round.canEdit) return undefined;
  if (round.turnStatus === 'PROCESSED') return 'Your turn in this round has been processed.';
  if (round.status === 'UPCOMING') return 'This round is not open yet: you can save your list once it opens.';
  if (round.status === 'CLOSED') return 'This round is closed: lists can no longer be changed.';
  return 'Your turn has come: your list can no longer be changed.';
}

/** What an empty list says under it: what to do, while something can still be done. */
export function emptyListText(round: Pick<PreferenceRound, 'canEdit' | 'turnStatus' | 'status'>): string {
  if (round.turnStatus === 'PROCESSED') return 'You had no list at your turn.';
  if (round.canEdit) return 'Add your choices in the order you want them. Without a list, your turn is skipped.';
  if (round.status === 'UPCOMING')
    return 'Without a list, your turn is skipped: add your choices once the round opens.';
  return 'Without a list, your turn is skipped.';
}

/**
 * Said once above a changed list (each row's standing is the saved list's, so none is shown):
 * `save` is the screen's save button ("Save list", "Save bids").
 */
export const unsavedNote = (save: string) =>
  `Not saved yet: press ${save} to keep your changes and to see where each choice stands.`;

/** The button that lets a draft go, back to the saved list. */
export const UNDO_CHANGES = 'Undo changes';

/** Asked at a save that would replace a version saved from elsewhere since the changes began. */
export const REPLACE_SAVED = {
  header: 'Replace the saved version?',
  message: (version: number) =>
    `Version ${version} was saved from another device after you began these changes. Saving replaces it with what this screen shows.`,
  cancel: 'Cancel',
  confirm: 'Replace it',
} as const;

/** Said instead when another version was saved (another device, another window) since the changes began. */
export const savedSinceNote = (save: string, version: number) =>
  `Version ${version} was saved from another device since you began these changes: ${save} replaces it with what is below; ${UNDO_CHANGES} shows it.`;

/** The chip colour of a choice's status, on every ranked list (board-chip--<tone>). */
export const CHOICE_TONES: Record<ChoiceStatus, string> = {
  TAKEN: 'closed',
  PROJECTED_TAKEN: 'taken',
  AT_RISK: 'risk',
  SAFE: 'safe',
  UNAVAILABLE: 'closed',
};
