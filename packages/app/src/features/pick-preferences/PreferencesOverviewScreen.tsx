import { listEnteredByText, type PreferenceRound, type ServiceElements } from '@crewline/protocol';
import { IonButton, useIonRouter } from '@ionic/react';
import { move, remove } from '../../domain/pick/preference-draft';
import { emptyListText } from '../../domain/pick/preference-words';
import RankedListEditor, { type RankedListTexts } from '../../domain/pick/RankedListEditor';
import RankedRow from '../../domain/pick/RankedRow';
import RoundFactsCard from '../../domain/pick/RoundFactsCard';
import { type ListDraft, useListDraft } from '../../domain/pick/use-list-draft';
import { PATHS } from '../../lib/paths';
import { newUuid } from '../../lib/uuid';
import { useNotice } from '../../ui/notice';
import EmptyState from '../../ui/screen/EmptyState';
import HeadedScreen from '../../ui/screen/HeadedScreen';
import QueryView from '../../ui/screen/QueryView';
import { useDeleteList, usePickPreferences, useProjection, useSaveList } from './pick-preferences.queries';
import { chosenRoundStore, popupPackageStore, ROUND_NAMES, roundToShow, useChosenRound } from './round-choice';
import '../../domain/pick/pick.css';
import '../../domain/pick/preferences.css';

type Projection = ServiceElements<'mta_pickProjection'>;
type Choice = Projection['choices'][number];

function RoundFacts({ round }: { round: PreferenceRound }) {
  const status = round.status === 'OPEN' ? 'open' : round.status === 'UPCOMING' ? 'not open yet' : 'closed';
  return (
    <RoundFactsCard
      title={
        <>
          <strong>{ROUND_NAMES[round.kind]}</strong> · round {round.seq} · {status}
        </>
      }
      round={round}
    />
  );
}

const listTexts = (round: PreferenceRound): RankedListTexts => ({
  title: 'Your list',
  save: 'Save list',
  add: 'Add a choice',
  empty: { title: 'No choices yet', text: emptyListText(round) },
  clear: {
    button: 'Delete my list',
    header: 'Delete your list?',
    message: 'Your ranked list for this round is deleted. Without a list, your turn is skipped.',
    confirm: 'Delete',
  },
});

interface ListProps {
  round: PreferenceRound;
  list: ListDraft;
  choices: Map<number, Choice>;
  onRuns: (itemId: number) => void;
}

function ListRows({ round, list, choices, onRuns }: ListProps) {
  const { draft, saved, changed, locked } = list;
  const savedIds = new Set(saved.map((i) => i.itemId));
  return (
    <ol className="pref-list" aria-label="Your ranked list">
      {draft.items.map((item, index) => (
        <RankedRow
          key={item.itemId}
          item={item}
          index={index}
          last={index === draft.items.length - 1}
          standing={changed || !savedIds.has(item.itemId) ? undefined : choices.get(item.itemId)}
          editable={!locked}
          extraActions={
            round.kind === 'WORK' && (
              <IonButton size="small" fill="clear" onClick={() => onRuns(item.itemId)}>
                Runs<span className="visually-hidden"> of {item.label}</span>
              </IonButton>
            )
          }
          onMove={(by) => move(draft, index, by)}
          onRemove={() => remove(draft, index)}
        >
          <span className="pref-row__label">
            <span className="visually-hidden">Choice {index + 1}: </span>
            {item.label}
          </span>
        </RankedRow>
      ))}
    </ol>
  );
}

function RoundView({ round }: { round: PreferenceRound }) {
  const list = useListDraft(round, round.list?.items ?? [], round.list?.version ?? 0);
  const projection = useProjection(round.turnStatus === 'WAITING' ? round.roundId : undefined);
  const save = useSaveList();
  const del = useDeleteList();
  const router = useIonRouter();
  const showNotice = useNotice();
  const choices = new Map(projection.data?.choices.map((c) => [c.itemId, c]));

  const entered = round.list?.enteredBy;
  return (
    <>
      <RoundFacts round={round} />
      {entered && round.list && (
        <p className="section-note pref-entered-by">
          {listEnteredByText(round.list.version, entered.channel, entered.text, entered.note)}
        </p>
      )}
      <RankedListEditor
        texts={listTexts(round)}
        list={list}
        award={round.award}
        projection={projection.data}
        receipt={
          round.list?.receipt
            ? { receipt: round.list.receipt, verb: round.list.items.length === 0 ? 'deleted' : 'saved' }
            : undefined
        }
        addPath={PATHS.pickPreferencesAdd}
        onSave={() =>
          save.mutate(list.draft, {
            onSuccess: (answer) =>
              showNotice(answer.list ? `Your list is saved (version ${answer.list.version}).` : 'Your list is saved.'),
          })
        }
        onClear={() => del.mutate({ roundId: round.roundId, requestId: newUuid() })}
      >
        <ListRows
          round={round}
          list={list}
          choices={choices}
          onRuns={(packageId) => {
            popupPackageStore.set(packageId);
            router.push(PATHS.pickPreferencesAssignmentsPopup, 'forward');
          }}
        />
      </RankedListEditor>
    </>
  );
}

/** Pick Preferences (DOB): my ranked list per round, where each choice stands, my turn; after it, my award and why. */
export default function PreferencesOverviewScreen() {
  const query = usePickPreferences();
  const chosen = useChosenRound();
  return (
    <HeadedScreen heading="Pick Preferences" title="Pick Preferences" look="pick-preferences">
      <QueryView
        query={query}
        failed="Your pick preferences could not be loaded."
        isEmpty={(d) => d.pick === null}
        empty={
          <EmptyState title="No pick in progress" inset>
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
    </HeadedScreen>
  );
}
