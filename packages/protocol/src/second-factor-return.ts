import { SECOND_FACTOR_PATH } from './paths';
import { type SecondFactorMessage, secondFactorMessageSchema } from './services/auth';

/**
 * How the second-factor page hands its result to the mobile app (docs/product.md#second-factor).
 *
 * The mobile in-app browser (@capacitor/inappbrowser, a web view of its own) has no
 * `window.opener` and does not pass `postMessage` on to the app. What the app does observe is
 * each page the browser finishes loading (its `browserPageNavigationCompleted` event, with the
 * URL). So, when the result page has neither a parent frame nor an opener, it replaces itself
 * with the return page of its own origin, carrying the message in the fragment (which never
 * travels to a server nor in a Referer):
 *
 *   https://agency.example/auth/second-factor/done#message=<encodeURIComponent(JSON)>
 *
 * The app accepts the message only from the second-factor page's own origin, then closes the
 * browser.
 */
export const SECOND_FACTOR_RETURN_PATH = `${SECOND_FACTOR_PATH}/done`;
const FRAGMENT_KEY = 'message';

/** The return URL for `message`, on the origin of the second-factor page. */
export function secondFactorReturnUrl(pageOrigin: string, message: SecondFactorMessage): string {
  const fragment = new URLSearchParams({ [FRAGMENT_KEY]: JSON.stringify(message) }).toString();
  return `${new URL(SECOND_FACTOR_RETURN_PATH, pageOrigin).href}#${fragment}`;
}

/**
 * The message carried by `url` when it is the return page of `pageOrigin`; undefined for any
 * other page (the code form, a wrong origin, a fragment that is not a valid message).
 */
export function readSecondFactorReturn(url: string | undefined, pageOrigin: string): SecondFactorMessage | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.origin !== pageOrigin || parsed.pathname !== SECOND_FACTOR_RETURN_PATH) return undefined;
  const raw = new URLSearchParams(parsed.hash.replace(/^#/, '')).get(FRAGMENT_KEY);
  if (raw === null) return undefined;
  try {
    const message = secondFactorMessageSchema.safeParse(JSON.parse(raw));
    return message.success ? message.data : undefined;
  } catch {
    return undefined;
  }
}
