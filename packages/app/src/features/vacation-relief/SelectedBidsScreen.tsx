import type { ServiceElements, VrRound } from '@crewline/protocol';
import BidFacts from '../../domain/pick/BidFacts';
import { type Draft, draftOf } from '../../domain/pick/preference-draft';
import { whyLocked } from '../../domain/pick/preference-words';
import RankedListEditor, { type RankedListTexts } from '../../domain/pick/RankedListEditor';
import RankedRow from '../../domain/pick/RankedRow';
import { type ListDraft, useListDraft } from '../../domain/pick/use-list-draft';
import { formatDisplayDate } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import { PATHS } from '../../lib/paths';
import { useNotice } from '../../ui/notice';
import EmptyState from '../../ui/screen/EmptyState';
import HeadedScreen from '../../ui/screen/HeadedScreen';
import QueryView from '../../ui/screen/QueryView';
import { byWeek, moveInWeek, removeBid, type WeekOf, weekOfBids } from './bid-order';
import { useSeenBids } from './seen-bids';
import VrRoundFacts from './VrRoundFacts';
import { useSaveBids, useVrPreferences, useVrWeeks } from './vacation-relief.queries';
import '../../domain/pick/pick.css';
import '../../domain/pick/preferences.css';
import './vacation-relief.css';

type Preferences = ServiceElements<'mta_vrCurrentPreferences'>;
type Bid = ServiceElements<'mta_vrOpenBids'>['bids'][number];

const bidTexts = (round: VrRound): RankedListTexts => ({
  title: 'Your bids',
  save: 'Save bids',
  add: 'Add open bids',
  empty: {
    title: 'No bids yet',
    text:
      round.turnStatus === 'PROCESSED'
        ? 'You had no bids at your turn.'
        : 'Add the relief work you want, week by week, in the order you want it. Without bids, your turn is skipped.',
  },
  clear: {
    button: 'Remove all my bids',
    header: 'Remove all your bids?',
    message: 'Without bids, your turn is skipped.',
    confirm: 'Remove all',
  },
});

interface WeeksProps {
  list: ListDraft;
  saved: Preferences;
  bids: Map<number, Bid>;
  weekOf: WeekOf;
}

/** My bids by week, each week in my order, with where each stands. */
function BidWeeks({ list, saved, bids, weekOf }: WeeksProps) {
  const language = useLanguage();
  const { draft, changed, locked } = list;
  const choices = new Map(saved.projection?.choices.map((c) => [c.itemId, c]));
  return byWeek(draft.items, weekOf).map(({ week, items }) => (
    <section key={week} className="vr-week" aria-label={`Week of ${formatDisplayDate(week, language)}`}>
      <h3 className="vr-week__title">Week of {formatDisplayDate(week, language)}</h3>
      <ol className="pref-list">
        {items.map((item, index) => {
          const bid = bids.get(item.itemId);
          return (
            <RankedRow
              key={item.itemId}
              item={item}
              index={index}
              last={index === items.length - 1}
              standing={changed ? undefined : choices.get(item.itemId)}
              editable={!locked}
              onMove={(by) => moveInWeek(draft, item.itemId, by, weekOf)}
              onRemove={() => removeBid(draft, item.itemId)}
            >
              <span className="visually-hidden">Choice {index + 1} of the week: </span>
              {bid ? <BidFacts bid={bid} /> : <span className="pref-row__label">{item.label}</span>}
            </RankedRow>
          );
        })}
      </ol>
    </section>
  ));
}

function MyBids({ round, saved }: { round: VrRound; saved: Preferences }) {
  const seen = useSeenBids();
  const list = useListDraft(round, saved.list?.items ?? [], saved.list?.version ?? 0);
  // The saved list's bids as just answered, then what open-bids showed of the ones added since.
  const bids = new Map([...seen, ...saved.bids.map((b) => [b.bidId, b] as const)]);
  const weekOf = weekOfBids(bids);
  const save = useSaveBids();
  const showNotice = useNotice();
  const saveDraft = (d: Draft, done: string) => save.mutate(d, { onSuccess: () => showNotice(done) });

  return (
    <RankedListEditor
      texts={bidTexts(round)}
      list={list}
      award={saved.award}
      projection={saved.projection}
      // The receipt shows under the bids, so not once they are all removed.
      receipt={
        saved.list?.receipt && list.draft.items.length > 0
          ? { receipt: saved.list.receipt, verb: saved.list.items.length === 0 ? 'deleted' : 'saved' }
          : undefined
      }
      addPath={PATHS.vrOpenBids}
      onSave={() => saveDraft(list.draft, 'Your bids are saved.')}
      onClear={() =>
        saveDraft({ ...draftOf(round.roundId, [], list.savedVersion), items: [] }, 'Your bids are removed.')
      }
    >
      <BidWeeks list={list} saved={saved} bids={bids} weekOf={weekOf} />
    </RankedListEditor>
  );
}

function RoundBids({ round }: { round: VrRound }) {
  const query = useVrPreferences();
  return (
    <QueryView query={query} failed="Your bids could not be loaded.">
      {(saved) => <MyBids round={round} saved={saved} />}
    </QueryView>
  );
}

/** VR Preferences (RTO class HR): my ranked relief bids week by week, where each stands; after my turn, what I got and why. */
export default function SelectedBidsScreen() {
  const query = useVrWeeks();
  const round = query.data?.round;
  return (
    <HeadedScreen
      heading="VR Preferences"
      title="VR Preferences"
      look="pick-preferences vr-preferences"
      // Once bidding is locked (turn passed, round closed) nothing on it can be tabbed to.
      keyboardScroll={round ? whyLocked(round) !== undefined : false}
    >
      <QueryView
        query={query}
        failed="Your vacation relief bids could not be loaded."
        isEmpty={(d) => d.round === null}
        empty={
          <EmptyState title="No relief bidding" inset>
            <p>Your vacation relief bids appear here when relief work is open to bid.</p>
          </EmptyState>
        }
      >
        {({ round }) =>
          round && (
            <>
              <p className="section-note">Vacation relief · {round.description}</p>
              <VrRoundFacts round={round} />
              <RoundBids round={round} />
            </>
          )
        }
      </QueryView>
    </HeadedScreen>
  );
}
