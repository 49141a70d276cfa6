import {
  type HttpFailure,
  MESSAGES,
  type RawMessage,
  type UserError,
  userMessageFor,
  userMessageForHttp,
} from '@crewline/protocol';

/** The one error type of every service call: the text to show, and whether to go back to sign-in. */
export class ServiceError extends Error implements UserError {
  readonly sessionExpired: boolean;
  readonly refused: boolean;

  constructor(
    userError: UserError,
    readonly service?: string,
  ) {
    super(userError.message);
    this.name = 'ServiceError';
    this.sessionExpired = userError.sessionExpired;
    this.refused = userError.refused ?? false;
  }

  static fromHttp(failure: HttpFailure, service?: string): ServiceError {
    return new ServiceError(userMessageForHttp(failure), service);
  }

  /** undefined when the message carries no error. */
  static fromMessage(message: RawMessage, service?: string): ServiceError | undefined {
    const mapped = userMessageFor(message);
    return mapped ? new ServiceError(mapped, service) : undefined;
  }

  /** A signed-in call not sent because there is no session (any more): as an expired session. */
  static signedOut(service?: string): ServiceError {
    return new ServiceError({ message: MESSAGES.sessionExpired, sessionExpired: true }, service);
  }

  /** A response the app cannot read: the generic remote-system text. */
  static unreadable(service?: string): ServiceError {
    return new ServiceError({ message: MESSAGES.remoteSystemError, sessionExpired: false }, service);
  }

  /** Anything thrown at all, as a ServiceError. */
  static from(err: unknown): ServiceError {
    if (err instanceof ServiceError) return err;
    const message = err instanceof Error && err.message.trim() !== '' ? err.message : MESSAGES.remoteSystemError;
    return new ServiceError({ message, sessionExpired: false });
  }
}
