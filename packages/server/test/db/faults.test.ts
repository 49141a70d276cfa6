import { RAW_ERRORS } from '@crewline/protocol';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { rawErrorForDbFault } from '../../src/db/faults';
import { DbHealth } from '../../src/db/health';

/** Shaped like node-postgres' DatabaseError (and PGlite's): a SQLSTATE in `code`. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
/** Shaped like Node's system errors from net and dns. */
const systemError = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });

describe('rawErrorForDbFault', () => {
  const cases: [string, unknown, string][] = [
    [
      '28P01 password refused',
      pgError('28P01', 'password authentication failed for user "crewline"'),
      RAW_ERRORS.dbCredentials,
    ],
    ['28000 no pg_hba entry', pgError('28000', 'no pg_hba.conf entry for host "10.0.0.5"'), RAW_ERRORS.dbCredentials],
    ['28000 NOLOGIN role', pgError('28000', 'role "crewline" is not permitted to log in'), RAW_ERRORS.dbAccountLocked],
    ['ECONNREFUSED', systemError('ECONNREFUSED'), RAW_ERRORS.dbListenerDown],
    ['57P03 starting up', pgError('57P03', 'the database system is starting up'), RAW_ERRORS.dbStarting],
    [
      '57P01 admin shutdown',
      pgError('57P01', 'terminating connection due to administrator command'),
      RAW_ERRORS.dbUnavailable,
    ],
    [
      '57P02 crash shutdown',
      pgError('57P02', 'terminating connection because of crash of another server process'),
      RAW_ERRORS.dbUnavailable,
    ],
    ['3D000 database missing', pgError('3D000', 'database "crewline" does not exist'), RAW_ERRORS.dbUnavailable],
    ['08001 cannot connect', pgError('08001', 'could not connect to server'), RAW_ERRORS.dbUnavailable],
    ['ENOTFOUND', systemError('ENOTFOUND'), RAW_ERRORS.dbUnavailable],
    ['ETIMEDOUT', systemError('ETIMEDOUT'), RAW_ERRORS.dbUnavailable],
    ['EHOSTUNREACH', systemError('EHOSTUNREACH'), RAW_ERRORS.dbUnavailable],
    ['connect timeout', new Error('Connection terminated due to connection timeout'), RAW_ERRORS.dbUnavailable],
    ['08000', pgError('08000', 'connection exception'), RAW_ERRORS.dbNotConnected],
    ['08003', pgError('08003', 'connection does not exist'), RAW_ERRORS.dbNotConnected],
    ['08006', pgError('08006', 'connection failure'), RAW_ERRORS.dbNotConnected],
    ['ECONNRESET', systemError('ECONNRESET'), RAW_ERRORS.dbNotConnected],
    ['EPIPE', systemError('EPIPE'), RAW_ERRORS.dbNotConnected],
    ['connection terminated', new Error('Connection terminated unexpectedly'), RAW_ERRORS.dbNotConnected],
    [
      'client not queryable',
      new Error('Client has encountered a connection error and is not queryable'),
      RAW_ERRORS.dbNotConnected,
    ],
    ['25006 read only', pgError('25006', 'cannot execute INSERT in a read-only transaction'), RAW_ERRORS.dbRestricted],
    ['42501 privilege', pgError('42501', 'permission denied for table employees'), RAW_ERRORS.dbRestricted],
    [
      '55000 not accepting',
      pgError('55000', 'database "crewline" is not currently accepting connections'),
      RAW_ERRORS.dbRestricted,
    ],
    ['pool wait', new Error('timeout exceeded when trying to connect'), RAW_ERRORS.connectionWait],
    ['53300 too many clients', pgError('53300', 'sorry, too many clients already'), RAW_ERRORS.connectionWait],
    [
      '57014 statement timeout',
      pgError('57014', 'canceling statement due to statement timeout'),
      RAW_ERRORS.serviceTimeout,
    ],
    ['55P03 lock timeout', pgError('55P03', 'canceling statement due to lock timeout'), RAW_ERRORS.serviceTimeout],
    ['query read timeout', new Error('Query read timeout'), RAW_ERRORS.serviceTimeout],
  ];

  it.each(cases)('%s', (_name, err, raw) => {
    expect(rawErrorForDbFault(err)).toBe(raw);
  });

  it('looks through drizzle query errors and aggregate errors to the driver error', () => {
    const wrapped = new DrizzleQueryError(
      'select 1',
      [],
      pgError('57014', 'canceling statement due to statement timeout'),
    );
    expect(rawErrorForDbFault(wrapped)).toBe(RAW_ERRORS.serviceTimeout);
    const dualStack = new AggregateError([systemError('ECONNREFUSED'), systemError('ECONNREFUSED')]);
    expect(rawErrorForDbFault(dualStack)).toBe(RAW_ERRORS.dbListenerDown);
  });

  it('leaves every other error to the caller as an internal fault', () => {
    for (const err of [
      pgError('23505', 'duplicate key value violates unique constraint "employees_pkey"'),
      pgError('42P01', 'relation "nowhere" does not exist'),
      pgError('55000', 'object not in prerequisite state'),
      new DrizzleQueryError('select 1', [], new TypeError('x is undefined')),
      new Error('something else'),
      'a string',
      null,
      undefined,
      { code: 42 },
    ]) {
      expect(rawErrorForDbFault(err)).toBeUndefined();
    }
  });

  it('survives a cause cycle', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    a.cause = a;
    expect(rawErrorForDbFault(a)).toBeUndefined();
  });
});

describe('a refused connection after a lost one', () => {
  it('reads as unavailable until a connection succeeds again', () => {
    const health = new DbHealth();
    expect(rawErrorForDbFault(systemError('ECONNREFUSED'), health)).toBe(RAW_ERRORS.dbListenerDown);
    expect(rawErrorForDbFault(systemError('ECONNRESET'), health)).toBe(RAW_ERRORS.dbNotConnected);
    expect(rawErrorForDbFault(systemError('ECONNREFUSED'), health)).toBe(RAW_ERRORS.dbUnavailable);
    health.markConnected();
    expect(rawErrorForDbFault(systemError('ECONNREFUSED'), health)).toBe(RAW_ERRORS.dbListenerDown);
  });
});
