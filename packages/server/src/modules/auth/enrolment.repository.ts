import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type EnrolmentAct, employees, enrolmentAudit, enrolmentCodes, sessions } from '../../db/schema';

export type EnrolmentCodeRow = typeof enrolmentCodes.$inferSelect;

/**
 * The pass id's latest enrolment code, whatever its state: only the latest counts. Known and
 * unknown pass ids run the same statement.
 */
export async function latestEnrolmentCode(db: Db, passId: string): Promise<EnrolmentCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(enrolmentCodes)
    .where(eq(enrolmentCodes.passId, passId))
    .orderBy(desc(enrolmentCodes.createdAt), desc(enrolmentCodes.id))
    .limit(1);
  return row;
}

/**
 * The code's pending TOTP secret (sealed), made by `make` on the first ask and kept, so a screen
 * asked again (a reload, a retry) shows the same QR code. The row is locked while it is decided.
 */
export async function pendingTotpSecret(db: Db, codeId: number, make: () => string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ pending: enrolmentCodes.pendingTotpSecret })
      .from(enrolmentCodes)
      .where(and(eq(enrolmentCodes.id, codeId), isNull(enrolmentCodes.usedAt)))
      .for('update');
    if (!row) return undefined;
    if (row.pending) return row.pending;
    const sealed = make();
    await tx.update(enrolmentCodes).set({ pendingTotpSecret: sealed }).where(eq(enrolmentCodes.id, codeId));
    return sealed;
  });
}

export async function appendEnrolmentAudit(
  tx: Db,
  row: { at: Date; passId: string; act: EnrolmentAct; actor: string },
) {
  await tx.insert(enrolmentAudit).values(row);
}

/** What an enrolment writes: the password and second factor set, the code spent, the act kept. */
export interface Enrolled {
  codeId: number;
  passId: string;
  passwordHash: string;
  passwordExpiresOn: string;
  /** Sealed; null for none. */
  totpSecret: string | null;
  totpLastStep: number | null;
  now: Date;
}

/** What an enrolment in directory mode writes: the second factor set, the code spent, the act kept. */
export type SecondFactorEnrolled = Omit<Enrolled, 'passwordHash' | 'passwordExpiresOn'>;

/**
 * The enrolment in one transaction. The code is spent first, and only while it is unused and
 * unexpired: of two finishes at once, one writes and the other answers false, writing nothing.
 * In directory mode (no password given) the password, the directory's, is left alone.
 */
export async function writeEnrolment(db: Db, e: Enrolled | SecondFactorEnrolled): Promise<boolean> {
  const password =
    'passwordHash' in e ? { passwordHash: e.passwordHash, passwordExpiresOn: e.passwordExpiresOn } : undefined;
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(enrolmentCodes)
      .set({ usedAt: e.now, pendingTotpSecret: null })
      .where(and(eq(enrolmentCodes.id, e.codeId), isNull(enrolmentCodes.usedAt), gt(enrolmentCodes.expiresAt, e.now)))
      .returning({ id: enrolmentCodes.id });
    if (spent.length === 0) return false;
    await tx
      .update(employees)
      .set({
        ...password,
        totpSecret: e.totpSecret,
        totpLastStep: e.totpLastStep,
        failedCodes: 0,
        failedCodesWindowStart: null,
      })
      .where(eq(employees.passId, e.passId));
    await appendEnrolmentAudit(tx, { at: e.now, passId: e.passId, act: 'enrolled', actor: e.passId });
    return true;
  });
}

export interface NewCode {
  passId: string;
  codeHash: string;
  now: Date;
  expiresAt: Date;
  actor: string;
  reset: boolean;
}

/**
 * A new enrolment code, in the caller's transaction: earlier unused codes end now, the sign-in
 * lock is lifted (the office has seen the employee) and, for a reset, the sessions, password and
 * second factor end. The act goes into the audit trail.
 */
export async function insertEnrolmentCode(tx: Db, c: NewCode): Promise<string[]> {
  let ended: string[] = [];
  if (c.reset) {
    const rows = await tx
      .update(sessions)
      .set({ endedAt: c.now })
      .where(and(eq(sessions.passId, c.passId), isNull(sessions.endedAt)))
      .returning({ ticketHash: sessions.ticketHash });
    ended = rows.map((r) => r.ticketHash);
    await tx
      .update(employees)
      .set({ passwordHash: null, passwordExpiresOn: null, totpSecret: null, totpLastStep: null })
      .where(eq(employees.passId, c.passId));
  }
  await tx
    .update(employees)
    .set({
      failedLogins: 0,
      failedWindowStart: null,
      lockedUntil: null,
      failedCodes: sql`0`,
      failedCodesWindowStart: null,
    })
    .where(eq(employees.passId, c.passId));
  await tx
    .update(enrolmentCodes)
    .set({ expiresAt: c.now, pendingTotpSecret: null })
    .where(
      and(eq(enrolmentCodes.passId, c.passId), isNull(enrolmentCodes.usedAt), gt(enrolmentCodes.expiresAt, c.now)),
    );
  await tx.insert(enrolmentCodes).values({
    passId: c.passId,
    codeHash: c.codeHash,
    createdAt: c.now,
    expiresAt: c.expiresAt,
    createdBy: c.actor,
  });
  await appendEnrolmentAudit(tx, { at: c.now, passId: c.passId, act: c.reset ? 'reset' : 'code', actor: c.actor });
  return ended;
}

/** The employee a code is made for, locked for the caller's transaction; undefined for an unknown pass id. */
export async function lockEmployeeForCode(tx: Db, passId: string) {
  const [employee] = await tx.select().from(employees).where(eq(employees.passId, passId)).for('update');
  return employee;
}

/** The office role of the one making a code (null for none, undefined for an unknown pass id). */
export async function officeRoleOf(tx: Db, passId: string): Promise<string | null | undefined> {
  const [actor] = await tx
    .select({ officeRole: employees.officeRole })
    .from(employees)
    .where(eq(employees.passId, passId));
  return actor?.officeRole;
}
