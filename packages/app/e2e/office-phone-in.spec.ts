import { listEnteredByText, PICK_OFFICE_TEXTS, type ServiceElements } from '@crewline/protocol';
import { PATHS } from '../src/lib/paths';
import { anotherPhone } from './support/another-phone';
import { nextAnswer, shownPage } from './support/answers';
import { expectAccessible, screenshot } from './support/look';
import { chooseMenuItem } from './support/menu';
import { DESKTOP_ONLY } from './support/one-size';
import { signIn, signInAsOffice } from './support/sign-in';
import { expect, type Page, test } from './support/test';

const T = PICK_OFFICE_TEXTS;
const BY_PHONE = 'by phone, clerk 900001';
type Employee = ServiceElements<'mta_officeEmployee'>;
type Monitor = ServiceElements<'mta_officeMonitor'>;

/** Clerk 900001 signs in with the second factor; answers the live monitor the office opens on. */
async function clerkSignsIn(page: Page): Promise<Monitor> {
  const monitor = nextAnswer<Monitor>(page, 'mta_officeMonitor');
  await signInAsOffice(page, '900001');
  return monitor;
}

/** Finds the employee on the phone-in screen; answers what the server said of them. */
async function find(page: Page, passId: string): Promise<Employee> {
  const answer = nextAnswer<Employee>(page, 'mta_officeEmployee', { passId });
  await page.getByLabel(T.passIdLabel).fill(passId);
  await page.getByRole('button', { name: T.find }).click();
  return answer;
}

test(
  'the FB clerk takes a list by phone and the operator sees who entered it; a skip before the turn',
  DESKTOP_ONLY,
  async ({ page, browser, baseURL }, testInfo) => {
    const monitor = await clerkSignsIn(page);
    await chooseMenuItem(page, 'Phone-in Lists');
    await expect(page).toHaveURL(new RegExp(`${PATHS.officePhoneIn}(\\?|$)`));
    await expect(page.getByRole('heading', { name: T.phoneIn, level: 1 })).toBeVisible();

    // 100001, a Flatbush operator whose work turn is to come: her list, one package more.
    const found = await find(page, '100001');
    const work = found.rounds.find((r) => r.KIND === 'WORK');
    if (!work) throw new Error('100001 has no work round');
    expect(work.CAN_ENTER).toBe(true);
    const card = shownPage(page).getByRole('region', { name: T.kinds.WORK });
    const listed = new Set(work.LIST?.items.map((i) => i.itemId));
    const extra = work.OFFERED.filter((i) => i.OPEN && !listed.has(i.ITEM_ID)).at(-1);
    if (!extra) throw new Error('nothing open to add');
    await card.getByLabel(T.offered).first().selectOption(String(extra.ITEM_ID));
    await card.getByRole('button', { name: T.addChoice }).click();
    await expect(card.getByRole('list', { name: T.choices })).toContainText(extra.LABEL);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'office-phone-in');
    const saved = nextAnswer<ServiceElements<'mta_officeSaveList'>>(page, 'mta_officeSaveList');
    await card.getByRole('button', { name: T.saveList }).click();
    const { list } = await saved;
    expect(list.enteredBy?.text).toBe(BY_PHONE);
    expect(list.items.at(-1)?.itemId).toBe(extra.ITEM_ID);
    await expect(card).toContainText(`Version ${list.version}, entered ${BY_PHONE}.`);

    // A skip: the next operator up in Flatbush is marked absent before their turn.
    const next = monitor.rounds.find((r) => r.KIND === 'WORK')?.NEXT;
    if (!next) throw new Error('nobody next in Flatbush');
    const absentee = await find(page, next.PASS_ID);
    const theirs = absentee.rounds.find((r) => r.KIND === 'WORK');
    expect(theirs?.CAN_ENTER).toBe(true);
    const reason = 'On leave until after the round';
    const absentCard = shownPage(page).getByRole('region', { name: T.kinds.WORK });
    await absentCard.getByLabel(T.absentReason).fill(reason);
    const marked = nextAnswer<ServiceElements<'mta_officeMarkAbsent'>>(page, 'mta_officeMarkAbsent');
    await absentCard.getByRole('button', { name: T.markAbsent }).click();
    expect((await marked).list.enteredBy?.note).toBe(reason);
    await expect(absentCard).toContainText(T.noList);
    await expect(absentCard).toContainText(`entered by the pick office, clerk 900001 (${reason})`);
    await screenshot(page, testInfo, 'office-marked-absent');

    // The operator, on her phone: her Pick Preferences say who entered her list.
    const her = await anotherPhone(browser, baseURL);
    await signIn(her, '100001');
    await chooseMenuItem(her, 'Pick Preferences');
    await expect(her).toHaveURL(new RegExp(PATHS.pickPreferencesOverview));
    await expect(shownPage(her).getByText(listEnteredByText(list.version, 'PHONE', BY_PHONE, null))).toBeVisible();
    await expectAccessible(her);
    await screenshot(her, testInfo, 'preferences-entered-by-office');
    await her.context().close();
  },
);
