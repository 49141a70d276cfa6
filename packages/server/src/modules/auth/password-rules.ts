import { PASSWORD_TEXTS, passwordRuleProblem } from '@crewline/protocol';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The commonest passwords (zxcvbn-ts's list of some 50,000, from real leaks), lower-cased: a
 * password among them is the first an attacker tries.
 */
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/**
 * Every rule a new password is held to (docs/product.md#change-password): those the app checks
 * too (protocol's passwordRuleProblem), then the commonest passwords, a list only the server
 * holds. What it breaks, in the employee's words, or undefined when it may be set. Change
 * password and, later, enrolment both ask it.
 */
export function passwordProblem(passId: string, password: string): string | undefined {
  const problem = passwordRuleProblem(passId, password);
  if (problem) return problem;
  if (COMMON.has(password.toLowerCase()) || COMMON.has(password.trim().toLowerCase())) return PASSWORD_TEXTS.common;
  return undefined;
}
