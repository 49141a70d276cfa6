import { type PackageRow, PICK_BOARD_TEXTS } from '@crewline/protocol';
import { IonButton, useIonRouter } from '@ionic/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { PATHS } from '../../app/paths';
import { useLanguage } from '../../lib/language';
import { useAssignmentPackages } from '../../ui/pick/board.queries';
import { formatTurn, packageFacts } from '../../ui/pick/package-facts';
import { isFiltering, matchesFilter } from '../../ui/pick/package-filter';
import StandingChip from '../../ui/pick/StandingChip';
import EmptyState from '../../ui/screen/EmptyState';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { choose, useBoardChoice } from './board-choice';
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

/** A virtualised list of a population's packages: a depot offers some 250 of them. */
function PackageList({ packages }: { packages: PackageRow[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const router = useIonRouter();
  const rows = useVirtualizer({
    count: packages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
  });
  return (
    <div ref={scroller} className="board-scroller">
      <ul className="board-scroller__list" aria-label="Packages" style={{ height: rows.getTotalSize() }}>
        {rows.getVirtualItems().map((row) => {
          const pkg = packages[row.index] as PackageRow;
          return (
            <li
              key={pkg.packageId}
              aria-setsize={packages.length}
              aria-posinset={row.index + 1}
              data-index={row.index}
              ref={rows.measureElement}
              className="board-scroller__row"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <PackageItem
                pkg={pkg}
                onOpen={() => {
                  choose({ packageId: pkg.packageId });
                  router.push(PATHS.pickBoardDob.assignments, 'forward');
                }}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The population's packages: closed ones with who took them, open ones with where they stand for me. */
export default function AssignmentPackagesScreen() {
  const { populationId } = useBoardChoice();
  const query = useAssignmentPackages(populationId);
  const filter = usePackageFilter();
  const language = useLanguage();
  const router = useIonRouter();
  const back = { href: PATHS.pickBoardDob.pickGroups, label: 'Pick Board' };
  return (
    <Screen title="Packages" back={back} contentClassName="settings pick-board" scrollY={false}>
      {populationId === undefined ? (
        <p className="section-note">Choose a population on the pick board first.</p>
      ) : (
        <QueryView query={query} failed="The packages could not be loaded.">
          {(data) => {
            const shown = data.packages.filter((p) => matchesFilter(p, filter));
            const open = shown.filter((p) => p.seatsLeft > 0).length;
            // What At risk and Safe mean is the same for every package: said once, not on each row.
            const legend = (['AT_RISK', 'SAFE'] as const).flatMap((status) => {
              const reason = data.packages.find((p) => p.projection?.status === status)?.projection?.reason;
              const label = PICK_BOARD_TEXTS.statuses[status];
              if (!reason) return [];
              return [reason.startsWith(label) ? reason : `${label}: ${reason}`];
            });
            return (
              <>
                <h1 className="settings__heading board-heading">Packages</h1>
                <div className="board-summary">
                  <p className="section-note">
                    {isFiltering(filter) ? `${shown.length} of ${data.packages.length} packages match · ` : ''}
                    {open} of {shown.length} open
                    {data.turnAt && <> · your turn {formatTurn(data.turnAt, language)}</>}
                  </p>
                  <div className="board-summary__actions">
                    <IonButton
                      size="small"
                      fill="outline"
                      onClick={() => router.push(PATHS.pickBoardDob.search, 'forward')}
                    >
                      Search
                    </IonButton>
                    {isFiltering(filter) && (
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
                {shown.length === 0 ? (
                  <EmptyState title="No package matches" className="card empty-state empty-state--inset">
                    <p>Change or clear the search to see more packages.</p>
                  </EmptyState>
                ) : (
                  // A new search starts at the top of its list.
                  <PackageList key={JSON.stringify(filter)} packages={shown} />
                )}
              </>
            );
          }}
        </QueryView>
      )}
    </Screen>
  );
}
