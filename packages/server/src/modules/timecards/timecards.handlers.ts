import type { HandlerRegistry } from '../../exec/handlers';

export function registerTimecardHandlers(_registry: HandlerRegistry): void {}
