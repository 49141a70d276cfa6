import { CALENDAR_FEED_TEXTS } from '@crewline/protocol';
import { IonIcon, IonItem, IonLabel, IonList, useIonAlert } from '@ionic/react';
import { addCircleOutline, calendarOutline, copyOutline, powerOutline, refreshOutline } from 'ionicons/icons';
import { useId, useRef, useState } from 'react';
import { formatInstant } from '../../../session/agency-instant';
import InfoRow from '../../../ui/InfoRow';
import { useCalendarFeedStatus, useRenewCalendarFeed, useRevokeCalendarFeed } from './calendar-feed.queries';
import { webcalUrl } from './feed-link';
import './calendar-feed.css';
import { useNotice } from '../../../ui/notice';

/**
 * About's Calendar feed: a private iCalendar link of the employee's schedule. The link is
 * shown once, when created or renewed; renewing or turning it off is confirmed first, since
 * calendars subscribed with the current link stop updating.
 */
export default function CalendarFeedSection() {
  const status = useCalendarFeedStatus();
  const renew = useRenewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [presentAlert] = useIonAlert();
  const showNotice = useNotice();
  const [newUrl, setNewUrl] = useState<string>();
  const linkRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const linkId = useId();

  const create = () => renew.mutate(undefined, { onSuccess: (link) => setNewUrl(link.url) });
  const confirm = (header: string, message: string, action: string, run: () => void) =>
    void presentAlert({
      header,
      message,
      buttons: [
        { text: 'Cancel', role: 'cancel' },
        { text: action, role: 'destructive', handler: run },
      ],
    });
  const askRenew = () =>
    confirm('Renew calendar link?', CALENDAR_FEED_TEXTS.confirmRenew, 'Renew link', () => {
      setNewUrl(undefined);
      create();
    });
  const askTurnOff = () =>
    confirm('Turn off calendar link?', CALENDAR_FEED_TEXTS.confirmTurnOff, 'Turn off', () => {
      setNewUrl(undefined);
      revoke.mutate();
    });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      showNotice('Link copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): select it for the employee to copy.
      linkRef.current?.select();
      showNotice('Select the link and copy it');
    }
  };

  const feed = status.data;
  const busy = renew.isPending || revoke.isPending;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        Calendar feed
      </h2>
      <IonList inset>
        {newUrl && (
          <>
            <IonItem>
              <div className="cf-link">
                <label htmlFor={linkId}>Your calendar link</label>
                <input id={linkId} ref={linkRef} readOnly value={newUrl} onFocus={(e) => e.target.select()} />
              </div>
            </IonItem>
            <IonItem button detail={false} onClick={() => void copy(newUrl)}>
              <IonIcon aria-hidden="true" slot="start" icon={copyOutline} />
              <IonLabel>Copy link</IonLabel>
            </IonItem>
            <IonItem href={webcalUrl(newUrl)} detail>
              <IonIcon aria-hidden="true" slot="start" icon={calendarOutline} />
              <IonLabel>Add to calendar</IonLabel>
            </IonItem>
          </>
        )}
        {status.isError && (
          <IonItem button detail={false} onClick={() => void status.refetch()}>
            <IonIcon aria-hidden="true" slot="start" icon={refreshOutline} />
            <IonLabel>{CALENDAR_FEED_TEXTS.loadFailed} Try again</IonLabel>
          </IonItem>
        )}
        {feed && !feed.active && (
          <IonItem button detail={false} disabled={busy} onClick={create}>
            <IonIcon aria-hidden="true" slot="start" icon={addCircleOutline} />
            <IonLabel>Create calendar link</IonLabel>
          </IonItem>
        )}
        {feed?.active && (
          <>
            <InfoRow label="Created" value={feed.createdAt ? formatInstant(feed.createdAt) : ''} />
            <InfoRow
              label="Last read by a calendar"
              value={feed.lastFetchedAt ? formatInstant(feed.lastFetchedAt) : 'Not yet'}
            />
            <IonItem button detail={false} disabled={busy} onClick={askRenew}>
              <IonIcon aria-hidden="true" slot="start" icon={refreshOutline} />
              <IonLabel>Renew link</IonLabel>
            </IonItem>
            <IonItem button detail={false} disabled={busy} onClick={askTurnOff}>
              <IonIcon aria-hidden="true" slot="start" icon={powerOutline} className="cf-danger" />
              <IonLabel className="cf-danger">Turn off</IonLabel>
            </IonItem>
          </>
        )}
      </IonList>
      <p className="section-note" role="status">
        {newUrl ? CALENDAR_FEED_TEXTS.shownOnce : CALENDAR_FEED_TEXTS.explanation}
      </p>
    </section>
  );
}
