import { dateClockTime } from '../../../lib/local-time';
import { roundStatus } from '../current-pick';
import type { RoundRow } from './audit.repository';

/** One line per round, in the agency's time, its status as employees' screens say it. */
export function roundLines(rounds: readonly RoundRow[], timeZone: string, now: Date): string[] {
  const status = (r: RoundRow) => roundStatus(r, now).toLowerCase();
  return [
    'round  dept  kind      status    award runs  window                              pick',
    ...rounds.map(
      (r) =>
        `${String(r.id).padStart(5)}  ${r.department.padEnd(4)}  ${r.kind.padEnd(8)}  ${status(r).padEnd(8)}  ${String(r.runs).padStart(10)}  ${`${dateClockTime(r.opensAt, timeZone)} – ${dateClockTime(r.closesAt, timeZone)}`.padEnd(34)}  ${r.description}`,
    ),
  ];
}
