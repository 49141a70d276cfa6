import type { HandlerRegistry } from '../../exec/handlers';

export function registerPickedJobHandlers(_registry: HandlerRegistry): void {}
