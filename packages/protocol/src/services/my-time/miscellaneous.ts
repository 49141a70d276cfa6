import { z } from 'zod';
import { dateField } from '../../date-range';
import { request } from '../../envelope';
import type { ServiceDef } from '../../service-def';
import { instant, isoDate } from '../schema-parts';

/**
 * My Time's miscellaneous requests (home/my-time/miscellaneous,
 * docs/product.md#my-time): the other absences an agency takes this way — jury duty, bereavement, military,
 * union business — with their dates, a note and the papers' description, stored with a status.
 */

export const MISCELLANEOUS_KINDS = [
  { code: 'JURY', name: 'Jury duty', noteRequired: false },
  { code: 'BEREAVEMENT', name: 'Bereavement', noteRequired: true },
  { code: 'MILITARY', name: 'Military duty', noteRequired: false },
  { code: 'UNION', name: 'Union business', noteRequired: true },
] as const;
export type MiscellaneousKind = (typeof MISCELLANEOUS_KINDS)[number]['code'];
const KIND_CODES = MISCELLANEOUS_KINDS.map((k) => k.code) as [MiscellaneousKind, ...MiscellaneousKind[]];

export const MISCELLANEOUS_STATUSES = ['SUBMITTED', 'APPROVED', 'DENIED'] as const;
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const NOTE_MAX = 500;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The longest name of the papers a request carries, in UTF-16 code units (a JavaScript string's length). */
export const ATTACHMENT_NAME_MAX = 120;
/** A request covers at most this many days (longer absences go through the crew office). */
export const MISCELLANEOUS_MAX_DAYS = 31;
/** How far back a request may start: jury duty and bereavement are often reported after the day. */
export const MISCELLANEOUS_BACK_DAYS = 30;

export const MISCELLANEOUS_TEXTS = {
  requestId: 'Each request carries a request id (a UUID) chosen by the app: a retry sends the same one.',
  kind: `Choose what the request is for: ${KIND_CODES.join(', ')}.`,
  date: 'Choose the first and last day, YYYY-MM-DD.',
  order: 'The last day cannot come before the first.',
  tooLong: `A request covers at most ${MISCELLANEOUS_MAX_DAYS} days; for a longer absence call the crew office.`,
  tooOld: `A request may start at most ${MISCELLANEOUS_BACK_DAYS} days ago.`,
  note: `The note is at most ${NOTE_MAX} characters.`,
  noteRequired: (kind: string) => `Add a note for ${kind.toLowerCase()}: who or what it is for.`,
  attachment: `The papers are described by a name, a type (PDF, JPEG or PNG) and a size up to ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`,
  attachmentName: `Name the papers in 1 to ${ATTACHMENT_NAME_MAX} characters.`,
  attachmentType: `The papers must be a PDF, JPEG or PNG: ${ATTACHMENT_TYPES.join(', ')}.`,
  attachmentBytes: `The papers' size is a whole number of bytes from 1 to ${ATTACHMENT_MAX_BYTES} (${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB).`,
  statuses: { SUBMITTED: 'Submitted', APPROVED: 'Approved', DENIED: 'Denied' },
} as const;

const miscellaneousRequest = z.object({
  requestNumber: z.number().int().describe('The request, as the crew office refers to it.'),
  kind: z.enum(KIND_CODES),
  firstDay: isoDate('Its first day'),
  lastDay: isoDate('Its last day'),
  note: z.string().describe('What the employee wrote; empty when nothing.'),
  attachment: z
    .object({ name: z.string(), type: z.enum(ATTACHMENT_TYPES), bytes: z.number().int() })
    .nullable()
    .describe('The papers the employee will hand in, as described; null when none.'),
  status: z.enum(MISCELLANEOUS_STATUSES).describe('SUBMITTED until the crew office decides.'),
  submittedAt: instant('When it was submitted'),
});

export const miscellaneousInitRequest = request({});
export const miscellaneousInitElements = z.object({
  kinds: z
    .array(z.object({ code: z.enum(KIND_CODES), name: z.string(), noteRequired: z.boolean() }))
    .describe('What a request may be for.'),
  requests: z.array(miscellaneousRequest).describe('My requests, newest first.'),
});

export const miscellaneousSubmitRequest = request({
  requestId: z.uuid({ error: MISCELLANEOUS_TEXTS.requestId }),
  kind: z.enum(KIND_CODES, { error: MISCELLANEOUS_TEXTS.kind }),
  firstDay: dateField(MISCELLANEOUS_TEXTS.date),
  lastDay: dateField(MISCELLANEOUS_TEXTS.date),
  note: z.string({ error: MISCELLANEOUS_TEXTS.note }).max(NOTE_MAX, { error: MISCELLANEOUS_TEXTS.note }).default(''),
  attachment: z
    .object(
      {
        name: z
          .string()
          .min(1, { error: MISCELLANEOUS_TEXTS.attachmentName })
          .max(ATTACHMENT_NAME_MAX, { error: MISCELLANEOUS_TEXTS.attachmentName }),
        type: z.enum(ATTACHMENT_TYPES, { error: MISCELLANEOUS_TEXTS.attachmentType }),
        bytes: z
          .number()
          .int()
          .min(1, { error: MISCELLANEOUS_TEXTS.attachmentBytes })
          .max(ATTACHMENT_MAX_BYTES, { error: MISCELLANEOUS_TEXTS.attachmentBytes }),
      },
      { error: MISCELLANEOUS_TEXTS.attachment },
    )
    .nullable()
    .default(null)
    .describe('A description of the papers (the file itself is handed to the crew office).'),
});
export const miscellaneousSubmitElements = z.object({
  request: miscellaneousRequest,
  requests: miscellaneousInitElements.shape.requests,
});

/** My Time's miscellaneous requests (RTO). */
export const MISCELLANEOUS_SERVICES = {
  mta_miscellaneousInit: {
    role: 'RTO',
    summary: 'What a miscellaneous request may be for, and my requests with their status.',
    request: miscellaneousInitRequest,
    elements: miscellaneousInitElements,
  },
  mta_miscellaneousSubmit: {
    role: 'RTO',
    summary: 'Submits a miscellaneous request (dates, note, the papers described) for the crew office to decide.',
    request: miscellaneousSubmitRequest,
    elements: miscellaneousSubmitElements,
  },
} as const satisfies Record<string, ServiceDef>;
