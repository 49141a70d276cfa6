import { PICK_BOARD_TEXTS, type ServiceElements } from '@crewline/protocol';
import { IonButton, IonIcon } from '@ionic/react';
import { arrowDownOutline, arrowUpOutline, trashOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import type { DraftItem } from './preference-draft';
import { CHOICE_TONES } from './preference-words';

/** Where a saved choice stands, as the projection says. */
export type ChoiceStanding = Pick<ServiceElements<'mta_pickProjection'>['choices'][number], 'status' | 'reason'>;

interface Props {
  item: DraftItem;
  /** The row's place in its list, from 0. */
  index: number;
  /** Whether it is the list's last row (it cannot move down). */
  last: boolean;
  /** What the row shows of the choice, with its place for screen readers. */
  children: ReactNode;
  /** Where it stands; absent while the list on screen is not the saved one. */
  standing?: ChoiceStanding;
  editable: boolean;
  /**
   * Buttons before move and remove (Pick Preferences' Runs). When given, even empty, the
   * actions column is there on a locked list too; without it, only on an editable one.
   */
  extraActions?: ReactNode;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One row of a ranked list: its place, the choice, where it stands, and (editable) move and remove. */
export default function RankedRow({
  item,
  index,
  last,
  children,
  standing,
  editable,
  extraActions,
  onMove,
  onRemove,
}: Props) {
  return (
    <li className="pref-row">
      <span className="pref-row__rank" aria-hidden="true">
        {index + 1}
      </span>
      <span className="pref-row__main">
        {children}
        {standing && <span className="pref-row__reason">{standing.reason}</span>}
      </span>
      {standing && (
        <span className={`board-chip board-chip--${CHOICE_TONES[standing.status]}`}>
          {PICK_BOARD_TEXTS.statuses[standing.status]}
        </span>
      )}
      {(editable || extraActions !== undefined) && (
        <span className="pref-row__actions">
          {extraActions}
          {editable && (
            <>
              <IonButton
                size="small"
                fill="clear"
                disabled={index === 0}
                aria-label={`Move ${item.label} up`}
                onClick={() => onMove(-1)}
              >
                <IonIcon slot="icon-only" icon={arrowUpOutline} aria-hidden="true" />
              </IonButton>
              <IonButton
                size="small"
                fill="clear"
                disabled={last}
                aria-label={`Move ${item.label} down`}
                onClick={() => onMove(1)}
              >
                <IonIcon slot="icon-only" icon={arrowDownOutline} aria-hidden="true" />
              </IonButton>
              <IonButton
                size="small"
                fill="clear"
                color="danger"
                aria-label={`Remove ${item.label}`}
                onClick={onRemove}
              >
                <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
              </IonButton>
            </>
          )}
        </span>
      )}
    </li>
  );
}
