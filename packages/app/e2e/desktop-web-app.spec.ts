import { MESSAGES } from '@crewline/protocol';
import { screenshot } from './support/look';
import { DESKTOP_ONLY } from './support/one-size';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** The build served by our server to a browser: the desktop platform, installable as a web app. */

test(
  'the served build is an installable web app: manifest, icons, service worker',
  DESKTOP_ONLY,
  async ({ page, request }, testInfo) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await (await request.get(href ?? '')).json();
    expect(manifest).toMatchObject({
      name: 'Crewline',
      short_name: 'Crewline',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b3d91',
    });
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toContain(icon.type);
    }
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );

    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(worker).toMatch(/\/sw\.js$/);
    // A new release must reach users: the worker itself is always revalidated.
    const sw = await request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    await screenshot(page, testInfo, 'desktop-web-app');
  },
);

test('the service worker keeps the app shell and never any service call', DESKTOP_ONLY, async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  // From here the worker controls the page: sign in and use the app through it.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await signIn(page, '100001');

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.some((u) => /^\/assets\/index-[\w-]+\.js$/.test(u))).toBe(true);
  expect(cached.filter((u) => /^\/(ServiceManager|gateway|auth|docs)(\/|$)/.test(u))).toEqual([]);

  // Offline, the shell still opens and tells what is wrong.
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('alertdialog')).toContainText(MESSAGES.envFetchStatus0);
  await context.setOffline(false);
});
