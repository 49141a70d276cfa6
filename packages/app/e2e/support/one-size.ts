/**
 * Most journeys run at both sizes (the two projects in playwright.config.ts): the same steps,
 * looked at and checked with axe on a phone and on a desktop. A journey that checks behaviour
 * only, with nothing on screen that depends on the width, runs once, at the size of the
 * device it is about.
 */
export const PHONE_ONLY = { tag: '@phone-only' };
export const DESKTOP_ONLY = { tag: '@desktop-only' };
