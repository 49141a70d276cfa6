import type { Browser, Page } from '@playwright/test';
import { AGENCY_ZONE, PHONE } from '../../playwright.config';

/** The same employee's other device: a phone with a session of its own, beside the journey's page. */
export function anotherPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  return browser.newPage({ ...PHONE, timezoneId: AGENCY_ZONE, baseURL });
}
