import { daysBetween, PASSWORD_EXPIRY_WARNING_DAYS } from '@crewline/protocol';

export interface PasswordExpiryNote {
  text: string;
  days: number;
  /** Fewer than PASSWORD_EXPIRY_WARNING_DAYS days remain. */
  highlighted: boolean;
}

/** The menu's note (spec §2): 'Password expires today' / 'Password expires in N days', then ' (on MM/DD)'. */
export function passwordExpiryNote(expiryIso: string | undefined, todayIso: string): PasswordExpiryNote | undefined {
  if (expiryIso === undefined) return undefined;
  const days = daysBetween(todayIso, expiryIso);
  if (days < 0) return undefined;
  const [, month, day] = expiryIso.split('-');
  const when = days === 0 ? 'Password expires today' : `Password expires in ${days} days`;
  return { text: `${when} (on ${month}/${day})`, days, highlighted: days < PASSWORD_EXPIRY_WARNING_DAYS };
}
