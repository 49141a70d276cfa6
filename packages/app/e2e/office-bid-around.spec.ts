import { PICK_OFFICE_TEXTS, type ServiceElements } from '@crewline/protocol';
import { AGENCY_ZONE, BID_AROUND_PORT } from '../playwright.config';
import { nextAnswer, shownPage } from './support/answers';
import { e2eNow } from './support/clock';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { DESKTOP_ONLY } from './support/one-size';
import { type OwnServer, startOwnServer } from './support/own-server';
import { signInAsOffice } from './support/sign-in';
import { type Browser, expect, onJourneyClock, type Page, test } from './support/test';

const T = PICK_OFFICE_TEXTS;
const BY_PHONE = 'by phone, clerk 900001';
const REASON = 'In hospital on the day of the turn';
type Employee = ServiceElements<'mta_officeEmployee'>;
type Monitor = ServiceElements<'mta_officeMonitor'>;

/** A desktop page on `server`; `moved`, its clock is the server's, else the journeys'. */
async function officePage(browser: Browser, server: OwnServer, moved = false): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    timezoneId: AGENCY_ZONE,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  if (moved) await context.clock.install({ time: server.now() });
  else await onJourneyClock(context);
  return context.newPage();
}

/** Finds the employee on the phone-in screen; answers what the server said of them. */
async function find(page: Page, passId: string): Promise<Employee> {
  const answer = nextAnswer<Employee>(page, 'mta_officeEmployee', { passId });
  await page.getByLabel(T.passIdLabel).fill(passId);
  await page.getByRole('button', { name: T.find }).click();
  return answer;
}

test(
  "a skip and a bid-around: the clerk marks the one next absent, the turn passes as skipped, the clerk records their pick from what is left and Flatbush's public board shows it",
  DESKTOP_ONLY,
  async ({ browser }, testInfo) => {
    // Two starts of a server on a copy of the demo agency, each some seconds on a loaded machine.
    test.setTimeout(240_000);

    // Before the turn: the clerk marks the operator next in Flatbush absent, with the reason.
    const before = await startOwnServer(BID_AROUND_PORT, e2eNow());
    let absentee: NonNullable<Monitor['rounds'][number]['NEXT']>;
    try {
      const page = await officePage(browser, before);
      const monitor = nextAnswer<Monitor>(page, 'mta_officeMonitor');
      await signInAsOffice(page, '900001', before.codes);
      const next = (await monitor).rounds.find((r) => r.KIND === 'WORK' && r.STATUS === 'OPEN')?.NEXT;
      if (!next) throw new Error('nobody next in Flatbush');
      absentee = next;
      await chooseMenuItem(page, 'Phone-in Lists');
      const found = await find(page, absentee.PASS_ID);
      expect(found.rounds.find((r) => r.KIND === 'WORK')?.CAN_ENTER).toBe(true);
      const card = shownPage(page).getByRole('region', { name: T.kinds.WORK });
      await card.getByLabel(T.absentReason).fill(REASON);
      const marked = nextAnswer<ServiceElements<'mta_officeMarkAbsent'>>(page, 'mta_officeMarkAbsent');
      await card.getByRole('button', { name: T.markAbsent }).click();
      expect((await marked).list.enteredBy?.note).toBe(REASON);
      await expect(card).toContainText(`entered by the pick office, clerk 900001 (${REASON})`);
      await page.context().close();
    } finally {
      await before.stop();
    }

    // A minute after the turn: the server processed it, with nothing on the list, as skipped.
    const after = await startOwnServer(BID_AROUND_PORT, new Date(Date.parse(absentee.TURN_AT) + 60_000));
    try {
      const board = await officePage(browser, after, true);
      const theirRow = board.getByRole('listitem').filter({ hasText: `#${absentee.SENIORITY_NUMBER} ` });
      await expect(async () => {
        await board.goto('/monitor/FB');
        await expect(theirRow.first()).toContainText(T.skippedAward, { timeout: 1000 });
      }).toPass({ timeout: 30_000 });

      const page = await officePage(browser, after, true);
      await signInAsOffice(page, '900001', after.codes);
      await chooseMenuItem(page, 'Phone-in Lists');
      const found = await find(page, absentee.PASS_ID);
      const work = found.rounds.find((r) => r.KIND === 'WORK');
      expect(work?.TURN_STATUS).toBe('SKIPPED');
      expect(work?.CAN_LATE_PICK).toBe(true);
      const card = shownPage(page).getByRole('region', { name: T.kinds.WORK });
      await expect(card).toContainText(T.turnStatuses.SKIPPED ?? 'Skipped');
      await expect(card.getByRole('heading', { name: T.latePick })).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, testInfo, 'office-bid-around-skipped');

      // The bid-around: the clerk picks for them from what is left.
      const left = work?.OFFERED.find((i) => i.OPEN);
      if (!left) throw new Error('nothing left to pick');
      await card.getByLabel(T.offered).selectOption(String(left.ITEM_ID));
      const picked = nextAnswer<ServiceElements<'mta_officeLatePick'>>(page, 'mta_officeLatePick');
      await card.getByRole('button', { name: T.pickThis }).click();
      const { award } = await picked;
      expect(award.items.map((i) => i.label)).toEqual([left.LABEL]);
      expect(award.explanation.split('\n')).toContain(T.latePickBy(BY_PHONE));
      await expect(card).toContainText(T.latePickBy(BY_PHONE));
      await expect(card.getByRole('heading', { name: T.latePick })).toBeHidden();
      await expectAccessible(page);
      await screenshot(page, testInfo, 'office-bid-around-picked');

      // The depot's board, left open, refreshes by itself: the pick is the latest award.
      await expect(theirRow.first()).toContainText(left.LABEL, { timeout: 30_000 });
      await screenshot(board, testInfo, 'public-monitor-bid-around');
      await board.context().close();
      await page.context().close();
    } finally {
      await after.stop();
    }
  },
);
