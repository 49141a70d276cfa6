import { PICKED_JOB_TEXTS, type PickedJobSummary } from '@crewline/protocol';
import { formatDisplayDate } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import { PATHS } from '../../lib/paths';
import EmptyState from '../../ui/screen/EmptyState';
import Screen from '../../ui/screen/Screen';
import JobCarousel from './JobCarousel';
import PickedJobCard from './PickedJobCard';
import { planViewer, useChosenPickPeriod } from './picked-job-choice';
import { usePickedJobDetails, usePickedJobSlides } from './picked-jobs.queries';
import './picked-jobs.css';

/** A slide's job: the summary at once, the details when they arrive. */
function SlideJob({ job }: { job: PickedJobSummary }) {
  const { data } = usePickedJobDetails(job.period.pickPeriodId);
  return <PickedJobCard job={job} details={data?.job} />;
}

/** A period that is not among the slides (a past one): its job alone, from its details. */
function SingleJob({ pickPeriodId }: { pickPeriodId: number }) {
  const { data } = usePickedJobDetails(pickPeriodId);
  if (!data) return null;
  return (
    <>
      <h1 className="settings__heading">{PICKED_JOB_TEXTS.statuses[data.job.period.status]} job</h1>
      <PickedJobCard job={data.job} details={data.job} />
    </>
  );
}

function CurrentAndFuture({ slides, startIndex }: { slides: PickedJobSummary[]; startIndex: number }) {
  const language = useLanguage();
  if (slides.length === 0) {
    return (
      <EmptyState
        title={PICKED_JOB_TEXTS.noSlidesTitle}
        className="picked-jobs__empty"
        titleClassName="picked-jobs__empty-title"
      >
        <p>{PICKED_JOB_TEXTS.noSlides}</p>
      </EmptyState>
    );
  }
  const lastJob = slides[slides.length - 1];
  const notYetPicked = lastJob && !slides.some((s) => s.period.status === 'FUTURE');
  return (
    <>
      <JobCarousel
        label="Current and future jobs"
        startIndex={startIndex}
        slides={slides.map((job) => ({
          // A dated correction: the job worked until its date and the one from it are slides of one pick.
          key: `${job.period.pickPeriodId}:${job.period.effectiveDate}`,
          label: `${PICKED_JOB_TEXTS.statuses[job.period.status]} job ${job.jobCode}`,
          content: <SlideJob job={job} />,
        }))}
      />
      {notYetPicked && (
        <p className="picked-jobs__note">
          {PICKED_JOB_TEXTS.notYetPicked(formatDisplayDate(lastJob.period.expirationDate, language))}
        </p>
      )}
    </>
  );
}

/** The picked-jobs viewer: the current and future jobs as slides, or the past job chosen in the picker. */
export default function PickedJobsViewerScreen() {
  const chosen = useChosenPickPeriod();
  const slides = usePickedJobSlides();
  const plan = slides.data
    ? planViewer(
        chosen,
        slides.data.slides.map((s) => s.period.pickPeriodId),
      )
    : undefined;
  return (
    <Screen
      title="Picked Job"
      back={{ href: PATHS.pickedJobsPicker, label: 'Back to Picked Jobs' }}
      contentClassName="settings"
    >
      <div className="settings__column picked-jobs">
        {plan?.kind === 'slides' && <h1 className="settings__heading">Current and future jobs</h1>}
        {plan?.kind === 'single' && <SingleJob pickPeriodId={plan.pickPeriodId} />}
        {plan?.kind === 'slides' && slides.data && (
          <CurrentAndFuture slides={slides.data.slides} startIndex={plan.startIndex} />
        )}
      </div>
    </Screen>
  );
}
