import { RAW_ERRORS } from '@crewline/protocol';

/** A refusal a handler (or the exec pipeline) answers with; `error` is a raw error of the vocabulary. */
export class ServiceError extends Error {
  constructor(
    readonly error: string,
    readonly httpStatus = 200,
    readonly popupMessages: string[] = [],
  ) {
    super(error);
    this.name = 'ServiceError';
  }
}

/** Input refused by validation: each problem is one popup message. */
export class InputError extends ServiceError {
  constructor(problems: string[]) {
    super(RAW_ERRORS.popupOutput, 200, problems);
    this.name = 'InputError';
  }
}

/** A business refusal whose text the employee reads as it stands. */
export class RefusalError extends ServiceError {
  constructor(
    /** The words, as a command line prints them. */
    readonly text: string,
    httpStatus = 200,
  ) {
    super(RAW_ERRORS.nonEmptyOutput(text), httpStatus);
    this.name = 'RefusalError';
  }
}

/**
 * A refusal the operator must hear of too (a system the service needs did not answer): the
 * pipeline logs `warning` with `detail` as a warning. Neither may hold the payload.
 */
export class WarnedRefusal extends RefusalError {
  constructor(
    text: string,
    readonly warning: string,
    readonly detail: Readonly<Record<string, string>>,
  ) {
    super(text);
    this.name = 'WarnedRefusal';
  }
}

/** Missing, invalid, expired or ended ticket. */
export class AuthError extends ServiceError {
  constructor() {
    super(RAW_ERRORS.authInvalid, 401);
    this.name = 'AuthError';
  }
}

/**
 * A signed-in employee whose role may not call this service. Not HTTP 403: the app treats
 * 401/403 as an expired session (docs/product.md#http-level), and this employee's session is fine.
 */
export class ForbiddenError extends ServiceError {
  constructor() {
    super(RAW_ERRORS.roleRefused);
    this.name = 'ForbiddenError';
  }
}
