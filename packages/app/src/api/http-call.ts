import type { HttpFailure } from '@crewline/protocol';

export type FetchFn = typeof fetch;

/** A call that ended without a usable HTTP answer, or with a non-2xx one. */
export class HttpFailureError extends Error {
  constructor(
    readonly failure: HttpFailure,
    /** The parsed body of a non-2xx answer, when it had one. */
    readonly body?: unknown,
  ) {
    super(failure.kind === 'status' ? `HTTP status ${failure.status}` : `timeout (${failure.phase})`);
    this.name = 'HttpFailureError';
  }
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/**
 * fetch with one time budget for the whole call. When it runs out before the response
 * headers arrived it is a request timeout; while the body is still arriving, a response
 * timeout. A network failure is status 0. The body is parsed as JSON (undefined if it is not).
 */
export async function fetchJson(
  fetchFn: FetchFn,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<HttpAnswer> {
  const controller = new AbortController();
  let phase: 'request' | 'response' = 'request';
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetchFn(url, { ...init, signal: controller.signal });
    } catch {
      throw new HttpFailureError(timedOut ? { kind: 'timeout', phase } : { kind: 'status', status: 0 });
    }
    phase = 'response';
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new HttpFailureError(timedOut ? { kind: 'timeout', phase } : { kind: 'status', status: 0 });
    }
    const body = parseJson(text);
    if (response.status < 200 || response.status > 299) {
      throw new HttpFailureError({ kind: 'status', status: response.status }, body);
    }
    return { status: response.status, body };
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
