import { randomInt } from 'node:crypto';
import { ENROL_CODE_ALPHABET, ENROL_CODE_HOURS, ENROL_CODE_LENGTH, isoDateIn } from '@crewline/protocol';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/secrets';
import { recordNotifications } from '../notifications';
import { insertEnrolmentCode, lockEmployeeForCode, officeRoleOf } from './enrolment.repository';
import { forgetProfile } from './profile';
import { forgetSession } from './sessions.service';

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

/** Why a code was not made: the words above, and which of them (the office screen says it in its own). */
export class EnrolmentCodeRefused extends Error {
  constructor(
    message: string,
    readonly reason: keyof typeof ENROL_CODE_TEXTS,
  ) {
    super(message);
  }
}

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
  /** A reset: the ticket hashes of the sessions it ended (a process holding them forgets them). */
  endedSessions: string[];
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
  if (reset && by === undefined) throw new EnrolmentCodeRefused(ENROL_CODE_TEXTS.resetNeedsActor, 'resetNeedsActor');
  const code = newCode();
  const expiresAt = new Date(now.getTime() + ENROL_CODE_HOURS * 3_600_000);
  const endedSessions = await db.transaction(async (tx) => {
    const employee = await lockEmployeeForCode(tx, passId);
    if (!employee) throw new EnrolmentCodeRefused(ENROL_CODE_TEXTS.unknownEmployee(passId), 'unknownEmployee');
    if (employee.leftOn !== null && employee.leftOn <= isoDateIn(now, opts.timeZone)) {
      throw new EnrolmentCodeRefused(ENROL_CODE_TEXTS.left(passId, employee.leftOn), 'left');
    }
    if (by !== undefined) {
      const officeRole = await officeRoleOf(tx, by);
      if (reset && officeRole !== MAY_RESET)
        throw new EnrolmentCodeRefused(ENROL_CODE_TEXTS.notSupervisor(by), 'notSupervisor');
      if (!MAY_ENROL.has(officeRole ?? '')) throw new EnrolmentCodeRefused(ENROL_CODE_TEXTS.notOffice(by), 'notOffice');
    }
    if (!reset && employee.passwordHash !== null)
      throw new EnrolmentCodeRefused(ENROL_CODE_TEXTS.hasPassword(passId), 'hasPassword');
    const ended = await insertEnrolmentCode(tx, {
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
    return ended;
  });
  return { code: formatEnrolCode(code), expiresAt, endedSessions };
}

/**
 * A code made in the server (the office's Accounts screen): as makeEnrolmentCode, and this process
 * forgets at once the sessions a reset ended and the profile it changed (other processes hear of the
 * sessions from the database, as of every session ended).
 */
export async function makeEnrolmentCodeInServer(
  db: Db,
  config: Config,
  opts: { passId: string; by: string; reset: boolean; now: Date },
): Promise<MadeCode> {
  const made = await makeEnrolmentCode(db, { ...opts, timeZone: config.timeZone });
  for (const ticketHash of made.endedSessions) forgetSession(db, config, ticketHash);
  forgetProfile(db, config, opts.passId, opts.now);
  return made;
}
