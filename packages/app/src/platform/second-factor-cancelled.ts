import { MESSAGES } from '@crewline/protocol';

/** Raised when the user closes the second-factor frame or browser before the page answered. */
export class SecondFactorCancelled extends Error {
  constructor() {
    super(MESSAGES.duoFailed);
    this.name = 'SecondFactorCancelled';
  }
}
