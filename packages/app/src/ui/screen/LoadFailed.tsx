import { IonButton } from '@ionic/react';

interface Props {
  message: string;
  onRetry: () => void;
  /** A screen's own placing of the card, beside its look. */
  className?: string;
}

/** What stays on a screen after its data failed to load (the popup said why): the way to try again. */
export default function LoadFailed({ message, onRetry, className }: Props) {
  return (
    <section className={className ? `card load-failed ${className}` : 'card load-failed'}>
      <p>{message}</p>
      <IonButton fill="outline" onClick={onRetry}>
        Try again
      </IonButton>
    </section>
  );
}
