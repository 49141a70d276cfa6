import { PICK_BOARD_TEXTS } from '@crewline/protocol';
import { IonButton } from '@ionic/react';
import { useBoardKind } from '../../domain/pick/board-kind';
import EmptyState from '../../ui/screen/EmptyState';
import { boardPaths } from './board-paths';

type What = Parameters<typeof PICK_BOARD_TEXTS.chooseFirst>[0];

/**
 * A board page opened without its choice (a reload forgets what was chosen on the page
 * before, a link may lead straight here): says what to choose and leads back to the board.
 */
export default function ChooseOnBoardFirst({ what }: { what: What }) {
  const paths = boardPaths(useBoardKind());
  return (
    <EmptyState title={PICK_BOARD_TEXTS.chooseFirstTitle} inset>
      <p>{PICK_BOARD_TEXTS.chooseFirst(what)}</p>
      <IonButton routerLink={paths.pickGroups} routerDirection="back">
        {PICK_BOARD_TEXTS.openBoard}
      </IonButton>
    </EmptyState>
  );
}
