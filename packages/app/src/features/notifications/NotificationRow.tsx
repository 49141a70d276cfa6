import { NOTIFICATION_TEXTS, type NotificationItem } from '@crewline/protocol';
import { formatInstant } from '../../session/agency-instant';

/** One notification: unread marked (in words for screen readers), its title, text and when. */
export default function NotificationRow({ notification: n }: { notification: NotificationItem }) {
  return (
    <div className={n.read ? 'notification' : 'notification notification--unread'}>
      <h2 className="notification__title">
        {!n.read && (
          <span className="notification__dot">
            <span className="visually-hidden">{NOTIFICATION_TEXTS.unread}: </span>
          </span>
        )}
        {n.title}
      </h2>
      <p className="notification__text">{n.text}</p>
      <p className="notification__at">
        <time dateTime={n.at}>{formatInstant(n.at)}</time>
      </p>
    </div>
  );
}
