import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from './employees';

/**
 * One-time enrolment codes the office makes (docs/product.md#enrolment): only the latest of an
 * employee counts. The code itself is never stored, only its sha256.
 */
export const enrolmentCodes = pgTable(
  'enrolment_codes',
  {
    id: serial('id').primaryKey(),
    passId: text('pass_id')
      .notNull()
      .references(() => employees.passId, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Who made it, as the enrolment audit names them. */
    createdBy: text('created_by').notNull(),
    /** The TOTP secret mta_enrolStart offered, sealed under SECRET_KEY, until the enrolment finishes with it. */
    pendingTotpSecret: text('pending_totp_secret'),
  },
  (t) => [index('enrolment_codes_pass').on(t.passId, t.createdAt)],
);

export const ENROLMENT_ACTS = ['code', 'reset', 'enrolled'] as const;
export type EnrolmentAct = (typeof ENROLMENT_ACTS)[number];

/**
 * Every enrolment act, append-only (a trigger refuses changes): a code made, an account reset
 * (sessions, password and second factor ended) and an enrolment finished, with who did it.
 */
export const enrolmentAudit = pgTable(
  'enrolment_audit',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** No reference: the trail outlives the employee's row. */
    passId: text('pass_id').notNull(),
    act: text('act').$type<EnrolmentAct>().notNull(),
    /** The office employee's pass id, or the command's operator; the employee themself for 'enrolled'. */
    actor: text('actor').notNull(),
  },
  (t) => [
    index('enrolment_audit_pass').on(t.passId, t.at),
    check('enrolment_audit_act', sql`${t.act} in ('code', 'reset', 'enrolled')`),
  ],
);
