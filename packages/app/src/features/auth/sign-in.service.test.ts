import {
  FALLBACK_LOGIN_VERSION,
  MESSAGES,
  RAW_ERRORS,
  type SecondFactorMessage,
  SIGN_IN_TEXTS,
} from '@crewline/protocol';
import { describe, expect, it, vi } from 'vitest';
import { anEnvelope, anEnvironment, jsonResponse, loginElements } from '../../../test/factories';
import { createServiceClient } from '../../api/service-client';
import { sessionTransactionIds } from '../../api/transaction-id.store';
import { createAppLog } from '../../lib/app-log';
import { ServiceError } from '../../lib/service-error';
import { SecondFactorCancelled } from '../../platform/desktop.platform';
import { signIn } from './sign-in.service';

const DUO_URL = 'https://crewline.test/duo/abc';

function setup(first: unknown, secondFactor?: () => Promise<SecondFactorMessage>, version = '2.5.1-Desktop') {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => jsonResponse(first));
  const client = createServiceClient({
    fetch,
    environment: async () => anEnvironment({ index: 4 }),
    credentials: () => undefined,
    transactionIds: sessionTransactionIds(),
    log: createAppLog(),
  });
  const openSecondFactor = vi.fn(secondFactor ?? (() => Promise.reject(new Error('not expected'))));
  const deps = {
    client,
    platform: { openSecondFactor, devicePlatform: 'desktop' as const },
    environment: async () => ({ environment: anEnvironment({ index: 4, deptSuffix: '' }), version }),
  };
  return { fetch, openSecondFactor, deps };
}

describe('signIn', () => {
  it('sends the login payload of docs/product.md#sign-in, with the device platform, and builds the session', async () => {
    const { fetch, deps } = setup(anEnvelope('mta_login', {}, loginElements({ AP_TICKET: 'T-1' })));
    const session = await signIn({ passId: '100001', password: 'transit-demo' }, deps);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      meta: { app: 'Crewline' },
      LOGIN_BLOCK_TI_PASS_0: '100001',
      LOGIN_BLOCK_TI_SOCSEC_0: 'transit-demo',
      LOGIN_BLOCK_LISTDB_0: 4,
      Version: '2.5.1-Desktop',
      Platform: 'ionic',
      DEVICE_PLATFORM: 'desktop',
    });
    expect(session.ticket).toBe('T-1');
    expect(session.profile).toMatchObject({ userName: '100001', password: 'transit-demo', envIndex: 4 });
  });

  it('sends the fallback version when the platform has none', async () => {
    const { fetch, deps } = setup(anEnvelope('mta_login', {}, loginElements()), undefined, '');
    await signIn({ passId: '100001', password: 'p' }, deps);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)).Version).toBe(FALLBACK_LOGIN_VERSION);
  });

  it('passes a refusal on as a ServiceError with its text', async () => {
    const { deps } = setup(
      anEnvelope('mta_login', { Error: RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.invalidCredentials) }),
    );
    await expect(signIn({ passId: '100001', password: 'wrong' }, deps)).rejects.toMatchObject({
      message: SIGN_IN_TEXTS.invalidCredentials,
    });
  });

  it('opens the second factor and continues with the response the page posts', async () => {
    const answer = anEnvelope('mta_login', {}, loginElements({ AP_TICKET: 'T-2', HEADER_NAME_0: 'Duo User' }));
    const { deps, openSecondFactor } = setup(
      anEnvelope('mta_login', {}, loginElements({ DUO_AUTH_URL: DUO_URL, AP_TICKET: '' })),
      async () => ({ serviceResponse: { Response: answer.Response } }),
    );
    const session = await signIn({ passId: '100002', password: 'transit-demo' }, deps);
    expect(openSecondFactor).toHaveBeenCalledWith(DUO_URL);
    expect(session.ticket).toBe('T-2');
    expect(session.profile.fullName).toBe('Duo User');
  });

  it('rejects with the mapped text when the page posts an error', async () => {
    const { deps } = setup(anEnvelope('mta_login', {}, loginElements({ DUO_AUTH_URL: DUO_URL })), async () => ({
      error: RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.secondFactorLocked('04:15P')),
    }));
    const err = await signIn({ passId: '100002', password: 'p' }, deps).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).message).toBe(SIGN_IN_TEXTS.secondFactorLocked('04:15P'));
  });

  it("rejects with 'Duo authentication failed, please retry' when the frame is closed early", async () => {
    const { deps } = setup(anEnvelope('mta_login', {}, loginElements({ DUO_AUTH_URL: DUO_URL })), () =>
      Promise.reject(new SecondFactorCancelled()),
    );
    await expect(signIn({ passId: '100002', password: 'p' }, deps)).rejects.toMatchObject({
      message: MESSAGES.duoFailed,
    });
  });
});
