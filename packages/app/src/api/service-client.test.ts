import {
  MESSAGES,
  RAW_ERRORS,
  SERVICE_TIMEOUT_MS,
  STORAGE_TRANSACTION_ID,
  UNATTENDED_HEADER,
} from '@crewline/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anEnvelope, anEnvironment, jsonResponse, loginElements } from '../../test/factories';
import { createAppLog } from '../lib/app-log';
import { ServiceError } from '../lib/service-error';
import { type Credentials, createServiceClient } from './service-client';
import { sessionTransactionIds } from './transaction-id.store';

type Answer = (url: string, init: RequestInit) => Response | Promise<Response>;

const SIGNED_IN: Credentials = { passId: '100001', ticket: 'tick' };

/** A client signed in as 100001 unless `credentials` says otherwise (null: signed out). */
function client(answer: Answer, credentials: Credentials | null = SIGNED_IN, signingOut = false, unattended = false) {
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => answer(String(url), init ?? {}));
  const log = createAppLog();
  const c = createServiceClient({
    fetch,
    environment: async () => anEnvironment({ host: 'https://crewline.test', port: '8443' }),
    credentials: () => credentials ?? undefined,
    signingOut: () => signingOut,
    unattended: () => unattended,
    transactionIds: sessionTransactionIds(),
    log,
  });
  return { c, fetch, log };
}

const loginPayload = {
  LOGIN_BLOCK_TI_PASS_0: '100001',
  LOGIN_BLOCK_TI_SOCSEC_0: 'transit-demo',
  LOGIN_BLOCK_LISTDB_0: 0,
  Version: '2.5.1-Desktop',
  Platform: 'ionic',
};

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ServiceError);
  return err as ServiceError;
}

afterEach(() => vi.useRealTimers());

describe('service client: the request', () => {
  it('POSTs JSON to the environment base URL plus the service, with meta.app and the no-challenge header', async () => {
    const { c, fetch } = client(() => jsonResponse(anEnvelope('mta_login', {}, loginElements())), null);
    await c.call('mta_login', loginPayload);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://crewline.test:8443/ServiceManager/Macro/ExecMacro/mta_login');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', 'X-No-Challenge': '1' });
    expect(JSON.parse(String(init?.body))).toEqual({ meta: { app: 'Crewline' }, ...loginPayload });
  });

  it('keeps the transaction id in session storage and sends it in meta.app next time', async () => {
    const { c, fetch } = client(() =>
      jsonResponse(anEnvelope('mta_logout', { transactionId: 'tx-42' }, { loggedOut: true })),
    );
    await c.call('mta_logout', {});
    expect(sessionStorage.getItem(STORAGE_TRANSACTION_ID)).toBe('tx-42');
    await c.call('mta_logout', {});
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body)).meta).toEqual({ app: 'Crewline,tx-42' });
  });

  it('adds Basic authorization from pass id and ticket once signed in', async () => {
    const { c, fetch } = client(() => jsonResponse(anEnvelope('mta_logout', {}, { loggedOut: true })), {
      passId: '100001',
      ticket: 'tick',
    });
    await c.call('mta_logout', {});
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: `Basic ${btoa('100001:tick')}` });
  });

  it('says a signed-in call is unattended while nobody uses the app, and only then', async () => {
    const answer = () => jsonResponse(anEnvelope('mta_timecardWeeks', {}, { weeks: [] }));
    const idle = client(answer, SIGNED_IN, false, true);
    await idle.c.call('mta_timecardWeeks', {});
    expect(idle.fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ [UNATTENDED_HEADER]: '1' });
    const used = client(answer, SIGNED_IN, false, false);
    await used.c.call('mta_timecardWeeks', {});
    expect(used.fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty(UNATTENDED_HEADER);
  });

  it('logs the call with the password masked', async () => {
    const { c, log } = client(() => jsonResponse(anEnvelope('mta_login', {}, loginElements())));
    await c.call('mta_login', loginPayload);
    const text = log
      .entries()
      .map((e) => e.message)
      .join('\n');
    expect(text).toContain('t**********o');
    expect(text).not.toContain('transit-demo');
    expect(text).not.toContain('ticket-1');
  });

  it('resolves with the validated Elements', async () => {
    const { c } = client(() => jsonResponse(anEnvelope('mta_login', {}, loginElements())));
    expect(await c.call('mta_login', loginPayload)).toEqual(loginElements());
  });
});

