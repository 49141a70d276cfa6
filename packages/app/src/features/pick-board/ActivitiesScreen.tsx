import { IonItem, IonLabel, IonList } from '@ionic/react';
import { useCalendarActivities } from '../../domain/pick/board.queries';
import RunTimes from '../../domain/pick/RunTimes';
import { PATHS } from '../../lib/paths';
import { ServiceTimeRange } from '../../ui/ServiceTime';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import TimeSuffixKey from '../../ui/TimeSuffixKey';
import { useBoardChoice } from './board-choice';
import ChooseOnBoardFirst from './ChooseOnBoardFirst';
import './pick-board.css';

/** A run's activities: its pieces, vehicle block by block. */
export default function ActivitiesScreen() {
  const { jobId } = useBoardChoice();
  const query = useCalendarActivities(jobId);
  const back = { href: PATHS.pickBoardDob.assignments, label: 'Assignments' };
  return (
    <Screen title="Activities" back={back} contentClassName="settings pick-board" keyboardScroll>
      <div className="settings__column">
        {jobId === undefined ? (
          <ChooseOnBoardFirst what="run of a package" />
        ) : (
          <QueryView query={query} failed="The run could not be loaded.">
            {(data) => (
              <>
                <h1 className="settings__heading">Run {data.run.code}</h1>
                <p className="section-note">{data.run.route}</p>
                <div className="card run-card">
                  <RunTimes run={data.run} />
                </div>
                <h2 className="section-title">Pieces</h2>
                <IonList inset>
                  {data.pieces.map((p) => (
                    <IonItem key={p.seq}>
                      <IonLabel>
                        <h3>
                          Piece {p.seq} · block {p.block}
                        </h3>
                        <p className="pick-board__wrap">
                          <ServiceTimeRange start={p.startMinutes} end={p.endMinutes} /> · {p.fromPlace} to {p.toPlace}
                        </p>
                      </IonLabel>
                    </IonItem>
                  ))}
                </IonList>
                <TimeSuffixKey minutes={data.pieces.flatMap((p) => [p.startMinutes, p.endMinutes])} />
              </>
            )}
          </QueryView>
        )}
      </div>
    </Screen>
  );
}
