// Where the journeys' server on a port keeps its embedded database: read by playwright.config.ts
// and by scripts/test.mjs, which seeds the dated runs' databases before they start.
export const dataDir = (port) => `/tmp/crewline-e2e-${port}`;
