import { IonItem, IonLabel } from '@ionic/react';

/** One fact in an inset list: its name on the left, its value on the right. */
export default function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <IonItem>
      <IonLabel>{label}</IonLabel>
      <span slot="end" className="value">
        {value}
      </span>
    </IonItem>
  );
}
