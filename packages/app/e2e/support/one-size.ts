/**
 * A journey runs at both sizes (the two projects in playwright.config.ts) unless tagged: on the
 * phone every journey runs; on the desktop, each screen and each state of its own is looked at
 * and checked with axe in at least one journey, and what is about the desktop (keyboard, hover,
 * less motion, the column, the desktop shell) runs there. A journey whose screens a desktop
 * journey already shows, or that checks behaviour with nothing on screen that depends on the
 * width, runs once, at the size of the device it is about (ADR 16).
 */
export const PHONE_ONLY = { tag: '@phone-only' };
export const DESKTOP_ONLY = { tag: '@desktop-only' };
