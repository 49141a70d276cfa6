import { IonButton, IonIcon } from '@ionic/react';
import { chevronBackOutline, chevronForwardOutline } from 'ionicons/icons';

/** Previous and next pay week. */
export default function WeekNavigation({
  onPrevious,
  onNext,
}: {
  onPrevious: (() => void) | undefined;
  onNext: (() => void) | undefined;
}) {
  return (
    <nav className="tc-week-nav" aria-label="Pay weeks">
      <IonButton fill="outline" size="small" disabled={!onPrevious} onClick={onPrevious}>
        <IonIcon aria-hidden="true" slot="start" icon={chevronBackOutline} />
        Previous week
      </IonButton>
      <IonButton fill="outline" size="small" disabled={!onNext} onClick={onNext}>
        Next week
        <IonIcon aria-hidden="true" slot="end" icon={chevronForwardOutline} />
      </IonButton>
    </nav>
  );
}
