import type { FastifyInstance } from 'fastify';
import { FACTORY_PASSWORD } from '../factories/employees';
import { login } from '../support/app';

/** Signs in a factory employee (no second factor) and returns the ticket. */
export async function signedInFactory(app: FastifyInstance, passId: string) {
  const res = await login(app, passId, FACTORY_PASSWORD);
  const ticket = res.json().Response.Elements?.AP_TICKET;
  if (typeof ticket !== 'string' || ticket === '') throw new Error(`sign-in of ${passId} failed: ${res.body}`);
  return { passId, ticket };
}
