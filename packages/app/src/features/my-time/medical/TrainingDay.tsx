import type { ServiceElements } from '@crewline/protocol';
import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { formatDayDate } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/language';
import { formatDuration } from '../../../lib/time-format';
import { ServiceTimeRange } from '../../../ui/ServiceTime';
import { useTrainingDay } from '../my-time.queries';

type Day = ServiceElements<'mta_trainingAssignments'>['assignments'][number];

/** How the day is paid, read from the day's details when asked for. */
function PayDetails({ date }: { date: string }) {
  const query = useTrainingDay(date, true);
  if (query.isError) return <span className="my-time__note">The pay details could not be loaded.</span>;
  const training = query.data?.training;
  if (query.data === undefined) return <span className="my-time__note">Loading…</span>;
  if (!training) return <span className="my-time__note">This training is no longer scheduled.</span>;
  return (
    <span className="my-time__note">
      Paid {formatDuration(training.paidMinutes)}
      {training.payCode && ` under ${training.payCode}`} (straight time)
    </span>
  );
}

/** A training day: the course, when and where; its pay on request. */
export default function TrainingDay({ day }: { day: Day }) {
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  return (
    <li className="card my-time__card">
      <span className="my-time__title">{day.course}</span>
      <span>
        {formatDayDate(day.date, language)} · <ServiceTimeRange start={day.startMinutes} end={day.endMinutes} />
      </span>
      <span>{day.location}</span>
      {open ? (
        <PayDetails date={day.date} />
      ) : (
        <IonButton size="small" fill="clear" className="my-time__more" onClick={() => setOpen(true)}>
          How it is paid<span className="visually-hidden">: {day.course}</span>
        </IonButton>
      )}
    </li>
  );
}
