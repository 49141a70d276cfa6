import { envelopeSchema, messageKey, serviceMessageSchema } from '@crewline/protocol';
import type { z } from 'zod';

/** Validates a response against the protocol envelope of `service` and returns its typed parts. */
export function parseEnvelope<E extends z.ZodType>(service: string, elements: E, body: unknown) {
  const parsed = envelopeSchema(service, elements).parse(body);
  return {
    success: parsed.success,
    message: serviceMessageSchema.parse(parsed.Response[messageKey(service)]),
    elements: parsed.Response.Elements as z.output<E> | undefined,
  };
}
