import { markFirstScreenShown } from '../lib/first-screen';

/** Removes index.html's picture of the sign-in screen (#boot) once the app draws its own screen. */
export function removeBootSplash(): void {
  document.getElementById('boot')?.remove();
  markFirstScreenShown();
}
