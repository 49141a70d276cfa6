import { AVAILABILITY_TEXTS, OT_SHIFTS, type OtShift } from '@crewline/protocol';
import { useId } from 'react';
import { dayName } from '../../lib/date-format';
import DisplayDate from '../../ui/DisplayDate';
import { type AvailabilityDay, type Selection, SHIFT_LABELS, shiftKey } from './availability-selection';

interface Props {
  day: AvailabilityDay;
  selection: Selection;
  language: string;
  disabled: boolean;
  onToggle: (date: string, shift: OtShift) => void;
}

/** One day: its date, and a toggle per shift (all off and disabled on a vacation day, with the reason). */
export default function AvailabilityDayRow({ day, selection, language, disabled, onToggle }: Props) {
  const labelId = useId();
  const noteId = useId();
  return (
    <li className={`ot-day${day.vacation ? ' ot-day--vacation' : ''}`}>
      <div className="ot-day__date">
        <span id={labelId}>
          <span className="ot-day__name">{dayName(day.date)}</span> <DisplayDate iso={day.date} language={language} />
        </span>
        {day.vacation && (
          <span id={noteId} className="ot-day__note">
            {AVAILABILITY_TEXTS.onVacationNote}
          </span>
        )}
      </div>
      <fieldset
        className="ot-day__shifts"
        aria-labelledby={labelId}
        aria-describedby={day.vacation ? noteId : undefined}
      >
        {OT_SHIFTS.map((shift) => {
          const on = !day.vacation && selection.has(shiftKey(day.date, shift));
          return (
            <button
              key={shift}
              type="button"
              className="ot-toggle"
              aria-pressed={on}
              disabled={day.vacation || disabled}
              onClick={() => onToggle(day.date, shift)}
            >
              {SHIFT_LABELS[shift]}
            </button>
          );
        })}
      </fieldset>
    </li>
  );
}
