import { PICK_OFFICE_TEXTS, type PublicMonitorSetting, type ServiceElements } from '@crewline/protocol';
import { nextAnswer } from './support/answers';
import { expectAccessible, screenshot } from './support/look';
import { menuItems } from './support/menu';
import { DESKTOP_ONLY } from './support/one-size';
import { openMenu, signInAsOffice } from './support/sign-in';
import { expect, type Page, test } from './support/test';

const T = PICK_OFFICE_TEXTS;
type Group = ServiceElements<'mta_officeGroups'>['groups'][number];

test(
  'the FB clerk signs in with the second factor and lands on the live monitor of Flatbush',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    await signInAsOffice(page, '900001');
    await expect(page.getByRole('heading', { name: T.monitor, level: 1 })).toBeVisible();
    const work = page.getByRole('region', { name: T.kinds.WORK });
    await expect(work).toContainText(T.upNow);
    await expect(work).toContainText(T.toComeWithList);
    await expect(work.getByRole('img')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'office-monitor');
    // The office's own menu: no employee screen.
    await openMenu(page);
    await expect(menuItems(page)).toHaveText(['Live Monitor', 'Pick Calendar', 'Phone-in Lists', 'Results', 'Logout']);
  },
);

test(
  'the public bid monitor of Flatbush reads without sign-in, in large type',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    await page.goto('/monitor/FB');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bid monitor');
    await expect(page.getByRole('heading', { name: T.upNow })).toBeVisible();
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(1);
    await screenshot(page, testInfo, 'public-monitor');
    const off = await page.request.get('/monitor/JG');
    expect(off.status()).toBe(404);
  },
);

/** The live monitor's group chooser (an Ionic popover select): the group of this depot. */
async function chooseGroup(page: Page, group: Group): Promise<void> {
  await page.locator('ion-select').click();
  await page.locator('ion-popover').getByText(`${group.GROUP_NAME} (${group.DEPOT_CODE})`, { exact: false }).click();
  await expect(page.getByRole('heading', { name: T.publicMonitorOf(group.DEPOT_CODE) })).toBeVisible();
}

/** Sets the chosen depot's public monitor; answers what the server says it is now. */
async function setPublicMonitor(page: Page, group: Group, setting: PublicMonitorSetting) {
  const answer = nextAnswer<ServiceElements<'mta_officePublicMonitor'>>(page, 'mta_officePublicMonitor');
  await page.getByLabel(T.publicMonitors).selectOption(setting);
  const set = await answer;
  expect(set).toMatchObject({ DEPOT_CODE: group.DEPOT_CODE, PUBLIC_MONITOR: setting });
  await expect(page.getByText(T.publicMonitorSet(group.DEPOT_CODE, set.URL))).toBeVisible();
  return set;
}

test(
  "the supervisor turns a depot's public monitor on and off, and shows seniority numbers only, from the live monitor",
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    const listed = nextAnswer<ServiceElements<'mta_officeGroups'>>(page, 'mta_officeGroups');
    await signInAsOffice(page, '900002');
    const { groups } = await listed;
    const byDepot = (code: string) => {
      const g = groups.find((x) => x.DEPOT_CODE === code);
      if (!g) throw new Error(`no group at ${code}`);
      return g;
    };
    const [fb, jg] = [byDepot('FB'), byDepot('JG')];
    expect([fb.PUBLIC_MONITOR, jg.PUBLIC_MONITOR]).toEqual(['NAME', 'OFF']);

    // Jamaica's board, off in the demo: on, then off again.
    await chooseGroup(page, jg);
    await expect(page.getByLabel(T.publicMonitors)).toHaveValue('OFF');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'office-public-monitor-switch');
    const on = await setPublicMonitor(page, jg, 'NAME');
    expect(new URL(on.URL).pathname).toBe('/monitor/JG');
    expect((await page.request.get('/monitor/JG')).status()).toBe(200);
    await setPublicMonitor(page, jg, 'OFF');
    expect((await page.request.get('/monitor/JG')).status()).toBe(404);

    // Flatbush's board by seniority number only: no name on it, then names again.
    await chooseGroup(page, fb);
    await expect(page.getByLabel(T.publicMonitors)).toHaveValue('NAME');
    await setPublicMonitor(page, fb, 'SENIORITY');
    const board = await (await page.request.get('/monitor/FB')).text();
    const shown = [...board.matchAll(/<p class="now">([^<]*)<\/p>|<li><span>([^<]*)<\/span>/g)].map(
      (m) => m[1] ?? m[2],
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const who of shown) expect(who).toMatch(/^(#\d+|Nobody.*)$/);
    await setPublicMonitor(page, fb, 'NAME');
    expect(await (await page.request.get('/monitor/FB')).text()).toMatch(/<li><span>#\d+ [A-Z]\. /);
  },
);
