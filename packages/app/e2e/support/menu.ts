import { expect, type Locator, type Page } from '@playwright/test';
import { openMenu } from './sign-in';

/** The side menu's items (the Logout action last), as their labels. */
export function menuItems(page: Page): Locator {
  return page.locator('ion-menu ion-list[aria-label="Main menu"] ion-item');
}

/** Closes the open menu without choosing anything. */
export async function closeMenu(page: Page): Promise<void> {
  // Ionic ignores close() while the opening animation still runs: ask until it has closed.
  await expect
    .poll(() =>
      page.locator('ion-menu').evaluate(async (menu) => {
        await (menu as HTMLElement & { close(): Promise<boolean> }).close();
        return menu.classList.contains('show-menu');
      }),
    )
    .toBe(false);
}

/** Opens the menu and chooses one of its items. */
export async function chooseMenuItem(page: Page, title: string): Promise<void> {
  await openMenu(page);
  await menuItems(page).filter({ hasText: title }).click();
  await expect(page.locator('ion-menu')).not.toHaveClass(/show-menu/);
}
