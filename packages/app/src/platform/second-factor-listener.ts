import { type SecondFactorMessage, secondFactorMessageSchema } from '@crewline/protocol';

/**
 * Waits for the second-factor page's message (docs/product.md#second-factor). Only messages from the
 * page's own origin that match the protocol schema count; anything else is ignored.
 */
export function waitForSecondFactorMessage(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  pageUrl: string,
  signal?: AbortSignal,
): Promise<SecondFactorMessage> {
  const origin = new URL(pageUrl, globalThis.location?.href).origin;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const parsed = secondFactorMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      stop();
      resolve(parsed.data);
    };
    const onAbort = () => {
      stop();
      reject(signal?.reason);
    };
    const stop = () => {
      target.removeEventListener('message', onMessage as EventListener);
      signal?.removeEventListener('abort', onAbort);
    };
    target.addEventListener('message', onMessage as EventListener);
    signal?.addEventListener('abort', onAbort);
  });
}
