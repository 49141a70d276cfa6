import type { HandlerRegistry } from '../../exec/handlers';

export function registerAvailabilityHandlers(_registry: HandlerRegistry): void {}
