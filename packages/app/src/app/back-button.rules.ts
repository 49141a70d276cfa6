import { BACK_BUTTON_TEXTS, BACK_EXIT_WINDOW_MS, TOAST_BACK_MS } from '@crewline/protocol';

/** What one press of the hardware back button does (docs/product.md#hardware-back-button). */
export type BackButtonAction =
  | { kind: 'toast'; message: string; durationMs: number }
  | { kind: 'exit' }
  | { kind: 'confirm-logout'; header: string; message: string; no: string; yes: string }
  | { kind: 'back' };

export interface BackButtonPaths {
  /** / and /login. */
  isSignIn(pathname: string): boolean;
  /** The add-preference wizard. */
  isWizard(pathname: string): boolean;
  /** A top-level menu page: a menu target, or home. */
  isTopLevelMenuPage(pathname: string): boolean;
}

export interface BackButtonRules {
  press(pathname: string): BackButtonAction;
}

/**
 * The four rules, in order: on sign-in a first press hints and a second within
 * BACK_EXIT_WINDOW_MS exits; the wizard hints; a top-level menu page asks to log out;
 * anywhere else goes back one page. Keeps only the time of the last exit hint.
 */
export function createBackButtonRules(paths: BackButtonPaths, now: () => number = Date.now): BackButtonRules {
  let exitHintAt: number | undefined;
  return {
    press(pathname) {
      const at = now();
      const armed = exitHintAt !== undefined && at - exitHintAt < BACK_EXIT_WINDOW_MS;
      exitHintAt = undefined;
      if (paths.isSignIn(pathname)) {
        if (armed) return { kind: 'exit' };
        exitHintAt = at;
        return { kind: 'toast', message: BACK_BUTTON_TEXTS.tapAgainToExit, durationMs: TOAST_BACK_MS };
      }
      if (paths.isWizard(pathname)) {
        return { kind: 'toast', message: BACK_BUTTON_TEXTS.wizardMode, durationMs: TOAST_BACK_MS };
      }
      if (paths.isTopLevelMenuPage(pathname)) {
        return {
          kind: 'confirm-logout',
          header: BACK_BUTTON_TEXTS.logoutHeader,
          message: BACK_BUTTON_TEXTS.logoutMessage,
          no: BACK_BUTTON_TEXTS.no,
          yes: BACK_BUTTON_TEXTS.yes,
        };
      }
      return { kind: 'back' };
    },
  };
}
