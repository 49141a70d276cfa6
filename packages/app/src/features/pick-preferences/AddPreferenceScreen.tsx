import type { PackageSearch, PreferenceRound } from '@crewline/protocol';
import { IonButton, IonFooter, IonToolbar, useIonRouter } from '@ionic/react';
import { type ReactNode, useState } from 'react';
import {
  useAssignmentPackages,
  useHolidays,
  usePickGroups,
  usePopulations,
  useSearchListsOfValues,
  useVacations,
} from '../../domain/pick/board.queries';
import { useConfirmReplace } from '../../domain/pick/confirm-replace';
import PackageSearchFields from '../../domain/pick/PackageSearchFields';
import { draftOf, insertAt, useDraft } from '../../domain/pick/preference-draft';
import { positionLabel } from '../../domain/pick/preference-words';
import SelectField from '../../domain/pick/SelectField';
import { useLanguage } from '../../lib/language';
import { PATHS } from '../../lib/paths';
import EmptyState from '../../ui/screen/EmptyState';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { type Choosable, choosableHolidays, choosablePackages, choosableWeeks } from './choosable';
import { usePickPreferences, useSaveList } from './pick-preferences.queries';
import { chosenRoundStore, ROUND_NAMES, useChosenRound } from './round-choice';
import '../../domain/pick/pick.css';
import '../../domain/pick/preferences.css';
import { useNotice } from '../../ui/notice';

const STEPS = ['What', 'Filter', 'Choose', 'Position', 'Review'] as const;
const ANY = '';

interface Choice {
  filter: PackageSearch;
  month?: string;
  item?: Choosable;
  position?: number;
}

/** Step 2 for a work round: the board's search fields. */
function PackageFilterStep({
  populationId,
  filter,
  onChange,
}: {
  populationId: number | undefined;
  filter: PackageSearch;
  onChange: (f: PackageSearch) => void;
}) {
  const lov = useSearchListsOfValues(populationId);
  if (!lov.data) return null;
  return (
    <div className="card board-search">
      <p className="section-note wizard-note">
        Narrow the packages to choose from; leave a field at Any to keep them all.
      </p>
      <PackageSearchFields lov={lov.data} filter={filter} onChange={onChange} />
    </div>
  );
}

