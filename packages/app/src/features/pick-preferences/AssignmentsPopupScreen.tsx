import { usePackageAssignments } from '../../domain/pick/board.queries';
import PackageWeek from '../../domain/pick/PackageWeek';
import { packageFacts } from '../../domain/pick/package-facts';
import { PATHS } from '../../lib/paths';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { usePopupPackage } from './round-choice';
import '../../domain/pick/preferences.css';

/** A package of my list, its runs day by day (assignments-popup, docs/product.md#pick-preferences), over the overview. */
export default function AssignmentsPopupScreen() {
  const packageId = usePopupPackage();
  const query = usePackageAssignments(packageId);
  const back = { href: PATHS.pickPreferencesOverview, label: 'Pick Preferences' };
  return (
    <Screen title="Assignments" back={back} contentClassName="settings pick-preferences" keyboardScroll>
      <div className="settings__column">
        {packageId === undefined ? (
          <p className="section-note">Choose a package of your list first.</p>
        ) : (
          <QueryView query={query} failed="The package could not be loaded.">
            {(data) => (
              <>
                <h1 className="settings__heading">{data.package.code}</h1>
                <p className="section-note">{packageFacts(data.package)}</p>
                {data.package.seatsLeft === 0 && (
                  <p className="section-note">Closed: taken by {data.package.takenBy.join(', ')}.</p>
                )}
                <PackageWeek days={data.days} />
              </>
            )}
          </QueryView>
        )}
      </div>
    </Screen>
  );
}
