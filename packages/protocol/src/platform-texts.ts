/**
 * The hardware back button's words (docs/product.md#hardware-back-button), letter for letter. The
 * app shows them; tests compare against them. Its timings are BACK_EXIT_WINDOW_MS and
 * TOAST_BACK_MS in constants.ts.
 */
export const BACK_BUTTON_TEXTS = {
  tapAgainToExit: 'Tap Back button again to exit',
  wizardMode: 'Please use the back/next buttons in wizard mode',
  logoutHeader: 'Logout',
  logoutMessage: 'Are you sure?',
  no: 'No',
  yes: 'Yes',
} as const;
