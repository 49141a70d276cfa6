import { NOTIFICATION_TEXTS } from '@crewline/protocol';
import { IonBadge, IonButton, IonIcon } from '@ionic/react';
import { notificationsOutline } from 'ionicons/icons';
import { PATHS } from '../../lib/paths';
import { useNotifications } from './notifications.queries';
import './notifications.css';

/** The header's bell: the unread count, and the way to the list. */
export default function NotificationBell() {
  const unread = useNotifications().data?.unread ?? 0;
  return (
    <IonButton
      routerLink={PATHS.notifications}
      aria-label={NOTIFICATION_TEXTS.bellLabel(unread)}
      className="notification-bell"
    >
      <IonIcon slot="icon-only" icon={notificationsOutline} aria-hidden="true" />
      {unread > 0 && (
        <IonBadge color="danger" className="notification-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </IonBadge>
      )}
    </IonButton>
  );
}
