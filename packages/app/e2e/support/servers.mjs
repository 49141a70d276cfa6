// The journeys' servers, read by playwright.config.ts and by scripts/test.mjs (which seeds the
// dated runs' databases before they start, and starts them once the main run's servers answer).

/** Where the journeys' server on a port keeps its embedded database. */
export const dataDir = (port) => `/tmp/crewline-e2e-${port}`;

/** The servers Playwright starts for the main run, by their port's offset from E2E_PORT. */
export const SERVER_OFFSETS = { main: 0, shortSession: 1, secondPick: 2, processedRelief: 3, password: 4 };

/** Past them, the ports journeys serve from servers of their own (the bid-around's, then the dated correction's). */
export const OWN_SERVER_OFFSET = 5;
