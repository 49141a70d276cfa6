import { MESSAGES, MOCK_ENV_TYPE, MOCK_TIMEOUT_MS } from '@crewline/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anEnvelope, jsonResponse, loginElements } from '../../test/factories';
import { createServiceClient } from '../api/service-client';
import { sessionTransactionIds } from '../api/transaction-id.store';
import { createAppLog } from '../lib/app-log';
import { createBrowserDevPlatform } from '../platform/browser-dev.platform';
import { MOCK_ENVIRONMENT } from '../platform/mock-environment';
import { environmentStore } from '../session/environment.store';
import { bootEnvironment } from './environment-startup';

afterEach(() => {
  vi.useRealTimers();
  environmentStore.set({ status: 'loading' });
});

describe('browser-dev start-up', () => {
  it('fetches nothing and selects the mock environment', async () => {
    const fetch = vi.fn();
    await bootEnvironment(createBrowserDevPlatform(window), fetch);
    expect(fetch).not.toHaveBeenCalled();
    const state = environmentStore.get();
    expect(state).toMatchObject({ status: 'ready', environment: { type: MOCK_ENV_TYPE }, version: '2.5.1' });
  });
});

describe('browser-dev service calls', () => {
  function mockClient(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => answer(String(url), init ?? {}));
    const client = createServiceClient({
      fetch,
      environment: async () => MOCK_ENVIRONMENT,
      // Signed in with the mock sign-in's ticket.
      credentials: () => ({ passId: '100001', ticket: 'mock-ticket' }),
      transactionIds: sessionTransactionIds(),
      log: createAppLog(),
      transport: 'mock',
      mockBaseUrl: '/',
    });
    return { client, fetch };
  }

  it('GETs assets/mocks/{service}.json and reads it like a live answer', async () => {
    const { client, fetch } = mockClient(() => jsonResponse(anEnvelope('mta_login', {}, loginElements())));
    expect(await client.call('mta_login', { LOGIN_BLOCK_TI_PASS_0: '100001' } as never)).toEqual(loginElements());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/assets/mocks/mta_login.json');
    expect(init?.method).toBe('GET');
  });

  it('maps the errors of a mock file and a missing file as a live call would', async () => {
    const withError = mockClient(() =>
      jsonResponse(anEnvelope('mta_loginTicket', { Error: 'Service not found' })),
    ).client;
    await expect(withError.call('mta_loginTicket', {})).rejects.toThrow(MESSAGES.serviceNotFound);
    const missing = mockClient(() => new Response('not found', { status: 404 })).client;
    await expect(missing.call('mta_loginTicket', {})).rejects.toThrow(MESSAGES.remoteSystemError);
  });

  it('gives up after the mock timeout', async () => {
    vi.useFakeTimers();
    const { client } = mockClient(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const pending = client.call('mta_loginTicket', {}).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(MOCK_TIMEOUT_MS);
    expect(await pending).toBe(MESSAGES.timeoutRequest);
  });
});
