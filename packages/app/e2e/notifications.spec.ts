import { NOTIFICATION_TEXTS, type ServiceElements } from '@crewline/protocol';
import { PROCESSED_RELIEF_PORT } from '../playwright.config';
import { PATHS } from '../src/lib/paths';
import { nextAnswer, shownPage } from './support/answers';
import { expectAccessible, screenshot } from './support/look';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/one-size';
import { signIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

type List = ServiceElements<'mta_notifications'>;

/** The bell of the screen shown, once a screen's entrance is over (two pages show while it runs). */
async function bellOf(page: Page) {
  await expect(shownPage(page)).toHaveCount(1);
  return shownPage(page).getByRole('link', { name: /^Notifications, \d+ unread$/ });
}

test.describe('Notifications, as 200002 after their relief turn was processed', () => {
  // The demo agency a week on: 200002's relief turn was processed, which told them of the award.
  // Only this journey reads 200002's notifications (marking them read), at one size.
  test.use({ baseURL: `http://127.0.0.1:${PROCESSED_RELIEF_PORT}` });

  test(
    'the bell shows the award, the list opens it and it is read from then on',
    PHONE_ONLY,
    async ({ page }, testInfo) => {
      const first = nextAnswer<List>(page, 'mta_notifications');
      await signIn(page, '200002');
      const { unread, notifications } = await first;
      const award = notifications.find((n) => n.kind === 'VR_AWARDED');
      if (!award) throw new Error('the processed relief turn told 200002 nothing');
      expect(award.read).toBe(false);
      await expect(await bellOf(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bellLabel(unread));

      const opened = nextAnswer<List>(page, 'mta_notifications');
      await (await bellOf(page)).click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.notifications}$`));
      await opened;
      const list = shownPage(page).getByRole('list', { name: NOTIFICATION_TEXTS.screenTitle });
      const row = list.locator('ion-item').filter({ hasText: award.title });
      await expect(row).toContainText(`${NOTIFICATION_TEXTS.unread}:`);
      await expect(row).toContainText(award.text);
      await expectAccessible(page);
      await screenshot(page, testInfo, 'notifications-unread');

      // Opening it goes to VR Preferences, where the award is, and reads it on the server.
      const read = nextAnswer<ServiceElements<'mta_notificationsRead'>>(page, 'mta_notificationsRead');
      await row.click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.vrSelectedBids}$`));
      await expect(shownPage(page).getByRole('region', { name: 'Your award' })).toBeVisible();
      expect((await read).unread).toBe(unread - 1);
      await expect(await bellOf(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bellLabel(unread - 1));

      // Back on the list it is read; Mark all read leaves none unread.
      await (await bellOf(page)).click();
      await expect(row).not.toContainText(`${NOTIFICATION_TEXTS.unread}:`);
      if (unread - 1 > 0) {
        await shownPage(page).getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }).click();
      }
      await expect(await bellOf(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bellLabel(0));
      await expect(shownPage(page).getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead })).toHaveCount(0);
      await screenshot(page, testInfo, 'notifications-read');
    },
  );
});

test(
  'Notifications on the desktop: the bell in the header and the empty list',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    // 300001 (SIRTOA) picks in no pick: no round opens for him, so nothing has been told him yet.
    // The others hear of each round that opens with a turn of theirs, whatever the day.
    const first = nextAnswer<List>(page, 'mta_notifications');
    await signIn(page, '300001');
    expect((await first).notifications).toEqual([]);
    await expect(await bellOf(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bellLabel(0));
    await screenshot(page, testInfo, 'notifications-bell');
    await (await bellOf(page)).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.notifications}$`));
    await expect(shownPage(page).getByRole('heading', { name: NOTIFICATION_TEXTS.emptyTitle })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'notifications-empty');
  },
);