describe('service client: no call without a session', () => {
  it('sends no signed-in service when signed out, answering as an expired session', async () => {
    const { c, fetch } = client(() => jsonResponse(anEnvelope('mta_timecardWeeks', {}, { weeks: [] })), null);
    const err = await failure(c.call('mta_timecardWeeks', {}));
    expect(err.sessionExpired).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('once logout has begun, sends mta_logout and nothing else', async () => {
    const { c, fetch } = client(() => jsonResponse(anEnvelope('mta_logout', {}, { loggedOut: true })), SIGNED_IN, true);
    expect((await failure(c.call('mta_timecardWeeks', {}))).sessionExpired).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    await c.call('mta_logout', {});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('still sends a public service when signed out (sign-in)', async () => {
    const { c, fetch } = client(() => jsonResponse(anEnvelope('mta_login', {}, loginElements())), null);
    await c.call('mta_login', loginPayload);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('service client: errors', () => {
  const withError = (message: Parameters<typeof anEnvelope>[1]) => () =>
    jsonResponse(anEnvelope('mta_loginTicket', message));

  it.each([
    [RAW_ERRORS.dbCredentials, MESSAGES.invalidAdminPassword],
    [RAW_ERRORS.dbListenerDown, MESSAGES.maintenance],
    [RAW_ERRORS.dbUnavailable, MESSAGES.databaseUnavailable],
    [RAW_ERRORS.dbRestricted, MESSAGES.databaseRestricted],
    [RAW_ERRORS.serviceNotFound, MESSAGES.serviceNotFound],
    [RAW_ERRORS.sessionNotFound, MESSAGES.sessionInUse],
    [RAW_ERRORS.connectionWait, MESSAGES.noConnection],
    [RAW_ERRORS.scheduledDowntime, MESSAGES.scheduledMaintenance],
    [RAW_ERRORS.serviceTimeout, MESSAGES.timeoutService],
    [RAW_ERRORS.nonEmptyOutput('Your request was refused.'), 'Your request was refused.'],
    ['Something odd happened;;', 'Something odd happened'],
  ])('maps the envelope error %j to the catalogue text', async (raw, text) => {
    const err = await failure(client(withError({ Error: raw })).c.call('mta_loginTicket', {}));
    expect(err.message).toBe(text);
    expect(err.sessionExpired).toBe(false);
  });

  it('shows the popup messages for a validation refusal', async () => {
    const { c } = client(withError({ Error: RAW_ERRORS.popupOutput, PopupMessages: ['Pick a date;', 'Try again;'] }));
    expect((await failure(c.call('mta_loginTicket', {}))).message).toBe('Pick a date;\nTry again');
  });

  it('maps a form error in the status bar to the remote-system text', async () => {
    const { c } = client(withError({ StatusBarMessages: [RAW_ERRORS.formError('R-1')] }));
    expect((await failure(c.call('mta_loginTicket', {}))).message).toBe(MESSAGES.remoteSystemError);
  });

  it.each([RAW_ERRORS.authRequired, RAW_ERRORS.authInvalid, RAW_ERRORS.nullService])(
    'treats %j as an expired session',
    async (raw) => {
      const err = await failure(client(withError({ Error: raw })).c.call('mta_loginTicket', {}));
      expect(err).toMatchObject({ message: MESSAGES.sessionExpired, sessionExpired: true });
    },
  );

  it.each([
    [401, MESSAGES.sessionExpired, true],
    [403, MESSAGES.sessionExpired, true],
    [503, MESSAGES.remoteUnavailable, false],
    [500, MESSAGES.remoteSystemError, false],
    [404, MESSAGES.remoteSystemError, false],
  ])('maps HTTP %i', async (status, text, expired) => {
    const { c } = client(() => jsonResponse({ error: 'x' }, status));
    expect(await failure(c.call('mta_loginTicket', {}))).toMatchObject({ message: text, sessionExpired: expired });
  });

  it('maps a 401 to an expired session even when its body carries an envelope', async () => {
    const { c } = client(() => jsonResponse(anEnvelope('mta_loginTicket', { Error: RAW_ERRORS.serviceNotFound }), 401));
    expect(await failure(c.call('mta_loginTicket', {}))).toMatchObject({ sessionExpired: true });
  });

  it('keeps the envelope error of another non-2xx answer', async () => {
    const { c } = client(() => jsonResponse(anEnvelope('mta_loginTicket', { Error: RAW_ERRORS.dbRestricted }), 500));
    expect((await failure(c.call('mta_loginTicket', {}))).message).toBe(MESSAGES.databaseRestricted);
  });

  it('maps a network failure to status 0', async () => {
    const { c } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(c.call('mta_loginTicket', {}))).message).toBe(MESSAGES.noInternet);
  });

  it('rejects an answer it cannot read, and Elements of the wrong shape', async () => {
    expect((await failure(client(() => new Response('<html>')).c.call('mta_loginTicket', {}))).message).toBe(
      MESSAGES.remoteSystemError,
    );
    const wrong = client(() => jsonResponse(anEnvelope('mta_loginTicket', {}, { HEADER_PASS_0: 7 })));
    expect((await failure(wrong.c.call('mta_loginTicket', {}))).message).toBe(MESSAGES.remoteSystemError);
  });

  it('times out before the response headers as a request timeout', async () => {
    vi.useFakeTimers();
    const { c } = client(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const pending = failure(c.call('mta_loginTicket', {}));
    await vi.advanceTimersByTimeAsync(SERVICE_TIMEOUT_MS);
    expect((await pending).message).toBe(MESSAGES.timeoutRequest);
  });

  it('times out while the body is arriving as a response timeout', async () => {
    vi.useFakeTimers();
    const { c } = client((_url, init) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":'));
          init.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
        },
      });
      return new Response(body, { status: 200 });
    });
    const pending = failure(c.call('mta_loginTicket', {}));
    await vi.advanceTimersByTimeAsync(SERVICE_TIMEOUT_MS);
    expect((await pending).message).toBe(MESSAGES.timeoutResponse);
  });
});
