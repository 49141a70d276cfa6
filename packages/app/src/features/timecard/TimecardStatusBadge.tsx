import { TIMECARD_TEXTS, type TimecardStatus } from '@crewline/protocol';

/** Approved (payroll closed the week) or Pending (still open to corrections). */
export default function TimecardStatusBadge({ status }: { status: TimecardStatus }) {
  return <span className={`tc-status tc-status--${status.toLowerCase()}`}>{TIMECARD_TEXTS.statuses[status]}</span>;
}
