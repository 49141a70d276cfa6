// The entry: the styles (render-blocking, so index.html's picture of the sign-in screen paints
// styled at once) and a small loader. The app (React, Ionic, the shell) loads after that first
// paint, so its download and start-up do not hold back the first picture.
import './api/zod-jitless';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './ui/theme.css';
import './ui/screens.css';
import { drawWelcomeInBootPicture } from './domain/welcome/welcome-in-boot-picture';
import { platform } from './platform';
import { environmentStore } from './session/environment.store';

const SIGN_IN_PATH = /^\/(login)?\/?$/;

/**
 * On a first visit to a sign-in path the app's code waits for the environments' answer, up
 * to this long: the welcome message then appears on index.html's picture of the screen
 * instead of sharing a slow line with the app's 200 kB of code (ADR 7).
 */
const APP_WAITS_FOR_ENVIRONMENT_MS = 1_000;

/** Resolves once the browser has painted the page as it is now (never on a hidden page, which does not paint). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  const shell = platform();
  // The shell's own set-up (native status bar and safe area, the served build's service worker).
  void shell.prepare();
  const environmentAnswered = import('./app/environment-startup')
    .then(({ bootEnvironment }) => bootEnvironment(shell, (input, init) => fetch(input, init)))
    .then(() => drawWelcomeInBootPicture(environmentStore.get(), shell))
    // The message is painted before the app's code arrives to compete for the main thread.
    .then(afterNextPaint);
  const onSignInPath = SIGN_IN_PATH.test(window.location.pathname);
  const loadApp = () => {
    void import('./start');
    // On a sign-in path, the screen's chunk is fetched with the app rather than after it.
    if (onSignInPath) void import('./features/auth/SignInScreen');
  };
  if (!onSignInPath || !shell.loadsCodeOverNetwork()) {
    loadApp();
    return;
  }
  const waited = new Promise((resolve) => setTimeout(resolve, APP_WAITS_FOR_ENVIRONMENT_MS));
  void Promise.race([environmentAnswered.catch(() => undefined), waited]).then(loadApp);
}

// After the first paint; the timer covers a page that does not paint (a background tab).
void afterNextPaint().then(start);
setTimeout(start, 100);
