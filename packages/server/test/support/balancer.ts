import type { ServiceName } from '@crewline/protocol';
import { callOverHttp } from './http-services';
import type { Auth } from './service-calls';

/**
 * Server processes behind a load balancer, as a test sees them: requests go round-robin over
 * the processes still up; one that gives no answer (its connection refused or cut) is taken out,
 * as its failed health check would, and the same request (same payload, same request id) goes
 * to the next. `onSend` is told each process a request is sent to, and the service, just after it is sent.
 */
export function loadBalancer(
  bases: readonly string[],
  onSend: (process: number, service: ServiceName) => void = () => undefined,
) {
  const up = bases.map(() => true);
  let next = 0;
  function pick(): number {
    for (let k = 0; k < bases.length; k++) {
      const i = (next + k) % bases.length;
      if (up[i]) {
        next = (i + 1) % bases.length;
        return i;
      }
    }
    throw new Error('no server process is up');
  }
  /** The answer, the process that gave it, and every process the request was sent to. */
  async function send<S extends ServiceName>(service: S, payload: object, auth?: Auth) {
    const tried: number[] = [];
    for (;;) {
      const i = pick();
      tried.push(i);
      const answering = callOverHttp(bases[i] as string, service, payload, auth);
      onSend(i, service);
      try {
        return { answer: await answering, by: i, tried };
      } catch (err) {
        // fetch rejects with a TypeError when no answer comes; anything else is the answer's fault.
        if (!(err instanceof TypeError)) throw err;
        up[i] = false;
      }
    }
  }
  return { send, isUp: (i: number) => up[i] === true };
}
