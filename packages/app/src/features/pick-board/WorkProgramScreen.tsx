import { IonItem, IonLabel, IonList, IonSegment, IonSegmentButton } from '@ionic/react';
import { useState } from 'react';
import { useWorkProgram } from '../../domain/pick/board.queries';
import { useBoardKind } from '../../domain/pick/board-kind';
import { formatDuration } from '../../lib/time-format';
import { ServiceTime, ServiceTimeRange } from '../../ui/ServiceTime';
import EmptyState from '../../ui/screen/EmptyState';
import HeadedScreen from '../../ui/screen/HeadedScreen';
import QueryView from '../../ui/screen/QueryView';
import TimeSuffixKey from '../../ui/TimeSuffixKey';
import { useBoardChoice } from './board-choice';
import { boardPaths } from './board-paths';
import ChooseOnBoardFirst from './ChooseOnBoardFirst';
import './pick-board.css';

const DAY_TYPE_NAMES = { WEEKDAY: 'Weekday', SATURDAY: 'Saturday', SUNDAY: 'Sunday' } as const;

/** RTO: the terminal's work program — the population's crew jobs by line, then by day type. */
export default function WorkProgramScreen() {
  const paths = boardPaths(useBoardKind());
  const { populationId } = useBoardChoice();
  const [chosenLine, setLine] = useState<string>();
  const query = useWorkProgram(populationId, chosenLine);
  const back = { href: paths.pickGroups, label: 'Pick Board' };
  return (
    <HeadedScreen heading="Work program" title="Work Program" back={back} look="pick-board">
      {populationId === undefined ? (
        <ChooseOnBoardFirst what="population" />
      ) : (
        <QueryView
          query={query}
          failed="The work program could not be loaded."
          isEmpty={(d) => d.line === null}
          empty={
            <EmptyState title="No crew jobs" inset>
              <p>This population's packages have no crew jobs posted.</p>
            </EmptyState>
          }
        >
          {(data) => {
            const { line } = data;
            if (!line) return null;
            return (
              <>
                <IonSegment
                  scrollable
                  value={line.line}
                  aria-label="Line"
                  onIonChange={(e) => setLine(String(e.detail.value))}
                >
                  {data.lines.map((name) => (
                    <IonSegmentButton key={name} value={name}>
                      <IonLabel>{name}</IonLabel>
                    </IonSegmentButton>
                  ))}
                </IonSegment>
                {line.dayTypes.map(({ dayType, jobs }) => (
                  <section key={dayType} aria-labelledby={`work-program-${dayType}`}>
                    <h2 id={`work-program-${dayType}`} className="section-title">
                      {DAY_TYPE_NAMES[dayType]} · {jobs.length} {jobs.length === 1 ? 'job' : 'jobs'}
                    </h2>
                    <IonList inset>
                      {jobs.map((j) => (
                        <IonItem key={j.jobId}>
                          <IonLabel>
                            <h3>{j.code}</h3>
                            <p>
                              Report <ServiceTime minutes={j.reportMinutes} /> · works{' '}
                              <ServiceTimeRange start={j.startMinutes} end={j.endMinutes} /> · paid{' '}
                              {formatDuration(j.paidMinutes)}
                            </p>
                            <p className="pick-board__wrap">
                              {j.packages.length === 1 ? 'Package' : 'Packages'} {j.packages.join(', ')}
                            </p>
                          </IonLabel>
                        </IonItem>
                      ))}
                    </IonList>
                  </section>
                ))}
                <TimeSuffixKey
                  minutes={line.dayTypes.flatMap((d) =>
                    d.jobs.flatMap((j) => [j.reportMinutes, j.startMinutes, j.endMinutes]),
                  )}
                />
              </>
            );
          }}
        </QueryView>
      )}
    </HeadedScreen>
  );
}
