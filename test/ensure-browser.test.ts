import { describe, expect, it } from 'vitest';
import { browserDecision, CHROMIUM_PATH } from '../scripts/ensure-browser.mjs';

describe("npm test's browser (scripts/ensure-browser.mjs)", () => {
  it('does nothing when Chromium is there, whoever runs it', () => {
    expect(browserDecision({ present: true, root: false, hasAptGet: false })).toEqual({ kind: 'ready' });
    expect(browserDecision({ present: true, root: true, hasAptGet: true })).toEqual({ kind: 'ready' });
  });

  it('installs it as .ci/run does when the machine may: root, with apt-get', () => {
    expect(browserDecision({ present: false, root: true, hasAptGet: true })).toEqual({ kind: 'install' });
  });

  it('else stops at once, with one line that says what to run', () => {
    for (const machine of [
      { present: false, root: false, hasAptGet: true },
      { present: false, root: true, hasAptGet: false },
    ]) {
      const decision = browserDecision(machine);
      expect(decision.kind).toBe('stop');
      const message = decision.kind === 'stop' ? decision.message : '';
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toContain(CHROMIUM_PATH);
      expect(message).toContain('apt-get install -y chromium');
    }
  });
});
