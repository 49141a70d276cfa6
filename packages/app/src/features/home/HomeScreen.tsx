import { useFreshProfile } from '../../api/login-ticket.queries';
import { useSession } from '../../session/session.store';
import UpcomingPickSummary from '../../ui/profile/UpcomingPickSummary';
import WelcomeSummary from '../../ui/profile/WelcomeSummary';
import Screen from '../../ui/screen/Screen';
import ProfileDetails from './ProfileDetails';

/** The landing screen after sign-in: the Welcome information on the page itself. */
export default function HomeScreen() {
  const session = useSession();
  useFreshProfile();
  return (
    <Screen title="Home" contentClassName="home">
      {session && (
        <div className="page-width home__grid">
          <section className="card" aria-label="Welcome">
            <WelcomeSummary profile={session.profile} headingLevel={1} />
          </section>
          <ProfileDetails profile={session.profile} />
          {!session.profile.upcomingPick.isEmpty && <UpcomingPickSummary pick={session.profile.upcomingPick} />}
        </div>
      )}
    </Screen>
  );
}
