import { z } from 'zod';
import { ID_MAX } from '../constants';

/** Field schemas the pick services share (not part of the package's API: services import them). */

/** An id field: a whole number from 1, refused with the words of its service. */
export const idOf = (error: string, what: string) =>
  z.number({ error }).int({ error }).min(1, { error }).max(ID_MAX, { error }).describe(what);
export const isoDate = (what: string) => z.iso.date().describe(`${what}, YYYY-MM-DD.`);
export const instant = (what: string) => z.iso.datetime({ offset: true }).describe(`${what} (ISO 8601).`);
export const minutes = (what: string) =>
  z.number().int().describe(`${what}, minutes after midnight of the service day (may pass 1440: the next day).`);
