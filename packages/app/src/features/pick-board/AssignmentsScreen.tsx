import { IonButton, useIonRouter } from '@ionic/react';
import { usePackageAssignments } from '../../domain/pick/board.queries';
import { useBoardKind } from '../../domain/pick/board-kind';
import PackageWeek from '../../domain/pick/PackageWeek';
import { packageFacts } from '../../domain/pick/package-facts';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { choose, useBoardChoice } from './board-choice';
import { boardPaths } from './board-paths';
import ChooseOnBoardFirst from './ChooseOnBoardFirst';
import PackageDaysOff from './PackageDaysOff';
import './pick-board.css';

/** A package's week: each day's run with its times, or the day off. */
export default function AssignmentsScreen() {
  const kind = useBoardKind();
  const paths = boardPaths(kind);
  const { packageId } = useBoardChoice();
  const query = usePackageAssignments(packageId);
  const router = useIonRouter();
  const back = { href: paths.assignmentPackages, label: 'Packages' };
  return (
    <Screen title="Assignments" back={back} contentClassName="settings pick-board">
      <div className="settings__column">
        {packageId === undefined ? (
          <ChooseOnBoardFirst what="package" />
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
                    onClick={() => router.push(paths.assignmentsCalendar, 'forward')}
                  >
                    Calendar
                  </IonButton>
                </div>
                <PackageWeek
                  days={data.days}
                  onRun={
                    // A run's pieces are the DOB board's (activities); the RTO board shows the days off.
                    paths.activities === undefined
                      ? undefined
                      : (run) => {
                          choose({ jobId: run.jobId });
                          router.push(paths.activities as string, 'forward');
                        }
                  }
                />
                {kind === 'RTO' && <PackageDaysOff packageId={data.package.packageId} />}
              </>
            )}
          </QueryView>
        )}
      </div>
    </Screen>
  );
}
