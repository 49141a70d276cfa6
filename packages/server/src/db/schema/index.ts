/** The one PostgreSQL schema, by area (docs/architecture.md#data); drizzle-kit reads it from here. */
export * from './app-log';
export * from './auth';
export * from './calendar-feed';
export * from './devices';
export * from './employees';
export * from './jobs';
export * from './leave';
export * from './medical';
export * from './my-time';
export * from './notifications';
export * from './ot-availability';
export * from './pick';
export * from './pick-awards';
export * from './pick-board';
export * from './pick-preferences';
export * from './seed';
export * from './timecard';
