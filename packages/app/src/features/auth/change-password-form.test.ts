import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TEXTS, SIGN_IN_TEXTS } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { type ChangePasswordForm, fieldOfRefusal, formProblems } from './change-password-form';

const PASS_ID = '100001';
const NEW = 'seven brass lanterns at dawn';
const form = (over: Partial<ChangePasswordForm>): ChangePasswordForm => ({
  current: 'transit-demo',
  next: NEW,
  again: NEW,
  ...over,
});

describe('the Change password form', () => {
  it('lets a well-formed change go to the server', () => {
    expect(formProblems(form({}), PASS_ID)).toEqual({});
  });

  it('asks for the current password', () => {
    expect(formProblems(form({ current: '' }), PASS_ID)).toEqual({ current: PASSWORD_TEXTS.currentRequired });
  });

  it('holds the new password to the shared rules, counting characters', () => {
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(formProblems(form({ next: short, again: short }), PASS_ID)).toEqual({ next: PASSWORD_TEXTS.tooShort });
    const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
    expect(formProblems(form({ next: long, again: long }), PASS_ID)).toEqual({ next: PASSWORD_TEXTS.tooLong });
    const withId = `my pass ${PASS_ID} ok!`;
    expect(formProblems(form({ next: withId, again: withId }), PASS_ID)).toEqual({
      next: PASSWORD_TEXTS.containsPassId,
    });
    const letters = 'ÆØÅæøåÆØÅæøå';
    expect([...letters]).toHaveLength(PASSWORD_MIN_LENGTH);
    expect(formProblems(form({ next: letters, again: letters }), PASS_ID)).toEqual({});
  });

  it('refuses the current password as the new one', () => {
    const same = 'transit-demo';
    expect(formProblems(form({ next: same, again: same }), PASS_ID)).toEqual({ next: PASSWORD_TEXTS.unchanged });
  });

  it('wants the new password typed the same twice', () => {
    expect(formProblems(form({ again: `${NEW}!` }), PASS_ID)).toEqual({ again: PASSWORD_TEXTS.mismatch });
  });

  it('leaves the commonest passwords to the server, which holds the list', () => {
    expect(formProblems(form({ next: 'qwerty123456', again: 'qwerty123456' }), PASS_ID)).toEqual({});
  });

  it("shows the server's refusals under the field they are about", () => {
    expect(fieldOfRefusal(PASSWORD_TEXTS.currentWrong)).toBe('current');
    expect(fieldOfRefusal(PASSWORD_TEXTS.common)).toBe('next');
    expect(fieldOfRefusal(PASSWORD_TEXTS.containsPassId)).toBe('next');
    expect(fieldOfRefusal(SIGN_IN_TEXTS.locked('10:15'))).toBeUndefined();
  });
});
