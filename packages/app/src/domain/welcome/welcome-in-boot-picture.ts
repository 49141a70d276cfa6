import type { PlatformAdapter } from '../../platform';
import type { EnvironmentState } from '../../session/environment.store';
import { readNeverShow } from './welcome-dismissal';
import { DISMISS_ICON_PATH, shownWelcomeMessage } from './welcome-message';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Adds the welcome message to index.html's picture of the sign-in screen (#boot) as soon as
 * start-up has it, so a slow phone shows it before the app has loaded. The same rule picks it
 * (docs/product.md#welcome-message), and the sign-in screen draws the same message in the same place when it takes
 * the picture's place. Nothing happens once the picture is gone.
 */
export function drawWelcomeInBootPicture(state: EnvironmentState, platform: PlatformAdapter): void {
  const form = document.querySelector('#boot .sign-in__form');
  if (!form || state.status !== 'ready') return;
  const shown = shownWelcomeMessage(platform.welcomeMessage(state.list), {
    appVersion: state.version,
    neverShowText: readNeverShow(),
  });
  if (!shown) return;

  const card = document.createElement('div');
  card.className = 'welcome-message';
  card.style.background = shown.color;
  const text = card.appendChild(document.createElement('div'));
  text.className = 'welcome-message__text';
  if (shown.title) {
    const title = text.appendChild(document.createElement('h2'));
    title.className = 'welcome-message__title';
    title.textContent = shown.title;
  }
  text.appendChild(document.createElement('p')).textContent = shown.message;
  if (shown.dismissible) {
    const dismiss = card.appendChild(document.createElement('span'));
    dismiss.className = 'welcome-message__dismiss';
    const icon = dismiss.appendChild(document.createElementNS(SVG, 'svg'));
    icon.setAttribute('viewBox', '0 0 24 24');
    icon.setAttribute('width', '20');
    icon.setAttribute('height', '20');
    const cross = icon.appendChild(document.createElementNS(SVG, 'path'));
    cross.setAttribute('d', DISMISS_ICON_PATH);
    for (const [name, value] of Object.entries({
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
    }))
      cross.setAttribute(name, value);
  }
  form.before(card);
}
