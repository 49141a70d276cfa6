/**
 * The app shell's service worker (the served desktop build only; registered by the desktop
 * platform). Built on its own by build/service-worker.plugin.ts into dist/sw.js, with the
 * build's shell files as __CREWLINE_PRECACHE__ and their digest as __CREWLINE_SHELL_VERSION__.
 */
import { PATHS } from '../../lib/paths';
import { CACHE_PREFIX, cacheRuleFor, isOldShellCache } from './cache-policy';

declare const __CREWLINE_PRECACHE__: string[];
declare const __CREWLINE_SHELL_VERSION__: string;

// The app's TypeScript project has the DOM library, not the webworker one: the little of the
// service-worker scope used here, typed locally.
interface ExtendableEventLike extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEventLike extends ExtendableEventLike {
  readonly data: { json(): unknown } | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  readonly notification: Notification;
}
interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface ServiceWorkerScopeLike {
  readonly registration: {
    readonly scope: string;
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
}

const sw = self as unknown as ServiceWorkerScopeLike;
const CACHE = `${CACHE_PREFIX}${__CREWLINE_SHELL_VERSION__}`;
const scope = () => sw.registration.scope;
const shellUrl = () => new URL('index.html', scope()).href;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(__CREWLINE_PRECACHE__.map((path) => new URL(path, scope()).href)))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => isOldShellCache(n, CACHE)).map((n) => caches.delete(n))))
      .then(() => sw.clients.claim()),
  );
});

async function keep(request: Request, response: Response): Promise<Response> {
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function fromCache(request: Request | string): Promise<Response | undefined> {
  return (await caches.open(CACHE)).match(request);
}

async function offline(request: Request | string, error: unknown): Promise<Response> {
  const cached = await fromCache(request);
  if (cached) return cached;
  throw error;
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const rule = cacheRuleFor({ url: request.url, method: request.method, mode: request.mode }, scope());
  switch (rule) {
    case 'network-only':
      return;
    case 'app-shell':
      event.respondWith(fetch(request).catch((error: unknown) => offline(shellUrl(), error)));
      return;
    case 'hashed-asset':
      event.respondWith(fromCache(request).then((cached) => cached ?? fetch(request).then((r) => keep(request, r))));
      return;
    case 'static':
      event.respondWith(
        fetch(request)
          .then((response) => keep(request, response))
          .catch((error: unknown) => offline(request, error)),
      );
      return;
  }
});

/**
 * A push from the server (docs/deploying.md#notifications-by-push-and-e-mail): its words are a
 * lock screen's (what happened, no private detail); the whole story is in the app's list.
 */
sw.addEventListener('push', (event) => {
  const message = (event.data?.json() ?? {}) as { id?: number; title?: string; body?: string };
  if (typeof message.title !== 'string') return;
  event.waitUntil(
    sw.registration.showNotification(message.title, {
      body: message.body ?? '',
      icon: new URL('icons/icon-192.png', scope()).href,
      tag: `crewline-${message.id ?? 'notification'}`,
      data: { id: message.id },
    }),
  );
});

/** A tap opens the Notifications screen, in the app's window when one is open. */
sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(PATHS.notifications.replace(/^\//, ''), scope()).href;
  event.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(scope()));
      return open ? open.navigate(url).then(() => open.focus()) : sw.clients.openWindow(url);
    }),
  );
});
