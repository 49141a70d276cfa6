import { BACK_BUTTON_TEXTS, BACK_EXIT_WINDOW_MS, TOAST_BACK_MS } from '@crewline/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../lib/paths';
import { createBackButtonRules } from './back-button.rules';
import { ROUTES } from './routes';
import { BACK_BUTTON_PATHS } from './use-hardware-back-button';

const rules = () => createBackButtonRules(BACK_BUTTON_PATHS);

beforeEach(() => vi.useFakeTimers({ now: new Date('2025-03-01T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('hardware back button: sign-in', () => {
  it.each([PATHS.login, PATHS.root])('on %s a first press hints for 2 s and a second within 2 s exits', (path) => {
    const r = rules();
    expect(r.press(path)).toEqual({ kind: 'toast', message: 'Tap Back button again to exit', durationMs: 2000 });
    vi.advanceTimersByTime(BACK_EXIT_WINDOW_MS - 1);
    expect(r.press(path)).toEqual({ kind: 'exit' });
    expect(TOAST_BACK_MS).toBe(2000);
    expect(BACK_EXIT_WINDOW_MS).toBe(2000);
  });

  it('after the 2 s window a press only hints again', () => {
    const r = rules();
    r.press(PATHS.login);
    vi.advanceTimersByTime(BACK_EXIT_WINDOW_MS);
    expect(r.press(PATHS.login)).toMatchObject({ kind: 'toast', message: BACK_BUTTON_TEXTS.tapAgainToExit });
    vi.advanceTimersByTime(500);
    expect(r.press(PATHS.login)).toEqual({ kind: 'exit' });
  });

  it('a press elsewhere in between disarms the exit', () => {
    const r = rules();
    r.press(PATHS.login);
    r.press(PATHS.support);
    expect(r.press(PATHS.login)).toMatchObject({ kind: 'toast' });
  });
});

describe('hardware back button: other pages', () => {
  it('on the add-preference wizard hints to use its own buttons', () => {
    expect(rules().press(PATHS.pickPreferencesAdd)).toEqual({
      kind: 'toast',
      message: 'Please use the back/next buttons in wizard mode',
      durationMs: 2000,
    });
  });

  it('on a top-level menu page asks to log out: Logout / Are you sure? / No / Yes', () => {
    const expected = { kind: 'confirm-logout', header: 'Logout', message: 'Are you sure?', no: 'No', yes: 'Yes' };
    expect(rules().press(PATHS.home)).toEqual(expected);
    expect(rules().press(`${PATHS.about}/`)).toEqual(expected);
    for (const route of ROUTES.filter((r) => r.menu)) expect(rules().press(route.path)).toEqual(expected);
  });

  it('anywhere else goes back one page', () => {
    expect(rules().press(PATHS.support)).toEqual({ kind: 'back' });
    expect(rules().press(PATHS.pickBoardDob.search)).toEqual({ kind: 'back' });
    expect(rules().press(PATHS.myTime.addDayOffPopup)).toEqual({ kind: 'back' });
  });
});
