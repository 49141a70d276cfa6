import type { Run, ServiceElements } from '@crewline/protocol';
import { IonItem, IonLabel, IonList } from '@ionic/react';
import TimeSuffixKey from '../../ui/TimeSuffixKey';
import RunTimes from './RunTimes';

type Day = ServiceElements<'mta_packageAssignments'>['days'][number];

/** A package's week, day by day: each run with its times, or the day off; `onRun` makes a run open its pieces. */
export default function PackageWeek({ days, onRun }: { days: readonly Day[]; onRun?: (run: Run) => void }) {
  return (
    <>
      <IonList inset aria-label="The week">
        {days.map(({ day, run }) => (
          <IonItem
            key={day}
            button={run !== null && onRun !== undefined}
            detail={run !== null && onRun !== undefined}
            onClick={run && onRun ? () => onRun(run) : undefined}
          >
            <IonLabel>
              <h3>
                {day} · {run ? `${run.code} · ${run.route}` : 'Day off'}
              </h3>
              {run && <RunTimes run={run} />}
            </IonLabel>
          </IonItem>
        ))}
      </IonList>
      <TimeSuffixKey
        minutes={days.flatMap(({ run }) =>
          run ? [run.reportMinutes, run.startMinutes, run.endMinutes, run.reliefMinutes] : [],
        )}
      />
    </>
  );
}
