// The entry: the styles (render-blocking, so index.html's picture of the sign-in screen paints
// styled at once) and a small loader. The app (React, Ionic, the shell) loads after that first
// paint, so its download and start-up do not hold back the first picture.
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './ui/theme.css';
import './ui/screens.css';
import { platform } from './platform';

const SIGN_IN_PATH = /^\/(login)?\/?$/;

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // The shell's own set-up (native status bar and safe area, the served build's service worker).
  void platform().prepare();
  // Start-up (the environments) runs beside the app's download, not after it.
  void import('./app/environment-startup').then(({ bootEnvironment }) =>
    bootEnvironment(platform(), (input, init) => fetch(input, init)),
  );
  void import('./start');
  // On a sign-in path, the screen's chunk is fetched with the app rather than after it.
  if (SIGN_IN_PATH.test(window.location.pathname)) void import('./features/sign-in/SignInScreen');
}

// After the next frame; the timer covers a page that does not paint (a background tab).
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 100);
