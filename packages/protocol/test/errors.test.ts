import { describe, expect, it } from 'vitest';
import { ERROR_RULES, MESSAGES, RAW_ERRORS, SIGN_IN_TEXTS, userMessageFor, userMessageForHttp } from '../src/errors';

const fail = (error: string, extra: { PopupMessages?: string[]; StatusBarMessages?: string[] } = {}) => ({
  Error: error,
  PopupMessages: extra.PopupMessages ?? [],
  StatusBarMessages: extra.StatusBarMessages ?? [],
});

describe('every raw error maps to its catalogue text', () => {
  const cases: [string, string, boolean][] = [
    [RAW_ERRORS.dbCredentials, MESSAGES.invalidAdminPassword, false],
    [RAW_ERRORS.dbAccountLocked, MESSAGES.maintenance, false],
    [RAW_ERRORS.dbListenerDown, MESSAGES.maintenance, false],
    [RAW_ERRORS.dbUnavailable, MESSAGES.databaseUnavailable, false],
    [RAW_ERRORS.dbNotConnected, MESSAGES.databaseUnavailable, false],
    [RAW_ERRORS.dbStarting, MESSAGES.databaseUnavailable, false],
    [RAW_ERRORS.dbRestricted, MESSAGES.databaseRestricted, false],
    [RAW_ERRORS.connectionWait, MESSAGES.noConnection, false],
    [RAW_ERRORS.scheduledDowntime, MESSAGES.scheduledMaintenance, false],
    [RAW_ERRORS.serviceNotFound, MESSAGES.serviceNotFound, false],
    [RAW_ERRORS.sessionNotFound, MESSAGES.sessionInUse, false],
    [RAW_ERRORS.authRequired, MESSAGES.sessionExpired, true],
    [RAW_ERRORS.authInvalid, MESSAGES.sessionExpired, true],
    [RAW_ERRORS.nullService, MESSAGES.sessionExpired, true],
    [RAW_ERRORS.serviceTimeout, MESSAGES.timeoutService, false],
  ];
  it.each(cases)('%s', (raw, message, sessionExpired) => {
    // None of these is the service's refusal: asking again may go through.
    expect(userMessageFor(fail(raw))).toEqual({ message, sessionExpired, refused: false });
  });

  it("only the service's refusals, by its rules or its validation, are marked refused", () => {
    expect(userMessageFor(fail(RAW_ERRORS.nonEmptyOutput('No.')))?.refused).toBe(true);
    expect(userMessageFor(fail(RAW_ERRORS.popupOutput, { PopupMessages: ['Too far ahead'] }))?.refused).toBe(true);
    expect(userMessageFor(fail('', { StatusBarMessages: [RAW_ERRORS.formError('abc123')] }))?.refused).toBe(false);
    expect(userMessageFor(fail('Something odd happened'))?.refused).toBe(false);
  });

  it('a form error code in the status bar is a remote system error', () => {
    expect(userMessageFor(fail('', { StatusBarMessages: [RAW_ERRORS.formError('abc123')] }))?.message).toBe(
      MESSAGES.remoteSystemError,
    );
  });

  it('validation errors show the popup messages', () => {
    const m = fail(RAW_ERRORS.popupOutput, { PopupMessages: ['Date is in the past', 'Shift is missing'] });
    expect(userMessageFor(m)?.message).toBe('Date is in the past\nShift is missing');
    expect(userMessageFor(fail('Empty output value', { PopupMessages: ['Only one'] }))?.message).toBe('Only one');
  });

  it('with the flag, error, popup and status bar are joined with |', () => {
    const m = fail(RAW_ERRORS.popupOutput, { PopupMessages: ['A'], StatusBarMessages: ['S'] });
    expect(userMessageFor(m, { joinAll: true })?.message).toBe(`${RAW_ERRORS.popupOutput}|A|S`);
  });

  it('a non-empty output value shows the text after the phrase without quotes', () => {
    expect(userMessageFor(fail(RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.invalidCredentials)))?.message).toBe(
      SIGN_IN_TEXTS.invalidCredentials,
    );
    expect(userMessageFor(fail('Non-empty output value "Locked"'))?.message).toBe('Locked');
  });

  it('other errors show their own text, trailing semicolons stripped', () => {
    expect(userMessageFor(fail('Something odd happened;;'))?.message).toBe('Something odd happened');
    expect(userMessageFor(fail(`${RAW_ERRORS.dbUnavailable};`))?.message).toBe(MESSAGES.databaseUnavailable);
  });

  it('no error, no message', () => {
    expect(userMessageFor(fail(''))).toBeUndefined();
    expect(userMessageFor(fail('   '))).toBeUndefined();
  });

  it('every rule is reachable by some raw error', () => {
    const raws: string[] = [RAW_ERRORS.nonEmptyOutput('x')];
    for (const v of Object.values(RAW_ERRORS)) if (typeof v === 'string') raws.push(v);
    for (const rule of ERROR_RULES) {
      const hit =
        raws.some((raw) => rule.test(fail(raw))) ||
        rule.test(fail('', { StatusBarMessages: [RAW_ERRORS.formError('r')] }));
      expect(hit, rule.cause).toBe(true);
    }
  });
});

describe('HTTP-level failures', () => {
  it.each([
    [0, MESSAGES.noInternet, false],
    [401, MESSAGES.sessionExpired, true],
    [403, MESSAGES.sessionExpired, true],
    [503, MESSAGES.remoteUnavailable, false],
    [500, MESSAGES.remoteSystemError, false],
  ])('status %i', (status, message, sessionExpired) => {
    expect(userMessageForHttp({ kind: 'status', status })).toEqual({ message, sessionExpired });
  });

  it('timeouts', () => {
    expect(userMessageForHttp({ kind: 'timeout', phase: 'request' }).message).toBe(MESSAGES.timeoutRequest);
    expect(userMessageForHttp({ kind: 'timeout', phase: 'response' }).message).toBe(MESSAGES.timeoutResponse);
  });
});

describe('the catalogue texts are those of docs/product.md#error-messages, letter for letter', () => {
  it('start-up and login', () => {
    expect(MESSAGES.platformDev).toBe("Platform is Ionic-Dev - environments won't be fetched");
    expect(MESSAGES.envFetchStatus0).toBe(
      'Please check your internet connection, try again later or update the app (status: 0).',
    );
    expect(MESSAGES.envFetchStatus(502)).toBe('Please try again later or update the app (status: 502).');
    expect(MESSAGES.noSuchEnvironment('production')).toBe('No such environment: production');
    expect(MESSAGES.outOfDate).toBe('Your app is out of date, you must update to newer version to continue.');
  });
});
