import { describe, expect, it } from 'vitest';
import { canCancel } from './request-words';

describe('a day-off request can be cancelled', () => {
  it('while its day is still to come and it is not cancelled yet', () => {
    const today = '2026-11-21';
    expect(canCancel({ status: 'APPROVED', date: '2026-11-22' }, today)).toBe(true);
    expect(canCancel({ status: 'WAITLISTED', date: '2026-12-01' }, today)).toBe(true);
    expect(canCancel({ status: 'CANCELLED', date: '2026-11-22' }, today)).toBe(false);
  });

  it('not on its day or after it', () => {
    expect(canCancel({ status: 'APPROVED', date: '2026-11-21' }, '2026-11-21')).toBe(false);
    expect(canCancel({ status: 'WAITLISTED', date: '2026-11-21' }, '2026-11-21')).toBe(false);
    expect(canCancel({ status: 'APPROVED', date: '2026-11-20' }, '2026-11-21')).toBe(false);
  });
});
