import { addDays, SCHEDULED_ASSIGNMENTS_MAX_DAYS } from '@crewline/protocol';
import { useIonRouter } from '@ionic/react';
import { type FormEvent, useId, useState } from 'react';
import DateField from '../../ui/DateField';
import { checkRange, viewerPath } from './assignment-range';

/** From and to dates, checked here by the server's own rule before the viewer opens. */
export default function DateRangeForm({ today, labelledBy }: { today: string; labelledBy: string }) {
  const router = useIonRouter();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string>();
  const problemId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choice = checkRange(from, to);
    if (!choice.ok) {
      setProblem(choice.message);
      return;
    }
    setProblem(undefined);
    router.push(viewerPath(choice.range));
  };
  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblem(undefined);
  };
  return (
    <form className="sa-form" aria-labelledby={labelledBy} onSubmit={submit} noValidate>
      <div className="sa-form__fields">
        <DateField
          label="From"
          value={from}
          onChange={edited(setFrom)}
          invalid={problem !== undefined}
          describedBy={problem ? problemId : undefined}
        />
        <DateField
          label="To (optional)"
          placeholder="Same day"
          value={to}
          optional
          min={from || undefined}
          max={from ? addDays(from, SCHEDULED_ASSIGNMENTS_MAX_DAYS - 1) : undefined}
          onChange={edited(setTo)}
          invalid={problem !== undefined}
          describedBy={problem ? problemId : undefined}
        />
      </div>
      {problem && (
        <p id={problemId} className="sa-form__problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button-primary">
        Show assignments
      </button>
    </form>
  );
}
