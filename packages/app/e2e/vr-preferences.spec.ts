import type { ServiceElements, VrBid } from '@crewline/protocol';
import { PROCESSED_RELIEF_PORT } from '../playwright.config';
import { REPLACE_SAVED, savedSinceNote, unsavedNote } from '../src/domain/pick/preference-words';
import { HOME_TEXTS } from '../src/features/home/home-texts';
import { formatDisplayDate } from '../src/lib/date-format';
import { MENU_REFERRER, PATHS } from '../src/lib/paths';
import { anotherPhone } from './support/another-phone';
import { nextAnswer, shownPage } from './support/answers';
import { DATED } from './support/dated';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem, menuItems } from './support/menu';
import { PHONE_ONLY } from './support/one-size';
import { openMenu, signIn } from './support/sign-in';
import { expect, handMovedClock, type Page, test } from './support/test';

type Weeks = ServiceElements<'mta_vrWeeks'>;
type Bids = ServiceElements<'mta_vrOpenBids'>;

const bidCards = (page: Page) => shownPage(page).locator('.vr-bid');

/**
 * Signs in as 200002; answers their relief round as home asked for it (home reminds them of
 * their turn), the answer VR Preferences then shows.
 */
async function signInReliefBidder(page: Page): Promise<Weeks> {
  const weeks = nextAnswer<Weeks>(page, 'mta_vrWeeks');
  await signIn(page, '200002');
  return weeks;
}

