import { expect, type Page } from '@playwright/test';
import { withFreshCode } from './second-factor';

export const DEMO_PASSWORD = 'transit-demo';

/** Opens the app and waits for the sign-in form (environment start-up done). */
export async function openSignIn(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
}

export async function fillSignIn(page: Page, passId: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Pass ID').fill(passId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in with a demo sign-in that needs no second factor and waits for home. */
export async function signIn(page: Page, passId: string): Promise<void> {
  await openSignIn(page);
  await fillSignIn(page, passId);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Runs `enter` with a second-factor code of `passId` the server accepts now. */
export type CodeGiver = (enter: (code: string) => Promise<void>, passId: string) => Promise<void>;

/**
 * Signs in as a pick office person (900001 the clerk, 900002 the supervisor), whose sign-in
 * asks for the second factor, and waits for the office. The code is the journeys' server's,
 * unless `codes` gives one from another server's clock.
 */
export async function signInAsOffice(page: Page, passId: string, codes: CodeGiver = withFreshCode): Promise<void> {
  await openSignIn(page);
  await fillSignIn(page, passId);
  const frame = page.frameLocator('iframe[title="Two-step verification"]');
  await codes(async (code) => {
    await frame.getByLabel('Authentication code').fill(code);
    await frame.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/office$/);
  }, passId);
}

/** The popup with OK (docs/product.md#popup): its text, then closes it. */
export async function expectPopup(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

export async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' }).or(page.locator('ion-menu'))).toBeVisible();
}
