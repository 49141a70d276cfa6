import {
  EXEC_BASE_PATH,
  MESSAGES,
  metaApp,
  SESSIONS_TEXTS,
  type ServiceElements,
  type SignedInSession,
} from '@crewline/protocol';
import { PROCESSED_RELIEF_PORT } from '../playwright.config';
import { PATHS } from '../src/lib/paths';
import { anotherPhone } from './support/another-phone';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { DEMO_PASSWORD, expectPopup, signIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

// Signing out everywhere else would end the sessions of any other journey signed in as the same
// employee on the same server at the same time: these run on the relief-award server, whose own
// journeys sign in as 200001 and 200002, each size as an employee of its own.
test.use({ baseURL: `http://127.0.0.1:${PROCESSED_RELIEF_PORT}` });

const ANDROID_APP =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';

const rows = (page: Page) => page.getByRole('list', { name: SESSIONS_TEXTS.title }).locator('ion-item');
const sessionsAnswer = (page: Page) => page.waitForResponse((r) => r.url().endsWith(`${EXEC_BASE_PATH}mta_sessions`));

async function openSignedInDevices(page: Page): Promise<SignedInSession[]> {
  await chooseMenuItem(page, 'About');
  const answer = sessionsAnswer(page);
  await page.getByText(SESSIONS_TEXTS.title, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.signedInDevices}$`));
  const body = (await (await answer).json()) as { Response: { Elements: ServiceElements<'mta_sessions'> } };
  return body.Response.Elements.sessions;
}

test('signed-in devices: see where I am signed in, sign one device out, then every other one', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  const passId = testInfo.project.name === 'phone' ? '300001' : '100001';
  // The employee is also signed in on their phone's app (its User-Agent, as the app says)…
  const phoneApp = await request.post(`${baseURL}${EXEC_BASE_PATH}mta_login`, {
    headers: { 'user-agent': ANDROID_APP, 'x-no-challenge': '1' },
    data: {
      meta: { app: metaApp() },
      LOGIN_BLOCK_TI_PASS_0: passId,
      LOGIN_BLOCK_TI_SOCSEC_0: DEMO_PASSWORD,
      LOGIN_BLOCK_LISTDB_0: 0,
      DEVICE_PLATFORM: 'android',
    },
  });
  const phoneTicket = ((await phoneApp.json()) as { Response: { Elements: { AP_TICKET: string } } }).Response.Elements
    .AP_TICKET;
  const phoneCall = () =>
    request.post(`${baseURL}${EXEC_BASE_PATH}mta_loginTicket`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${passId}:${phoneTicket}`).toString('base64')}`,
        'x-no-challenge': '1',
      },
      data: { meta: { app: metaApp() } },
    });
  expect((await phoneCall()).status()).toBe(200);
  // …and in a browser on another device, that signed in before this one.
  const other = await anotherPhone(browser, baseURL);
  try {
    await signIn(other, passId);
    await signIn(page, passId);

    const listed = await openSignedInDevices(page);
    expect(listed.map((s) => s.current)).toEqual([true, false, false]);
    expect(listed.map((s) => s.platform).sort()).toEqual(['android', 'web', 'web']);
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).first()).toContainText(SESSIONS_TEXTS.thisDevice);
    await expect(rows(page).first()).toContainText(SESSIONS_TEXTS.platforms.web);
    await expect(page.getByText('Crewline app on Pixel 8')).toBeVisible();
    await expect(page.getByText(SESSIONS_TEXTS.calendarLinkStays)).toBeVisible();
    await expect(page.getByText(SESSIONS_TEXTS.passwordChange)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'signed-in-devices');

    // Sign the other browser out: it is back at sign-in on its next call.
    const browserSession = listed.find((s) => !s.current && s.platform === 'web') as SignedInSession;
    const ended = page.waitForResponse((r) => r.url().endsWith(`${EXEC_BASE_PATH}mta_sessionEnd`));
    await page.getByRole('button', { name: `${SESSIONS_TEXTS.signOut}: ${browserSession.device}` }).click();
    expect(
      ((await (await ended).json()) as { Response: { Elements: { ended: boolean } } }).Response.Elements.ended,
    ).toBe(true);
    await expect(page.locator('ion-toast')).toContainText(SESSIONS_TEXTS.signedOut(browserSession.device));
    await expect(rows(page)).toHaveCount(2);
    await chooseMenuItem(other, 'About');
    await expect(other).toHaveURL(/\/$/);
    await expectPopup(other, MESSAGES.sessionExpired);

    // Sign out everywhere else, confirmed first: the phone's app is signed out, this device stays.
    await page.getByText(SESSIONS_TEXTS.signOutOthers, { exact: true }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(SESSIONS_TEXTS.confirmSignOutOthers);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'signed-in-devices-confirm');
    await alert.getByRole('button', { name: SESSIONS_TEXTS.signOut }).click();
    await expect(page.locator('ion-toast').last()).toContainText(SESSIONS_TEXTS.signedOutOthers(1));
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: SESSIONS_TEXTS.onlyThisDevice })).toBeVisible();
    expect((await phoneCall()).status()).toBe(401);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'signed-in-devices-only-this-one');

    // This device is still signed in: back on About, which reads the calendar link again.
    const calendar = page.waitForResponse((r) => r.url().endsWith(`${EXEC_BASE_PATH}mta_calendarFeed`));
    await page.getByRole('button', { name: 'Back to About' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.about}(\\?|$)`));
    expect((await calendar).status()).toBe(200);
  } finally {
    await other.close();
  }
});
