import { daysBetween, PASSWORD_EXPIRY_WARNING_DAYS, SHELL_TEXTS } from '@crewline/protocol';
import { formatMonthDay } from '../../lib/date-format';
import type { Profile } from '../../session/profile';

export interface PasswordExpiryNote {
  text: string;
  days: number;
  /** Fewer than PASSWORD_EXPIRY_WARNING_DAYS days remain. */
  highlighted: boolean;
}

/**
 * The menu's note (docs/product.md#side-menu): 'Password expires today' / 'Password expires in N
 * days', then ' (on MM/DD)'; Home's password action and both ways to Change password come with
 * it. None when the agency's directory keeps the password: Crewline can neither change it nor
 * tell its expiry.
 */
export function passwordExpiryNote(
  { expiry: expiryIso, passwordByDirectory }: Pick<Profile, 'expiry' | 'passwordByDirectory'>,
  todayIso: string,
): PasswordExpiryNote | undefined {
  if (expiryIso === undefined || passwordByDirectory) return undefined;
  const days = daysBetween(todayIso, expiryIso);
  if (days < 0) return undefined;
  const when = days === 0 ? SHELL_TEXTS.passwordExpiresToday : SHELL_TEXTS.passwordExpiresIn(days);
  const text = `${when} ${SHELL_TEXTS.passwordExpiresOn(formatMonthDay(expiryIso))}`;
  return { text, days, highlighted: days < PASSWORD_EXPIRY_WARNING_DAYS };
}
