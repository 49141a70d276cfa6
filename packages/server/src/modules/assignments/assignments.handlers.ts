import type { HandlerRegistry } from '../../exec/handlers';

export function registerAssignmentHandlers(_registry: HandlerRegistry): void {}
