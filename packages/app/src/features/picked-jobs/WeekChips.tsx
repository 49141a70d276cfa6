import { PICKED_JOB_TEXTS, type PickedJobDay } from '@crewline/protocol';

/** The weekly pattern, Sun to Sat: each day a chip that says Work or Off (not by colour alone). */
export default function WeekChips({ week }: { week: readonly PickedJobDay[] }) {
  return (
    <ul className="job-week" aria-label="Weekly pattern">
      {week.map(({ day, works }) => (
        <li key={day} className={`job-week__day ${works ? 'job-week__day--work' : 'job-week__day--off'}`}>
          <span className="job-week__name">{day}</span>
          <span className="job-week__state">{works ? PICKED_JOB_TEXTS.work : PICKED_JOB_TEXTS.off}</span>
        </li>
      ))}
    </ul>
  );
}
