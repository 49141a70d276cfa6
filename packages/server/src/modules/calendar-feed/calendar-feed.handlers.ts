import type { HandlerRegistry } from '../../exec/handlers';

export function registerCalendarFeedHandlers(_registry: HandlerRegistry): void {}
