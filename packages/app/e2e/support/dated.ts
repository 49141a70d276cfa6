/**
 * A journey whose screens depend on the day it runs (banks of the leave year, pay weeks, the
 * pick's turns, what is to come): besides the suite's run on the real clock, it runs on the
 * phone as of each of the year's edges (test/year-edges.json, E2E_AS_OF; scripts/test.mjs).
 */
export const DATED = { tag: '@dated' };

/** DATED beside a journey's other tag (PHONE_ONLY, DESKTOP_ONLY or a size of its own). */
export const datedAnd = (other: { tag: string | string[] }) => ({ tag: [DATED.tag, ...[other.tag].flat()] });
