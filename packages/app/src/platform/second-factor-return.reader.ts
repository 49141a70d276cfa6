/** Loaded with the first second factor on native: the reader needs the protocol schemas. */
export { readSecondFactorReturn } from '@crewline/protocol';
