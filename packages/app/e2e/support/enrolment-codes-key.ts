/** The key of the office accounts journey's employee in the enrolment file (support/enrolment-codes.ts writes it). */
export const RESET_ACCOUNT_KEY = 'office-reset';
