/** The overlays that hide the page from screen readers while shown (a toast does not). */
const ROOT_LOCKING = 'ion-alert, ion-action-sheet, ion-loading, ion-modal, ion-picker, ion-popover';

/**
 * Gives the page back to screen readers once no overlay is shown. Ionic hides the page
 * (aria-hidden on the router outlet) while an overlay is up and restores it when the last one
 * leaves, but a popup shown while the loading indicator was still leaving left it hidden after
 * OK (Ionic issue 29396): the screen stayed visible yet unreadable to VoiceOver and TalkBack.
 */
export function showPageWhenNoOverlay(doc: Document = document): void {
  const shown = [...doc.querySelectorAll(ROOT_LOCKING)].some((el) => !el.classList.contains('overlay-hidden'));
  if (!shown) doc.querySelector('ion-router-outlet')?.removeAttribute('aria-hidden');
}
