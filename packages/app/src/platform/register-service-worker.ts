import { firstScreenShown } from '../lib/first-screen';

/** The service worker's file at the root of the build (emitted by build/service-worker.plugin.ts). */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Registers the app shell's service worker on the served production build only: never under
 * the Vite dev server (browser-dev), never where the browser has no service workers (Electron's
 * app:// scheme, insecure origins). A refusal is not an error of the app: it still works online.
 */
export async function registerShellServiceWorker(win: Window): Promise<void> {
  if (!import.meta.env.PROD) return;
  const { protocol } = win.location;
  if (protocol !== 'https:' && protocol !== 'http:') return;
  if (!('serviceWorker' in win.navigator) || !win.isSecureContext) return;
  // Its install downloads the whole shell again: not while the first screen is still loading.
  await firstScreenSettled(win);
  try {
    await win.navigator.serviceWorker.register(`${import.meta.env.BASE_URL}${SERVICE_WORKER_FILE}`, {
      scope: import.meta.env.BASE_URL,
    });
  } catch {
    // Private windows and some policies refuse service workers; nothing to tell the user.
  }
}

/** After the first screen (or a few seconds at most), once the browser is idle. */
async function firstScreenSettled(win: Window): Promise<void> {
  await Promise.race([firstScreenShown, new Promise<void>((resolve) => win.setTimeout(resolve, 5000))]);
  await new Promise<void>((resolve) => {
    if ('requestIdleCallback' in win) win.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}
