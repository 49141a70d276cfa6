import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** No serious or critical accessibility violations on what is on screen now. */
export async function expectAccessible(page: Page): Promise<void> {
  // A loading indicator on its way out is half transparent: judge the screen once it is gone.
  await expect(page.locator('ion-loading:not(.overlay-hidden)')).toHaveCount(0);
  // An alert or page still fading in has half its contrast: judge it once it has settled
  // (spinners and other endless animations aside).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** A screenshot kept with the test's results, to look at. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.waitForTimeout(400); // let Ionic's transitions settle
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}
