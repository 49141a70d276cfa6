import { STORAGE_WELCOME_MESSAGE, WELCOME_MESSAGE_DEFAULT_COLOR, type WelcomeMessage } from '@crewline/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anEnvironment, anEnvironmentList } from '../../../test/factories';
import { createDesktopPlatform } from '../../platform/desktop.platform';
import type { EnvironmentState } from '../../session/environment.store';
import { drawWelcomeInBootPicture } from './welcome-in-boot-picture';

const desktop = createDesktopPlatform(window, { registerServiceWorker: async () => {} });
const ready = (welcomeMessage_desktop: WelcomeMessage) =>
  ({
    status: 'ready',
    environment: anEnvironment(),
    list: anEnvironmentList({ welcomeMessage_desktop }),
    version: '2.5.1-Desktop',
  }) satisfies EnvironmentState;
const card = () => document.querySelector('#boot .welcome-message');

beforeEach(() => {
  document.body.innerHTML =
    '<div id="boot"><div class="sign-in__panel"><div class="sign-in__brand"></div><div class="sign-in__form"></div></div></div>';
});
afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe("the welcome message on index.html's picture", () => {
  it('is drawn above the form, with its title, text, colour and dismiss cross', () => {
    drawWelcomeInBootPicture(ready({ title: 'Notice', message: 'Depots close early', dismissible: true }), desktop);
    expect(card()?.nextElementSibling?.className).toBe('sign-in__form');
    expect(card()?.querySelector('h2')?.textContent).toBe('Notice');
    expect(card()?.querySelector('p')?.textContent).toBe('Depots close early');
    expect((card() as HTMLElement).style.background).not.toBe('');
    expect(card()?.querySelector('.welcome-message__dismiss svg path')).not.toBeNull();
  });

  it('follows the same rule as the screen: no title, not dismissible, default colour', () => {
    drawWelcomeInBootPicture(ready({ title: ' ', message: 'Plain', dismissible: false }), desktop);
    expect(card()?.querySelector('h2')).toBeNull();
    expect(card()?.querySelector('.welcome-message__dismiss')).toBeNull();
    const probe = document.createElement('div');
    probe.style.background = WELCOME_MESSAGE_DEFAULT_COLOR;
    expect((card() as HTMLElement).style.background).toBe(probe.style.background);
  });

  it("is not drawn for a message stored as 'Don't show again', an empty one, or before start-up is ready", () => {
    localStorage.setItem(STORAGE_WELCOME_MESSAGE, 'Seen it');
    drawWelcomeInBootPicture(ready({ title: 'T', message: 'Seen it', dismissible: true }), desktop);
    drawWelcomeInBootPicture(ready({ title: 'T', message: '  ', dismissible: true }), desktop);
    drawWelcomeInBootPicture({ status: 'loading' }, desktop);
    expect(card()).toBeNull();
  });

  it('does nothing once the picture is gone', () => {
    document.body.innerHTML = '';
    drawWelcomeInBootPicture(ready({ title: 'T', message: 'Late', dismissible: true }), desktop);
    expect(document.body.innerHTML).toBe('');
  });
});
