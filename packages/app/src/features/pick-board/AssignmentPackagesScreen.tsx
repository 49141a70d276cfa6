import { isSearching, type PackageRow, PICK_BOARD_TEXTS } from '@crewline/protocol';
import { IonButton, useIonRouter } from '@ionic/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { useAssignmentPackages } from '../../domain/pick/board.queries';
import { useBoardKind } from '../../domain/pick/board-kind';
import { packageFacts } from '../../domain/pick/package-facts';
import StandingChip from '../../domain/pick/StandingChip';
import { useLanguage } from '../../lib/language';
import { agencyDateTimeText } from '../../session/agency-time-text';
import EmptyState from '../../ui/screen/EmptyState';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { choose, useBoardChoice } from './board-choice';
import { boardPaths } from './board-paths';
import ChooseOnBoardFirst from './ChooseOnBoardFirst';
import { packageFilterStore, usePackageFilter } from './package-filter';
import './pick-board.css';

const ROW_ESTIMATE = 84;

function PackageItem({ pkg, onOpen }: { pkg: PackageRow; onOpen: () => void }) {
  return (
    <button type="button" className="board-row" onClick={onOpen}>
      <span className="board-row__main">
        <span className="board-row__title">{pkg.code}</span>
        <span className="board-row__facts">{packageFacts(pkg)}</span>
        {pkg.takenBy.length > 0 && <span className="board-row__taken">Taken by {pkg.takenBy.join(', ')}</span>}
        {pkg.seatsLeft > 0 && pkg.projection?.status === 'PROJECTED_TAKEN' && (
          <span className="board-row__reason">{pkg.projection.reason}</span>
        )}
      </span>
      <StandingChip pkg={pkg} />
    </button>
  );
}

/** The next page of the list: fetched as the list comes near its end (or again, after a failure). */
interface NextPage {
  has: boolean;
  loading: boolean;
  failed: boolean;
  load: () => void;
}

function MoreRow({ next }: { next: NextPage }) {
  if (!next.failed) return <p className="board-row board-row--more">Loading more packages…</p>;
  return (
    <div className="board-row board-row--more">
      <span>More packages could not be loaded.</span>
      <IonButton size="small" fill="outline" onClick={next.load}>
        Try again
      </IonButton>
    </div>
  );
}

/** A virtualised list of a population's packages, read a page at a time: a depot offers some 250 of them. */
function PackageList({ packages, total, next }: { packages: PackageRow[]; total: number; next: NextPage }) {
  const paths = boardPaths(useBoardKind());
  const scroller = useRef<HTMLDivElement>(null);
  const router = useIonRouter();
  const rows = useVirtualizer({
    count: packages.length + (next.has ? 1 : 0),
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
  });
  const shown = rows.getVirtualItems();
  const last = shown[shown.length - 1];
  // The row after the last one read is drawn (within the overscan, before it is seen): read the next page.
  const reached = last !== undefined && last.index >= packages.length;
  useEffect(() => {
    if (reached && next.has && !next.loading && !next.failed) next.load();
  }, [reached, next]);
  return (
    <div ref={scroller} className="board-scroller">
      <ul className="board-scroller__list" aria-label="Packages" style={{ height: rows.getTotalSize() }}>
        {shown.map((row) => {
          const pkg = packages[row.index];
          return (
            <li
              key={pkg?.packageId ?? 'more'}
              aria-setsize={total}
              aria-posinset={row.index + 1}
              data-index={row.index}
              ref={rows.measureElement}
              className="board-scroller__row"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {pkg ? (
                <PackageItem
                  pkg={pkg}
                  onOpen={() => {
                    choose({ packageId: pkg.packageId });
                    router.push(paths.assignments, 'forward');
                  }}
                />
              ) : (
                <MoreRow next={next} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The population's packages: closed ones with who took them, open ones with where they stand for me. */
export default function AssignmentPackagesScreen() {
  const paths = boardPaths(useBoardKind());
  const { populationId } = useBoardChoice();
  const filter = usePackageFilter();
  const query = useAssignmentPackages(populationId, filter);
  const language = useLanguage();
  const router = useIonRouter();
  const back = { href: paths.pickGroups, label: 'Pick Board' };
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const next = useMemo<NextPage>(
    () => ({
      has: hasNextPage,
      loading: isFetchingNextPage,
      failed: isFetchNextPageError,
      load: () => void fetchNextPage(),
    }),
    [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage],
  );
  return (
    <Screen title="Packages" back={back} contentClassName="settings pick-board" scrollY={false}>
      {populationId === undefined ? (
        <ChooseOnBoardFirst what="population" />
      ) : (
        <QueryView query={query} failed="The packages could not be loaded.">
          {(data) => {
            const first = data.pages[0];
            if (!first) return null;
            const packages = data.pages.flatMap((p) => p.packages);
            // What At risk and Safe mean is the same for every package: said once, not on each row.
            const legend = first.legend.map(({ status, reason }) => {
              const label = PICK_BOARD_TEXTS.statuses[status];
              return reason.startsWith(label) ? reason : `${label}: ${reason}`;
            });
            const searching = isSearching(filter);
            return (
              <>
                <h1 className="settings__heading board-heading">Packages</h1>
                <div className="board-summary">
                  <p className="section-note">
                    {searching ? `${first.total} of ${first.all} packages match · ` : ''}
                    {first.open} of {first.total} open
                    {first.turnAt && <> · your turn {agencyDateTimeText(first.turnAt, language)}</>}
                  </p>
                  <div className="board-summary__actions">
                    <IonButton size="small" fill="outline" onClick={() => router.push(paths.search, 'forward')}>
                      Search
                    </IonButton>
                    {searching && (
                      <IonButton size="small" fill="clear" onClick={() => packageFilterStore.set({})}>
                        Clear search
                      </IonButton>
                    )}
                  </div>
                </div>
                {legend.length > 0 && (
                  <ul className="board-legend" aria-label="What the standings mean">
                    {legend.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
                {first.total === 0 ? (
                  <EmptyState title="No package matches" inset>
                    <p>Change or clear the search to see more packages.</p>
                  </EmptyState>
                ) : (
                  // A new search starts at the top of its list.
                  <PackageList key={JSON.stringify(filter)} packages={packages} total={first.total} next={next} />
                )}
              </>
            );
          }}
        </QueryView>
      )}
    </Screen>
  );
}
