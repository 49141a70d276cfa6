import { headerDateText, headerDateTimeText } from '../../lib/header-dates';
import { useLanguage } from '../../lib/language';
import type { UpcomingPick } from '../../session/profile';
import FactsCard from '../../ui/FactsCard';

/** The upcoming pick turn from the sign-in profile (shown only when it is not empty). */
export default function UpcomingPickSummary({ pick }: { pick: UpcomingPick }) {
  const language = useLanguage();
  const rows: [string, string][] = [
    ['Your turn', headerDateTimeText(pick.dateTime, language)],
    ['Type', pick.type],
    ['Description', pick.description],
    ['Pick opens', headerDateText(pick.start, language)],
    ['Pick closes', headerDateText(pick.end, language)],
    ['Effective', headerDateText(pick.effective, language)],
    ['Expires', headerDateText(pick.expiration, language)],
  ];
  return <FactsCard title="Upcoming pick" rows={rows} />;
}
