import { setupIonicReact } from '@ionic/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './ui/theme.css';
import './ui/screens.css';

import App from './app/App';
import { platform } from './platform';

setupIonicReact({ mode: 'ios', backButtonText: '' });

// The shell's own set-up (native status bar and safe area, the served build's service worker).
void platform().prepare();

// Start-up runs beside the first render; its chunk (with the schemas) does not delay the first paint.
void import('./app/environment-startup').then(({ bootEnvironment }) =>
  bootEnvironment(platform(), (input, init) => fetch(input, init)),
);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
