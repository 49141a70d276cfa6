import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page, type TestInfo } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe-core into a frame once per document. Loading it (580 kB through the DevTools
 * protocol) takes about a second and a check itself under 100 ms; @axe-core/playwright loads it
 * again for every check, into a fresh blank page as well, which cost minutes over the journeys.
 */
async function loadAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(AXE_SOURCE);
  // The page asks each frame of its own origin (the second-factor frame) for its results.
  await frame.evaluate(() =>
    (window as unknown as { axe: typeof import('axe-core') }).axe.configure({ allowedOrigins: ['<same_origin>'] }),
  );
}

/**
 * True once nothing on screen is moving in, run in the page: no iOS title change under way, no
 * fade (endless spinners aside; half-faded text has half its contrast), and every radio group
 * ready for the keyboard. Ionic gives each radio tabindex -1 until its group has loaded and
 * chosen the one to tab to: a screen judged in between has, to axe, a scrolling region with
 * nothing in it to focus (a failure seen once, as of 2027-06-15, on Holidays Accrue/Pay).
 */
function still(): boolean {
  return (
    document.querySelector('.header-transitioning') === null &&
    [...document.querySelectorAll('ion-radio-group')].every(
      (group) =>
        group.querySelector('ion-radio:not([aria-disabled="true"])') === null ||
        group.querySelector('ion-radio[tabindex="0"]'),
    ) &&
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
  );
}

async function settled(page: Page): Promise<void> {
  // A loading indicator on its way out is half transparent: judge the screen once it is gone.
  await expect(page.locator('ion-loading:not(.overlay-hidden)')).toHaveCount(0);
  await page.waitForFunction(still);
}

/** No serious or critical accessibility violations on what is on screen now, frames included. */
export async function expectAccessible(page: Page): Promise<void> {
  for (const frame of page.frames()) await loadAxe(frame);
  let results: AxeResults | undefined;
  // A page change can begin just after the screen looked settled (its first frame comes a moment
  // after the new content is in the page): a check that overlapped one is taken again.
  for (let attempt = 0; attempt < 3 && (results === undefined || !(await page.evaluate(still))); attempt++) {
    await settled(page);
    results = await page.evaluate(() => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document));
  }
  const bad = (results?.violations ?? []).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * A screenshot kept with the test's results, to look at. E2E_SCREENSHOTS=0 leaves them out
 * (.ci/run: nobody looks at a CI machine's, and they cost about a minute of the journeys).
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  await page.waitForTimeout(400); // let Ionic's transitions settle
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}
