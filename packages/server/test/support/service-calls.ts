import { SERVICES, type ServiceElements, type ServiceName } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { callService } from './app';
import { parseEnvelope } from './envelope';

export type Auth = { passId: string; ticket: string };

/**
 * Calls of the app's services as the app makes them, each answer read back through the
 * registry's schema: `call` answers the envelope, `ok` the Elements of a call that must
 * succeed, `refused` the message of one that must not. `app` is read at each call (a test
 * file builds it in beforeAll).
 */
export function serviceCalls(app: () => FastifyInstance) {
  async function call<S extends ServiceName>(service: S, auth: Auth, payload: Record<string, unknown> = {}) {
    const res = await callService(app(), service, payload, auth);
    return parseEnvelope(service, SERVICES[service].elements, res.json());
  }
  async function ok<S extends ServiceName>(
    service: S,
    auth: Auth,
    payload: Record<string, unknown> = {},
  ): Promise<ServiceElements<S>> {
    const body = await call(service, auth, payload);
    expect(body.message.PopupMessages).toEqual([]);
    expect(body.message.Error).toBe('');
    if (!body.elements) throw new Error(`${service}: no elements`);
    return body.elements as ServiceElements<S>;
  }
  async function refused(service: ServiceName, auth: Auth, payload: Record<string, unknown>) {
    const body = await call(service, auth, payload);
    expect(body.success).toBe(false);
    return body.message;
  }
  return { call, ok, refused };
}
