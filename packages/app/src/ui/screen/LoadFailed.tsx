import { IonButton } from '@ionic/react';

interface Props {
  message: string;
  /** Absent when asking again cannot help (the service refused what was asked). */
  onRetry?: () => void;
  /** A screen's own placing of the card, beside its look. */
  className?: string;
}

/** What stays on a screen after its data failed to load (the popup said why): the way to try again, when there is one. */
export default function LoadFailed({ message, onRetry, className }: Props) {
  return (
    <section className={className ? `card load-failed ${className}` : 'card load-failed'}>
      <p>{message}</p>
      {onRetry && (
        <IonButton fill="outline" onClick={onRetry}>
          Try again
        </IonButton>
      )}
    </section>
  );
}
