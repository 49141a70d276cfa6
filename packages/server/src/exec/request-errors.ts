import { REQUEST_DEPTH_MAX } from '@crewline/protocol';
import { BodyTooDeep } from '../lib/json-body';

const TOO_DEEP = new BodyTooDeep().code;

/** Plain words for the errors Fastify raises before a handler runs (body parsing, limits). */
export function describeRequestError(err: { code?: string; message: string }, bodyLimit: number): string {
  switch (err.code) {
    case TOO_DEEP:
      return `Request body: nests lists and objects more than ${REQUEST_DEPTH_MAX} deep`;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body: is not valid JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body: is empty; send a JSON object';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Request body: must be sent with Content-Type application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `Request body: is larger than the limit of ${Math.round(bodyLimit / 1024)} KiB`;
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Request body: its length does not match the Content-Length header';
    default:
      return 'Request body: could not be read';
  }
}

/** Fastify's errors about the request itself (status 4xx, raised before the handler), and our body parser's. */
export function isRequestError(err: unknown): err is { code?: string; message: string; statusCode: number } {
  const e = err as { statusCode?: unknown; code?: unknown };
  return (
    typeof e?.statusCode === 'number' &&
    e.statusCode >= 400 &&
    e.statusCode < 500 &&
    typeof e.code === 'string' &&
    (e.code.startsWith('FST_') || e.code === TOO_DEEP)
  );
}
