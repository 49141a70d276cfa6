import { useState } from 'react';

/**
 * False until `on` is first true, then true for good. Keeps a part out of the page until it is
 * first needed (an overlay costs its styles and set-up when mounted, open or not), and in the
 * page afterwards so it can close itself with its animation.
 */
export function useLatch(on: boolean): boolean {
  const [latched, setLatched] = useState(on);
  if (on && !latched) setLatched(true);
  return latched || on;
}
