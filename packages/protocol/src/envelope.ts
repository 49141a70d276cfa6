import { z } from 'zod';
import { APP_NAME } from './constants';

/**
 * The service envelope (docs/product.md#service-envelope, docs/architecture.md#wire-protocol).
 * Request: `{ meta: { app: "Crewline[,transactionId]" }, ...fields }`.
 * Response: `{ success, Response: { "<service>Message": {...}, Elements: {...} } }`.
 */
export const metaSchema = z.object({
  app: z.string().min(1).max(200).describe('The app name and, when one is stored, a comma and the transaction id.'),
});

export type Meta = z.infer<typeof metaSchema>;

/** A request: the envelope's meta plus the service's own fields. */
export const request = <T extends z.ZodRawShape>(shape: T) => z.object({ meta: metaSchema, ...shape });

export function metaApp(transactionId?: string | null): string {
  return transactionId ? `${APP_NAME},${transactionId}` : APP_NAME;
}

/** The transaction id carried in meta.app, if any. */
export function transactionIdOf(metaAppValue: string): string | undefined {
  const comma = metaAppValue.indexOf(',');
  if (comma < 0) return undefined;
  const id = metaAppValue.slice(comma + 1).trim();
  return id === '' ? undefined : id;
}

export const serviceMessageSchema = z.object({
  transactionId: z.string().describe("Identifies this session's transactions; the app keeps it in session storage."),
  ticket: z.string().describe('The session ticket, empty when none.'),
  PopupMessages: z.array(z.string()).describe('Messages to show in a popup.'),
  StatusBarMessages: z.array(z.string()).describe('Messages to show in a status bar.'),
  Error: z.string().describe('A raw error (see the error vocabulary); empty on success.'),
});

export type ServiceMessage = z.infer<typeof serviceMessageSchema>;

export function messageKey(service: string): string {
  return `${service}Message`;
}

export interface Envelope<E = Record<string, unknown>> {
  success: boolean;
  Response: Record<string, ServiceMessage | E> & { Elements?: E };
}

/** Builds the response schema of one service from the schema of its Elements. */
export function envelopeSchema(service: string, elements: z.ZodType) {
  return z.object({
    success: z.boolean(),
    Response: z.object({
      [messageKey(service)]: serviceMessageSchema,
      Elements: elements.optional(),
    }),
  });
}

export function emptyMessage(transactionId = '', ticket = ''): ServiceMessage {
  return { transactionId, ticket, PopupMessages: [], StatusBarMessages: [], Error: '' };
}

export function buildEnvelope<E>(
  service: string,
  message: ServiceMessage,
  elements?: E,
): { success: boolean; Response: Record<string, unknown> } {
  const Response: Record<string, unknown> = { [messageKey(service)]: message };
  if (elements !== undefined) Response.Elements = elements;
  return { success: message.Error === '' && message.StatusBarMessages.length === 0, Response };
}

/** Reads the service message and Elements out of a response, whatever its shape. */
export function readEnvelope(
  service: string,
  body: unknown,
): { success: boolean; message: ServiceMessage; elements: unknown } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as { success?: unknown; Response?: Record<string, unknown> };
  if (typeof b.Response !== 'object' || b.Response === null) return undefined;
  const parsed = serviceMessageSchema.partial().safeParse(b.Response[messageKey(service)] ?? {});
  const m = parsed.success ? parsed.data : {};
  return {
    success: b.success === true,
    message: {
      transactionId: m.transactionId ?? '',
      ticket: m.ticket ?? '',
      PopupMessages: m.PopupMessages ?? [],
      StatusBarMessages: m.StatusBarMessages ?? [],
      Error: m.Error ?? '',
    },
    elements: b.Response.Elements,
  };
}
