import type { ScheduledAssignmentsElements } from '@crewline/protocol';
import { expect, type Page } from '@playwright/test';

/** The scheduled-assignments viewer as the e2e journeys read it. */

/**
 * The next answer for the range the viewer's address names, as the server sent it. Home asks
 * for a range of its own at sign-in; an answer for another range is not the viewer's.
 */
export function viewerAnswer(page: Page): Promise<ScheduledAssignmentsElements> {
  return page
    .waitForResponse((r) => {
      if (!r.url().endsWith('/mta_scheduledAssignments')) return false;
      const asked = r.request().postDataJSON() as { from: string; to: string };
      const shown = new URL(page.url()).searchParams;
      return asked.from === shown.get('from') && asked.to === shown.get('to');
    })
    .then(
      async (r) => ((await r.json()) as { Response: { Elements: ScheduledAssignmentsElements } }).Response.Elements,
    );
}

/** The answer the viewer shows, as the server sent it. */
export async function openQuickChoice(page: Page, label: string): Promise<ScheduledAssignmentsElements> {
  const answered = viewerAnswer(page);
  await page.locator('ion-item', { hasText: label }).click();
  await expect(page).toHaveURL(/\/home\/scheduled-assignments\/viewer\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  return answered;
}

export const viewer = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden) .sa-days');
export const card = (page: Page, date: string) => viewer(page).locator(`article[data-date="${date}"]`);
