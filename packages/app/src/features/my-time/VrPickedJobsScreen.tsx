import BidFacts from '../../domain/pick/BidFacts';
import { PATHS } from '../../lib/paths';
import EmptyState from '../../ui/screen/EmptyState';
import HeadedScreen from '../../ui/screen/HeadedScreen';
import QueryView from '../../ui/screen/QueryView';
import { useVrPickedJobs } from './my-time.queries';
import './my-time.css';

/** VR Picked Jobs (My Time): the relief work I was awarded, week by week, with the covered job's days and times. */
export default function VrPickedJobsScreen() {
  const query = useVrPickedJobs();
  return (
    <HeadedScreen
      heading="VR Picked Jobs"
      title="VR Picked Jobs"
      back={{ href: PATHS.myTime.root, label: 'My Time' }}
      look="my-time"
      keyboardScroll
    >
      <QueryView
        query={query}
        failed="Your relief work could not be loaded."
        isEmpty={(d) => d.jobs.length === 0}
        empty={
          <EmptyState title="No relief work awarded" inset>
            <p>Relief work you are awarded in vacation relief bidding appears here, week by week.</p>
          </EmptyState>
        }
      >
        {({ jobs }) => (
          <ul className="my-time__cards" aria-label="Relief work awarded">
            {jobs.map((j) => (
              <li key={j.bid.bidId} className="card my-time__card">
                <BidFacts bid={j.bid} />
                <span className="my-time__note">
                  {j.pick}
                  {j.choice !== null && ` · your choice ${j.choice}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </HeadedScreen>
  );
}
