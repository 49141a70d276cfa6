import { SCHEDULED_ASSIGNMENTS_MAX_DAYS } from '@crewline/protocol';
import { IonItem, IonLabel, IonList, IonNote } from '@ionic/react';
import { todayIso } from '../../session/agency-time';
import HeadedScreen from '../../ui/screen/HeadedScreen';
import { describeRange, quickRanges, viewerPath } from './assignment-range';
import DateRangeForm from './DateRangeForm';
import './scheduled-assignments.css';

/** Which days to see (home/scheduled-assignments/picker, docs/product.md#scheduled-assignments): a quick choice, or dates of one's own. */
export default function ScheduledAssignmentsPickerScreen() {
  const today = todayIso();
  return (
    <HeadedScreen heading="Scheduled assignments" title="Scheduled Assignments">
      <h2 className="section-title" id="sa-quick">
        Quick choices
      </h2>
      <IonList inset aria-labelledby="sa-quick">
        {quickRanges(today).map(({ label, range }) => (
          <IonItem key={label} button detail routerLink={viewerPath(range)}>
            <IonLabel>{label}</IonLabel>
            <IonNote slot="end" className="sa-quick__range">
              {describeRange(range)}
            </IonNote>
          </IonItem>
        ))}
      </IonList>
      <h2 className="section-title" id="sa-dates">
        Choose dates
      </h2>
      <DateRangeForm today={today} labelledBy="sa-dates" />
      <p className="section-note">
        One day, or up to {SCHEDULED_ASSIGNMENTS_MAX_DAYS} days at a time. Leave the end date empty for one day.
      </p>
    </HeadedScreen>
  );
}
