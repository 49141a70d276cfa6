import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TEXTS } from '@crewline/protocol';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The commonest passwords (zxcvbn-ts's list of some 50,000, from real leaks), lower-cased: a
 * password among them is the first an attacker tries.
 */
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/**
 * Every rule a new password is held to, in one place (docs/product.md#change-password): what it
 * breaks, in the employee's words, or undefined when it may be set. Change password and, later,
 * enrolment both ask it.
 */
export function passwordProblem(passId: string, password: string): string | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_TEXTS.tooShort;
  if ([...password].length > PASSWORD_MAX_LENGTH) return PASSWORD_TEXTS.tooLong;
  if (password.includes(passId)) return PASSWORD_TEXTS.containsPassId;
  if (COMMON.has(password.toLowerCase()) || COMMON.has(password.trim().toLowerCase())) return PASSWORD_TEXTS.common;
  return undefined;
}
