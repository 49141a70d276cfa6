import { EXEC_BASE_PATH, metaApp, SERVICES, type ServiceElements, type ServiceName } from '@crewline/protocol';
import { basic } from './app';
import { parseEnvelope } from './envelope';
import type { Auth } from './service-calls';

/**
 * A service called over HTTP on a running server at `base`, as the app calls it, the answer read
 * through the registry's schema. Rejects when no answer comes (the server is gone).
 */
export async function callOverHttp<S extends ServiceName>(base: string, service: S, payload: object = {}, auth?: Auth) {
  const res = await fetch(`${base}${EXEC_BASE_PATH}${service}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(auth ? { authorization: basic(auth.passId, auth.ticket) } : {}),
    },
    body: JSON.stringify({ meta: { app: metaApp() }, ...payload }),
  });
  const answer = parseEnvelope(service, SERVICES[service].elements, await res.json());
  return { ...answer, elements: answer.elements as ServiceElements<S> | undefined };
}
