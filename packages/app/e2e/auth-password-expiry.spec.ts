import { datedAnd } from './support/dated';
import { PHONE_ONLY } from './support/one-size';
import { openMenu, signIn } from './support/sign-in';
import { expect, test } from './support/test';

test(
  '100001: the note is highlighted, 10 days ahead, and home asks for a change',
  datedAnd(PHONE_ONLY),
  async ({ page }) => {
    await signIn(page, '100001');
    await expect(
      page.getByText(/Password expires in 10 days \(on \d{2}\/\d{2}\)\. Change it before then to keep signing in\./),
    ).toBeVisible();
    await openMenu(page);
    const note = page.locator('ion-menu .expiry-note');
    await expect(note).toHaveText(/^Password expires in 10 days \(on \d{2}\/\d{2}\)$/);
    await expect(note).toHaveAttribute('data-highlighted', 'true');
  },
);

test("100003: 'Password expires today', and home asks for a change today", datedAnd(PHONE_ONLY), async ({ page }) => {
  await signIn(page, '100003');
  // Home asks for it today, not 'before then'.
  await expect(
    page.getByText(/Password expires today \(on \d{2}\/\d{2}\)\. Change it today to keep signing in\./),
  ).toBeVisible();
  await openMenu(page);
  const note = page.locator('ion-menu .expiry-note');
  await expect(note).toHaveText(/^Password expires today \(on \d{2}\/\d{2}\)$/);
  await expect(note).toHaveAttribute('data-highlighted', 'true');
});
