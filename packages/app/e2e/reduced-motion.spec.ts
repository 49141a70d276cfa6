import { PHONE_ONLY } from './support/one-size';
import { openMenu, signIn } from './support/sign-in';
import { expect, type Page, test } from './support/test';

/**
 * The most animations (spinners aside) running at once while the menu opens, the menu's own
 * included: they run inside its shadow root, which the document's list does not hold. Counting
 * starts once the screen has settled, so a page transition still running is not taken for the
 * menu's.
 */
async function animationsWhileOpeningMenu(page: Page): Promise<number> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
  await page.evaluate(() => {
    const w = window as unknown as { mostAnimations: number };
    w.mostAnimations = 0;
    const until = performance.now() + 4_000;
    const count = () => {
      const menu = document.querySelector('ion-menu');
      const running = [...document.getAnimations(), ...(menu?.shadowRoot?.getAnimations() ?? [])].filter(
        (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
      ).length;
      w.mostAnimations = Math.max(w.mostAnimations, running);
      if (performance.now() < until) requestAnimationFrame(count);
    };
    count();
  });
  await openMenu(page);
  await page.waitForTimeout(4_100);
  return page.evaluate(() => (window as unknown as { mostAnimations: number }).mostAnimations);
}

test('by default the menu slides in', PHONE_ONLY, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await signIn(page, '100001');
  expect(await animationsWhileOpeningMenu(page)).toBeGreaterThan(0);
});

test(
  'with less motion asked of the device, the menu and screens appear without moving',
  PHONE_ONLY,
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, '100001');
    expect(await animationsWhileOpeningMenu(page)).toBe(0);
    await expect(page.locator('ion-menu')).toContainText('Welcome');
  },
);
