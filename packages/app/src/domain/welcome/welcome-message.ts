import { isKnownVersion, versionNumber, WELCOME_MESSAGE_DEFAULT_COLOR, type WelcomeMessage } from '@crewline/protocol';

export interface ShownWelcomeMessage {
  title: string;
  message: string;
  dismissible: boolean;
  color: string;
}

export interface WelcomeContext {
  /** The running app's version ('2.5.1-Desktop' counts as 2.5.1). */
  appVersion: string;
  /** The text stored by "Don't show again", if any. */
  neverShowText: string | undefined;
}

/** docs/product.md#welcome-message: the message to show, or undefined when it must stay hidden. */
export function shownWelcomeMessage(
  welcome: WelcomeMessage | undefined,
  ctx: WelcomeContext,
): ShownWelcomeMessage | undefined {
  if (!welcome || welcome.message.trim() === '') return undefined;
  const app = versionNumber(ctx.appVersion);
  if (isKnownVersion(welcome.fromVersion) && app < versionNumber(welcome.fromVersion)) return undefined;
  if (isKnownVersion(welcome.toVersion) && app > versionNumber(welcome.toVersion)) return undefined;
  if (welcome.dismissible && ctx.neverShowText === welcome.message) return undefined;
  return {
    title: welcome.title.trim(),
    message: welcome.message,
    dismissible: welcome.dismissible,
    color: welcome.color?.trim() ? welcome.color.trim() : WELCOME_MESSAGE_DEFAULT_COLOR,
  };
}

/** The dismiss button's cross (24 × 24), drawn by the card and by index.html's picture. */
export const DISMISS_ICON_PATH = 'M6 6l12 12M18 6 6 18';
