import type { ServiceElements, ServiceName, ServiceRequest } from '@crewline/protocol';
import type { Db } from '../db/client';

/** The demo sign-in the mock environment is: the mta_login mock is this employee's profile. */
export const MOCK_PASS_ID = '100001';

/** One sample call of a service, whose answer becomes its mock file. */
export interface MockSample<S extends ServiceName> {
  /** The demo sign-in (docs/architecture.md#demo-sign-ins) that makes the call; default MOCK_PASS_ID. */
  as?: string;
  /** The payload, without meta (the generator adds it). It must pass the registry's request schema. */
  request: Omit<ServiceRequest<S>, 'meta'>;
  /** Elements fields whose value differs on every call (random references): written as "mock-<field>". */
  volatile?: readonly (keyof ServiceElements<S> & string)[];
  /** Sets up what the call needs in the generator's database (an enrolment code); answers request fields to add. */
  prepare?: (db: Db, now: Date) => Promise<Partial<Omit<ServiceRequest<S>, 'meta'>>>;
  /** The call ends its session: it is made after every other sample. */
  endsSession?: boolean;
}
