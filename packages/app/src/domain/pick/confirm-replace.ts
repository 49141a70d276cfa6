import { useIonAlert } from '@ionic/react';
import { type Draft, savedSince } from './preference-draft';
import { REPLACE_SAVED } from './preference-words';

/**
 * Saves a draft, first asking when another version was saved (from another device or window)
 * after the changes began: the save would replace it, and the note saying so sits above a list
 * that may be scrolled out of sight.
 */
export function useConfirmReplace() {
  const [presentAlert] = useIonAlert();
  return (draft: Draft, savedVersion: number, save: () => void): void => {
    if (!savedSince(draft, savedVersion)) {
      save();
      return;
    }
    void presentAlert({
      header: REPLACE_SAVED.header,
      message: REPLACE_SAVED.message(savedVersion),
      buttons: [
        { text: REPLACE_SAVED.cancel, role: 'cancel' },
        { text: REPLACE_SAVED.confirm, role: 'destructive', handler: save },
      ],
    });
  };
}
