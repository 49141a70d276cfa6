import type { EnvironmentList } from '@crewline/protocol';
import type { Page, Response } from '@playwright/test';

const ENVIRONMENTS = '**/mta_getEnvironments?*';

/**
 * Rewrites the real gateway's environment list before the app reads it, so one test can
 * drive what the server would send (welcome messages, latest versions, support addresses).
 */
export async function editEnvironments(page: Page, edit: (list: EnvironmentList) => void): Promise<void> {
  await page.route(ENVIRONMENTS, async (route) => {
    try {
      const response = await route.fetch();
      const list = (await response.json()) as EnvironmentList;
      edit(list);
      await route.fulfill({ response, json: list });
    } catch (err) {
      // The test may end (and close the page) while a late start-up call is still in flight.
      if (!page.isClosed()) throw err;
    }
  });
}

/** Resolves when the app has its environment list (call before navigating). */
export function environmentsServed(page: Page): Promise<Response> {
  return page.waitForResponse(ENVIRONMENTS);
}

/** Makes the app's environment lookup say `version`, so the real server judges an older build. */
export async function pretendAppVersion(page: Page, version: string): Promise<void> {
  await page.route(ENVIRONMENTS, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('version', version);
    return route.continue({ url: url.toString() });
  });
}
