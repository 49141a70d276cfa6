import type { PackageSearch } from '@crewline/protocol';
import { IonButton, useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { useSearchListsOfValues } from '../../domain/pick/board.queries';
import { useBoardKind } from '../../domain/pick/board-kind';
import PackageSearchFields from '../../domain/pick/PackageSearchFields';
import HeadedScreen from '../../ui/screen/HeadedScreen';
import QueryView from '../../ui/screen/QueryView';
import { useBoardChoice } from './board-choice';
import { boardPaths } from './board-paths';
import ChooseOnBoardFirst from './ChooseOnBoardFirst';
import { packageFilterStore, usePackageFilter } from './package-filter';
import '../../domain/pick/pick.css';
import './pick-board.css';

/** The board's search: filters the population's packages by route, days off, start band, weekly hours and kind. */
export default function SearchScreen() {
  const paths = boardPaths(useBoardKind());
  const { populationId } = useBoardChoice();
  const query = useSearchListsOfValues(populationId);
  const current = usePackageFilter();
  const [filter, setFilter] = useState<PackageSearch>(current);
  const router = useIonRouter();
  const show = (next: PackageSearch) => {
    packageFilterStore.set(next);
    router.push(paths.assignmentPackages, 'back');
  };
  const back = { href: paths.assignmentPackages, label: 'Packages' };
  return (
    <HeadedScreen heading="Search packages" title="Search" back={back} look="pick-board">
      {populationId === undefined ? (
        <ChooseOnBoardFirst what="population" />
      ) : (
        <QueryView query={query} failed="The search could not be loaded.">
          {(lov) => (
            <form
              className="card board-search"
              onSubmit={(e) => {
                e.preventDefault();
                show(filter);
              }}
            >
              <PackageSearchFields lov={lov} filter={filter} onChange={setFilter} />
              <div className="board-search__actions">
                <IonButton type="submit" expand="block">
                  Show packages
                </IonButton>
                <IonButton fill="clear" onClick={() => show({})}>
                  Clear search
                </IonButton>
              </div>
            </form>
          )}
        </QueryView>
      )}
    </HeadedScreen>
  );
}
