import { REQUEST_DEPTH_MAX } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';

const OPEN_OBJECT = 0x7b; // {
const OPEN_LIST = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_LIST = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text nests objects and lists more than `max` deep, read in one pass over the
 * text without parsing it (brackets inside strings do not count). Malformed text is left to
 * the parser to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_LIST) {
      if (++depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_LIST) {
      depth--;
    }
  }
  return false;
}

/** The error of a body nested deeper than REQUEST_DEPTH_MAX (request-errors.ts words it). */
export class BodyTooDeep extends Error {
  readonly code = 'CREWLINE_BODY_TOO_DEEP';
  readonly statusCode = 400;
  constructor() {
    super(`request body nested deeper than ${REQUEST_DEPTH_MAX}`);
  }
}

/**
 * JSON bodies of every route: a body nested deeper than REQUEST_DEPTH_MAX is refused before it
 * is parsed, so nothing that walks a parsed body (the storable-text check, validation, the
 * services) ever meets one deep enough to exhaust the call stack. The rest is Fastify's own
 * parser, its prototype-poisoning checks included.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, REQUEST_DEPTH_MAX)) {
      done(new BodyTooDeep(), undefined);
      return;
    }
    parse(request, text, done);
  });
}
