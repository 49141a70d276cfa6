import {
  type Environment,
  EXEC_BASE_PATH,
  MOCK_BASE_PATH,
  MOCK_EXTRA_WAIT_MS,
  MOCK_TIMEOUT_MS,
  metaApp,
  NO_CHALLENGE_HEADER,
  readEnvelope,
  SERVICE_TIMEOUT_MS,
  SERVICES,
  type ServiceElements,
  type ServiceName,
  type ServiceRequest,
  serviceBaseUrl,
  UNATTENDED_HEADER,
} from '@crewline/protocol';
import type { AppLog } from '../lib/app-log';
import { ServiceError } from '../lib/service-error';
import { type FetchFn, fetchJson, HttpFailureError } from './http-call';
import type { TransactionIdStore } from './transaction-id.store';

export type ServicePayload<S extends ServiceName> = Omit<ServiceRequest<S>, 'meta'>;

export interface Credentials {
  passId: string;
  ticket: string;
}

export interface ServiceClientDeps {
  fetch: FetchFn;
  /** The environment chosen at start-up; resolves once start-up is done. */
  environment: () => Promise<Environment>;
  /** Pass id and ticket once signed in. */
  credentials: () => Credentials | undefined;
  /** True once logout has begun: from then on only mta_logout is sent. */
  signingOut?: () => boolean;
  /** True while nobody is using the app: calls then say so (UNATTENDED_HEADER) and keep no session alive. */
  unattended?: () => boolean;
  transactionIds: TransactionIdStore;
  log: AppLog;
  timeoutMs?: number;
  /**
   * 'live' (default): POST to the environment's ExecMacro base. 'mock' (browser-dev, docs/product.md#mock-environment):
   * GET `${mockBaseUrl}assets/mocks/{service}.json` with the mock timeout and extra wait; the
   * answer is read exactly like a live one.
   */
  transport?: 'live' | 'mock';
  /** Where the app is served from (import.meta.env.BASE_URL); the mock files are below it. */
  mockBaseUrl?: string;
}

export interface ServiceClient {
  /** Calls a service; resolves with its validated Elements or rejects with a ServiceError. */
  call<S extends ServiceName>(service: S, payload: ServicePayload<S>): Promise<ServiceElements<S>>;
  /** Reads a response body that arrived another way (the second-factor page). */
  accept<S extends ServiceName>(service: S, body: unknown): ServiceElements<S>;
}

export function basicAuthorization({ passId, ticket }: Credentials): string {
  return `Basic ${btoa(`${passId}:${ticket}`)}`;
}

export function createServiceClient(deps: ServiceClientDeps): ServiceClient {
  const accept = <S extends ServiceName>(service: S, body: unknown): ServiceElements<S> => {
    const envelope = readEnvelope(service, body);
    if (!envelope) throw ServiceError.unreadable(service);
    if (envelope.message.transactionId !== '') deps.transactionIds.set(envelope.message.transactionId);
    const error = ServiceError.fromMessage(envelope.message, service);
    if (error) throw error;
    if (!envelope.success) throw ServiceError.unreadable(service);
    const elements = SERVICES[service].elements.safeParse(envelope.elements);
    if (!elements.success) {
      deps.log.write('ERROR', `${service}: unexpected Elements`, elements.error.issues.slice(0, 3));
      throw ServiceError.unreadable(service);
    }
    return elements.data as ServiceElements<S>;
  };

  const call = async <S extends ServiceName>(service: S, payload: ServicePayload<S>): Promise<ServiceElements<S>> => {
    const environment = await deps.environment();
    const url = serviceBaseUrl(environment, EXEC_BASE_PATH) + service;
    const headers: Record<string, string> = { 'Content-Type': 'application/json', [NO_CHALLENGE_HEADER]: '1' };
    const credentials = deps.credentials();
    // A signed-in service is never sent without a session, nor once logout has begun (a
    // screen refetching while it closes): it would only earn a 401.
    if (SERVICES[service].role !== 'public' && (!credentials || (service !== 'mta_logout' && deps.signingOut?.()))) {
      deps.log.write('INFO', `${service} not sent: signed out`);
      throw ServiceError.signedOut(service);
    }
    if (credentials) headers.Authorization = basicAuthorization(credentials);
    if (credentials && deps.unattended?.()) headers[UNATTENDED_HEADER] = '1';
    const body = { meta: { app: metaApp(deps.transactionIds.get()) }, ...payload };
    const logged = !(SERVICES[service] as { unlogged?: boolean }).unlogged;
    const started = Date.now();
    if (logged) deps.log.write('INFO', `→ ${service}`, body);
    try {
      const answer =
        deps.transport === 'mock'
          ? await mockAnswer(deps, service)
          : await fetchJson(
              deps.fetch,
              url,
              { method: 'POST', headers, body: JSON.stringify(body) },
              deps.timeoutMs ?? SERVICE_TIMEOUT_MS,
            );
      const elements = accept(service, answer.body);
      if (logged) deps.log.write('INFO', `← ${service} ok (${Date.now() - started} ms)`);
      return elements;
    } catch (err) {
      const error = toServiceError(err, service);
      if (logged) deps.log.write('ERROR', `← ${service} failed (${Date.now() - started} ms): ${error.message}`);
      throw error;
    }
  };

  return { call, accept };
}

/** The mock environment's answer: the generated file of the service (docs/product.md#mock-environment: the mock timeout and wait). */
async function mockAnswer(deps: ServiceClientDeps, service: string) {
  const url = `${deps.mockBaseUrl ?? '/'}${MOCK_BASE_PATH}${service}.json`;
  const answer = await fetchJson(
    deps.fetch,
    url,
    { method: 'GET', headers: { Accept: 'application/json' } },
    deps.timeoutMs ?? MOCK_TIMEOUT_MS,
  );
  if (MOCK_EXTRA_WAIT_MS > 0) await new Promise((resolve) => setTimeout(resolve, MOCK_EXTRA_WAIT_MS));
  return answer;
}

/** HTTP failures map by status; a non-2xx answer that carries an envelope error keeps that error. */
function toServiceError(err: unknown, service: string): ServiceError {
  if (!(err instanceof HttpFailureError)) return ServiceError.from(err);
  const { failure } = err;
  if (failure.kind === 'status' && ![0, 401, 403, 503].includes(failure.status)) {
    const envelope = readEnvelope(service, err.body);
    const fromEnvelope = envelope && ServiceError.fromMessage(envelope.message, service);
    if (fromEnvelope) return fromEnvelope;
  }
  return ServiceError.fromHttp(failure, service);
}
