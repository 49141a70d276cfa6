/** What hides the page from screen readers while shown (a toast does not; an open side menu does). */
const ROOT_LOCKING = 'ion-alert, ion-action-sheet, ion-loading, ion-modal, ion-picker, ion-popover';

function overlayShown(doc: Document): boolean {
  if (doc.querySelector('ion-menu.show-menu')) return true;
  return [...doc.querySelectorAll(ROOT_LOCKING)].some((el) => !el.classList.contains('overlay-hidden'));
}

/** Gives the page back to screen readers when no overlay is shown. */
export function showPageWhenNoOverlay(doc: Document = document): void {
  if (overlayShown(doc)) return;
  for (const outlet of doc.querySelectorAll('ion-router-outlet[aria-hidden="true"]'))
    outlet.removeAttribute('aria-hidden');
}

/**
 * Keeps the page readable whenever no overlay is shown. Ionic hides the page (aria-hidden on the
 * router outlet) while an overlay is up and gives it back when the last one leaves, but when a
 * popup comes up while the loading indicator is still leaving the two overlays' bookkeeping
 * crosses and the page stays hidden after OK (Ionic issue 29396): the screen looks normal while
 * VoiceOver and TalkBack cannot read it. Watches the page's attributes and puts it right, once a
 * frame at most. Answers a stop.
 */
export function keepPageShownWhenNoOverlay(doc: Document = document): () => void {
  const view = doc.defaultView;
  let pending = false;
  const check = () => {
    pending = false;
    showPageWhenNoOverlay(doc);
  };
  const observer = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    if (view?.requestAnimationFrame) view.requestAnimationFrame(check);
    else setTimeout(check, 0);
  });
  observer.observe(doc.body, { subtree: true, attributes: true, attributeFilter: ['aria-hidden', 'class'] });
  return () => observer.disconnect();
}
