import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildEnvelope,
  emptyMessage,
  envelopeSchema,
  environmentListSchema,
  loginElements,
  loginRequest,
  metaApp,
  readEnvelope,
  SERVICES,
  secondFactorMessageSchema,
  serviceBaseUrl,
  transactionIdOf,
} from '../src';
import { headerDateToIso, isoToDisplayDate, isoToHeaderDate } from '../src/dates';

const meta = { app: 'Crewline' };
const goodLogin = {
  meta,
  LOGIN_BLOCK_TI_PASS_0: ' 100001 ',
  LOGIN_BLOCK_TI_SOCSEC_0: 'transit-demo',
  LOGIN_BLOCK_LISTDB_0: 0,
};

describe('login request', () => {
  it('accepts the payload of docs/product.md#sign-in, trims the pass id and fills the defaults', () => {
    const r = loginRequest.parse({ ...goodLogin, extra: 'kept' });
    expect(r.LOGIN_BLOCK_TI_PASS_0).toBe('100001');
    expect(r.Version).toBe('9.9.9');
    expect(r.Platform).toBe('ionic');
    expect(r.extra).toBe('kept');
  });

  it.each([
    ['no meta', { ...goodLogin, meta: undefined }],
    ['meta.app empty', { ...goodLogin, meta: { app: '' } }],
    ['pass id with letters', { ...goodLogin, LOGIN_BLOCK_TI_PASS_0: '10a001' }],
    ['blank pass id', { ...goodLogin, LOGIN_BLOCK_TI_PASS_0: '   ' }],
    ['pass id a number', { ...goodLogin, LOGIN_BLOCK_TI_PASS_0: 100001 }],
    ['empty password', { ...goodLogin, LOGIN_BLOCK_TI_SOCSEC_0: '' }],
    ['huge password', { ...goodLogin, LOGIN_BLOCK_TI_SOCSEC_0: 'x'.repeat(300) }],
    ['env index an object', { ...goodLogin, LOGIN_BLOCK_LISTDB_0: {} }],
  ])('rejects %s', (_name, body) => {
    expect(loginRequest.safeParse(body).success).toBe(false);
  });
});

describe('envelope', () => {
  it('builds what the schema of its service accepts', () => {
    const elements = Object.fromEntries(Object.keys(loginElements.shape).map((k) => [k, '']));
    elements.has_upcoming_medical = 'N';
    elements.PASSWORD_BY_DIRECTORY = 'N';
    const env = buildEnvelope('mta_login', emptyMessage('tx1', 't'), elements);
    expect(env.success).toBe(true);
    expect(envelopeSchema('mta_login', loginElements).parse(env)).toBeTruthy();
    const read = readEnvelope('mta_login', env);
    expect(read?.message.transactionId).toBe('tx1');
  });

  it('a message with an error is not a success', () => {
    expect(buildEnvelope('mta_x', { ...emptyMessage(), Error: 'bad' }).success).toBe(false);
    expect(buildEnvelope('mta_x', { ...emptyMessage(), StatusBarMessages: ['FRM-1'] }).success).toBe(false);
  });

  it('reads nothing from a body that is not an envelope', () => {
    expect(readEnvelope('mta_login', null)).toBeUndefined();
    expect(readEnvelope('mta_login', { success: true })).toBeUndefined();
  });

  it('meta.app carries the transaction id after a comma', () => {
    expect(metaApp()).toBe('Crewline');
    expect(metaApp('abc')).toBe('Crewline,abc');
    expect(transactionIdOf('Crewline,abc')).toBe('abc');
    expect(transactionIdOf('Crewline')).toBeUndefined();
  });
});

describe('registry', () => {
  it('names every service mta_<camelCase> and gives each a request and elements schema', () => {
    for (const [name, def] of Object.entries(SERVICES)) {
      expect(name).toMatch(/^mta_[a-z][A-Za-z]*$/);
      expect(def.request).toBeInstanceOf(z.ZodType);
      expect(def.elements).toBeInstanceOf(z.ZodType);
    }
  });
});

describe('gateway payload', () => {
  it('is invalid without a servers list', () => {
    expect(environmentListSchema.safeParse({ defaultEnvType: 'production' }).success).toBe(false);
  });

  it('builds the live base path from host and port', () => {
    expect(serviceBaseUrl({ host: 'https://a.example/', port: '8443' }, '/ServiceManager/Macro/ExecMacro/')).toBe(
      'https://a.example:8443/ServiceManager/Macro/ExecMacro/',
    );
    expect(serviceBaseUrl({ host: 'https://a.example', port: ' ' }, '/X/')).toBe('https://a.example/X/');
  });
});

describe('second-factor message', () => {
  it('is either a service response or an error', () => {
    expect(secondFactorMessageSchema.safeParse({ error: 'x' }).success).toBe(true);
    expect(secondFactorMessageSchema.safeParse({ serviceResponse: { Response: {} } }).success).toBe(true);
    expect(secondFactorMessageSchema.safeParse({ other: 1 }).success).toBe(false);
  });
});

describe('display dates', () => {
  it('writes dd-Mon-yy, with the day and the year on two digits', () => {
    expect(isoToDisplayDate('2026-12-01')).toBe('01-Dec-26');
    expect(isoToDisplayDate('2005-01-31')).toBe('31-Jan-05');
    expect(() => isoToDisplayDate('01-Dec-2026')).toThrow();
    expect(() => isoToDisplayDate('2026-13-01')).toThrow();
  });
});

describe('header dates', () => {
  it('round-trips DD-MMM-YYYY', () => {
    expect(isoToHeaderDate('2026-12-01')).toBe('01-Dec-2026');
    expect(headerDateToIso('01-Dec-2026')).toBe('2026-12-01');
    expect(headerDateToIso('01-DEC-2026')).toBe('2026-12-01');
    expect(headerDateToIso('  ')).toBeUndefined();
    expect(headerDateToIso('2026-12-01')).toBeUndefined();
  });
});
