import { type PackageKind, PICK_BOARD_TEXTS, type StartBand } from '@crewline/protocol';
import { IonButton, useIonRouter } from '@ionic/react';
import { type ReactNode, useId, useState } from 'react';
import { PATHS } from '../../app/paths';
import { formatDuration } from '../../lib/time-format';
import type { PackageFilter } from '../../ui/pick/package-filter';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { useBoardChoice } from './board-choice';
import { packageFilterStore, usePackageFilter } from './package-filter';
import { useSearchListsOfValues } from './pick-board.queries';
import './pick-board.css';

const ANY = '';
const HOUR = 60;

function Field({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="board-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value={ANY}>Any</option>
        {children}
      </select>
    </div>
  );
}

/** Hours offered between the least and most weekly paid time of the packages, on whole hours. */
function hourSteps(min: number, max: number): number[] {
  const steps: number[] = [];
  for (let h = Math.floor(min / HOUR); h <= Math.ceil(max / HOUR); h++) steps.push(h * HOUR);
  return steps;
}

const orUndefined = <T extends string>(v: string) => (v === ANY ? undefined : (v as T));
const numberOrUndefined = (v: string) => (v === ANY ? undefined : Number(v));

/** The board's search: filters the population's packages by route, days off, start band, weekly hours and kind. */
export default function SearchScreen() {
  const { populationId } = useBoardChoice();
  const query = useSearchListsOfValues(populationId);
  const current = usePackageFilter();
  const [filter, setFilter] = useState<PackageFilter>(current);
  const router = useIonRouter();
  const set = (patch: PackageFilter) => setFilter((f) => ({ ...f, ...patch }));
  const show = (next: PackageFilter) => {
    packageFilterStore.set(next);
    router.push(PATHS.pickBoardDob.assignmentPackages, 'back');
  };
  const back = { href: PATHS.pickBoardDob.assignmentPackages, label: 'Packages' };
  return (
    <Screen title="Search" back={back} contentClassName="settings pick-board">
      <div className="settings__column">
        <h1 className="settings__heading">Search packages</h1>
        {populationId === undefined ? (
          <p className="section-note">Choose a population on the pick board first.</p>
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
                <Field label="Route" value={filter.route ?? ANY} onChange={(v) => set({ route: orUndefined(v) })}>
                  {lov.routes.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </Field>
                <Field
                  label="Days off"
                  value={filter.rdoPair ?? ANY}
                  onChange={(v) => set({ rdoPair: orUndefined(v) })}
                >
                  {lov.rdoPairs.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </Field>
                <Field
                  label="Start time"
                  value={filter.startBand ?? ANY}
                  onChange={(v) => set({ startBand: orUndefined<StartBand>(v) })}
                >
                  {lov.startBands.map((b) => (
                    <option key={b} value={b}>
                      {PICK_BOARD_TEXTS.startBands[b]}
                    </option>
                  ))}
                </Field>
                <Field
                  label="Weekly hours, at least"
                  value={filter.minWeeklyMinutes === undefined ? ANY : String(filter.minWeeklyMinutes)}
                  onChange={(v) => set({ minWeeklyMinutes: numberOrUndefined(v) })}
                >
                  {hourSteps(lov.weeklyHours.min, lov.weeklyHours.max).map((m) => (
                    <option key={m} value={m}>
                      {formatDuration(m)}
                    </option>
                  ))}
                </Field>
                <Field
                  label="Weekly hours, at most"
                  value={filter.maxWeeklyMinutes === undefined ? ANY : String(filter.maxWeeklyMinutes)}
                  onChange={(v) => set({ maxWeeklyMinutes: numberOrUndefined(v) })}
                >
                  {hourSteps(lov.weeklyHours.min, lov.weeklyHours.max).map((m) => (
                    <option key={m} value={m}>
                      {formatDuration(m)}
                    </option>
                  ))}
                </Field>
                <Field
                  label="Kind"
                  value={filter.kind ?? ANY}
                  onChange={(v) => set({ kind: orUndefined<PackageKind>(v) })}
                >
                  {lov.kinds.map((k) => (
                    <option key={k} value={k}>
                      {PICK_BOARD_TEXTS.kinds[k]}
                    </option>
                  ))}
                </Field>
                <div className="board-search__actions">
                  <IonButton type="submit" expand="block" className="button-primary">
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
      </div>
    </Screen>
  );
}
