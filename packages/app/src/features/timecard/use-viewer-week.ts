import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { type WeekChoice, weekFromSearch } from './timecard-week';

/**
 * The week the viewer's address names. While the page animates away the address is already
 * another page's: the viewer keeps showing its own week until then.
 */
export function useViewerWeek(): WeekChoice {
  const { pathname, search } = useLocation();
  const [choice, setChoice] = useState(() => weekFromSearch(search));
  useEffect(() => {
    if (pathname === PATHS.timecardViewer) setChoice(weekFromSearch(search));
  }, [pathname, search]);
  return choice;
}
