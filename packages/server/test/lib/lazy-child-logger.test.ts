import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from '../../src/lib/lazy-child-logger';

function logged(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  // Fastify's own pino, as the server has it.
  return { parent: Fastify({ logger: { level, stream } }).log, lines };
}

describe('lazyChildLogger', () => {
  it('writes lines at enabled levels with the request id bound, and drops the others', () => {
    const { parent, lines } = logged('warn');
    const log = lazyChildLogger(parent, { reqId: 'req-7' }, {});
    log.info('not at warn level');
    log.debug({ detail: 1 }, 'nor this');
    log.warn({ service: 'mta_login' }, 'database fault');
    log.error('unexpected');
    expect(lines.map((l) => [l.reqId, l.msg, l.service])).toEqual([
      ['req-7', 'database fault', 'mta_login'],
      ['req-7', 'unexpected', undefined],
    ]);
    expect(log.level).toBe('warn');
  });

  it('passes the level and further children through to a real child', () => {
    const { parent, lines } = logged('info');
    const log = lazyChildLogger(parent, { reqId: 'req-8' }, {});
    log.child({ part: 'second factor' }).info('verified');
    log.level = 'error';
    log.warn('now below the level');
    expect(lines.map((l) => [l.reqId, l.part, l.msg])).toEqual([['req-8', 'second factor', 'verified']]);
  });
});

describe('lazyChildLogger for a route with its own level', () => {
  it('writes at the route level, not the parent level', () => {
    const { parent, lines } = logged('warn');
    const log = lazyChildLogger(parent, { reqId: 'req-9' }, { level: 'debug' });
    log.debug('route debug line');
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([['req-9', 'route debug line']]);
  });
});
