import { daysBetween, headerDateToIso } from '@crewline/protocol';

/**
 * How far the pick turn is, from its 'DD-MMM-YYYY hh:mm' date and time and today's ISO date;
 * undefined when there is no date (the '- No Date / Time -' placeholder).
 */
export function turnCountdown(dateTime: string, todayIso: string): string | undefined {
  const turnIso = headerDateToIso(dateTime.trim().split(/\s+/)[0]);
  if (turnIso === undefined) return undefined;
  const days = daysBetween(todayIso, turnIso);
  if (days > 1) return `Your turn is in ${days} days.`;
  if (days === 1) return 'Your turn is tomorrow.';
  if (days === 0) return 'Your turn is today.';
  return days === -1 ? 'Your turn was yesterday.' : `Your turn was ${-days} days ago.`;
}
