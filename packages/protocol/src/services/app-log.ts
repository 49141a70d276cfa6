import { z } from 'zod';
import { LOG_CAPACITY } from '../constants';
import { request } from '../envelope';
import type { ServiceDef } from '../service-def';

/** Levels of the in-memory log (docs/product.md#logging), least to most severe. */
export const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Longest message one log entry may carry; the app shortens longer ones before sending. */
export const LOG_MESSAGE_MAX = 2_000;

/**
 * The largest mta_appLog body: a full log of the longest messages, each character up to 3
 * bytes of UTF-8, plus room for the JSON around them. Above the general BODY_LIMIT on purpose.
 */
export const APP_LOG_BODY_LIMIT = LOG_CAPACITY * (LOG_MESSAGE_MAX * 3 + 256) + 4 * 1024;

export const logEntrySchema = z.object({
  timestamp: z.iso
    .datetime({ offset: true, error: 'must be an ISO date and time, e.g. 2026-11-21T14:05:00.000Z' })
    .describe('When the app wrote the entry, ISO 8601 with a zone.'),
  level: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .describe('TRACE, DEBUG, INFO, WARN or ERROR.'),
  message: z.string().max(LOG_MESSAGE_MAX).describe(`The text, passwords already masked; at most ${LOG_MESSAGE_MAX}.`),
});

export type LogEntry = z.infer<typeof logEntrySchema>;

export const appLogRequest = request({
  entries: z
    .array(logEntrySchema)
    .min(1)
    .max(LOG_CAPACITY)
    .describe(`The app's in-memory log, oldest first: 1 to ${LOG_CAPACITY} entries.`),
  batchId: z
    .uuid({ error: 'must be a UUID' })
    .optional()
    .describe('Chosen by the app once per batch and sent again on a retry: the server keeps a batch once.'),
  device: z.string().max(200).optional().describe('Platform and device the log comes from, e.g. "android 14".'),
});

export const appLogElements = z.object({
  received: z.number().int().describe('How many entries the server holds for this batch.'),
  reference: z.string().describe('Quote this to support to find the log.'),
});

/** The refusals of mta_appLog, read by the employee as they stand. */
export const APP_LOG_TEXTS = {
  tooMany: (limit: number) =>
    `The app log was sent ${limit} times in the last hour, the most allowed. Please wait a while before sending it again.`,
} as const;

/** The app's log, sent to support. */
export const APP_LOG_SERVICES = {
  mta_appLog: {
    role: 'employee',
    summary:
      "Sends the app's in-memory log to support for the signed-in employee; a retry with the same batchId is kept once.",
    request: appLogRequest,
    elements: appLogElements,
    unlogged: true,
    bodyLimit: APP_LOG_BODY_LIMIT,
  },
} as const satisfies Record<string, ServiceDef>;
