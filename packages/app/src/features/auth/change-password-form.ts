import { PASSWORD_TEXTS, passwordRuleProblem } from '@crewline/protocol';

/** What the employee typed on Change password. */
export interface ChangePasswordForm {
  current: string;
  next: string;
  again: string;
}

export type ChangePasswordField = keyof ChangePasswordForm;

/** A problem per field, in the employee's words; a field without one is absent. */
export type FieldProblems = Partial<Record<ChangePasswordField, string>>;

export const EMPTY_FORM: ChangePasswordForm = { current: '', next: '', again: '' };

/**
 * What the app can tell before sending (docs/product.md#change-password): the rules protocol
 * shares with the server, the new password not the current one, and typed the same twice. The
 * commonest-passwords list and the current password's truth are the server's to judge.
 */
export function formProblems(form: ChangePasswordForm, passId: string): FieldProblems {
  const problems: FieldProblems = {};
  if (form.current === '') problems.current = PASSWORD_TEXTS.currentRequired;
  const rule = passwordRuleProblem(passId, form.next);
  if (rule) problems.next = rule;
  else if (form.next === form.current) problems.next = PASSWORD_TEXTS.unchanged;
  else if (form.again !== form.next) problems.again = PASSWORD_TEXTS.mismatch;
  return problems;
}

/** The server's refusals that are about the new password, shown under it. */
const NEW_PASSWORD_REFUSALS: readonly string[] = [
  PASSWORD_TEXTS.tooShort,
  PASSWORD_TEXTS.tooLong,
  PASSWORD_TEXTS.containsPassId,
  PASSWORD_TEXTS.common,
  PASSWORD_TEXTS.unchanged,
];

/**
 * Where the server's refusal is shown: under the field it is about, or, for one about neither
 * (the account locked by wrong current passwords), above the button.
 */
export function fieldOfRefusal(message: string): ChangePasswordField | undefined {
  if (message === PASSWORD_TEXTS.currentWrong || message === PASSWORD_TEXTS.currentRequired) return 'current';
  if (NEW_PASSWORD_REFUSALS.includes(message)) return 'next';
  return undefined;
}
