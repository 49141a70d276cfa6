import { useFreshProfile } from '../../api/login-ticket.queries';
import UpcomingPickSummary from '../../domain/profile/UpcomingPickSummary';
import { todayIso } from '../../session/agency-time';
import { useSession } from '../../session/session.store';
import Screen from '../../ui/screen/Screen';
import ActionItems from './ActionItems';
import HomeGreeting from './HomeGreeting';
import NextAssignmentCard from './NextAssignmentCard';
import ProfileDetails from './ProfileDetails';
import ThisWeekCard from './ThisWeekCard';
import './home.css';

/**
 * The landing screen after sign-in, for every employee: who and what day, what needs their
 * action, their next assignment and this week, then their pick and their details.
 */
export default function HomeScreen() {
  const session = useSession();
  useFreshProfile();
  const today = todayIso();
  return (
    <Screen title="Home" contentClassName="home">
      {session && (
        <div className="page-width">
          <HomeGreeting profile={session.profile} today={today} />
          <div className="home__grid">
            <ActionItems profile={session.profile} today={today} />
            <NextAssignmentCard today={today} />
            <ThisWeekCard today={today} />
            {!session.profile.upcomingPick.isEmpty && <UpcomingPickSummary pick={session.profile.upcomingPick} />}
            <ProfileDetails profile={session.profile} />
          </div>
        </div>
      )}
    </Screen>
  );
}
