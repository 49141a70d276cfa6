import { NOTIFICATION_TEXTS, type NotificationItem } from '@crewline/protocol';
import { IonButton, IonItem, IonLabel, IonList, useIonRouter } from '@ionic/react';
import { PATHS } from '../../lib/paths';
import EmptyState from '../../ui/screen/EmptyState';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import NotificationPreferencesSection from './NotificationPreferencesSection';
import NotificationRow from './NotificationRow';
import { NOTIFICATION_PATHS } from './notification-paths';
import { useMarkRead, useNotifications } from './notifications.queries';
import './notifications.css';

/** The employee's notifications, newest first: each opens the screen it is about and is read from then on. */
export default function NotificationsScreen() {
  const list = useNotifications({ loading: true });
  const markRead = useMarkRead();
  const router = useIonRouter();

  const open = (n: NotificationItem) => {
    if (!n.read) markRead.mutate(n.id);
    router.push(NOTIFICATION_PATHS[n.opens], 'forward');
  };

  return (
    <Screen
      title={NOTIFICATION_TEXTS.screenTitle}
      back={{ href: PATHS.home, label: 'Back to Home' }}
      contentClassName="settings"
    >
      <div className="settings__column">
        <div className="notifications__heading">
          <h1 className="settings__heading">{NOTIFICATION_TEXTS.screenTitle}</h1>
          {(list.data?.unread ?? 0) > 0 && (
            <IonButton fill="clear" size="small" disabled={markRead.isPending} onClick={() => markRead.mutate('all')}>
              {NOTIFICATION_TEXTS.markAllRead}
            </IonButton>
          )}
        </div>
        <QueryView
          query={list}
          failed={NOTIFICATION_TEXTS.loadFailed}
          isEmpty={(data) => data.notifications.length === 0}
          empty={
            <EmptyState title={NOTIFICATION_TEXTS.emptyTitle}>
              <p>{NOTIFICATION_TEXTS.empty}</p>
            </EmptyState>
          }
        >
          {(data) => (
            <IonList inset aria-label={NOTIFICATION_TEXTS.screenTitle}>
              {data.notifications.map((n) => (
                <IonItem key={n.id} button detail onClick={() => open(n)}>
                  <IonLabel className="ion-text-wrap">
                    <NotificationRow notification={n} />
                  </IonLabel>
                </IonItem>
              ))}
            </IonList>
          )}
        </QueryView>
        <NotificationPreferencesSection />
      </div>
    </Screen>
  );
}
