import { date, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Depots (bus) and terminals / crew rooms (subway) where employees report. */
export const depots = pgTable('depots', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  dept: text('dept').notNull(),
  borough: text('borough').notNull(),
});

export const employees = pgTable(
  'employees',
  {
    passId: text('pass_id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Department code, the login header's HEADER_DEPARTMENT_0: DOB or RTO. */
    department: text('department').notNull(),
    /** The app derives dept from it. */
    division: text('division').notNull(),
    subdivision: text('subdivision').notNull(),
    title: text('title').notNull(),
    titleClass: text('title_class').notNull(),
    seniorityNumber: integer('seniority_number').notNull(),
    seniorityDate: date('seniority_date', { mode: 'string' }).notNull(),
    depotCode: text('depot_code')
      .notNull()
      .references(() => depots.code),
    /** argon2id; null means no password was ever set: sign-in is refused like a wrong one. */
    passwordHash: text('password_hash'),
    passwordExpiresOn: date('password_expires_on', { mode: 'string' }),
    /** The base32 TOTP secret sealed under SECRET_KEY (lib/secret-box.ts), never plain once the server has started; null when not enrolled. */
    totpSecret: text('totp_secret'),
    failedLogins: smallint('failed_logins').notNull().default(0),
    failedWindowStart: timestamp('failed_window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Wrong second-factor codes in the current window, across sign-ins (a right password does not reset them). */
    failedCodes: smallint('failed_codes').notNull().default(0),
    failedCodesWindowStart: timestamp('failed_codes_window_start', { withTimezone: true }),
    /** The TOTP time step of the last accepted code: it and earlier ones are refused (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    /** Where the agency's employee file sends mail; null when it gives none. */
    email: text('email'),
    /** The pick office's role (PICK_CLERK or PICK_SUPERVISOR); null for everyone else. */
    officeRole: text('office_role'),
    /** A PICK_CLERK's groups: the depots and terminals whose pick groups they run; empty otherwise. */
    officeGroups: text('office_groups').array().notNull().default([]),
    /** The day the employee left, as the agency's file says: they cannot sign in from then; their history stays. */
    leftOn: date('left_on', { mode: 'string' }),
  },
  (t) => [uniqueIndex('employees_dept_seniority').on(t.department, t.seniorityNumber)],
);
