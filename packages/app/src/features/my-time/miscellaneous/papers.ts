import { ATTACHMENT_MAX_BYTES, ATTACHMENT_NAME_MAX, ATTACHMENT_TYPES } from '@crewline/protocol';
import type { ServicePayload } from '../../../api/service-client';

/** The papers a request names, as the request carries them: the file itself stays on the device. */
export type Papers = NonNullable<ServicePayload<'mta_miscellaneousSubmit'>['attachment']>;

const MAX_MB = ATTACHMENT_MAX_BYTES / 1024 / 1024;

/** A file's size in the words the papers field uses ("12 KB", "1.5 MB"). */
export const sizeWords = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What the Miscellaneous papers field says: a request names the papers, the file stays on the device. */
export const PAPERS_TEXTS = {
  label: 'Papers you will hand in (optional)',
  choose: 'Choose a file',
  chooseAnother: 'Choose another file',
  remove: 'Remove the file',
  hint: `A PDF, JPEG or PNG of up to ${MAX_MB} MB. The request names it; you hand the papers to the crew office.`,
  refused: `That file cannot be named: choose a PDF, JPEG or PNG of up to ${MAX_MB} MB.`,
  named: (name: string, bytes: number) =>
    `${name} (${sizeWords(bytes)}) is named in the request; the file stays on this device — hand the papers to the crew office.`,
} as const;

/** The papers a chosen file describes, or null when a request cannot name it (another type, empty, too large). */
export function papersOf(file: { name: string; type: string; size: number }): Papers | null {
  const type = ATTACHMENT_TYPES.find((t) => t === file.type);
  if (!type || file.size <= 0 || file.size > ATTACHMENT_MAX_BYTES) return null;
  return { name: shortName(file.name), type, bytes: file.size };
}

/**
 * A file name the request can carry: a longer one (a phone's scan named by an app) keeps its
 * start and its extension with an ellipsis between, cut between characters, never inside one.
 */
export function shortName(name: string, max = ATTACHMENT_NAME_MAX): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  const budget = max - extension.length - 1;
  let start = '';
  for (const character of name.slice(0, name.length - extension.length)) {
    if (start.length + character.length > budget) break;
    start += character;
  }
  return `${start}…${extension}`;
}
