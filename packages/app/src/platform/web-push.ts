/**
 * Web Push in a browser (the served app, not the desktop shell nor native): whether it can be
 * had, and the subscription the server sends to (W3C Push API). Asked for only when the
 * employee turns notifications on (the Notifications screen), never at sign-in.
 */

export type WebPushState = 'unavailable' | 'blocked' | 'off' | 'on';

export interface WebPushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

type PushWindow = Window & { Notification: typeof Notification };

function supported(win: Window): win is PushWindow {
  return win.isSecureContext && 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
}

async function registration(win: Window): Promise<{ reg: ServiceWorkerRegistration; win: PushWindow } | undefined> {
  if (!supported(win)) return undefined;
  const reg = await win.navigator.serviceWorker.getRegistration();
  return reg ? { reg, win } : undefined;
}

/** Where this browser stands: no Push API or no service worker, notifications blocked, off or on. */
export async function webPushState(browser: Window = window): Promise<WebPushState> {
  const found = await registration(browser).catch(() => undefined);
  if (!found) return 'unavailable';
  const { reg, win } = found;
  if (win.Notification.permission === 'denied') return 'blocked';
  if (win.Notification.permission !== 'granted') return 'off';
  return (await reg.pushManager.getSubscription()) ? 'on' : 'off';
}

const keyBytes = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

/**
 * Asks the browser's permission (when not given yet) and subscribes with the server's key;
 * answers the subscription as JSON, or the state that stopped it.
 */
export async function subscribeWebPush(
  serverKey: string,
  browser: Window = window,
): Promise<WebPushSubscriptionJson | Exclude<WebPushState, 'on'>> {
  const found = await registration(browser).catch(() => undefined);
  if (!found) return 'unavailable';
  const { reg, win } = found;
  const permission =
    win.Notification.permission === 'default'
      ? await win.Notification.requestPermission()
      : win.Notification.permission;
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(serverKey) }));
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) return 'unavailable';
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}
