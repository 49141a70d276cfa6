import { DEMO_GATEWAY_API_KEY, ENV_FETCH_TIMEOUT_MS, MESSAGES } from '@crewline/protocol';
import { describe, expect, it, vi } from 'vitest';
import { anEnvironment, anEnvironmentList, jsonResponse } from '../../test/factories';
import { gatewayApiKey, gatewayUrls } from '../platform/gateway.config';
import { startEnvironment } from './environment.service';

const URLS = ['/gateway/east', '/gateway/west'];

function run(answers: Array<() => Response | Promise<Response>>) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    return next();
  });
  const result = startEnvironment({ urls: URLS, apiKey: 'key-1', version: '2.5.1-Desktop', fetch });
  return { fetch, result };
}

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

describe('environment start-up', () => {
  it('asks the first gateway with the version and the API key, and selects the default environment', async () => {
    const list = anEnvironmentList({
      servers: [anEnvironment({ type: 'training', index: 1 }), anEnvironment({ type: 'production', index: 2 })],
    });
    const { fetch, result } = run([() => jsonResponse(list)]);
    expect(await result).toEqual({ kind: 'ready', environment: list.servers[1], list });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/gateway/east/mta_getEnvironments?version=2.5.1-Desktop');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toMatchObject({ 'x-api-key': 'key-1' });
  });

  it('tries the second gateway when the first answers without a servers list', async () => {
    const { servers: _servers, ...withoutServers } = anEnvironmentList();
    const { fetch, result } = run([() => jsonResponse(withoutServers), () => jsonResponse(anEnvironmentList())]);
    expect((await result).kind).toBe('ready');
    expect(fetch.mock.calls[1]?.[0]).toBe('/gateway/west/mta_getEnvironments?version=2.5.1-Desktop');
  });

  it('tries the second gateway when the first cannot be reached', async () => {
    const { result } = run([networkDown, () => jsonResponse(anEnvironmentList())]);
    expect((await result).kind).toBe('ready');
  });

  it('reports status 0 when no gateway answers', async () => {
    const { result } = run([networkDown, networkDown]);
    expect(await result).toEqual({ kind: 'failed', reason: 'unreachable', message: MESSAGES.envFetchStatus0 });
    expect(MESSAGES.envFetchStatus0).toBe(
      'Please check your internet connection, try again later or update the app (status: 0).',
    );
  });

  it('reports the last HTTP status when every gateway fails', async () => {
    const { result } = run([() => jsonResponse({ error: 'down' }, 502), () => jsonResponse({ error: 'no' }, 403)]);
    expect(await result).toEqual({
      kind: 'failed',
      reason: 'unreachable',
      message: 'Please try again later or update the app (status: 403).',
    });
  });

  it('blocks an out-of-date app', async () => {
    const { result } = run([() => jsonResponse(anEnvironmentList({ defaultEnvType: 'deprecated', servers: [] }))]);
    expect(await result).toEqual({ kind: 'failed', reason: 'deprecated', message: MESSAGES.outOfDate });
  });

  it('fails with "No such environment" when the default type is missing', async () => {
    const { result } = run([() => jsonResponse(anEnvironmentList({ defaultEnvType: 'staging' }))]);
    expect(await result).toEqual({
      kind: 'failed',
      reason: 'no-such-environment',
      message: 'No such environment: staging',
    });
  });

  it('gives up on a gateway after the environment timeout and tries the next', async () => {
    vi.useFakeTimers();
    try {
      const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      const fetch = vi.fn(hanging);
      const result = startEnvironment({ urls: URLS, apiKey: 'k', version: 'v', fetch });
      await vi.advanceTimersByTimeAsync(ENV_FETCH_TIMEOUT_MS);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(ENV_FETCH_TIMEOUT_MS);
      expect(await result).toMatchObject({ kind: 'failed', message: MESSAGES.envFetchStatus0 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('gateway configuration', () => {
  it('defaults to the two same-origin regional gateways and the demo key', () => {
    expect(gatewayUrls('')).toEqual(['/gateway/east', '/gateway/west']);
    expect(gatewayApiKey('')).toBe(DEMO_GATEWAY_API_KEY);
  });

  it('reads a comma-separated list', () => {
    expect(gatewayUrls(' https://a.test/gw , https://b.test/gw ')).toEqual(['https://a.test/gw', 'https://b.test/gw']);
    expect(gatewayApiKey('k2')).toBe('k2');
  });
});
