import { PICK_OFFICE_TEXTS } from '@crewline/protocol';
import { expectAccessible, screenshot } from './support/look';
import { menuItems } from './support/menu';
import { DESKTOP_ONLY } from './support/one-size';
import { openMenu, signInAsOffice } from './support/sign-in';
import { expect, test } from './support/test';

const T = PICK_OFFICE_TEXTS;

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
