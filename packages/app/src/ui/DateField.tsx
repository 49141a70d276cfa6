import { IonIcon, IonModal } from '@ionic/react';
import { calendarOutline } from 'ionicons/icons';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { formatDisplayDate } from '../lib/date-format';
import { useLanguage } from '../lib/language';
import './date-field.css';

interface Props {
  label: string;
  /** ISO YYYY-MM-DD, or '' for none yet. */
  value: string;
  onChange: (value: string) => void;
  /** Shown in the field while no date is chosen. */
  placeholder?: string;
  min?: string;
  max?: string;
  /** A date that may be left empty: the calendar offers Clear. */
  optional?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** A line under the field that says what the date does. */
  hint?: ReactNode;
}

const DateCalendar = lazy(() => import('./DateCalendar'));

/**
 * A date field that reads as the app writes dates (dd-Mon-yy in the employee's language) and
 * opens a calendar in that language to choose one: nobody types an ISO date.
 */
export default function DateField({
  label,
  value,
  onChange,
  placeholder = 'Choose a date',
  min,
  max,
  optional = false,
  invalid = false,
  describedBy,
  hint,
}: Props) {
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const fieldId = useId();
  const labelId = useId();
  const valueId = useId();
  const hintId = useId();
  const shown = value ? formatDisplayDate(value, language) : '';
  const described = [hint ? hintId : undefined, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className="field date-field">
      <label id={labelId} htmlFor={fieldId}>
        {label}
      </label>
      <button
        id={fieldId}
        type="button"
        className={`date-field__control${shown ? '' : ' date-field__control--empty'}`}
        aria-haspopup="dialog"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={described}
        aria-invalid={invalid || undefined}
        onClick={() => setOpen(true)}
      >
        <span id={valueId}>{shown || placeholder}</span>
        <IonIcon icon={calendarOutline} aria-hidden="true" />
      </button>
      {hint && (
        <p id={hintId} className="date-field__hint">
          {hint}
        </p>
      )}
      <IonModal className="date-field__modal" aria-label={label} isOpen={open} onDidDismiss={() => setOpen(false)}>
        <Suspense fallback={null}>
          <DateCalendar
            value={value}
            min={min}
            max={max}
            locale={language}
            optional={optional}
            onChosen={(day) => {
              onChange(day);
              // Done closes the calendar itself; Clear does not.
              setOpen(false);
            }}
          />
        </Suspense>
      </IonModal>
    </div>
  );
}
