import {
  BACK_BUTTON_TEXTS,
  isoDateIn,
  isoToHeaderDate,
  type LoginElements,
  PICK_ITEM_LABELS,
  type ServiceElements,
} from '@crewline/protocol';
import { SECOND_PICK_PORT } from '../playwright.config';
import {
  headline as headlineLines,
  REPLACE_SAVED,
  savedSinceNote,
  UNDO_CHANGES,
  unsavedNote,
} from '../src/domain/pick/preference-words';
import { headerDateTimeText } from '../src/lib/header-dates';
import { MENU_REFERRER, PATHS } from '../src/lib/paths';
import { anotherPhone } from './support/another-phone';
import { nextAnswer, shownPage } from './support/answers';
import { backButtonListened, pressBack, useFakeAndroid } from './support/fake-capacitor';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem, menuItems } from './support/menu';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/one-size';
import { openMenu, signIn } from './support/sign-in';
import { expect, handMovedClock, type Page, type TestInfo, test } from './support/test';

type Init = ServiceElements<'mta_pickPreferencesInit'>;
type Projection = ServiceElements<'mta_pickProjection'>;
type Packages = ServiceElements<'mta_assignmentPackages'>;

const listRows = (page: Page) => shownPage(page).getByRole('list', { name: 'Your ranked list' }).getByRole('listitem');

async function openOverview(page: Page): Promise<{ init: Init; projection: Projection }> {
  const init = nextAnswer<Init>(page, 'mta_pickPreferencesInit');
  const projection = nextAnswer<Projection>(page, 'mta_pickProjection');
  await chooseMenuItem(page, 'Pick Preferences');
  await expect(page).toHaveURL(new RegExp(`${PATHS.pickPreferencesOverview}\\?${MENU_REFERRER}$`));
  await expect(shownPage(page).getByRole('heading', { level: 1, name: 'Pick Preferences' })).toBeVisible();
  return { init: await init, projection: await projection };
}

const showMore = (page: Page) => shownPage(page).getByRole('button', { name: /^Show more packages/ });

/** On the Choose step: shows more packages, a page at a time, until the choice is there. */
async function showUntil(page: Page, choice: ReturnType<Page['getByLabel']>): Promise<void> {
  while ((await choice.count()) === 0) {
    await expect(showMore(page)).toBeEnabled();
    await showMore(page).click();
  }
}

/** On the Choose step, the first page read: every package, reading the others through Show more. */
async function everyPackage(page: Page, first: Packages): Promise<Packages['packages']> {
  const rows = [...first.packages];
  while (rows.length < first.total) {
    const more = nextAnswer<Packages>(page, 'mta_assignmentPackages');
    await showMore(page).click();
    rows.push(...(await more).packages);
  }
  await expect(showMore(page)).toHaveCount(0);
  return rows;
}

