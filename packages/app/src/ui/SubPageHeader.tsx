import { IonBackButton, IonButtons, IonHeader, IonTitle, IonToolbar } from '@ionic/react';

/** The header of a page reached from another: a back button (iOS look, no text) and the title. */
export default function SubPageHeader({ title, back, backLabel }: { title: string; back: string; backLabel: string }) {
  return (
    <IonHeader>
      <IonToolbar>
        <IonButtons slot="start">
          <IonBackButton defaultHref={back} aria-label={backLabel} />
        </IonButtons>
        <IonTitle>{title}</IonTitle>
      </IonToolbar>
    </IonHeader>
  );
}
