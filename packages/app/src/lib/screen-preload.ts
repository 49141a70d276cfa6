import { createContext, useContext } from 'react';

/** Starts loading the screen of a path before the app goes there; settles when it is in. */
export type PreloadScreen = (path: string) => Promise<void>;

/**
 * The route table's preloader, given by the app shell: a screen cannot import the route table,
 * which imports the screens. Without a shell (a screen's unit test) it loads nothing.
 */
export const PreloadScreenContext = createContext<PreloadScreen>(async () => undefined);

export function usePreloadScreen(): PreloadScreen {
  return useContext(PreloadScreenContext);
}
