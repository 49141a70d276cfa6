import { daysOffLabel, type PackageRow, PICK_BOARD_TEXTS } from '@crewline/protocol';
import { formatDuration, formatMinutes } from '../../lib/time-format';

/** A package's one-line facts on the board: routes, days off, earliest start, weekly paid time. */
export function packageFacts(
  p: Pick<PackageRow, 'routes' | 'daysOff' | 'startMinutes' | 'weeklyPaidMinutes' | 'kind' | 'capacity'>,
): string {
  const parts = [p.routes];
  if (p.kind !== 'REGULAR')
    parts.unshift(`${PICK_BOARD_TEXTS.kinds[p.kind]}${p.capacity > 1 ? ` (${p.capacity} places)` : ''}`);
  parts.push(p.daysOff.length ? `Off ${daysOffLabel(p.daysOff)}` : 'No fixed days off');
  if (p.startMinutes !== null) parts.push(`Starts ${formatMinutes(p.startMinutes)}`);
  parts.push(`${formatDuration(p.weeklyPaidMinutes)} a week`);
  return parts.join(' · ');
}

export type StandingTone = 'closed' | 'taken' | 'risk' | 'safe' | 'none';

/** The label and tone of a package's standing for the employee: closed, or its projection. */
export function standingOf(p: Pick<PackageRow, 'seatsLeft' | 'projection'>): { label: string; tone: StandingTone } {
  if (p.seatsLeft === 0) return { label: PICK_BOARD_TEXTS.closed, tone: 'closed' };
  if (!p.projection) return { label: PICK_BOARD_TEXTS.open, tone: 'none' };
  const label = PICK_BOARD_TEXTS.statuses[p.projection.status];
  switch (p.projection.status) {
    case 'SAFE':
      return { label, tone: 'safe' };
    case 'AT_RISK':
      return { label, tone: 'risk' };
    default:
      return { label, tone: 'taken' };
  }
}
