import type { Run } from '@crewline/protocol';
import { IonButton, IonItem, IonLabel, IonList, useIonRouter } from '@ionic/react';
import { PATHS } from '../../app/paths';
import { formatDuration } from '../../lib/time-format';
import { ServiceTime } from '../../ui/ServiceTime';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import TimeSuffixKey from '../../ui/TimeSuffixKey';
import { choose, useBoardChoice } from './board-choice';
import { packageFacts } from './package-facts';
import { usePackageAssignments } from './pick-board.queries';
import './pick-board.css';

/** A run's times as the pick sheet lists them. */
export function RunTimes({ run }: { run: Run }) {
  return (
    <dl className="run-times">
      <div>
        <dt>Report</dt>
        <dd>
          <ServiceTime minutes={run.reportMinutes} />
        </dd>
      </div>
      <div>
        <dt>Start</dt>
        <dd>
          <ServiceTime minutes={run.startMinutes} />
        </dd>
      </div>
      <div>
        <dt>End</dt>
        <dd>
          <ServiceTime minutes={run.endMinutes} />
        </dd>
      </div>
      <div>
        <dt>Relief</dt>
        <dd>
          {run.reliefPoint && run.reliefMinutes !== null ? (
            <>
              <ServiceTime minutes={run.reliefMinutes} /> {run.reliefPoint}
            </>
          ) : (
            'None'
          )}
        </dd>
      </div>
      <div>
        <dt>Paid</dt>
        <dd>{formatDuration(run.paidMinutes)}</dd>
      </div>
      <div>
        <dt>Platform</dt>
        <dd>{formatDuration(run.platformMinutes)}</dd>
      </div>
      <div>
        <dt>Spread</dt>
        <dd>{formatDuration(run.spreadMinutes)}</dd>
      </div>
    </dl>
  );
}

/** A package's week: each day's run with its times, or the day off. */
export default function AssignmentsScreen() {
  const { packageId } = useBoardChoice();
  const query = usePackageAssignments(packageId);
  const router = useIonRouter();
  const back = { href: PATHS.pickBoardDob.assignmentPackages, label: 'Packages' };
  return (
    <Screen title="Assignments" back={back} contentClassName="settings pick-board">
      <div className="settings__column">
        {packageId === undefined ? (
          <p className="section-note">Choose a package on the pick board first.</p>
        ) : (
          <QueryView query={query} failed="The package could not be loaded.">
            {(data) => (
              <>
                <h1 className="settings__heading">{data.package.code}</h1>
                <p className="section-note">{packageFacts(data.package)}</p>
                {data.package.seatsLeft === 0 && (
                  <p className="section-note board-closed">Closed: taken by {data.package.takenBy.join(', ')}.</p>
                )}
                <div className="board-summary__actions board-actions">
                  <IonButton
                    size="small"
                    fill="outline"
                    onClick={() => router.push(PATHS.pickBoardDob.assignmentsCalendar, 'forward')}
                  >
                    Calendar
                  </IonButton>
                </div>
                <IonList inset>
                  {data.days.map(({ day, run }) => (
                    <IonItem
                      key={day}
                      button={run !== null}
                      detail={run !== null}
                      onClick={
                        run
                          ? () => {
                              choose({ jobId: run.jobId });
                              router.push(PATHS.pickBoardDob.activities, 'forward');
                            }
                          : undefined
                      }
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
                  minutes={data.days.flatMap(({ run }) =>
                    run ? [run.reportMinutes, run.startMinutes, run.endMinutes, run.reliefMinutes] : [],
                  )}
                />
              </>
            )}
          </QueryView>
        )}
      </div>
    </Screen>
  );
}
