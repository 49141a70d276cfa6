import { LOG_MESSAGE_MAX, SERVICES } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { createAppLog } from '../../lib/app-log';
import { logBatch } from './log-batch';
import { supportEmails } from './support-contacts';

const BATCH = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('logBatch', () => {
  it('sends the masked entries as the app-log service takes them', () => {
    const log = createAppLog(50, () => new Date('2026-11-21T10:00:00Z'));
    log.write('INFO', '→ mta_login', { LOGIN_BLOCK_TI_SOCSEC_0: 'transit-demo' });
    log.write('ERROR', 'x'.repeat(LOG_MESSAGE_MAX + 10));
    const payload = logBatch(log.entries(), 'desktop 2.5.1-Desktop', BATCH);
    expect(payload.entries[0]).toEqual({
      timestamp: '2026-11-21T10:00:00.000Z',
      level: 'INFO',
      message: '→ mta_login {"LOGIN_BLOCK_TI_SOCSEC_0":"t**********o"}',
    });
    expect(payload.entries[1]?.message).toHaveLength(LOG_MESSAGE_MAX);
    expect(SERVICES.mta_appLog.request.safeParse({ meta: { app: 'Crewline' }, ...payload }).success).toBe(true);
  });

  it('is never written to the log itself', () => {
    expect(SERVICES.mta_appLog.unlogged).toBe(true);
  });
});

describe('supportEmails', () => {
  it('splits the semicolon list and drops blanks', () => {
    expect(supportEmails('help@agency.example; it@agency.example;;')).toEqual([
      'help@agency.example',
      'it@agency.example',
    ]);
    expect(supportEmails(' ')).toEqual([]);
  });
});
