import { afterEach, describe, expect, it } from 'vitest';
import { keepPageShownWhenNoOverlay, showPageWhenNoOverlay } from './overlay-root';

/**
 * A document of its own: in the test environment shared with other files, Ionic's elements may
 * be defined already, and a real ion-alert or router outlet would keep its own bookkeeping.
 */
const doc = document.implementation.createHTMLDocument('');

function page(overlays: string) {
  doc.body.innerHTML = `<ion-app><ion-router-outlet aria-hidden="true"></ion-router-outlet>${overlays}</ion-app>`;
  return doc.querySelector('ion-router-outlet') as Element;
}
const frame = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the page after an overlay', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('is given back to screen readers once every overlay has left', () => {
    const outlet = page(
      '<ion-alert class="overlay-hidden"></ion-alert><ion-loading class="overlay-hidden"></ion-loading>',
    );
    showPageWhenNoOverlay(doc);
    expect(outlet.hasAttribute('aria-hidden')).toBe(false);
  });

  it('stays hidden while another overlay or the side menu is shown; a toast does not count', () => {
    const outlet = page('<ion-alert class="overlay-hidden"></ion-alert><ion-modal></ion-modal>');
    showPageWhenNoOverlay(doc);
    expect(outlet.getAttribute('aria-hidden')).toBe('true');
    const menu = page('<ion-menu class="show-menu"></ion-menu>');
    showPageWhenNoOverlay(doc);
    expect(menu.getAttribute('aria-hidden')).toBe('true');
    const withToast = page('<ion-alert class="overlay-hidden"></ion-alert><ion-toast></ion-toast>');
    showPageWhenNoOverlay(doc);
    expect(withToast.hasAttribute('aria-hidden')).toBe(false);
  });

  it('watches: a page left hidden after the last overlay goes is given back, one hidden under an overlay is not', async () => {
    const outlet = page('<ion-alert></ion-alert>');
    stop = keepPageShownWhenNoOverlay(doc);
    outlet.setAttribute('aria-hidden', 'true');
    await frame();
    expect(outlet.getAttribute('aria-hidden')).toBe('true');
    doc.querySelector('ion-alert')?.classList.add('overlay-hidden');
    await frame();
    expect(outlet.hasAttribute('aria-hidden')).toBe(false);
    // Hidden again by a late bookkeeping step with nothing shown: put right again.
    outlet.setAttribute('aria-hidden', 'true');
    await frame();
    expect(outlet.hasAttribute('aria-hidden')).toBe(false);
  });
});
