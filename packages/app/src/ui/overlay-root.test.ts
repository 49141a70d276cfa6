import { describe, expect, it } from 'vitest';
import { showPageWhenNoOverlay } from './overlay-root';

function page(overlays: string) {
  document.body.innerHTML = `<ion-app><ion-router-outlet aria-hidden="true"></ion-router-outlet>${overlays}</ion-app>`;
  return document.querySelector('ion-router-outlet') as Element;
}

describe('the page after an overlay', () => {
  it('is given back to screen readers once every overlay has left', () => {
    const outlet = page(
      '<ion-alert class="overlay-hidden"></ion-alert><ion-loading class="overlay-hidden"></ion-loading>',
    );
    showPageWhenNoOverlay();
    expect(outlet.hasAttribute('aria-hidden')).toBe(false);
  });

  it('stays hidden while another overlay is shown; a toast does not count', () => {
    const outlet = page('<ion-alert class="overlay-hidden"></ion-alert><ion-modal></ion-modal>');
    showPageWhenNoOverlay();
    expect(outlet.getAttribute('aria-hidden')).toBe('true');
    const withToast = page('<ion-alert class="overlay-hidden"></ion-alert><ion-toast></ion-toast>');
    showPageWhenNoOverlay();
    expect(withToast.hasAttribute('aria-hidden')).toBe(false);
  });
});
