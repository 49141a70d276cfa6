import { MESSAGES, TOAST_DISMISS_MS } from '@crewline/protocol';
import { IonToast } from '@ionic/react';
import { useState } from 'react';
import { platform } from '../platform/index';
import { useEnvironment } from '../session/environment.store';

/** Browser-dev only: the toast saying environments are not fetched (docs/product.md#environment-start-up), once start-up is done. */
export default function DevPlatformNotice() {
  const ready = useEnvironment().status === 'ready';
  const [shown, setShown] = useState(false);
  if (platform().fetchesEnvironments) return null;
  return (
    <IonToast
      isOpen={ready && !shown}
      message={MESSAGES.platformDev}
      duration={TOAST_DISMISS_MS}
      onDidDismiss={() => setShown(true)}
    />
  );
}
