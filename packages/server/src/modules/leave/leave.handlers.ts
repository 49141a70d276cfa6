import type { HandlerRegistry } from '../../exec/handlers';

export function registerLeaveHandlers(_registry: HandlerRegistry): void {}
