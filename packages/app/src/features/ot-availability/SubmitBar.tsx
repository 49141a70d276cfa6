import { IonButton, IonFooter, IonSpinner, IonToolbar } from '@ionic/react';
import { SCREEN_COLUMN } from '../../ui/screen/screen-column';
import { shiftCount } from './availability-selection';

interface Props {
  count: number;
  dirty: boolean;
  saving: boolean;
  onSubmit: () => void;
  onUndo: () => void;
}

/** The bar under the days: how many shifts are chosen, whether that is saved, Undo and Submit. */
export default function SubmitBar({ count, dirty, saving, onSubmit, onUndo }: Props) {
  return (
    <IonFooter>
      <IonToolbar>
        <div className={`${SCREEN_COLUMN} ot-submit`}>
          <p className="ot-submit__status" role="status">
            <span>{shiftCount(count)} selected</span>
            {dirty && <span className="ot-submit__unsaved">Unsaved changes</span>}
          </p>
          {dirty && !saving && (
            <IonButton fill="clear" onClick={onUndo}>
              Undo
            </IonButton>
          )}
          <IonButton className="ot-submit__button" disabled={!dirty || saving} onClick={onSubmit}>
            {saving ? (
              <>
                <IonSpinner name="crescent" aria-hidden="true" className="ot-submit__spinner" />
                Saving…
              </>
            ) : (
              'Submit'
            )}
          </IonButton>
        </div>
      </IonToolbar>
    </IonFooter>
  );
}
