import type { RoleSubject, SERVICES, ServiceElements, ServiceName } from '@crewline/protocol';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { employees } from '../db/schema';

export type EmployeeRow = typeof employees.$inferSelect;

/** The signed-in employee behind a valid ticket. */
export interface Session {
  id: number;
  passId: string;
  transactionId: string;
  ticket: string;
  subject: RoleSubject;
  employee: EmployeeRow;
}

/**
 * The live session of an Authorization header, or undefined when missing, unknown, ended or
 * expired. `unattended`: the app says nobody is using it (UNATTENDED_HEADER), so the call does
 * not count as the employee's activity.
 */
export type Authenticate = (
  authorization: string | undefined,
  now: Date,
  unattended: boolean,
) => Promise<Session | undefined>;

/** What every call hands its service function. */
export interface HandlerContext {
  db: Db;
  now: Date;
  config: Config;
  /** This server's public origin, for absolute URLs. */
  origin: string;
  /** The caller's User-Agent header, if it sent one: what the caller says it is, never proof. */
  userAgent: string | undefined;
}

/** The context of a signed-in service (any role but 'public'): the pipeline has checked the session. */
export interface SignedInContext extends HandlerContext {
  session: Session;
}

/** An answer that opens or ends a session: its ticket and transaction id go in the envelope. */
export class Ticketed<E> {
  constructor(
    readonly elements: E,
    readonly issued: { ticket: string; transactionId: string },
  ) {}
}

type Def<S extends ServiceName> = (typeof SERVICES)[S];

/**
 * A service's context, by its role in the protocol registry: a public one gets no session, any
 * other a session that is never undefined. A service outside the registry (tests) may get one.
 */
export type ContextOf<S extends string> = S extends ServiceName
  ? Def<S>['role'] extends 'public'
    ? HandlerContext
    : SignedInContext
  : HandlerContext & { session?: Session };
export type InputOf<S extends string> = S extends ServiceName ? z.output<Def<S>['request']> : unknown;
export type ElementsOf<S extends string> = S extends ServiceName ? ServiceElements<S> : unknown;

/** A service function: the call's context and its checked input in, the Elements out. */
export type ServiceFunction<S extends string = string> = (
  ctx: ContextOf<S>,
  input: InputOf<S>,
) => Promise<ElementsOf<S> | Ticketed<ElementsOf<S>>>;

/**
 * A module's handlers: a service function for every service of its area in the registry,
 * e.g. `HandlersOf<typeof TIMECARD_SERVICES>`. A service left out does not compile.
 */
export type HandlersOf<Area> = { [S in keyof Area & ServiceName]: ServiceFunction<S> };

/** Service functions by service name; app.ts adds the modules', the exec route looks them up. */
export class HandlerRegistry {
  private readonly handlers = new Map<string, ServiceFunction>();

  register<S extends string>(name: S, handler: ServiceFunction<S>): this {
    if (this.handlers.has(name)) throw new Error(`handler for ${name} registered twice`);
    this.handlers.set(name, handler as ServiceFunction);
    return this;
  }

  /** Every service function of a module's handlers. */
  add(handlers: Partial<HandlersOf<typeof SERVICES>>): this {
    for (const [name, handler] of Object.entries(handlers)) this.register(name, handler as ServiceFunction);
    return this;
  }

  get(name: string): ServiceFunction | undefined {
    return this.handlers.get(name);
  }

  names(): string[] {
    return [...this.handlers.keys()];
  }
}
