import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { e2eNow, runsAsOf } from './clock';

export type { APIRequestContext, Browser, Frame, Locator, Page, Request, Response, TestInfo } from '@playwright/test';
export { expect } from '@playwright/test';

/** A context's pages read the journeys' clock (playwright.config.ts, E2E_AS_OF); with none, the real one. */
export async function onJourneyClock(context: BrowserContext): Promise<void> {
  if (runsAsOf) await context.clock.install({ time: e2eNow() });
}

/**
 * Playwright's `test`, with every page on the journeys' clock. Journeys import it from here, never
 * from '@playwright/test' (an import rule): a page left on the real clock under E2E_AS_OF would
 * count days the server does not.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await onJourneyClock(context);
    await use(context);
  },
});

/** A clock the journey moves on by hand (`page.clock.fastForward`), at the journeys' time. */
export async function handMovedClock(page: Page): Promise<void> {
  if (!runsAsOf) await page.clock.install();
}
