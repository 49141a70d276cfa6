import { PICK_BOARD_TEXTS, type ServiceElements, type VrRound } from '@crewline/protocol';
import { IonButton, IonIcon, useIonAlert, useIonRouter } from '@ionic/react';
import { arrowDownOutline, arrowUpOutline, trashOutline } from 'ionicons/icons';
import { PATHS } from '../../app/paths';
import { formatDisplayDate } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import AwardCard from '../../ui/pick/AwardCard';
import BidFacts from '../../ui/pick/BidFacts';
import { useConfirmReplace } from '../../ui/pick/confirm-replace';
import ProjectionHeadline from '../../ui/pick/ProjectionHeadline';
import { type Draft, draftOf, forgetDraft, isChanged, savedSince, useDraft } from '../../ui/pick/preference-draft';
import { CHOICE_TONES, savedSinceNote, UNDO_CHANGES, unsavedNote, whyLocked } from '../../ui/pick/preference-words';
import ReceiptLine from '../../ui/pick/ReceiptLine';
import EmptyState from '../../ui/screen/EmptyState';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { byWeek, moveInWeek, removeBid, type WeekOf, weekOfBids } from './bid-order';
import { useSeenBids } from './seen-bids';
import VrRoundFacts from './VrRoundFacts';
import { useSaveBids, useVrPreferences, useVrWeeks } from './vacation-relief.queries';
import '../../ui/pick/pick.css';
import '../../ui/pick/preferences.css';
import './vacation-relief.css';
import { useNotice } from '../../ui/notice';

const SAVE_BIDS = 'Save bids';

type Preferences = ServiceElements<'mta_vrCurrentPreferences'>;
type Bid = ServiceElements<'mta_vrOpenBids'>['bids'][number];

interface WeeksProps {
  draft: Draft;
  saved: Preferences;
  bids: Map<number, Bid>;
  weekOf: WeekOf;
  editable: boolean;
}

