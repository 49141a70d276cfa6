import type { Profile } from '../../session/profile';

/** The employee's job facts from the sign-in profile. */
export default function ProfileDetails({ profile }: { profile: Profile }) {
  const rows: [string, string][] = [
    ['Title', profile.title],
    ['Class', profile.class],
    ['Department', profile.dept],
    ['Subdivision', profile.subdivision],
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
