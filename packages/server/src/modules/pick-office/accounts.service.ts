import { enrolmentLink, PICK_OFFICE_TEXTS, type ServiceElements } from '@crewline/protocol';
import { RefusalError } from '../../exec/errors';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { EnrolmentCodeRefused, findEmployeeAccounts, makeEnrolmentCodeInServer } from '../auth';

/** The most employees a search answers. */
const FOUND_MAX = 20;

/** mta_officeFindEmployees: employees by the beginning of their pass id or last name (supervisor). */
export async function officeFindEmployees(
  ctx: SignedInContext,
  input: InputOf<'mta_officeFindEmployees'>,
): Promise<ServiceElements<'mta_officeFindEmployees'>> {
  const found = await findEmployeeAccounts(ctx.db, input.query, FOUND_MAX);
  return {
    employees: found.map((e) => ({
      PASS_ID: e.passId,
      NAME: `${e.firstName} ${e.lastName}`,
      DEPARTMENT: e.department,
      DEPOT_CODE: e.depotCode,
      HAS_PASSWORD: e.hasPassword ? 'Y' : 'N',
      LEFT_ON: e.leftOn ?? '',
    })),
  };
}

/** The office's words for why a code was not made (the command's name its flags). */
const REFUSALS: Partial<Record<EnrolmentCodeRefused['reason'], string>> = {
  unknownEmployee: PICK_OFFICE_TEXTS.accountNoSuchEmployee,
  left: PICK_OFFICE_TEXTS.employeeLeft,
  hasPassword: PICK_OFFICE_TEXTS.hasPasswordUseReset,
};

/**
 * mta_officeEnrolmentCode: an employee's one-time enrolment code, or with `reset` their sessions,
 * password and second factor ended first; made by the auth module in one transaction with its
 * audit entry naming the supervisor (docs/product.md#enrolment). The code is answered once: only
 * its hash is kept, so a retry makes a new one and the earlier stops working.
 */
export async function officeEnrolmentCode(
  ctx: SignedInContext,
  input: InputOf<'mta_officeEnrolmentCode'>,
): Promise<ServiceElements<'mta_officeEnrolmentCode'>> {
  const [employee] = (await findEmployeeAccounts(ctx.db, input.passId, FOUND_MAX)).filter(
    (e) => e.passId === input.passId,
  );
  if (!employee) throw new RefusalError(PICK_OFFICE_TEXTS.accountNoSuchEmployee);
  try {
    const made = await makeEnrolmentCodeInServer(ctx.db, ctx.config, {
      passId: input.passId,
      by: ctx.session.passId,
      reset: input.reset,
      now: ctx.now,
    });
    return {
      PASS_ID: input.passId,
      NAME: `${employee.firstName} ${employee.lastName}`,
      CODE: made.code,
      EXPIRES_AT: made.expiresAt.toISOString(),
      LINK: enrolmentLink(ctx.origin, input.passId, made.code),
      RESET: input.reset ? 'Y' : 'N',
    };
  } catch (err) {
    if (err instanceof EnrolmentCodeRefused) throw new RefusalError(REFUSALS[err.reason] ?? err.message);
    throw err;
  }
}
