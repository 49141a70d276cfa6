import { describe, expect, it } from 'vitest';
import { passwordExpiryNote } from './password-expiry';

const TODAY = '2026-11-21';

describe('passwordExpiryNote', () => {
  it.each([
    ['2026-11-21', 'Password expires today (on 11/21)', true],
    ['2026-11-22', 'Password expires in 1 days (on 11/22)', true],
    ['2026-12-05', 'Password expires in 14 days (on 12/05)', true],
    ['2026-12-06', 'Password expires in 15 days (on 12/06)', false],
  ])('expiry %s → %s (highlighted: %s)', (expiry, text, highlighted) => {
    expect(passwordExpiryNote({ expiry }, TODAY)).toMatchObject({ text, highlighted });
  });

  it('crosses month and year ends by calendar days', () => {
    expect(passwordExpiryNote({ expiry: '2027-01-02' }, '2026-12-31')?.text).toBe(
      'Password expires in 2 days (on 01/02)',
    );
  });

  it('has no note without an expiry date or once it has passed', () => {
    expect(passwordExpiryNote({}, TODAY)).toBeUndefined();
    expect(passwordExpiryNote({ expiry: '2026-11-20' }, TODAY)).toBeUndefined();
  });

  // The note is Home's password action (with its Change password link) and the menu's way there.
  it("has none when the agency's directory keeps the password, whatever expiry the profile holds", () => {
    expect(passwordExpiryNote({ expiry: '2026-12-01', passwordByDirectory: true }, TODAY)).toBeUndefined();
  });
});
