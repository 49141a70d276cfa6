import type { Page } from '@playwright/test';

/** The Ionic page on show (pages left behind stay in the DOM, hidden). */
export const shownPage = (page: Page) => page.locator('ion-router-outlet > .ion-page:not(.ion-page-hidden)');

/** The Elements of the next successful answer of `service` (of the call with these fields, when given). */
export function nextAnswer<E>(page: Page, service: string, payload?: Record<string, unknown>): Promise<E> {
  return page
    .waitForResponse((r) => {
      if (!r.url().endsWith(`/${service}`) || !r.ok()) return false;
      if (!payload) return true;
      const body = r.request().postDataJSON() as Record<string, unknown>;
      return Object.entries(payload).every(([k, v]) => body[k] === v);
    })
    .then(async (r) => (await r.json()).Response.Elements as E);
}
