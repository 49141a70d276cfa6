import type { VrBid, VrRound } from '@crewline/protocol';
import { IonButton, useIonRouter } from '@ionic/react';
import { useState } from 'react';
import BidFacts from '../../domain/pick/BidFacts';
import { draftOf, isChanged, useDraft } from '../../domain/pick/preference-draft';
import { whyLocked } from '../../domain/pick/preference-words';
import { useLanguage } from '../../lib/language';
import { PATHS } from '../../lib/paths';
import EmptyState from '../../ui/screen/EmptyState';
import HeadedScreen from '../../ui/screen/HeadedScreen';
import QueryView from '../../ui/screen/QueryView';
import { addBid, removeBid, weekOfBids } from './bid-order';
import { useSeenBids } from './seen-bids';
import { useVrOpenBids, useVrPreferences, useVrWeeks } from './vacation-relief.queries';
import '../../domain/pick/pick.css';
import '../../domain/pick/preferences.css';
import './vacation-relief.css';
import DisplayDate from '../../ui/DisplayDate';

type Weeks = { weekStart: string; bids: number; open: number }[];

function WeekBids({ round, week }: { round: VrRound; week: string }) {
  const query = useVrOpenBids(week);
  const seen = useSeenBids();
  const saved = useVrPreferences();
  const current = useDraft();
  const savedItems = saved.data?.list?.items ?? [];
  const draft =
    current?.roundId === round.roundId ? current : draftOf(round.roundId, savedItems, saved.data?.list?.version ?? 0);
  const mine = new Set(draft.items.map((i) => i.itemId));
  const editable = whyLocked(round) === undefined && saved.data !== undefined;
  const weekOf = weekOfBids(seen);
  return (
    <QueryView
      query={query}
      failed="The bids of this week could not be loaded."
      isEmpty={(d) => d.bids.length === 0}
      empty={
        <EmptyState title="No bids this week" inset>
          <p>No relief work is posted for this week.</p>
        </EmptyState>
      }
    >
      {({ bids }) => (
        <ul className="vr-bids" aria-label={`Bids of the week of ${week}`}>
          {bids.map((bid: VrBid) => (
            <li key={bid.bidId} className="card vr-bid">
              <BidFacts bid={bid} />
              {bid.status === 'TAKEN' ? (
                <span className="board-chip board-chip--closed">Taken by {bid.takenBy}</span>
              ) : mine.has(bid.bidId) ? (
                <span className="vr-bid__mine">
                  <span className="board-chip board-chip--safe">In your bids</span>
                  {editable && (
                    <IonButton size="small" fill="clear" color="danger" onClick={() => removeBid(draft, bid.bidId)}>
                      Remove<span className="visually-hidden"> job {bid.job.code}</span>
                    </IonButton>
                  )}
                </span>
              ) : (
                editable && (
                  <IonButton
                    size="small"
                    fill="outline"
                    onClick={() => addBid(draft, { itemId: bid.bidId, label: bid.label }, weekOf)}
                  >
                    Add to my bids<span className="visually-hidden">: job {bid.job.code}</span>
                  </IonButton>
                )
              )}
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function WeekChoice({ round, weeks }: { round: VrRound; weeks: Weeks }) {
  const language = useLanguage();
  const [chosen, setChosen] = useState(() => (weeks.find((w) => w.open > 0) ?? weeks[0])?.weekStart);
  const router = useIonRouter();
  const current = useDraft();
  const saved = useVrPreferences();
  const changed = current?.roundId === round.roundId && isChanged(current, saved.data?.list?.items ?? []);
  const locked = whyLocked(round);
  return (
    <>
      {locked && <p className="section-note pref-list-note">{locked}</p>}
      <fieldset className="pref-rounds vr-weeks">
        <legend className="section-note">Relief week</legend>
        {weeks.map((w) => (
          <button
            key={w.weekStart}
            type="button"
            className="pref-round"
            aria-pressed={w.weekStart === chosen}
            onClick={() => setChosen(w.weekStart)}
          >
            <DisplayDate iso={w.weekStart} language={language} />
            <span className="visually-hidden"> · </span>
            <span className="vr-weeks__open">{w.open} open</span>
          </button>
        ))}
      </fieldset>
      {chosen && <WeekBids round={round} week={chosen} />}
      {changed && (
        <div className="pref-actions vr-review">
          <IonButton expand="block" onClick={() => router.push(PATHS.vrSelectedBids, 'back')}>
            Review and save my bids
          </IonButton>
        </div>
      )}
    </>
  );
}

/** Open bids (RTO class HR): each relief week's bids — whose vacation, which job, its days and times — to add to my bids. */
export default function OpenBidsScreen() {
  const query = useVrWeeks();
  return (
    <HeadedScreen
      heading="Open bids"
      title="Open Bids"
      back={{ href: PATHS.vrSelectedBids, label: 'VR Preferences' }}
      look="pick-preferences vr-preferences"
    >
      <QueryView
        query={query}
        failed="The relief weeks could not be loaded."
        isEmpty={(d) => d.round === null || d.weeks.length === 0}
        empty={
          <EmptyState title="No relief work to bid" inset>
            <p>Relief weeks appear here when vacation relief is open to bid.</p>
          </EmptyState>
        }
      >
        {({ round, weeks }) => round && <WeekChoice round={round} weeks={weeks} />}
      </QueryView>
    </HeadedScreen>
  );
}
