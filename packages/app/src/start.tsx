/** The app itself: loaded by main.tsx once index.html's first picture is on screen. */
import { setupIonicReact } from '@ionic/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import App from './app/App';
import { isSignInPath, preloadScreen } from './app/routes';
import { watchUserActivity } from './lib/user-activity';
import { removeBootSplash } from './ui/boot-splash';

// Someone who asked their device for less motion gets screens and popups without sliding or fading.
const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
setupIonicReact({ mode: 'ios', backButtonText: '', animated: !reduceMotion });
// Calls made while nobody uses the app keep no session alive (a screen left open still idles out).
watchUserActivity();

function render(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // A transition: React renders the first screen in slices, leaving the main thread free between them.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

const path = window.location.pathname;
if (isSignInPath(path)) {
  // main.tsx fetched the sign-in chunk beside this one; once it is in, the screen renders at
  // once instead of suspending (see lazy-screen.ts).
  void preloadScreen(path).then(render);
} else {
  // index.html paints a picture of the sign-in screen; elsewhere it has no place.
  removeBootSplash();
  render();
}
