import { type ComponentType, createElement } from 'react';
import { BoardKindContext } from '../../domain/pick/board-kind';

/** A board screen as the RTO board's: it and its calls read the RTO services. */
export function onRtoBoard(load: () => Promise<{ default: ComponentType }>) {
  return () =>
    load().then(({ default: Screen }) => ({
      default: () => createElement(BoardKindContext.Provider, { value: 'RTO' }, createElement(Screen)),
    }));
}
