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

/** The live session of an Authorization header, or undefined when missing, unknown, ended or expired. */
export type Authenticate = (authorization: string | undefined, now: Date) => Promise<Session | undefined>;

export interface HandlerContext<I> {
  input: I;
  /** Undefined only for public services. */
  session: Session | undefined;
  db: Db;
  now: Date;
  config: Config;
  /** This server's public origin, for absolute URLs. */
  origin: string;
}

export interface HandlerResult<E> {
  elements: E;
  /** A session the call opened: its ticket and transaction id go in the envelope. */
  issued?: { ticket: string; transactionId: string };
}

type InputOf<S extends string> = S extends ServiceName ? z.output<(typeof SERVICES)[S]['request']> : unknown;
type ElementsOf<S extends string> = S extends ServiceName ? ServiceElements<S> : unknown;

export type Handler<S extends string = string> = (
  ctx: HandlerContext<InputOf<S>>,
) => Promise<HandlerResult<ElementsOf<S>>>;

/** Handlers by service name; modules register theirs, the exec route looks them up. */
export class HandlerRegistry {
  private readonly handlers = new Map<string, Handler>();

  register<S extends string>(name: S, handler: Handler<S>): this {
    if (this.handlers.has(name)) throw new Error(`handler for ${name} registered twice`);
    this.handlers.set(name, handler as Handler);
    return this;
  }

  get(name: string): Handler | undefined {
    return this.handlers.get(name);
  }

  names(): string[] {
    return [...this.handlers.keys()];
  }
}
