import { useIonRouter } from '@ionic/react';
import { useEffect, useRef } from 'react';
import { PATHS } from '../lib/paths';
import { platform } from '../platform';

/**
 * A tap on a notification on the device opens the employee's notifications, as a Web Push's
 * does (the service worker's notificationclick): the list shows the news and each opens its
 * screen. Signed out, the route guard asks for sign-in first. Mounted once inside the router.
 */
export function NotificationTaps(): null {
  const router = useIonRouter();
  const latest = useRef(router);
  latest.current = router;
  useEffect(() => platform().onNotificationOpened(() => latest.current.push(PATHS.notifications, 'forward')), []);
  return null;
}
