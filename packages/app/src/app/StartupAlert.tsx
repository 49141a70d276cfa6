import { MESSAGES } from '@crewline/protocol';
import { IonAlert } from '@ionic/react';
import { useLatch } from '../lib/use-latch';
import { platform } from '../platform';
import { environmentStore, useEnvironment } from '../session/environment.store';

/** The blocking start-up alert (docs/product.md#start-up-and-sign-in-errors): failed lookup, out-of-date app, missing environment. */
export default function StartupAlert() {
  const state = useEnvironment();
  const failed = state.status === 'failed';
  const message = failed ? state.message : '';
  const shown = useLatch(failed);
  const exit = () => {
    platform().exit();
    environmentStore.set({ status: 'exited', message });
  };
  if (!shown) return null;
  return (
    <IonAlert
      isOpen={failed}
      header={MESSAGES.initFailedTitle}
      message={message}
      backdropDismiss={false}
      buttons={[{ text: 'Exit', role: 'confirm', handler: exit }]}
    />
  );
}
