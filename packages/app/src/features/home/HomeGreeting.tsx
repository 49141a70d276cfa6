import { formatDayDate } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import type { Profile } from '../../session/profile';

/** Who is signed in and what day it is: the top of home, not a copy of the menu's card. */
export default function HomeGreeting({ profile, today }: { profile: Profile; today: string }) {
  const language = useLanguage();
  return (
    <section className="home-greeting" aria-label="Welcome">
      <p className="home-greeting__date">{formatDayDate(today, language)}</p>
      <h1 className="home-greeting__name">{profile.fullName}</h1>
      <p className="home-greeting__facts">
        Pass ID {profile.passId} · Seniority {profile.seniority}
      </p>
    </section>
  );
}
