import { describe, expect, it } from 'vitest';
import {
  LONG_NOTICE_MS,
  NOTICE_MS,
  noticeDuration,
  noticeOptions,
  placedToast,
  shownFooter,
  TAPS_THROUGH_CLASS,
} from './notice';

function screens(html: string): Document {
  document.body.innerHTML = `<ion-app><ion-router-outlet>${html}</ion-router-outlet></ion-app>`;
  return document;
}
const LEFT =
  '<div class="ion-page ion-page-hidden"><ion-content></ion-content><ion-footer id="left"></ion-footer></div>';
const SHOWN = '<div class="ion-page"><ion-content></ion-content><ion-footer id="shown"></ion-footer></div>';

describe('a notice', () => {
  it('sits above the footer of the screen shown, not of a screen left behind, and lets taps through', () => {
    const doc = screens(`${SHOWN}${LEFT}`);
    expect(shownFooter(doc)?.id).toBe('shown');
    expect(noticeOptions('Your list is saved.', doc)).toEqual({
      message: 'Your list is saved.',
      duration: NOTICE_MS,
      position: 'bottom',
      positionAnchor: doc.getElementById('shown'),
      cssClass: TAPS_THROUGH_CLASS,
    });
  });

  it('sits at the bottom of a screen without a footer', () => {
    const doc = screens(`${LEFT}<div class="ion-page"><ion-content></ion-content></div>`);
    expect(shownFooter(doc)).toBeUndefined();
    expect(noticeOptions('Link copied', doc).positionAnchor).toBeUndefined();
  });

  it('stays longer when its sentence is long', () => {
    expect(noticeDuration('Link copied')).toBe(NOTICE_MS);
    expect(
      noticeDuration('The schedule report could not be opened: this device has no app that shows PDF files.'),
    ).toBe(LONG_NOTICE_MS);
  });
});

describe('a toast whose texts and times docs/product.md#hardware-back-button fixes', () => {
  it('keeps them; only its place changes', () => {
    const doc = screens(SHOWN);
    expect(placedToast({ message: 'Tap Back button again to exit', duration: 2_000 }, doc)).toEqual({
      message: 'Tap Back button again to exit',
      duration: 2_000,
      position: 'bottom',
      positionAnchor: doc.getElementById('shown'),
      cssClass: TAPS_THROUGH_CLASS,
    });
  });

  it('keeps its taps when it has a button of its own', () => {
    const doc = screens(SHOWN);
    const options = placedToast({ message: 'Notification dismissed', buttons: [{ text: "Don't show again" }] }, doc);
    expect(options.cssClass).toBeUndefined();
    expect(options.positionAnchor).toBe(doc.getElementById('shown'));
  });
});
