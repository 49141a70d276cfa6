import { type ToastOptions, useIonToast } from '@ionic/react';
import { useCallback } from 'react';

/** How long a notice stays: a short sentence is read in three seconds, a long one in five. */
export const NOTICE_MS = 3_000;
export const LONG_NOTICE_MS = 5_000;
const LONG_NOTICE_CHARS = 60;

export const noticeDuration = (message: string): number =>
  message.length > LONG_NOTICE_CHARS ? LONG_NOTICE_MS : NOTICE_MS;

/** The footer of the screen now shown (the wizard's Back and Next, a form's Submit), if it has one. */
export function shownFooter(doc: Document = document): HTMLElement | undefined {
  return [...doc.querySelectorAll<HTMLElement>('ion-footer')]
    .filter((footer) => footer.closest('.ion-page-hidden') === null)
    .at(-1);
}

/** The class of a toast with no button: taps go through it to what is under it. */
export const TAPS_THROUGH_CLASS = 'toast-taps-through';

/**
 * Where a toast goes and what it lets through. At the bottom, a toast sat over the footer's
 * buttons and took their taps until it went (Next, just after a choice was saved): it now sits
 * just above the footer of the screen shown when it comes, and one with no button of its own lets
 * taps through, as an Android toast does, so whatever it covers for its few seconds can still be
 * used. The options docs/product.md#hardware-back-button fixes (the back button's texts and times) are kept as given.
 */
export function placedToast(options: ToastOptions, doc: Document = document): ToastOptions {
  const tapsThrough = (options.buttons ?? []).length === 0;
  return {
    position: 'bottom',
    ...options,
    positionAnchor: shownFooter(doc),
    ...(tapsThrough ? { cssClass: TAPS_THROUGH_CLASS } : {}),
  };
}

export const noticeOptions = (message: string, doc: Document = document): ToastOptions =>
  placedToast({ message, duration: noticeDuration(message) }, doc);

/**
 * Shows a short notice (a request submitted, a list saved). A newer notice replaces one still
 * showing rather than stacking on it.
 */
export function useNotice(): (message: string) => void {
  const [present, dismiss] = useIonToast();
  return useCallback(
    (message: string) => void dismiss().then(() => present(noticeOptions(message))),
    [present, dismiss],
  );
}
