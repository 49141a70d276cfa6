import type { JobRow } from './jobs';

/** A job an employee holds, with the days its pick is in force. */
export interface HeldJob {
  effective: number;
  expiration: number;
  job: JobRow;
}

/** The job in force on a day, if any: `held` is in date order and the picks do not overlap. */
export function jobOn(held: readonly HeldJob[], day: number): JobRow | undefined {
  for (const h of held) if (h.effective <= day && day <= h.expiration) return h.job;
  return undefined;
}
