import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { type RangeChoice, rangeFromSearch } from './assignment-range';

/**
 * The range the viewer's address names. While the page animates away the address is already
 * another page's: the viewer keeps showing its own range until then.
 */
export function useViewerRange(): RangeChoice {
  const { pathname, search } = useLocation();
  const [choice, setChoice] = useState(() => rangeFromSearch(search));
  useEffect(() => {
    if (pathname === PATHS.scheduledAssignmentsViewer) setChoice(rangeFromSearch(search));
  }, [pathname, search]);
  return choice;
}
