import { clockOf, parseAsOf } from '@crewline/protocol';
import { AGENCY_ZONE, E2E_CLOCK } from '../../playwright.config';

/**
 * The journeys' clock, the servers' own: the real time, or the run's AS_OF (E2E_AS_OF). What a
 * journey works out on its side (today, a second-factor code) reads it, never `new Date()`.
 */
export const e2eNow = clockOf(E2E_CLOCK === undefined ? undefined : parseAsOf(E2E_CLOCK, AGENCY_ZONE));

/** Whether this run stands at an AS_OF: every page's clock is then installed already, at it. */
export const runsAsOf = E2E_CLOCK !== undefined;
