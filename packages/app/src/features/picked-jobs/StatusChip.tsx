import { PICKED_JOB_TEXTS, type PickPeriodStatus } from '@crewline/protocol';

/** Past, Current or Future, as a small coloured label. */
export default function StatusChip({ status }: { status: PickPeriodStatus }) {
  return (
    <span className={`period-status period-status--${status.toLowerCase()}`}>{PICKED_JOB_TEXTS.statuses[status]}</span>
  );
}