/** From the overview through the wizard to its Choose step for a package, with no filter. */
async function openChooseStep(page: Page): Promise<void> {
  await shownPage(page).getByRole('button', { name: 'Add a choice' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.pickPreferencesAdd}$`));
  const wizard = shownPage(page);
  await expect(wizard.getByRole('heading', { name: 'Step 1 of 5: What' })).toBeVisible();
  await wizard.getByLabel(/^A package/).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'Step 2 of 5: Filter' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'Step 3 of 5: Choose' })).toBeVisible();
}

/** Through the wizard: a package (no filter), the one named, at the end of the list, saved. */
async function addPackage(page: Page, code: string): Promise<void> {
  await openChooseStep(page);
  const wizard = shownPage(page);
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
  const choice = wizard.getByLabel(new RegExp(`^${PICK_ITEM_LABELS.package(code)}`));
  await showUntil(page, choice);
  await choice.check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'Step 4 of 5: Position' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'Step 5 of 5: Review' })).toBeVisible();
  await expect(
    wizard.getByRole('list', { name: 'Your list as it will be saved' }).getByRole('listitem').last(),
  ).toContainText(PICK_ITEM_LABELS.package(code));
  const saved = nextAnswer<ServiceElements<'mta_savePreferences'>>(page, 'mta_savePreferences');
  await wizard.getByRole('button', { name: 'Save list' }).click();
  expect((await saved).list?.items.at(-1)?.label).toBe(PICK_ITEM_LABELS.package(code));
  await expect(page).toHaveURL(new RegExp(`${PATHS.pickPreferencesOverview}`));
  await expect(listRows(page).last()).toContainText(PICK_ITEM_LABELS.package(code));
}

const JOURNEY =
  'sees each choice’s standing and the headline; adds three packages through the wizard, reorders, saves, deletes';

/** The list journey (it changes 100001's list: each size runs it against a server of its own). */
async function listJourney({ page }: { page: Page }, testInfo: TestInfo): Promise<void> {
  await signIn(page, '100001');
  const { init, projection } = await openOverview(page);
  const work = init.pick?.rounds.find((r) => r.kind === 'WORK');
  expect(work?.canEdit).toBe(true);
  await expect(shownPage(page).getByRole('button', { name: 'Work', pressed: true })).toBeVisible();
  await expect(shownPage(page).getByText(`Your place: ${work?.rank} of ${work?.participants}`)).toBeVisible();
  const headline = shownPage(page).getByRole('region', { name: 'Projection' });
  if (projection.projectedChoice !== null) await expect(headline).toContainText(`Projected: your `);
  await expect(listRows(page)).toHaveCount(projection.choices.length);
  for (const [i, c] of projection.choices.entries()) await expect(listRows(page).nth(i)).toContainText(c.reason);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'preferences-overview');

  // Three open packages not in the list: one projected taken by a senior, two safe or at risk.
  const board = nextAnswer<Packages>(page, 'mta_assignmentPackages');
  await openChooseStep(page);
  const first = await board;
  expect(first.packages.length).toBeLessThan(first.total);
  const left = first.total - first.packages.length;
  await expect(shownPage(page).getByRole('button', { name: `Show more packages (${left} more)` })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'preferences-wizard-choose-first-page');
  const packages = await everyPackage(page, first);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'preferences-wizard-choose');
  // The wizard's Back leads back step by step, then to the overview.
  for (let i = 0; i < 3; i++) await shownPage(page).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(PATHS.pickPreferencesOverview));

  // The choice a senior is projected to take comes out of the list first (saved), to come
  // back through the wizard with two open packages.
  const projectedTaken = projection.choices.find((c) => c.status === 'PROJECTED_TAKEN');
  expect(projectedTaken).toBeDefined();
  await shownPage(page)
    .getByRole('button', { name: `Remove ${projectedTaken?.label}` })
    .click();
  const removed = nextAnswer<Projection>(page, 'mta_pickProjection');
  await shownPage(page).getByRole('button', { name: 'Save list' }).click();
  const listedNow = (await removed).choices;
  await expect(listRows(page)).toHaveCount(listedNow.length);
  const listed = new Set(listedNow.map((c) => c.itemId));
  const open = packages.filter((p) => p.seatsLeft > 0 && !listed.has(p.packageId));
  const others = open.filter((p) => p.projection?.status === 'SAFE' || p.projection?.status === 'AT_RISK');
  const picks = [packages.find((p) => p.packageId === projectedTaken?.itemId), others[0], others[1]].filter(
    (p) => p !== undefined,
  );
  expect(picks).toHaveLength(3);
  for (const p of picks) await addPackage(page, p.code);
  await expect(listRows(page)).toHaveCount(listedNow.length + 3);
  const added = listRows(page).filter({ hasText: PICK_ITEM_LABELS.package(picks[0]?.code as string) });
  await expect(added).toContainText('Projected taken');
  await screenshot(page, testInfo, 'preferences-after-adding');

  // A closed package cannot be added: the wizard shows it refused.
  const closed = packages.find((p) => p.seatsLeft === 0 && !listed.has(p.packageId));
  await openChooseStep(page);
  const closedChoice = shownPage(page).getByLabel(new RegExp(`^${PICK_ITEM_LABELS.package(closed?.code as string)}`));
  await showUntil(page, closedChoice);
  await expect(closedChoice).toBeDisabled();
  await expect(
    shownPage(page)
      .locator('label.wizard-choice')
      .filter({ hasText: PICK_ITEM_LABELS.package(closed?.code as string) }),
  ).toContainText(`Closed: taken by ${closed?.takenBy[0]}`);
  for (let i = 0; i < 3; i++) await shownPage(page).getByRole('button', { name: 'Back' }).click();

  // Reorder: the last choice up one, saved; the statuses come back for the new order.
  const last = picks[2]?.code as string;
  await shownPage(page)
    .getByRole('button', { name: `Move ${PICK_ITEM_LABELS.package(last)} up` })
    .click();
  await expect(listRows(page).nth(listedNow.length + 1)).toContainText(PICK_ITEM_LABELS.package(last));
  // Changed, the list says once that it is not saved; no row shows a standing of the saved list.
  await expect(shownPage(page).getByText(unsavedNote('Save list'))).toBeVisible();
  await expect(listRows(page).locator('.board-chip')).toHaveCount(0);
  const refreshed = nextAnswer<Projection>(page, 'mta_pickProjection');
  await shownPage(page).getByRole('button', { name: 'Save list' }).click();
  const after = await refreshed;
  expect(after.choices[listedNow.length + 1]?.label).toBe(PICK_ITEM_LABELS.package(last));
  await expect(listRows(page).first()).toContainText(after.choices[0]?.reason as string);
  await expect(shownPage(page).getByText(unsavedNote('Save list'))).toHaveCount(0);
  await expectAccessible(page);

  // Delete, with confirmation: the list is empty, the headline says so.
  await shownPage(page).getByRole('button', { name: 'Delete my list' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Delete your list?');
  await expectAccessible(page);
  const emptied = nextAnswer<Projection>(page, 'mta_pickProjection');
  await alert.getByRole('button', { name: 'Delete' }).click();
  const empty = await emptied;
  expect(empty.choices).toEqual([]);
  await expect(shownPage(page).getByText('No choices yet')).toBeVisible();
  await expect(headline).toContainText(headlineLines(empty)[0] ?? '');
  await screenshot(page, testInfo, 'preferences-deleted');
}

test.describe('Pick Preferences as 100001', () => {
  test(JOURNEY, PHONE_ONLY, listJourney);

  // The phone run changes 100001's list on the first server meanwhile: the desktop run has its own.
  test.describe('on a desktop', () => {
    test.use({ baseURL: `http://127.0.0.1:${SECOND_PICK_PORT}` });
    test(JOURNEY, DESKTOP_ONLY, listJourney);

    test(
      'says when the list was saved from the phone beside it while changes were under way here',
      DESKTOP_ONLY,
      async ({ page, browser, baseURL }, testInfo) => {
        const phone = await anotherPhone(browser, baseURL);
        // The desktop's clock moves on at will: its screen reads the round again every minute.
        await handMovedClock(page);
        await signIn(phone, '100001');
        const { init } = await openOverview(phone);
        const listed = new Set(init.pick?.rounds.find((r) => r.kind === 'WORK')?.list?.items.map((i) => i.label));
        // Two late packages of 100001's group, open at the turn, not yet on the list.
        const [first, second] = Array.from({ length: 16 }, (_, i) => `FB-FT${330 + i}`).filter(
          (code) => !listed.has(PICK_ITEM_LABELS.package(code)),
        ) as [string, string];
        await addPackage(phone, first);

        await signIn(page, '100001');
        await openOverview(page);
        await shownPage(page)
          .getByRole('button', { name: `Remove ${PICK_ITEM_LABELS.package(first)}` })
          .click();
        await expect(shownPage(page).getByText(unsavedNote('Save list'))).toBeVisible();

        await addPackage(phone, second);
        const reread = nextAnswer<Init>(page, 'mta_pickPreferencesInit');
        await page.clock.fastForward(61_000);
        const latest = (await reread).pick?.rounds.find((r) => r.kind === 'WORK')?.list;
        if (!latest) throw new Error('the phone saved no list');
        await expect(shownPage(page).getByText(savedSinceNote('Save list', latest.version))).toBeVisible();
        await expect(listRows(page).filter({ hasText: PICK_ITEM_LABELS.package(second) })).toHaveCount(0);
        await expectAccessible(page);
        await screenshot(page, testInfo, 'preferences-saved-from-the-phone');

        // Saving would replace the phone's version: it is asked first (the note may be out of sight).
        await shownPage(page).getByRole('button', { name: 'Save list' }).click();
        const alert = page.getByRole('alertdialog');
        await expect(alert).toContainText(REPLACE_SAVED.header);
        await expect(alert).toContainText(REPLACE_SAVED.message(latest.version));
        await expectAccessible(page);
        await screenshot(page, testInfo, 'preferences-replace-saved');
        await alert.getByRole('button', { name: REPLACE_SAVED.cancel }).click();
        await expect(alert).toBeHidden();
        await expect(shownPage(page).getByText(savedSinceNote('Save list', latest.version))).toBeVisible();

        // Undo shows the list as the phone saved it.
        await shownPage(page).getByRole('button', { name: UNDO_CHANGES }).click();
        await expect(listRows(page)).toHaveCount(latest.items.length);
        await expect(listRows(page).last()).toContainText(PICK_ITEM_LABELS.package(second));
        await expect(shownPage(page).locator('.pref-list-note')).toHaveCount(0);
        await phone.close();
      },
    );
  });

  test(
    'reads the vacation and holiday rounds, and the wizard offers what they hold',
    DESKTOP_ONLY,
    async ({ page }, testInfo) => {
      await signIn(page, '100001');
      const { init } = await openOverview(page);
      await expectAccessible(page);
      await screenshot(page, testInfo, 'preferences-overview-desktop');
      const vacation = init.pick?.rounds.find((r) => r.kind === 'VACATION');
      await shownPage(page).getByRole('button', { name: 'Vacation weeks' }).click();
      await expect(shownPage(page).getByRole('button', { name: 'Vacation weeks', pressed: true })).toBeVisible();
      if (vacation?.status === 'UPCOMING')
        await expect(
          shownPage(page).getByText('This round is not open yet: you can save your list once it opens.'),
        ).toBeVisible();
      await screenshot(page, testInfo, 'preferences-vacation-round');
    },
  );

  test.describe('on a phone set to another time zone', () => {
    test.use({ timezoneId: 'Asia/Tokyo' });

    test("shows the turn in the agency's time, as the home screen does", PHONE_ONLY, async ({ page }, testInfo) => {
      const signedIn = page
        .waitForResponse((r) => r.url().endsWith('/mta_login'))
        .then(async (r) => (await r.json()).Response.Elements as LoginElements);
      await signIn(page, '100001');
      const header = await signedIn;
      expect(header.AGENCY_TIME_ZONE).toBe('America/New_York');
      const { init } = await openOverview(page);
      const round = init.pick?.rounds.find((r) => r.status === 'OPEN' && r.turnStatus === 'WAITING');
      if (!round) throw new Error('100001 has no turn to come');
      const inNewYork = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'America/New_York' }).formatToParts(
          new Date(round.turnAt),
        );
      // The home header's turn is this one, in New York's time; the screen writes it as the home
      // screen does, not in Tokyo's time, and names the zone ("02:45P EST") since the phone is elsewhere.
      const [headerDay, headerClock] = header.PICK_DATES_DATE_TIME.split(' ');
      expect(headerDay).toBe(isoToHeaderDate(isoDateIn(new Date(round.turnAt), 'America/New_York')));
      expect(headerClock).toBe(
        inNewYork({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
          .map((p) => p.value)
          .join(''),
      );
      const zone = inNewYork({ timeZoneName: 'short' }).find((p) => p.type === 'timeZoneName')?.value;
      await expect(shownPage(page).locator('.pref-facts__turn')).toContainText(
        `Your turn: ${headerDateTimeText(header.PICK_DATES_DATE_TIME, 'en-US')} ${zone}`,
      );
      await screenshot(page, testInfo, 'preferences-overview-tokyo');
    });
  });

  test('the hardware back button in the wizard only hints', PHONE_ONLY, async ({ page }) => {
    await useFakeAndroid(page);
    await signIn(page, '100001');
    await openOverview(page);
    await shownPage(page).getByRole('button', { name: 'Add a choice' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.pickPreferencesAdd}$`));
    await expect.poll(() => backButtonListened(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await pressBack(page)).toBe(true);
    await expect(page.locator('ion-toast').getByText(BACK_BUTTON_TEXTS.wizardMode)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PATHS.pickPreferencesAdd}$`));
  });

  test('is not offered to RTO staff', PHONE_ONLY, async ({ page }) => {
    await signIn(page, '200001');
    await openMenu(page);
    await expect(menuItems(page).filter({ hasText: 'Leave Balances' })).toHaveCount(1);
    await expect(menuItems(page).filter({ hasText: 'Pick Preferences' })).toHaveCount(0);
  });
});