/** Opens VR Preferences from the menu, then the open bids; answers the bids of the week shown first. */
async function openBids(page: Page, w: Weeks, atSelected?: () => Promise<void>): Promise<Bids> {
  await chooseMenuItem(page, 'VR Preferences');
  await expect(page).toHaveURL(new RegExp(`${PATHS.vrSelectedBids}\\?${MENU_REFERRER}$`));
  await expect(shownPage(page).getByText(`Vacation relief · ${w.round?.description}`)).toBeVisible();
  await expect(shownPage(page).getByText(`Your place: ${w.round?.rank} of ${w.round?.participants}`)).toBeVisible();
  await atSelected?.();
  // The screen shows the first week with an open bid, and asks for that week's bids only.
  const shown = (w.weeks.find((x) => x.open > 0) ?? w.weeks[0])?.weekStart;
  const bids = nextAnswer<Bids>(page, 'mta_vrOpenBids', { weekStart: shown });
  await shownPage(page).getByRole('button', { name: 'Add open bids' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.vrOpenBids}$`));
  return bids;
}

/** Chooses a week on open bids; answers its bids. */
async function chooseWeek(page: Page, weeks: Weeks, weekStart: string): Promise<Bids> {
  const bids = nextAnswer<Bids>(page, 'mta_vrOpenBids', { weekStart });
  await shownPage(page)
    .getByRole('button', { name: /· \d+ open$/ })
    .nth(weeks.weeks.findIndex((w) => w.weekStart === weekStart))
    .click();
  return bids;
}

test.describe('VR Preferences as 200002 (RTO, class HR)', () => {
  test(
    'sees the relief round and each week’s bids: whose vacation, the job, its days and times',
    DATED,
    async ({ page }, testInfo) => {
      const weeks = await signInReliefBidder(page);
      const bids = await openBids(page, weeks, async () => {
        await expectAccessible(page);
        await screenshot(page, testInfo, 'vr-selected-bids');
      });
      const shown = weeks.weeks.find((w) => w.open > 0) ?? weeks.weeks[0];
      await expect(shownPage(page).getByRole('button', { pressed: true })).toContainText(`${shown?.open} open`);
      await expect(bidCards(page)).toHaveCount(bids.bids.length);
      const first = bids.bids[0] as VrBid;
      const card = bidCards(page).filter({ hasText: `Job ${first.job.code}` });
      await expect(card).toContainText(`Covering ${first.covering}`);
      await expect(card).toContainText(
        first.status === 'TAKEN' ? `Taken by ${first.takenBy}` : /Add to my bids|In your bids/,
      );
      await expectAccessible(page);
      await screenshot(page, testInfo, 'vr-open-bids');
      // A week with a bid already awarded shows who took it.
      const week = weeks.weeks.find(
        (w) => w.open < w.bids && w.weekStart !== shown?.weekStart,
      ) as Weeks['weeks'][number];
      const taken = (await chooseWeek(page, weeks, week.weekStart)).bids.find((b) => b.status === 'TAKEN') as VrBid;
      await expect(bidCards(page).filter({ hasText: `Job ${taken.job.code}` })).toContainText(
        `Taken by ${taken.takenBy}`,
      );
    },
  );

  test(
    'ranks open bids week by week, saves them, sees the projection, removes them all',
    PHONE_ONLY,
    async ({ page, browser, baseURL }, testInfo) => {
      // The clock moves on at will: the screen reads the bids again every minute.
      await handMovedClock(page);
      const weeks = await signInReliefBidder(page);
      const bids = await openBids(page, weeks);
      // The first week where two open bids start: both, in the order added.
      const openFrom = (weekStart: string, of: Bids) =>
        of.bids.filter((b) => b.status === 'OPEN' && b.firstWeek === weekStart).slice(0, 2);
      const first = (weeks.weeks.find((w) => w.open > 0) ?? weeks.weeks[0])?.weekStart;
      let open: VrBid[] = [];
      for (const w of weeks.weeks.filter((x) => x.open >= 2)) {
        open = openFrom(w.weekStart, w.weekStart === first ? bids : await chooseWeek(page, weeks, w.weekStart));
        if (open.length === 2) break;
      }
      expect(open).toHaveLength(2);
      for (const bid of open) {
        await bidCards(page)
          .filter({ hasText: `Job ${bid.job.code}` })
          .getByRole('button', { name: /Add to my bids/ })
          .click();
        await expect(bidCards(page).filter({ hasText: `Job ${bid.job.code}` })).toContainText('In your bids');
      }
      await screenshot(page, testInfo, 'vr-open-bids-added');
      await shownPage(page).getByRole('button', { name: 'Review and save my bids' }).click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.vrSelectedBids}$`));
      const [a, b] = open as [VrBid, VrBid];
      const rows = shownPage(page).locator('.pref-row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText(`Job ${a.job.code}`);
      await expect(shownPage(page).getByText(unsavedNote('Save bids'))).toBeVisible();
      await expect(rows.locator('.board-chip')).toHaveCount(0);
      // Second first, then save: the statuses come back for the new order.
      await shownPage(page)
        .getByRole('button', { name: `Move ${b.label} up` })
        .click();
      await expect(rows.nth(0)).toContainText(`Job ${b.job.code}`);

      // Meanwhile a bid is saved from another device: saving here replaces it, so it is asked.
      const other = await anotherPhone(browser, baseURL);
      const elsewhere = (await openBids(other, await signInReliefBidder(other))).bids.find((x) => x.status === 'OPEN');
      await bidCards(other)
        .filter({ hasText: `Job ${elsewhere?.job.code}` })
        .getByRole('button', { name: /Add to my bids/ })
        .click();
      await shownPage(other).getByRole('button', { name: 'Review and save my bids' }).click();
      await shownPage(other).getByRole('button', { name: 'Save bids' }).click();
      await expect(other.getByText('Your bids are saved.')).toBeVisible();
      await other.close();
      const reread = nextAnswer<ServiceElements<'mta_vrCurrentPreferences'>>(page, 'mta_vrCurrentPreferences');
      await page.clock.fastForward(61_000);
      const version = (await reread).list?.version as number;
      await expect(shownPage(page).getByText(savedSinceNote('Save bids', version))).toBeVisible();
      await shownPage(page).getByRole('button', { name: 'Save bids' }).click();
      const replace = page.getByRole('alertdialog');
      await expect(replace).toContainText(REPLACE_SAVED.message(version));
      const saved = nextAnswer<ServiceElements<'mta_vrSetPreferences'>>(page, 'mta_vrSetPreferences');
      const current = nextAnswer<ServiceElements<'mta_vrCurrentPreferences'>>(page, 'mta_vrCurrentPreferences');
      await replace.getByRole('button', { name: REPLACE_SAVED.confirm }).click();
      expect((await saved).list?.items.map((i) => i.itemId)).toEqual([b.bidId, a.bidId]);
      const after = await current;
      await expect(page.getByText('Your bids are saved.')).toBeVisible();
      await expect(shownPage(page).getByRole('region', { name: 'Projection' })).toContainText('Projected:');
      await expect(rows.nth(0)).toContainText(after.projection?.choices[0]?.reason as string);
      await expect(shownPage(page).getByText(unsavedNote('Save bids'))).toHaveCount(0);
      await expectAccessible(page);
      await screenshot(page, testInfo, 'vr-bids-saved');

      await shownPage(page).getByRole('button', { name: 'Remove all my bids' }).click();
      await page.getByRole('button', { name: 'Remove all', exact: true }).click();
      await expect(shownPage(page).getByText('No bids yet')).toBeVisible();
    },
  );

  test('home reminds them of their relief turn and leads to VR Preferences', PHONE_ONLY, async ({ page }) => {
    const { round } = await signInReliefBidder(page);
    expect(round).toMatchObject({ status: 'OPEN', turnStatus: 'WAITING' });
    const turnDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date(round?.turnAt as string),
    );
    const actions = shownPage(page).getByRole('region', { name: HOME_TEXTS.actionTitle });
    await expect(actions).toContainText(`${HOME_TEXTS.reliefTurn}: `);
    await expect(actions).toContainText(formatDisplayDate(turnDay, 'en-US'));
    await actions.getByText(HOME_TEXTS.seeRelief).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.vrSelectedBids}$`));
    await expect(shownPage(page).getByText(`Your place: ${round?.rank} of ${round?.participants}`)).toBeVisible();
  });

  test('200001 (not class HR) has no VR Preferences, and its address leads to /', PHONE_ONLY, async ({ page }) => {
    await signIn(page, '200001');
    await openMenu(page);
    await expect(menuItems(page).filter({ hasText: 'Pick Board' })).toHaveCount(1);
    await expect(menuItems(page).filter({ hasText: 'VR Preferences' })).toHaveCount(0);
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, PATHS.vrOpenBids);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('VR Preferences as 200002 after their relief turn was processed', () => {
  // A server on the demo agency a week on: 200002 ranked open bids before the turn, and it was processed.
  test.use({ baseURL: `http://127.0.0.1:${PROCESSED_RELIEF_PORT}` });

  test('sees what they were given, by which choice, and why the others were not', async ({ page }, testInfo) => {
    const weeks = signInReliefBidder(page);
    const { round } = await weeks;
    // Their turn has been processed: home no longer reminds them of it.
    await expect(shownPage(page).getByRole('region', { name: HOME_TEXTS.actionTitle })).not.toContainText(
      HOME_TEXTS.reliefTurn,
    );
    const current = nextAnswer<ServiceElements<'mta_vrCurrentPreferences'>>(page, 'mta_vrCurrentPreferences');
    await chooseMenuItem(page, 'VR Preferences');
    const { award, list, projection } = await current;
    expect(round).toMatchObject({ status: 'CLOSED', turnStatus: 'PROCESSED', canEdit: false });
    expect(projection).toBeNull();
    expect(award?.outcome).toBe('AWARDED');
    const card = shownPage(page).getByRole('region', { name: 'Your award' });
    for (const item of award?.items ?? []) {
      await expect(card).toContainText(`${item.label} · your choice ${item.choice}`);
    }
    // The explanation a sentence a paragraph, as the server wrote them a line each.
    const sentences = (award?.explanation ?? '').split('\n');
    expect(sentences.length).toBeGreaterThan(1);
    await expect(card.locator('.award-words p')).toHaveText(sentences);
    // The list as it stood at the turn, read-only: no saving, no adding.
    await expect(shownPage(page).locator('.pref-row')).toHaveCount(list?.items.length as number);
    await expect(shownPage(page).getByRole('button', { name: 'Add open bids' })).toHaveCount(0);
    await expect(shownPage(page).getByRole('button', { name: /^Move / })).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'vr-award');
  });
});
