/** Where the server serves the second-factor page (GET) and receives its form (POST). */
export const SECOND_FACTOR_PATH = '/auth/second-factor';
