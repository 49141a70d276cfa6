/**
 * The day and instant the mock files are made for. Fixed, so the files change only when
 * the server's answers do, never with the calendar.
 */
export const MOCK_TODAY = '2026-11-21';
/** 09:30 in the agency's default time zone (America/New_York, UTC-5 in November). */
export const MOCK_NOW = `${MOCK_TODAY}T14:30:00.000Z`;
