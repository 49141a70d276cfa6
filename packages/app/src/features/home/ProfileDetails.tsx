import { formatDisplayDate } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import type { Profile } from '../../session/profile';
import FactsCard from '../../ui/FactsCard';

/** The employee's job facts from the sign-in profile. */
export default function ProfileDetails({ profile }: { profile: Profile }) {
  const language = useLanguage();
  const rows: [string, string][] = [
    ['Title', profile.title],
    ['Class', profile.class],
    ['Department', profile.dept],
    ['Subdivision', profile.subdivision],
  ];
  if (!profile.passwordByDirectory) {
    rows.push(['Password expires', profile.expiry ? formatDisplayDate(profile.expiry, language) : '']);
  }
  return <FactsCard title="Your details" rows={rows} />;
}
