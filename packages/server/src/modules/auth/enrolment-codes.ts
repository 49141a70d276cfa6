import { randomInt } from 'node:crypto';
import { ENROL_CODE_ALPHABET, ENROL_CODE_HOURS, ENROL_CODE_LENGTH, isoDateIn } from '@crewline/protocol';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/secrets';
import { recordNotifications } from '../notifications';
import { insertEnrolmentCode, lockEmployeeForCode, officeRoleOf } from './enrolment.repository';

/** The office roles that may make codes; a reset takes a supervisor. */
const MAY_ENROL = new Set(['PICK_CLERK', 'PICK_SUPERVISOR']);
const MAY_RESET = 'PICK_SUPERVISOR';

/** Why a code was not made, in the office's words (the command prints them). */
export const ENROL_CODE_TEXTS = {
  unknownEmployee: (passId: string) => `No employee has pass id ${passId}.`,
  left: (passId: string, leftOn: string) => `${passId} left on ${leftOn}: a former employee cannot be enrolled.`,
  hasPassword: (passId: string) =>
    `${passId} has a password already. A supervisor resets the account instead (--reset --by <their pass id>).`,
  resetNeedsActor: 'A reset names the supervisor who does it (--by <their pass id>).',
  notOffice: (by: string) => `${by} is not a pick clerk or supervisor: only the office makes enrolment codes.`,
  notSupervisor: (by: string) => `${by} is not a pick supervisor: only a supervisor resets an account.`,
} as const;

export class EnrolmentCodeRefused extends Error {}

/** Who the audit names when the command is run without --by. */
export const COMMAND_ACTOR = 'agency command';

/** A new code, ENROL_CODE_LENGTH letters of ENROL_CODE_ALPHABET (about 59 bits), from the system's random source. */
function newCode(): string {
  let code = '';
  for (let i = 0; i < ENROL_CODE_LENGTH; i++) code += ENROL_CODE_ALPHABET[randomInt(ENROL_CODE_ALPHABET.length)];
  return code;
}

/** XXXX-XXXX-XXXX: how the code is given to the employee (the dashes are ignored when typed). */
export const formatEnrolCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

export interface MadeCode {
  code: string;
  expiresAt: Date;
}

/**
 * Makes an employee's enrolment code (docs/product.md#enrolment), valid ENROL_CODE_HOURS, in
 * one transaction with the audit entry. Without `reset`, only for an employee without a password;
 * with it (a forgotten password, a lost phone), a supervisor ends the account's sessions,
 * password and second factor. Refusals write nothing.
 */
export async function makeEnrolmentCode(
  db: Db,
  opts: { passId: string; by?: string; reset?: boolean; now: Date; timeZone: string },
): Promise<MadeCode> {
  const { passId, by, reset = false, now } = opts;
  if (reset && by === undefined) throw new EnrolmentCodeRefused(ENROL_CODE_TEXTS.resetNeedsActor);
  const code = newCode();
  const expiresAt = new Date(now.getTime() + ENROL_CODE_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    const employee = await lockEmployeeForCode(tx, passId);
    if (!employee) throw new EnrolmentCodeRefused(ENROL_CODE_TEXTS.unknownEmployee(passId));
    if (employee.leftOn !== null && employee.leftOn <= isoDateIn(now, opts.timeZone)) {
      throw new EnrolmentCodeRefused(ENROL_CODE_TEXTS.left(passId, employee.leftOn));
    }
    if (by !== undefined) {
      const officeRole = await officeRoleOf(tx, by);
      if (reset && officeRole !== MAY_RESET) throw new EnrolmentCodeRefused(ENROL_CODE_TEXTS.notSupervisor(by));
      if (!MAY_ENROL.has(officeRole ?? '')) throw new EnrolmentCodeRefused(ENROL_CODE_TEXTS.notOffice(by));
    }
    if (!reset && employee.passwordHash !== null) throw new EnrolmentCodeRefused(ENROL_CODE_TEXTS.hasPassword(passId));
    await insertEnrolmentCode(tx, {
      passId,
      codeHash: sha256(code),
      now,
      expiresAt,
      actor: by ?? COMMAND_ACTOR,
      reset,
    });
    // The employee learns of a reset by e-mail (never the code): in the reset's own transaction.
    if (reset)
      await recordNotifications(tx, now, [
        { passId, kind: 'ACCOUNT_RESET', data: { on: isoDateIn(now, opts.timeZone) } },
      ]);
  });
  return { code: formatEnrolCode(code), expiresAt };
}
