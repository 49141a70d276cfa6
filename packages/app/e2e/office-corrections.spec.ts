import { readFileSync } from 'node:fs';
import { addDays, PICK_OFFICE_TEXTS, type ServiceElements } from '@crewline/protocol';
import { AGENCY_ZONE, DATED_CORRECTION_PORT, dataDir, PORT } from '../playwright.config';
import { PATHS } from '../src/lib/paths';
import { anotherPhone } from './support/another-phone';
import { nextAnswer, shownPage } from './support/answers';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem, menuItems } from './support/menu';
import { DESKTOP_ONLY } from './support/one-size';
import { startOwnServer } from './support/own-server';
import { withFreshCode } from './support/second-factor';
import { fillSignIn, openMenu, openSignIn, signIn, signInAsOffice } from './support/sign-in';
import { expect, type Page, test } from './support/test';

const T = PICK_OFFICE_TEXTS;
const REASON = 'Her list was handed in on paper and never entered';

/** The skipped senior and the package restored as their lost list (support/correction-case.ts). */
function correctionCase(): { roundId: number; passId: string; rank: number; itemId: number; workFrom: string } {
  return JSON.parse(readFileSync(`${dataDir(PORT)}-correction.json`, 'utf8'));
}

async function supervisorSignsIn(page: Page) {
  await openSignIn(page);
  await fillSignIn(page, '900002');
  const frame = page.frameLocator('iframe[title="Two-step verification"]');
  await withFreshCode(async (code) => {
    await frame.getByLabel('Authentication code').fill(code);
    await frame.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/office$/);
  }, '900002');
}

