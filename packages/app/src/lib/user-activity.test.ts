import { UNATTENDED_AFTER_MS } from '@crewline/protocol';
import { describe, expect, it, vi } from 'vitest';
import { isUnattended, watchUserActivity } from './user-activity';

describe('whether anybody is using the app', () => {
  it('is unattended once nobody has touched, clicked, typed or scrolled for a while', () => {
    const page = new EventTarget();
    const stop = watchUserActivity(page);
    try {
      for (const type of ['pointerdown', 'keydown', 'wheel']) {
        page.dispatchEvent(new Event(type));
        const at = Date.now();
        expect(isUnattended(at), type).toBe(false);
        expect(isUnattended(at + UNATTENDED_AFTER_MS - 1_000), type).toBe(false);
        expect(isUnattended(at + UNATTENDED_AFTER_MS + 1_000), type).toBe(true);
      }
    } finally {
      stop();
    }
  });

  it('stops noticing once told to', () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T14:00:00Z') });
    try {
      const page = new EventTarget();
      const stop = watchUserActivity(page);
      page.dispatchEvent(new Event('pointerdown'));
      stop();
      vi.setSystemTime(Date.now() + 2 * UNATTENDED_AFTER_MS);
      page.dispatchEvent(new Event('pointerdown'));
      expect(isUnattended()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
