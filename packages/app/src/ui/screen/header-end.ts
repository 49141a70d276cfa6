import { type ComponentType, createContext, useContext } from 'react';

/**
 * What the shell puts at the end of every screen's header (the notifications bell), given by the
 * shell: the screen kit cannot import a feature. Without a shell (a screen's unit test) nothing.
 */
export const HeaderEndContext = createContext<ComponentType | null>(null);

export function useHeaderEnd(): ComponentType | null {
  return useContext(HeaderEndContext);
}