test(
  'the supervisor previews a correction, applies it, and the employee whose award changed reads why',
  DESKTOP_ONLY,
  async ({ page, browser, baseURL }, testInfo) => {
    const lost = correctionCase();
    await supervisorSignsIn(page);
    await openMenu(page);
    await expect(menuItems(page)).toHaveText([
      'Live Monitor',
      'Pick Calendar',
      'Phone-in Lists',
      'Corrections',
      'Results',
      'Accounts',
      'Logout',
    ]);
    await menuItems(page).filter({ hasText: 'Corrections' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.officeCorrections}(\\?|$)`));
    await expect(page.getByRole('heading', { name: T.corrections, level: 1 })).toBeVisible();

    await page.getByLabel(T.correctionRound).selectOption(String(lost.roundId));
    await page.getByLabel(T.correctionKindLabel, { exact: true }).selectOption('RESTORE_LIST');
    await page.getByLabel(T.correctionEmployee).fill(lost.passId);
    await page.getByLabel(T.correctionItemsLabel).fill(String(lost.itemId));
    await page.getByLabel(T.correctionReasonLabel).fill(REASON);
    const previewed = nextAnswer<ServiceElements<'mta_officeCorrectionPreview'>>(page, 'mta_officeCorrectionPreview');
    await page.getByRole('button', { name: T.correctionPreview }).click();
    const preview = await previewed;
    expect(preview.FROM_RANK).toBe(lost.rank);
    await expect(page.getByText(T.correctionEarliest(lost.rank))).toBeVisible();
    const first = page.locator('tr.office-corrections__first');
    await expect(first).toContainText(lost.passId);
    await expect(first).toContainText('Skipped');
    await expect(page.getByRole('table')).toContainText(
      T.correctionChangeCount(preview.CHANGE_COUNT, preview.THROUGH_RANK),
    );
    await expectAccessible(page);
    await screenshot(page, testInfo, 'office-correction-preview');

    await page.getByRole('button', { name: T.correctionApply }).click();
    await expect(page.getByText(T.correctionConfirm(preview.FROM_RANK, preview.CHANGE_COUNT))).toBeVisible();
    const appliedAnswer = nextAnswer<ServiceElements<'mta_officeCorrectionApply'>>(page, 'mta_officeCorrectionApply');
    await page.getByRole('alertdialog').getByRole('button', { name: T.correctionApply }).click();
    const applied = await appliedAnswer;
    expect(applied).toMatchObject({ FROM_RANK: preview.FROM_RANK, CHANGE_COUNT: preview.CHANGE_COUNT });
    await expect(
      page.getByText(T.correctionApplied(applied.FROM_RANK, applied.CHANGE_COUNT, applied.EVENT)),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'office-correction-applied');

    // The senior, on their phone: their award is the package now, with why it changed.
    const them = await anotherPhone(browser, baseURL);
    await signIn(them, lost.passId);
    await chooseMenuItem(them, 'Pick Preferences');
    await expect(shownPage(them).getByText(T.correctedBy(REASON)).first()).toBeVisible();
    await expectAccessible(them);
    await screenshot(them, testInfo, 'preferences-award-corrected');
    await them.context().close();
  },
);

test(
  'the supervisor chooses to add a missing package: its field replaces the employee, and a package the pick lacks is refused in words',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    const { roundId } = correctionCase();
    await supervisorSignsIn(page);
    await openMenu(page);
    await menuItems(page).filter({ hasText: 'Corrections' }).click();
    await expect(page.getByRole('heading', { name: T.corrections, level: 1 })).toBeVisible();
    await page.getByLabel(T.correctionRound).selectOption(String(roundId));
    await page.getByLabel(T.correctionKindLabel, { exact: true }).selectOption('ADD_PACKAGE');
    await expect(page.getByLabel(T.correctionEmployee)).toHaveCount(0);
    await page.getByLabel(T.correctionPackageLabel).fill('999999');
    await page.getByLabel(T.correctionReasonLabel).fill('The package was imported after the round was set up');
    await page.getByRole('button', { name: T.correctionPreview }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(T.correctionPackageNoSuch(999_999));
    await alert.getByRole('button').first().click();
    await expect(alert).toHaveCount(0);
    await expect(page.locator('#main').getByText(T.correctionPackageNoSuch(999_999))).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'office-correction-add-package-refused');
  },
);

test(
  "once the pick's work is in force, the supervisor corrects from a date: the field asks for it, the preview and the applied message name it",
  DESKTOP_ONLY,
  async ({ browser }, testInfo) => {
    // A server on a copy of the demo agency three days into the pick's work: its turns processed at start.
    test.setTimeout(300_000);
    const lost = correctionCase();
    const server = await startOwnServer(DATED_CORRECTION_PORT, new Date(`${addDays(lost.workFrom, 3)}T15:00:00Z`));
    try {
      const context = await browser.newContext({
        baseURL: server.url,
        timezoneId: AGENCY_ZONE,
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'reduce',
      });
      await context.clock.install({ time: server.now() });
      const page = await context.newPage();
      await signInAsOffice(page, '900002', server.codes);
      // The server processes the round's turns as it starts: the round is offered once it has awards
      // (the rounds are asked again on coming back once the answer is a minute old).
      const round = page.getByLabel(T.correctionRound);
      await expect(async () => {
        await page.clock.fastForward('01:01');
        await chooseMenuItem(page, 'Results');
        await chooseMenuItem(page, 'Corrections');
        await expect(round.locator(`option[value="${lost.roundId}"]`)).toHaveCount(1, { timeout: 2000 });
      }).toPass({ timeout: 180_000 });
      // The vacation relief round of the pick in force: its note says the bids begun before the date stay.
      const relief = round.locator('option', { hasText: T.kinds.VR });
      await expect(relief).toHaveCount(1);
      await round.selectOption({ value: (await relief.getAttribute('value')) ?? '' });
      await expect(page.locator('#main').getByText(T.correctionEffectiveFromRelief)).toBeVisible();
      await screenshot(page, testInfo, 'office-correction-dated-relief-note');
      await round.selectOption(String(lost.roundId));
      await expect(page.locator('#main').getByText(T.correctionEffectiveFromRelief)).toHaveCount(0);
      const from = page.getByLabel(T.correctionEffectiveFromLabel);
      await expect(from).toBeVisible();
      const date = addDays(lost.workFrom, 10);
      await from.fill(date);
      await page.getByLabel(T.correctionKindLabel, { exact: true }).selectOption('RESTORE_LIST');
      await page.getByLabel(T.correctionEmployee).fill(lost.passId);
      await page.getByLabel(T.correctionItemsLabel).fill(String(lost.itemId));
      await page.getByLabel(T.correctionReasonLabel).fill(REASON);
      const previewed = nextAnswer<ServiceElements<'mta_officeCorrectionPreview'>>(page, 'mta_officeCorrectionPreview');
      await page.getByRole('button', { name: T.correctionPreview }).click();
      const preview = await previewed;
      expect(preview.EFFECTIVE_FROM).toBe(date);
      const named = page.locator('#main').getByText(T.correctionEffectiveFromIs(date));
      await expect(named).toBeVisible();
      await expect(page.locator('tr.office-corrections__first')).toContainText(lost.passId);
      await expectAccessible(page);
      await screenshot(page, testInfo, 'office-correction-dated-preview');

      await page.getByRole('button', { name: T.correctionApply }).click();
      await expect(page.getByRole('alertdialog')).toContainText(T.correctionEffectiveFromIs(date));
      const appliedAnswer = nextAnswer<ServiceElements<'mta_officeCorrectionApply'>>(page, 'mta_officeCorrectionApply');
      await page.getByRole('alertdialog').getByRole('button', { name: T.correctionApply }).click();
      const applied = await appliedAnswer;
      await expect(page.getByRole('status')).toContainText(
        T.correctionApplied(applied.FROM_RANK, applied.CHANGE_COUNT, applied.EVENT),
      );
      await expect(page.getByRole('status')).toContainText(T.correctionEffectiveFromIs(date));
      await expectAccessible(page);
      await screenshot(page, testInfo, 'office-correction-dated-applied');
      await context.close();
    } finally {
      await server.stop();
    }
  },
);
