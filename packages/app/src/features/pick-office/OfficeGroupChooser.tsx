import { PICK_OFFICE_TEXTS, type ServiceElements } from '@crewline/protocol';
import { IonItem, IonList, IonSelect, IonSelectOption } from '@ionic/react';
import { Fragment, type ReactNode, useState } from 'react';
import EmptyState from '../../ui/screen/EmptyState';
import QueryView from '../../ui/screen/QueryView';
import { useOfficeGroups } from './pick-office.queries';

export type OfficeGroup = ServiceElements<'mta_officeGroups'>['groups'][number];
const T = PICK_OFFICE_TEXTS;

/**
 * The groups the caller runs (a clerk their depot's, a supervisor every one), the first chosen
 * until another is; `children` shows the chosen group (keyed by it, so its own state starts again).
 */
export default function OfficeGroupChooser({ children }: { children: (group: OfficeGroup) => ReactNode }) {
  const groups = useOfficeGroups();
  const [chosen, setChosen] = useState<number | undefined>();
  return (
    <QueryView
      query={groups}
      failed={T.loadFailed}
      isEmpty={(d) => d.groups.length === 0}
      empty={
        <EmptyState title={T.noGroups} className="card empty-state empty-state--inset">
          <p>{T.noGroups}</p>
        </EmptyState>
      }
    >
      {(data) => {
        const group = data.groups.find((g) => g.GROUP_ID === chosen) ?? data.groups[0];
        return (
          <>
            <IonList inset>
              <IonItem>
                <IonSelect
                  label={T.groups}
                  value={group?.GROUP_ID}
                  interface="popover"
                  onIonChange={(e) => setChosen(Number(e.detail.value))}
                >
                  {data.groups.map((g) => (
                    <IonSelectOption key={g.GROUP_ID} value={g.GROUP_ID}>
                      {`${g.GROUP_NAME} (${g.DEPOT_CODE}) · ${g.PICK_DESCRIPTION}`}
                    </IonSelectOption>
                  ))}
                </IonSelect>
              </IonItem>
            </IonList>
            {group && <Fragment key={group.GROUP_ID}>{children(group)}</Fragment>}
          </>
        );
      }}
    </QueryView>
  );
}
