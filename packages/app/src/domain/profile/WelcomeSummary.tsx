import { PASSWORD_TEXTS } from '@crewline/protocol';
import { PATHS } from '../../lib/paths';
import { todayIso } from '../../session/agency-time';
import type { Profile } from '../../session/profile';
import { passwordExpiryNote } from './password-expiry';

interface Props {
  profile: Profile;
  /** Today's date, ISO (tests pass a fixed one). */
  today?: string;
  /** Heading level of the name: the home page's h1, the menu's h2. */
  headingLevel?: 1 | 2;
  /** The menu's toolbar already says 'Welcome'. */
  showGreeting?: boolean;
  /** Given, the expiry note leads to Change password: the menu's way there (it closes itself on the way). */
  onChangePassword?: () => void;
}

/** The Welcome header (docs/product.md#side-menu): full name, pass id, seniority and the password-expiry note. */
export default function WelcomeSummary({
  profile,
  today = todayIso(),
  headingLevel = 2,
  showGreeting = true,
  onChangePassword,
}: Props) {
  const note = passwordExpiryNote(profile, today);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="welcome">
      {showGreeting && <p className="welcome__greeting">Welcome</p>}
      <Heading className="welcome__name">{profile.fullName}</Heading>
      <dl className="welcome__facts">
        <div>
          <dt>Pass ID</dt>
          <dd>{profile.passId}</dd>
        </div>
        <div>
          <dt>Seniority</dt>
          <dd>{profile.seniority}</dd>
        </div>
      </dl>
      {note && (
        <p
          className={note.highlighted ? 'expiry-note expiry-note--warning' : 'expiry-note'}
          data-highlighted={note.highlighted}
        >
          {onChangePassword ? (
            <a
              href={PATHS.changePassword}
              aria-label={`${note.text}. ${PASSWORD_TEXTS.title}`}
              onClick={(event) => {
                event.preventDefault();
                onChangePassword();
              }}
            >
              {note.text}
            </a>
          ) : (
            note.text
          )}
        </p>
      )}
    </div>
  );
}
