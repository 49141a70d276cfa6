import { describe, expect, it } from 'vitest';
import { createAppLog, LOG_LEVELS } from './app-log';
import { maskSecret, maskSecrets } from './mask';

describe('masking', () => {
  it('keeps only the first and last characters of a password', () => {
    expect(maskSecret('transit-demo')).toBe('t**********o');
    expect(maskSecret('abc')).toBe('a*c');
    expect(maskSecret('ab')).toBe('**');
    expect(maskSecret('')).toBe('');
  });

  it('masks password and ticket fields at any depth, and nothing else', () => {
    const payload = {
      meta: { app: 'Crewline,tx' },
      LOGIN_BLOCK_TI_PASS_0: '100001',
      LOGIN_BLOCK_TI_SOCSEC_0: 'transit-demo',
      nested: [{ password: 'secret1' }, { AP_TICKET: 'abcdef' }],
    };
    expect(maskSecrets(payload)).toEqual({
      meta: { app: 'Crewline,tx' },
      LOGIN_BLOCK_TI_PASS_0: '100001',
      LOGIN_BLOCK_TI_SOCSEC_0: 't**********o',
      nested: [{ password: 's*****1' }, { AP_TICKET: 'a****f' }],
    });
    expect(payload.LOGIN_BLOCK_TI_SOCSEC_0).toBe('transit-demo');
  });
});

describe('app log', () => {
  const at = new Date('2026-11-21T10:00:00Z');

  it('keeps timestamp, level and a masked message', () => {
    const log = createAppLog(50, () => at);
    log.write('INFO', '→ mta_login', { LOGIN_BLOCK_TI_SOCSEC_0: 'transit-demo' });
    expect(log.entries()).toEqual([
      {
        timestamp: '2026-11-21T10:00:00.000Z',
        level: 'INFO',
        message: '→ mta_login {"LOGIN_BLOCK_TI_SOCSEC_0":"t**********o"}',
      },
    ]);
  });

  it('keeps only the newest entries up to its capacity', () => {
    const log = createAppLog(3, () => at);
    for (const [i, level] of LOG_LEVELS.entries()) log.write(level, `m${i}`);
    expect(log.entries().map((e) => `${e.level} ${e.message}`)).toEqual(['INFO m2', 'WARN m3', 'ERROR m4']);
    log.clear();
    expect(log.entries()).toEqual([]);
  });

  it('holds 50 entries by default (docs/product.md#constants)', () => {
    const log = createAppLog(undefined, () => at);
    for (let i = 0; i < 60; i++) log.write('DEBUG', String(i));
    expect(log.entries()).toHaveLength(50);
    expect(log.entries()[0]?.message).toBe('10');
  });
});
