import { MESSAGES } from '@crewline/protocol';
import { IonAlert } from '@ionic/react';
import { platform } from '../platform';
import { environmentStore, useEnvironment } from '../session/environment.store';

/** The blocking start-up alert of spec §8: failed lookup, out-of-date app, missing environment. */
export default function StartupAlert() {
  const state = useEnvironment();
  const message = state.status === 'failed' ? state.message : '';
  const exit = () => {
    platform().exit();
    environmentStore.set({ status: 'exited', message });
  };
  return (
    <IonAlert
      isOpen={state.status === 'failed'}
      header={MESSAGES.initFailedTitle}
      message={message}
      backdropDismiss={false}
      buttons={[{ text: 'Exit', role: 'confirm', handler: exit }]}
    />
  );
}