/** My bids by week, each week in my order, with where each stands. */
function BidWeeks({ draft, saved, bids, weekOf, editable }: WeeksProps) {
  const language = useLanguage();
  const changed = isChanged(draft, saved.list?.items ?? []);
  const choices = new Map(saved.projection?.choices.map((c) => [c.itemId, c]));
  return (
    <>
      {byWeek(draft.items, weekOf).map(({ week, items }) => (
        <section key={week} className="vr-week" aria-label={`Week of ${formatDisplayDate(week, language)}`}>
          <h3 className="vr-week__title">Week of {formatDisplayDate(week, language)}</h3>
          <ol className="pref-list">
            {items.map((item, index) => {
              const bid = bids.get(item.itemId);
              const status = changed ? undefined : choices.get(item.itemId);
              return (
                <li key={item.itemId} className="pref-row">
                  <span className="pref-row__rank" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="pref-row__main">
                    <span className="visually-hidden">Choice {index + 1} of the week: </span>
                    {bid ? <BidFacts bid={bid} /> : <span className="pref-row__label">{item.label}</span>}
                    {status && <span className="pref-row__reason">{status.reason}</span>}
                  </span>
                  {status && (
                    <span className={`board-chip board-chip--${CHOICE_TONES[status.status]}`}>
                      {PICK_BOARD_TEXTS.statuses[status.status]}
                    </span>
                  )}
                  {editable && (
                    <span className="pref-row__actions">
                      <IonButton
                        size="small"
                        fill="clear"
                        disabled={index === 0}
                        aria-label={`Move ${item.label} up`}
                        onClick={() => moveInWeek(draft, item.itemId, -1, weekOf)}
                      >
                        <IonIcon slot="icon-only" icon={arrowUpOutline} aria-hidden="true" />
                      </IonButton>
                      <IonButton
                        size="small"
                        fill="clear"
                        disabled={index === items.length - 1}
                        aria-label={`Move ${item.label} down`}
                        onClick={() => moveInWeek(draft, item.itemId, 1, weekOf)}
                      >
                        <IonIcon slot="icon-only" icon={arrowDownOutline} aria-hidden="true" />
                      </IonButton>
                      <IonButton
                        size="small"
                        fill="clear"
                        color="danger"
                        aria-label={`Remove ${item.label}`}
                        onClick={() => removeBid(draft, item.itemId)}
                      >
                        <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
                      </IonButton>
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      {saved.list?.receipt && !changed && (
        <ReceiptLine receipt={saved.list.receipt} verb={saved.list.items.length === 0 ? 'deleted' : 'saved'} />
      )}
    </>
  );
}

function MyBids({ round, saved }: { round: VrRound; saved: Preferences }) {
  const seen = useSeenBids();
  const current = useDraft();
  const savedItems = saved.list?.items ?? [];
  const locked = whyLocked(round);
  // Once the bids can no longer change (the turn came while the screen was open), they are the saved ones.
  const savedVersion = saved.list?.version ?? 0;
  const draft =
    !locked && current?.roundId === round.roundId ? current : draftOf(round.roundId, savedItems, savedVersion);
  // The saved list's bids as just answered, then what open-bids showed of the ones added since.
  const bids = new Map([...seen, ...saved.bids.map((b) => [b.bidId, b] as const)]);
  const weekOf = weekOfBids(bids);
  const save = useSaveBids();
  const router = useIonRouter();
  const [presentAlert] = useIonAlert();
  const confirmReplace = useConfirmReplace();
  const showNotice = useNotice();
  const changed = isChanged(draft, savedItems);

  const saveDraft = (d: Draft, done: string) => save.mutate(d, { onSuccess: () => showNotice(done) });
  const onRemoveAll = () =>
    void presentAlert({
      header: 'Remove all your bids?',
      message: 'Without bids, your turn is skipped.',
      buttons: [
        { text: 'Cancel', role: 'cancel' },
        {
          text: 'Remove all',
          role: 'destructive',
          handler: () =>
            saveDraft({ ...draftOf(round.roundId, [], savedVersion), items: [] }, 'Your bids are removed.'),
        },
      ],
    });

  return (
    <>
      {saved.award && <AwardCard award={saved.award} />}
      {saved.projection && !changed && <ProjectionHeadline projection={saved.projection} />}
      <h2 className="section-title">Your bids</h2>
      {locked && <p className="section-note pref-list-note">{locked}</p>}
      {changed && (
        <p className="section-note pref-list-note" role="status">
          {savedSince(draft, savedVersion) ? savedSinceNote(SAVE_BIDS, savedVersion) : unsavedNote(SAVE_BIDS)}
        </p>
      )}
      {draft.items.length === 0 ? (
        <EmptyState title="No bids yet" className="card empty-state empty-state--inset">
          <p>
            {round.turnStatus === 'PROCESSED'
              ? 'You had no bids at your turn.'
              : 'Add the relief work you want, week by week, in the order you want it. Without bids, your turn is skipped.'}
          </p>
        </EmptyState>
      ) : (
        <BidWeeks draft={draft} saved={saved} bids={bids} weekOf={weekOf} editable={!locked} />
      )}
      {!locked && (
        <div className="pref-actions">
          <IonButton expand="block" fill="outline" onClick={() => router.push(PATHS.vrOpenBids, 'forward')}>
            Add open bids
          </IonButton>
          {changed && (
            <>
              <IonButton
                expand="block"
                onClick={() => confirmReplace(draft, savedVersion, () => saveDraft(draft, 'Your bids are saved.'))}
              >
                {SAVE_BIDS}
              </IonButton>
              <IonButton expand="block" fill="clear" onClick={forgetDraft}>
                {UNDO_CHANGES}
              </IonButton>
            </>
          )}
          {savedItems.length > 0 && !changed && (
            <IonButton expand="block" fill="clear" color="danger" onClick={onRemoveAll}>
              Remove all my bids
            </IonButton>
          )}
        </div>
      )}
    </>
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
    <Screen
      title="VR Preferences"
      contentClassName="settings pick-preferences vr-preferences"
      // Once bidding is locked (turn passed, round closed) nothing on it can be tabbed to.
      keyboardScroll={round ? whyLocked(round) !== undefined : false}
    >
      <div className="settings__column">
        <h1 className="settings__heading">VR Preferences</h1>
        <QueryView
          query={query}
          failed="Your vacation relief bids could not be loaded."
          isEmpty={(d) => d.round === null}
          empty={
            <EmptyState title="No relief bidding" className="card empty-state empty-state--inset">
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
      </div>
    </Screen>
  );
}
