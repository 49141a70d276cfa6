import type { PreferenceRound, Receipt, ServiceElements } from '@crewline/protocol';
import { IonButton, useIonAlert, useIonRouter } from '@ionic/react';
import type { ReactNode } from 'react';
import EmptyState from '../../ui/screen/EmptyState';
import AwardCard from './AwardCard';
import { useConfirmReplace } from './confirm-replace';
import ProjectionHeadline from './ProjectionHeadline';
import { forgetDraft, savedSince } from './preference-draft';
import { savedSinceNote, UNDO_CHANGES, unsavedNote } from './preference-words';
import ReceiptLine from './ReceiptLine';
import type { ListDraft } from './use-list-draft';

/** What an editor says: each list has its own words (a ranked list, relief bids). */
export interface RankedListTexts {
  /** The list's heading ("Your list"). */
  title: string;
  /** The save button, named in the unsaved notes too. */
  save: string;
  /** The button to the screen that adds choices. */
  add: string;
  empty: { title: string; text: string };
  /** The button that empties the saved list, and the alert that asks first. */
  clear: { button: string; header: string; message: string; confirm: string };
}

interface Props {
  texts: RankedListTexts;
  list: ListDraft;
  award?: NonNullable<PreferenceRound['award']> | null;
  projection?: ServiceElements<'mta_pickProjection'> | null;
  /** The saved list's receipt, shown under it while it is on screen. */
  receipt?: { receipt: Receipt; verb: 'saved' | 'deleted' };
  /** Where choices are added. */
  addPath: string;
  /** Saves the draft (once any replace of a newer saved version is confirmed). */
  onSave: () => void;
  /** Empties the saved list (once confirmed). */
  onClear: () => void;
  /** The rows (RankedRow), as this list groups them. */
  children: ReactNode;
}

/**
 * A ranked list being edited (Pick Preferences' list, VR Preferences' bids): the award and the
 * projection while the saved list is on screen, why it is locked or that it is not saved, the
 * rows, the receipt, and add, save, undo and clear.
 */
export default function RankedListEditor({
  texts,
  list,
  award,
  projection,
  receipt,
  addPath,
  onSave,
  onClear,
  children,
}: Props) {
  const { draft, saved, savedVersion, locked, changed } = list;
  const router = useIonRouter();
  const [presentAlert] = useIonAlert();
  const confirmReplace = useConfirmReplace();
  const onClearAsked = () =>
    void presentAlert({
      header: texts.clear.header,
      message: texts.clear.message,
      buttons: [
        { text: 'Cancel', role: 'cancel' },
        { text: texts.clear.confirm, role: 'destructive', handler: onClear },
      ],
    });

  return (
    <>
      {award && <AwardCard award={award} />}
      {projection && !changed && <ProjectionHeadline projection={projection} />}
      <h2 className="section-title">{texts.title}</h2>
      {locked && <p className="section-note pref-list-note">{locked}</p>}
      {changed && (
        <p className="section-note pref-list-note" role="status">
          {savedSince(draft, savedVersion) ? savedSinceNote(texts.save, savedVersion) : unsavedNote(texts.save)}
        </p>
      )}
      {draft.items.length === 0 ? (
        <EmptyState title={texts.empty.title} inset>
          <p>{texts.empty.text}</p>
        </EmptyState>
      ) : (
        children
      )}
      {receipt && !changed && <ReceiptLine receipt={receipt.receipt} verb={receipt.verb} />}
      {!locked && (
        <div className="pref-actions">
          <IonButton expand="block" fill="outline" onClick={() => router.push(addPath, 'forward')}>
            {texts.add}
          </IonButton>
          {changed && (
            <>
              <IonButton expand="block" onClick={() => confirmReplace(draft, savedVersion, onSave)}>
                {texts.save}
              </IonButton>
              <IonButton expand="block" fill="clear" onClick={forgetDraft}>
                {UNDO_CHANGES}
              </IonButton>
            </>
          )}
          {saved.length > 0 && !changed && (
            <IonButton expand="block" fill="clear" color="danger" onClick={onClearAsked}>
              {texts.clear.button}
            </IonButton>
          )}
        </div>
      )}
    </>
  );
}
