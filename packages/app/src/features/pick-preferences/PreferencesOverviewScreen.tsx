import { PICK_BOARD_TEXTS, type PreferenceRound, type ServiceElements } from '@crewline/protocol';
import { IonButton, IonIcon, useIonAlert, useIonRouter } from '@ionic/react';
import { arrowDownOutline, arrowUpOutline, trashOutline } from 'ionicons/icons';
import AwardCard from '../../domain/pick/AwardCard';
import { useConfirmReplace } from '../../domain/pick/confirm-replace';
import ProjectionHeadline from '../../domain/pick/ProjectionHeadline';
import {
  type Draft,
  type DraftItem,
  draftOf,
  forgetDraft,
  isChanged,
  move,
  remove,
  savedSince,
  useDraft,
} from '../../domain/pick/preference-draft';
import {
  CHOICE_TONES,
  emptyListText,
  savedSinceNote,
  UNDO_CHANGES,
  unsavedNote,
  whyLocked,
} from '../../domain/pick/preference-words';
import ReceiptLine from '../../domain/pick/ReceiptLine';
import TurnLine from '../../domain/pick/TurnLine';
import { useLanguage } from '../../lib/language';
import { PATHS } from '../../lib/paths';
import { newUuid } from '../../lib/uuid';
import { agencyDate, agencyLastDay } from '../../session/agency-time';
import DateRange from '../../ui/DateRange';
import EmptyState from '../../ui/screen/EmptyState';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { useDeleteList, usePickPreferences, useProjection, useSaveList } from './pick-preferences.queries';
import { chosenRoundStore, popupPackageStore, ROUND_NAMES, roundToShow, useChosenRound } from './round-choice';
import '../../domain/pick/pick.css';
import '../../domain/pick/preferences.css';
import { useNotice } from '../../ui/notice';

const SAVE_LIST = 'Save list';

type Projection = ServiceElements<'mta_pickProjection'>;
type Choice = Projection['choices'][number];

function RoundFacts({ round }: { round: PreferenceRound }) {
  const language = useLanguage();
  return (
    <div className="card pref-facts">
      <p>
        <strong>{ROUND_NAMES[round.kind]}</strong> · round {round.seq} ·{' '}
        {round.status === 'OPEN' ? 'open' : round.status === 'UPCOMING' ? 'not open yet' : 'closed'}{' '}
        <DateRange from={agencyDate(round.opensAt)} to={agencyLastDay(round.closesAt)} language={language} />
      </p>
      <p>
        Your place: {round.rank} of {round.participants}
      </p>
      <TurnLine round={round} />
    </div>
  );
}

interface ListProps {
  round: PreferenceRound;
  draft: Draft;
  choices: Map<number, Choice>;
  editable: boolean;
  onRuns: (itemId: number) => void;
}