/** Step 2 for a vacation round: a month. */
function MonthStep({
  months,
  month,
  onChange,
}: {
  months: string[];
  month: string | undefined;
  onChange: (m: string | undefined) => void;
}) {
  const language = useLanguage();
  const name = (key: string) =>
    new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${key}-01T00:00:00Z`),
    );
  return (
    <div className="card board-search">
      <SelectField label="Month" value={month ?? ANY} onChange={(v) => onChange(v === ANY ? undefined : v)}>
        <option value={ANY}>Any month</option>
        {months.map((m) => (
          <option key={m} value={m}>
            {name(m)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** Step 3: one item, as radio buttons; refused items are shown, disabled, with why. */
/** More packages than the first page found: shown on asking, a page at a time. */
interface MorePackages {
  left: number;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}

function ChooseStep({
  items,
  chosen,
  onChoose,
  more,
}: {
  items: Choosable[];
  chosen: number | undefined;
  onChoose: (c: Choosable) => void;
  more?: MorePackages | undefined;
}) {
  const moreButton = more && (
    <div className="wizard-more">
      {more.failed && <p className="section-note">More packages could not be loaded.</p>}
      <IonButton fill="outline" disabled={more.loading} onClick={more.onMore}>
        {more.loading ? 'Loading…' : `Show more packages (${more.left} more)`}
      </IonButton>
    </div>
  );
  if (items.length === 0)
    return (
      <>
        <EmptyState title="Nothing to choose" inset>
          <p>
            {more
              ? 'All of these are in your list already. Show more, or go back and change the filter.'
              : 'Nothing matches, or all of it is in your list already. Go back and change the filter.'}
          </p>
        </EmptyState>
        {moreButton}
      </>
    );
  return (
    <>
      <fieldset className="wizard-choices">
        <legend className="visually-hidden">Choose one</legend>
        {items.map((c) => (
          <label key={c.itemId} className={`wizard-choice${c.refused ? ' wizard-choice--refused' : ''}`}>
            <input
              type="radio"
              name="wizard-choice"
              value={c.itemId}
              checked={chosen === c.itemId}
              disabled={c.refused !== undefined}
              onChange={() => onChoose(c)}
            />
            <span className="wizard-choice__text">
              <span className="wizard-choice__label">{c.label}</span>
              <span className="wizard-choice__detail">{c.refused ?? c.detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {moreButton}
    </>
  );
}

function Wizard({ rounds }: { rounds: PreferenceRound[] }) {
  const editable = rounds.filter((r) => r.canEdit);
  const chosenRound = useChosenRound();
  const round = editable.find((r) => r.roundId === chosenRound) ?? editable[0];
  const [step, setStep] = useState(0);
  const [choice, setChoice] = useState<Choice>({ filter: {} });
  const current = useDraft();
  const saved = round?.list?.items ?? [];
  const savedVersion = round?.list?.version ?? 0;
  const draft = round
    ? current?.roundId === round.roundId
      ? current
      : draftOf(round.roundId, saved, savedVersion)
    : undefined;
  const listed = new Set(draft?.items.map((i) => i.itemId));
  const language = useLanguage();
  const router = useIonRouter();
  const showNotice = useNotice();
  const save = useSaveList();
  const confirmReplace = useConfirmReplace();

  const groups = usePickGroups();
  const groupId = groups.data?.groups.find((g) => g.selected)?.groupId;
  const populations = usePopulations(groupId);
  const populationId = populations.data?.populations.find((p) => p.selected)?.populationId;
  const kind = round?.kind;
  // Read on the Choose step, with the filter as set then (each change of a field is no call).
  const packages = useAssignmentPackages(kind === 'WORK' && step >= 2 ? populationId : undefined, choice.filter);
  const found = packages.data?.pages.flatMap((p) => p.packages) ?? [];
  const total = packages.data?.pages[0]?.total ?? 0;
  const vacations = useVacations(kind === 'VACATION' ? populationId : undefined);
  const holidays = useHolidays(kind === 'HOLIDAY' ? groupId : undefined);

  if (!round || !draft) {
    return (
      <WizardFrame>
        <EmptyState title="No list can be changed now" inset>
          <p>No round of your pick is open with your turn still to come.</p>
        </EmptyState>
        <IonButton fill="clear" onClick={() => router.push(PATHS.pickPreferencesOverview, 'back')}>
          Back to Pick Preferences
        </IonButton>
      </WizardFrame>
    );
  }
  const items: Choosable[] =
    kind === 'WORK'
      ? choosablePackages(found, listed)
      : kind === 'VACATION'
        ? choosableWeeks(vacations.data?.weeks ?? [], choice.month, listed, language)
        : choosableHolidays(holidays.data?.holidays ?? [], listed);
  const months = [...new Set((vacations.data?.weeks ?? []).map((w) => w.weekStart.slice(0, 7)))];
  const position = choice.position ?? draft.items.length + 1;
  const preview = choice.item
    ? [...draft.items.slice(0, position - 1), choice.item, ...draft.items.slice(position - 1)]
    : draft.items;

  const canNext = step !== 2 || choice.item !== undefined;
  const back = () => (step === 0 ? router.push(PATHS.pickPreferencesOverview, 'back') : setStep(step - 1));
  const finish = () => {
    const item = choice.item;
    if (!item) return;
    confirmReplace(draft, savedVersion, () => {
      insertAt(draft, { itemId: item.itemId, label: item.label }, position);
      save.mutate(draftOf(round.roundId, saved, savedVersion), {
        onSuccess: (answer) => {
          showNotice(
            `${item.label} is your choice ${position}${answer.list ? ` (version ${answer.list.version})` : ''}.`,
          );
          router.push(PATHS.pickPreferencesOverview, 'back');
        },
      });
    });
  };

  const footer = (
    <IonFooter className="wizard-footer">
      <IonToolbar>
        <div className="wizard-footer__buttons">
          <IonButton fill="outline" onClick={back}>
            Back
          </IonButton>
          {step < STEPS.length - 1 ? (
            <IonButton disabled={!canNext} onClick={() => setStep(step + 1)}>
              Next
            </IonButton>
          ) : (
            <IonButton onClick={finish}>Save list</IonButton>
          )}
        </div>
      </IonToolbar>
    </IonFooter>
  );

  return (
    <WizardFrame footer={footer}>
      <ol className="wizard-steps" aria-label="Steps">
        {STEPS.map((s, i) => (
          <li
            key={s}
            className={i === step ? 'wizard-steps__now' : i < step ? 'wizard-steps__done' : ''}
            aria-current={i === step ? 'step' : undefined}
          >
            {s}
          </li>
        ))}
      </ol>
      <h2 className="section-title">
        Step {step + 1} of {STEPS.length}: {STEPS[step]}
      </h2>
      {step === 0 && (
        <fieldset className="wizard-choices">
          <legend className="section-note wizard-note">What do you want to add to your list?</legend>
          {editable.map((r) => (
            <label key={r.roundId} className="wizard-choice">
              <input
                type="radio"
                name="wizard-round"
                checked={r.roundId === round.roundId}
                onChange={() => {
                  chosenRoundStore.set(r.roundId);
                  setChoice({ filter: {} });
                }}
              />
              <span className="wizard-choice__text">
                <span className="wizard-choice__label">
                  {r.kind === 'WORK' ? 'A package' : r.kind === 'VACATION' ? 'A vacation week' : 'A holiday'}
                </span>
                <span className="wizard-choice__detail">
                  {ROUND_NAMES[r.kind]} round · {r.list?.items.length ?? 0} in your list
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {step === 1 && kind === 'WORK' && (
        <PackageFilterStep
          populationId={populationId}
          filter={choice.filter}
          onChange={(filter) => setChoice({ ...choice, filter, item: undefined })}
        />
      )}
      {step === 1 && kind === 'VACATION' && (
        <MonthStep
          months={months}
          month={choice.month}
          onChange={(month) => setChoice({ ...choice, month, item: undefined })}
        />
      )}
      {step === 1 && kind === 'HOLIDAY' && (
        <p className="section-note wizard-note">Holidays need no filter: all of them are on the next step.</p>
      )}
      {step === 2 && (
        <QueryView<unknown>
          query={kind === 'WORK' ? packages : kind === 'VACATION' ? vacations : holidays}
          failed="What you can choose could not be loaded."
        >
          {() => (
            <ChooseStep
              items={items}
              chosen={choice.item?.itemId}
              onChoose={(item) => setChoice({ ...choice, item })}
              more={
                kind === 'WORK' && packages.hasNextPage
                  ? {
                      left: total - found.length,
                      loading: packages.isFetchingNextPage,
                      failed: packages.isFetchNextPageError,
                      onMore: () => void packages.fetchNextPage(),
                    }
                  : undefined
              }
            />
          )}
        </QueryView>
      )}
      {step === 3 && (
        <div className="card board-search">
          <SelectField
            label={`Position of ${choice.item?.label} in your list`}
            value={String(position)}
            onChange={(v) => setChoice({ ...choice, position: Number(v) })}
          >
            {Array.from({ length: draft.items.length + 1 }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {positionLabel(n, draft.items)}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      {step === 4 && (
        <>
          <p className="section-note wizard-note">Your list as it will be saved:</p>
          <ol className="pref-list" aria-label="Your list as it will be saved">
            {preview.map((item, i) => (
              <li
                key={item.itemId}
                className={`pref-row${item.itemId === choice.item?.itemId ? ' pref-row--new' : ''}`}
              >
                <span className="pref-row__rank" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="pref-row__main">
                  <span className="pref-row__label">
                    <span className="visually-hidden">Choice {i + 1}: </span>
                    {item.label}
                    {item.itemId === choice.item?.itemId && <strong> · new</strong>}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </WizardFrame>
  );
}

/** The wizard's screen: no back or menu button (docs/product.md#pick-preferences: Back and Next only). */
function WizardFrame({ footer, children }: { footer?: ReactNode; children: ReactNode }) {
  return (
    <Screen title="Add a Choice" contentClassName="settings pick-preferences" wizard footer={footer}>
      <div className="settings__column">
        <h1 className="settings__heading">Add a choice</h1>
        {children}
      </div>
    </Screen>
  );
}

/** The add-preference wizard (docs/product.md#pick-preferences): what → filter → choose → position → review and save; Back and Next only. */
export default function AddPreferenceScreen() {
  const query = usePickPreferences();
  if (query.data) return <Wizard rounds={query.data.pick?.rounds ?? []} />;
  return (
    <WizardFrame>
      <QueryView query={query} failed="Your pick could not be loaded.">
        {() => null}
      </QueryView>
    </WizardFrame>
  );
}
