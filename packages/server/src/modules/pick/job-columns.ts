import type { BulkColumn } from '../../db/bulk-insert';
import type { jobs } from '../../db/schema';

/** A row of `jobs` (an assignment, a run) as written, without its id. */
export type JobToStore = Omit<typeof jobs.$inferInsert, 'id'>;

/** The columns of `jobs` as bulkInsert writes them: the demo's seed and the agency's import alike. */
export const JOB_COLUMNS: BulkColumn<JobToStore>[] = [
  { name: 'pick_period_id', type: 'integer', value: (r) => r.pickPeriodId },
  { name: 'code', type: 'text', value: (r) => r.code },
  { name: 'depot_code', type: 'text', value: (r) => r.depotCode },
  { name: 'route', type: 'text', value: (r) => r.route },
  { name: 'days_off', type: 'smallint', value: (r) => r.daysOff },
  { name: 'report_minutes', type: 'integer', value: (r) => r.reportMinutes },
  { name: 'start_minutes', type: 'integer', value: (r) => r.startMinutes },
  { name: 'end_minutes', type: 'integer', value: (r) => r.endMinutes },
  { name: 'paid_minutes', type: 'integer', value: (r) => r.paidMinutes },
  { name: 'relief_point', type: 'text', value: (r) => r.reliefPoint },
  { name: 'relief_minutes', type: 'integer', value: (r) => r.reliefMinutes },
  { name: 'picked_by', type: 'text', value: (r) => r.pickedBy },
];
