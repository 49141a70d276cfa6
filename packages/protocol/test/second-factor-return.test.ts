import { describe, expect, it } from 'vitest';
import { readSecondFactorReturn, SECOND_FACTOR_RETURN_PATH, secondFactorReturnUrl } from '../src/second-factor-return';

const ORIGIN = 'https://agency.example';

describe('second-factor return URL (mobile in-app browser)', () => {
  it('carries the message in the fragment of the return page on the page origin', () => {
    const message = { serviceResponse: { Response: { mta_loginMessage: { ticket: 'a b&c#d' } } } };
    const url = secondFactorReturnUrl(ORIGIN, message);
    expect(url.startsWith(`${ORIGIN}${SECOND_FACTOR_RETURN_PATH}#message=`)).toBe(true);
    expect(readSecondFactorReturn(url, ORIGIN)).toEqual(message);
    expect(readSecondFactorReturn(secondFactorReturnUrl(ORIGIN, { error: 'Session not found' }), ORIGIN)).toEqual({
      error: 'Session not found',
    });
  });

  it('ignores other pages, other origins and fragments that are not a message', () => {
    const url = secondFactorReturnUrl(ORIGIN, { error: 'x' });
    expect(readSecondFactorReturn(url, 'https://evil.example')).toBeUndefined();
    expect(readSecondFactorReturn(url.replace('/done', '/other'), ORIGIN)).toBeUndefined();
    expect(readSecondFactorReturn(`${ORIGIN}/auth/second-factor?token=1`, ORIGIN)).toBeUndefined();
    expect(readSecondFactorReturn(`${ORIGIN}${SECOND_FACTOR_RETURN_PATH}#message=%7Bnope`, ORIGIN)).toBeUndefined();
    expect(readSecondFactorReturn(`${ORIGIN}${SECOND_FACTOR_RETURN_PATH}#message=%7B%7D`, ORIGIN)).toBeUndefined();
    expect(readSecondFactorReturn(undefined, ORIGIN)).toBeUndefined();
    expect(readSecondFactorReturn('not a url', ORIGIN)).toBeUndefined();
  });
});