function ListRows({ round, draft, choices, editable, onRuns }: ListProps) {
  const saved = new Set(round.list?.items.map((i) => i.itemId));
  const changed = isChanged(draft, round.list?.items ?? []);
  return (
    <ol className="pref-list" aria-label="Your ranked list">
      {draft.items.map((item: DraftItem, index) => {
        const choice = choices.get(item.itemId);
        const status = changed || !saved.has(item.itemId) ? undefined : choice;
        return (
          <li key={item.itemId} className="pref-row">
            <span className="pref-row__rank" aria-hidden="true">
              {index + 1}
            </span>
            <span className="pref-row__main">
              <span className="pref-row__label">
                <span className="visually-hidden">Choice {index + 1}: </span>
                {item.label}
              </span>
              {status && <span className="pref-row__reason">{status.reason}</span>}
            </span>
            {status && (
              <span className={`board-chip board-chip--${CHOICE_TONES[status.status]}`}>
                {PICK_BOARD_TEXTS.statuses[status.status]}
              </span>
            )}
            <span className="pref-row__actions">
              {round.kind === 'WORK' && (
                <IonButton size="small" fill="clear" onClick={() => onRuns(item.itemId)}>
                  Runs<span className="visually-hidden"> of {item.label}</span>
                </IonButton>
              )}
              {editable && (
                <>
                  <IonButton
                    size="small"
                    fill="clear"
                    disabled={index === 0}
                    aria-label={`Move ${item.label} up`}
                    onClick={() => move(draft, index, -1)}
                  >
                    <IonIcon slot="icon-only" icon={arrowUpOutline} aria-hidden="true" />
                  </IonButton>
                  <IonButton
                    size="small"
                    fill="clear"
                    disabled={index === draft.items.length - 1}
                    aria-label={`Move ${item.label} down`}
                    onClick={() => move(draft, index, 1)}
                  >
                    <IonIcon slot="icon-only" icon={arrowDownOutline} aria-hidden="true" />
                  </IonButton>
                  <IonButton
                    size="small"
                    fill="clear"
                    color="danger"
                    aria-label={`Remove ${item.label}`}
                    onClick={() => remove(draft, index)}
                  >
                    <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
                  </IonButton>
                </>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function RoundView({ round }: { round: PreferenceRound }) {
  const current = useDraft();
  const saved = round.list?.items ?? [];
  const locked = whyLocked(round);
  // Once the list can no longer change (the turn came while the screen was open), it is the saved one.
  const savedVersion = round.list?.version ?? 0;
  const draft = !locked && current?.roundId === round.roundId ? current : draftOf(round.roundId, saved, savedVersion);
  const projected = round.turnStatus === 'WAITING';
  const projection = useProjection(projected ? round.roundId : undefined);
  const save = useSaveList();
  const del = useDeleteList();
  const router = useIonRouter();
  const [presentAlert] = useIonAlert();
  const confirmReplace = useConfirmReplace();
  const showNotice = useNotice();
  const changed = isChanged(draft, saved);
  const choices = new Map(projection.data?.choices.map((c) => [c.itemId, c]));

  const onSave = () =>
    confirmReplace(draft, savedVersion, () =>
      save.mutate(draft, {
        onSuccess: (answer) =>
          showNotice(answer.list ? `Your list is saved (version ${answer.list.version}).` : 'Your list is saved.'),
      }),
    );
  const onDelete = () =>
    void presentAlert({
      header: 'Delete your list?',
      message: 'Your ranked list for this round is deleted. Without a list, your turn is skipped.',
      buttons: [
        { text: 'Cancel', role: 'cancel' },
        {
          text: 'Delete',
          role: 'destructive',
          handler: () => del.mutate({ roundId: round.roundId, requestId: newUuid() }),
        },
      ],
    });

  return (
    <>
      <RoundFacts round={round} />
      {round.award && <AwardCard award={round.award} />}
      {projection.data && !changed && <ProjectionHeadline projection={projection.data} />}
      <h2 className="section-title">Your list</h2>
      {locked && <p className="section-note pref-list-note">{locked}</p>}
      {changed && (
        <p className="section-note pref-list-note" role="status">
          {savedSince(draft, savedVersion) ? savedSinceNote(SAVE_LIST, savedVersion) : unsavedNote(SAVE_LIST)}
        </p>
      )}
      {draft.items.length === 0 ? (
        <EmptyState title="No choices yet" className="card empty-state empty-state--inset">
          <p>{emptyListText(round)}</p>
        </EmptyState>
      ) : (
        <ListRows
          round={round}
          draft={draft}
          choices={choices}
          editable={!locked}
          onRuns={(packageId) => {
            popupPackageStore.set(packageId);
            router.push(PATHS.pickPreferencesAssignmentsPopup, 'forward');
          }}
        />
      )}
      {round.list?.receipt && !changed && (
        <ReceiptLine receipt={round.list.receipt} verb={round.list.items.length === 0 ? 'deleted' : 'saved'} />
      )}
      {!locked && (
        <div className="pref-actions">
          <IonButton expand="block" fill="outline" onClick={() => router.push(PATHS.pickPreferencesAdd, 'forward')}>
            Add a choice
          </IonButton>
          {changed && (
            <>
              <IonButton expand="block" onClick={onSave}>
                {SAVE_LIST}
              </IonButton>
              <IonButton expand="block" fill="clear" onClick={forgetDraft}>
                {UNDO_CHANGES}
              </IonButton>
            </>
          )}
          {saved.length > 0 && !changed && (
            <IonButton expand="block" fill="clear" color="danger" onClick={onDelete}>
              Delete my list
            </IonButton>
          )}
        </div>
      )}
    </>
  );
}

/** Pick Preferences (DOB): my ranked list per round, where each choice stands, my turn; after it, my award and why. */
export default function PreferencesOverviewScreen() {
  const query = usePickPreferences();
  const chosen = useChosenRound();
  return (
    <Screen title="Pick Preferences" contentClassName="settings pick-preferences">
      <div className="settings__column">
        <h1 className="settings__heading">Pick Preferences</h1>
        <QueryView
          query={query}
          failed="Your pick preferences could not be loaded."
          isEmpty={(d) => d.pick === null}
          empty={
            <EmptyState title="No pick in progress" className="card empty-state empty-state--inset">
              <p>Your ranked lists appear here when you take part in a pick.</p>
            </EmptyState>
          }
        >
          {(data) => {
            const rounds = data.pick?.rounds ?? [];
            const round = roundToShow(rounds, chosen);
            return (
              <>
                <p className="section-note">{data.pick?.description}</p>
                <fieldset className="pref-rounds">
                  <legend className="visually-hidden">Round</legend>
                  {rounds.map((r) => (
                    <button
                      key={r.roundId}
                      type="button"
                      className="pref-round"
                      aria-pressed={r.roundId === round?.roundId}
                      onClick={() => chosenRoundStore.set(r.roundId)}
                    >
                      {ROUND_NAMES[r.kind]}
                    </button>
                  ))}
                </fieldset>
                {round && <RoundView key={round.roundId} round={round} />}
              </>
            );
          }}
        </QueryView>
      </div>
    </Screen>
  );
}
