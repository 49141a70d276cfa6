import { formatDisplayDate } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import type { Profile } from '../../session/profile';

/** The employee's job facts from the sign-in profile. */
export default function ProfileDetails({ profile }: { profile: Profile }) {
  const language = useLanguage();
  const rows: [string, string][] = [
    ['Title', profile.title],
    ['Class', profile.class],
    ['Department', profile.dept],
    ['Subdivision', profile.subdivision],
    ['Password expires', profile.expiry ? formatDisplayDate(profile.expiry, language) : ''],
  ];
  return (
    <section className="card" aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className="card__title">
        Your details
      </h2>
      <dl className="facts">
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
