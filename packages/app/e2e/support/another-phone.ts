import type { Browser, Page } from '@playwright/test';
import { AGENCY_ZONE, PHONE } from '../../playwright.config';
import { onJourneyClock } from './test';

/** The same employee's other device: a phone with a session of its own, beside the journey's page. */
export async function anotherPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await browser.newPage({ ...PHONE, timezoneId: AGENCY_ZONE, baseURL });
  await onJourneyClock(page.context());
  return page;
}
