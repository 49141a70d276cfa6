/**
 * Every PostgreSQL advisory-lock key Crewline takes, in one table so no two share one (a
 * shared key makes unrelated work wait on each other, or two locks one). A key of the
 * two-key form is a namespace: the second key names the thing locked (an employee's
 * `hashtext(pass id)`, a location's date, a round). Every Crewline process must use the same
 * values: change one only when no older process runs against the database.
 */
export const ADVISORY_LOCKS = {
  /** One location's day-off places on one date (second key: hashtext of "depot:date"). */
  dayOffDate: 7_311,
  /** One employee's My Time records (second key: hashtext of the pass id). */
  myTimeEmployee: 7_312,
  /** One location's vacation places on one date (second key: hashtext of "depot:date"). */
  vacationDate: 7_313,
  /** One employee's miscellaneous requests (second key: hashtext of the pass id). */
  miscellaneousEmployee: 7_314,
  /** One employee's app log (second key: hashtext of the pass id). */
  appLogEmployee: 7_315,
  /** One push token (second key: hashtext of the token). */
  pushToken: 4_402,
  /** One employee's lists in one round (second key: hashtext of "round:pass id"). */
  preferenceList: 0x70726566,
  /** One round's turns: processing, closing, a late pick (second key: the round id). */
  roundTurns: 0x7475726e,
  /** Appends to the pick ledger's chain (single key). */
  ledger: 0x6c656467,
  /** Seeding the demo agency: one process seeds, the others wait (single key). */
  seed: 0x73656564,
  /** Sending jobs for pending deliveries no job holds, as a worker starts (single key). */
  deliveryJobs: 0x6a6f6273,
  /** Migrating one database (single key, held for the session). */
  migration: 0x63726577,
} as const;
