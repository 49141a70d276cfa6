import {
  API_KEY_HEADER,
  DEPRECATED_ENV_TYPE,
  ENV_FETCH_TIMEOUT_MS,
  type Environment,
  type EnvironmentList,
  environmentListSchema,
  GATEWAY_ENVIRONMENTS,
  MESSAGES,
} from '@crewline/protocol';
import type { AppLog } from '../lib/app-log';
import { type FetchFn, fetchJson, HttpFailureError } from './http-call';

export type StartupOutcome =
  | { kind: 'ready'; environment: Environment; list: EnvironmentList }
  | { kind: 'failed'; reason: 'unreachable' | 'deprecated' | 'no-such-environment'; message: string };

export interface EnvironmentStartupInput {
  urls: readonly string[];
  apiKey: string;
  version: string;
  fetch: FetchFn;
  log?: AppLog;
  timeoutMs?: number;
}

function environmentsUrl(gateway: string, version: string): string {
  return `${gateway.replace(/\/+$/, '')}/${GATEWAY_ENVIRONMENTS}?version=${encodeURIComponent(version)}`;
}

/** One gateway: the validated list, or the HTTP status that stands for its failure (0 = no answer). */
async function fetchList(input: EnvironmentStartupInput, gateway: string): Promise<EnvironmentList | number> {
  try {
    const answer = await fetchJson(
      input.fetch,
      environmentsUrl(gateway, input.version),
      { method: 'GET', headers: { [API_KEY_HEADER]: input.apiKey, Accept: 'application/json' } },
      input.timeoutMs ?? ENV_FETCH_TIMEOUT_MS,
    );
    const parsed = environmentListSchema.safeParse(answer.body);
    if (parsed.success) return parsed.data;
    input.log?.write('WARN', `Invalid environment list from ${gateway}`);
    return answer.status;
  } catch (err) {
    const status = err instanceof HttpFailureError && err.failure.kind === 'status' ? err.failure.status : 0;
    input.log?.write('WARN', `Environment lookup failed at ${gateway} (status: ${status})`);
    return status;
  }
}

/** Environment start-up (docs/product.md#environment-start-up): each gateway in turn, then the default environment. */
export async function startEnvironment(input: EnvironmentStartupInput): Promise<StartupOutcome> {
  let status = 0;
  for (const gateway of input.urls) {
    const result = await fetchList(input, gateway);
    if (typeof result === 'number') {
      status = result;
      continue;
    }
    return selectEnvironment(result);
  }
  return {
    kind: 'failed',
    reason: 'unreachable',
    message: status === 0 ? MESSAGES.envFetchStatus0 : MESSAGES.envFetchStatus(status),
  };
}

export function selectEnvironment(list: EnvironmentList): StartupOutcome {
  if (list.defaultEnvType === DEPRECATED_ENV_TYPE) {
    return { kind: 'failed', reason: 'deprecated', message: MESSAGES.outOfDate };
  }
  const environment = list.servers.find((server) => server.type === list.defaultEnvType);
  if (!environment) {
    return { kind: 'failed', reason: 'no-such-environment', message: MESSAGES.noSuchEnvironment(list.defaultEnvType) };
  }
  return { kind: 'ready', environment, list };
}
