import { addDays, SCHEDULED_ASSIGNMENTS_MAX_DAYS } from '@crewline/protocol';
import { useIonRouter } from '@ionic/react';
import { type FormEvent, useId, useState } from 'react';
import { checkRange, viewerPath } from './assignment-range';

/** From and to dates, checked here by the server's own rule before the viewer opens. */
export default function DateRangeForm({ today, labelledBy }: { today: string; labelledBy: string }) {
  const router = useIonRouter();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string>();
  const fromId = useId();
  const toId = useId();
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
  const validFrom = /^\d{4}-\d{2}-\d{2}$/.test(from);

  return (
    <form className="sa-form" aria-labelledby={labelledBy} onSubmit={submit} noValidate>
      <div className="sa-form__fields">
        <div className="field">
          <label htmlFor={fromId}>From</label>
          <input
            id={fromId}
            type="date"
            value={from}
            onChange={(e) => edited(setFrom)(e.target.value)}
            aria-invalid={problem !== undefined}
            aria-describedby={problem ? problemId : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor={toId}>To (optional)</label>
          <input
            id={toId}
            type="date"
            value={to}
            min={validFrom ? from : undefined}
            max={validFrom ? addDays(from, SCHEDULED_ASSIGNMENTS_MAX_DAYS - 1) : undefined}
            onChange={(e) => edited(setTo)(e.target.value)}
            aria-invalid={problem !== undefined}
            aria-describedby={problem ? problemId : undefined}
          />
        </div>
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
