import { WELCOME_MESSAGE_DEFAULT_COLOR, type WelcomeMessage } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { shownWelcomeMessage } from './welcome-message';

const aMessage = (overrides: Partial<WelcomeMessage> = {}): WelcomeMessage => ({
  title: 'Notice',
  message: 'Passwords must be changed every 90 days.',
  dismissible: true,
  ...overrides,
});
const ctx = { appVersion: '2.5.1-Desktop', neverShowText: undefined };

describe('shownWelcomeMessage (docs/product.md#welcome-message)', () => {
  it('shows a message with text, in the default translucent yellow', () => {
    expect(shownWelcomeMessage(aMessage(), ctx)).toEqual({
      title: 'Notice',
      message: 'Passwords must be changed every 90 days.',
      dismissible: true,
      color: WELCOME_MESSAGE_DEFAULT_COLOR,
    });
    expect(shownWelcomeMessage(aMessage({ color: '#cdeffd' }), ctx)?.color).toBe('#cdeffd');
  });

  it('hides a message without text', () => {
    expect(shownWelcomeMessage(aMessage({ message: '' }), ctx)).toBeUndefined();
    expect(shownWelcomeMessage(aMessage({ message: '   ' }), ctx)).toBeUndefined();
    expect(shownWelcomeMessage(undefined, ctx)).toBeUndefined();
  });

  it.each([
    [{ fromVersion: '2.5.1' }, true],
    [{ fromVersion: '2.5.2' }, false],
    [{ fromVersion: '2.10.0' }, false],
    [{ toVersion: '2.5.1' }, true],
    [{ toVersion: '2.5.0' }, false],
    [{ fromVersion: '2.0.0', toVersion: '3.0.0' }, true],
    [{ fromVersion: '', toVersion: ' ' }, true],
  ])('version range %o for app 2.5.1 → shown %s', (range, shown) => {
    expect(shownWelcomeMessage(aMessage(range), ctx) !== undefined).toBe(shown);
  });

  it('hides a dismissible message whose text was stored by "Don\'t show again"', () => {
    const stored = { ...ctx, neverShowText: 'Passwords must be changed every 90 days.' };
    expect(shownWelcomeMessage(aMessage(), stored)).toBeUndefined();
    // A new text shows again; a message that cannot be dismissed always shows.
    expect(shownWelcomeMessage(aMessage({ message: 'New text' }), stored)).toBeDefined();
    expect(shownWelcomeMessage(aMessage({ dismissible: false }), stored)).toBeDefined();
  });
});
