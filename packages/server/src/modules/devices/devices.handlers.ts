import type { HandlerRegistry } from '../../exec/handlers';

export function registerDeviceHandlers(_registry: HandlerRegistry): void {}
