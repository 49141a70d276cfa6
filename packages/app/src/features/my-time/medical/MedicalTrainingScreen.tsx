import { useLanguage } from '../../../lib/language';
import { agencyDateTimeText } from '../../../session/agency-time-text';
import EmptyState from '../../../ui/screen/EmptyState';
import QueryView from '../../../ui/screen/QueryView';
import MyTimePage, { BACK_TO_MY_TIME } from '../MyTimePage';
import { useMedicalAppointments, useTrainingDays } from '../my-time.queries';
import TrainingDay from './TrainingDay';

function Medical() {
  const query = useMedicalAppointments();
  const language = useLanguage();
  return (
    <section aria-labelledby="my-time-medical">
      <h2 id="my-time-medical" className="section-title">
        Medical appointments
      </h2>
      <QueryView
        query={query}
        failed="Your medical appointments could not be loaded."
        isEmpty={(d) => d.appointments.length === 0}
        empty={
          <EmptyState title="No medical appointment" inset>
            <p>Appointments the medical office makes for you appear here.</p>
          </EmptyState>
        }
      >
        {({ appointments }) => (
          <ul className="my-time__cards" aria-label="Medical appointments">
            {appointments.map((a) => (
              <li key={a.startsAt} className="card my-time__card">
                <span className="my-time__title">{a.kind}</span>
                <span>{agencyDateTimeText(a.startsAt, language)}</span>
                <span>{a.location}</span>
                {a.instructions && <span className="my-time__note">{a.instructions}</span>}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <p className="section-note">To change an appointment, contact the medical office.</p>
    </section>
  );
}

function Training() {
  const query = useTrainingDays();
  return (
    <section aria-labelledby="my-time-training">
      <h2 id="my-time-training" className="section-title">
        Training
      </h2>
      <QueryView query={query} failed="Your training could not be loaded.">
        {({ today, assignments }) => {
          const coming = assignments.filter((a) => a.date >= today);
          const done = assignments.filter((a) => a.date < today).reverse();
          return (
            <>
              {coming.length === 0 ? (
                <EmptyState title="No training scheduled" inset>
                  <p>Courses you are assigned to appear here with their place and times.</p>
                </EmptyState>
              ) : (
                <ul className="my-time__cards" aria-label="Training to come">
                  {coming.map((d) => (
                    <TrainingDay key={d.date} day={d} />
                  ))}
                </ul>
              )}
              {done.length > 0 && (
                <>
                  <h3 className="my-time__subtitle">Earlier this year</h3>
                  <ul className="my-time__cards" aria-label="Training earlier this year">
                    {done.map((d) => (
                      <TrainingDay key={d.date} day={d} />
                    ))}
                  </ul>
                </>
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

/** Medical Scheduling / Training (My Time): my medical appointments to come and my training days. */
export default function MedicalTrainingScreen() {
  return (
    <MyTimePage title="Medical / Training" heading="Medical Scheduling / Training" back={BACK_TO_MY_TIME}>
      <Medical />
      <Training />
    </MyTimePage>
  );
}
