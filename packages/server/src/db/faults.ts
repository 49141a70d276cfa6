import { RAW_ERRORS } from '@crewline/protocol';
import type { DbHealth } from './health';

/** The raw errors that name a database condition (docs/architecture.md#errors-have-real-causes). */
export type DbFault =
  | 'dbCredentials'
  | 'dbAccountLocked'
  | 'dbListenerDown'
  | 'dbUnavailable'
  | 'dbNotConnected'
  | 'dbStarting'
  | 'dbRestricted'
  | 'connectionWait'
  | 'serviceTimeout';

/** SQLSTATEs (PostgreSQL) and system error codes (Node's net/dns) with a known cause. */
const BY_CODE: Record<string, DbFault> = {
  '28P01': 'dbCredentials', // invalid_password
  '57P03': 'dbStarting', // cannot_connect_now: starting up, shutting down, in recovery
  '57P01': 'dbUnavailable', // admin_shutdown: the server is being stopped
  '57P02': 'dbUnavailable', // crash_shutdown
  '57P04': 'dbUnavailable', // database_dropped
  '3D000': 'dbUnavailable', // the configured database does not exist
  '08001': 'dbUnavailable', // unable to establish the connection
  '08004': 'dbUnavailable', // server rejected the connection
  '08000': 'dbNotConnected',
  '08003': 'dbNotConnected', // connection_does_not_exist
  '08006': 'dbNotConnected', // connection_failure
  '57P05': 'dbNotConnected', // idle_session_timeout
  '25006': 'dbRestricted', // read_only_sql_transaction
  // Our role owns everything it uses; a privilege refusal means the database was restricted.
  '42501': 'dbRestricted',
  '53300': 'connectionWait', // too_many_connections: no slot for us on the server
  '57014': 'serviceTimeout', // query_canceled: statement_timeout
  '55P03': 'serviceTimeout', // lock_not_available: lock_timeout
  ECONNREFUSED: 'dbListenerDown',
  ECONNRESET: 'dbNotConnected',
  EPIPE: 'dbNotConnected',
  ENOTFOUND: 'dbUnavailable',
  EAI_AGAIN: 'dbUnavailable',
  ETIMEDOUT: 'dbUnavailable',
  EHOSTUNREACH: 'dbUnavailable',
  ENETUNREACH: 'dbUnavailable',
};

/** node-postgres reports some conditions by message only. Checked in order. */
const BY_MESSAGE: [RegExp, DbFault][] = [
  [/timeout exceeded when trying to connect/i, 'connectionWait'],
  [/connection terminated due to connection timeout/i, 'dbUnavailable'],
  [/connection terminated|not queryable|client was closed/i, 'dbNotConnected'],
  [/query read timeout/i, 'serviceTimeout'],
];

function faultOfOne(err: object): DbFault | undefined {
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // 28000 covers both "no pg_hba.conf entry" (credentials) and a NOLOGIN role (locked account).
    if (code === '28000') {
      return typeof message === 'string' && /not permitted to log in/i.test(message)
        ? 'dbAccountLocked'
        : 'dbCredentials';
    }
    if (code === '55000' && typeof message === 'string' && /not currently accepting connections/i.test(message)) {
      return 'dbRestricted';
    }
    const byCode = BY_CODE[code];
    if (byCode) return byCode;
  }
  if (typeof message === 'string') return BY_MESSAGE.find(([pattern]) => pattern.test(message))?.[1];
  return undefined;
}

/** The error itself, then what it wraps (drizzle's DrizzleQueryError.cause, AggregateError.errors). */
function* chain(err: unknown, depth = 0): Generator<object> {
  if (typeof err !== 'object' || err === null || depth > 8) return;
  yield err;
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  yield* chain(cause, depth + 1);
  if (Array.isArray(errors)) for (const e of errors) yield* chain(e, depth + 1);
}

export function dbFaultOf(err: unknown): DbFault | undefined {
  for (const e of chain(err)) {
    const fault = faultOfOne(e);
    if (fault) return fault;
  }
  return undefined;
}

/** Faults that mean an established connection went away. */
const CONNECTION_LOST: ReadonlySet<DbFault> = new Set(['dbUnavailable', 'dbNotConnected', 'dbStarting']);

/**
 * The catalogue raw error for a database driver error, or undefined when the error has no
 * known database cause (the caller then treats it as an internal fault). With the
 * database's health, a refused connection after a lost one reads as unavailable.
 */
export function rawErrorForDbFault(err: unknown, health?: DbHealth): string | undefined {
  const fault = dbFaultOf(err);
  if (!fault) return undefined;
  if (CONNECTION_LOST.has(fault)) health?.markLost();
  if (fault === 'dbListenerDown' && health?.lost) return RAW_ERRORS.dbUnavailable;
  return RAW_ERRORS[fault];
}
