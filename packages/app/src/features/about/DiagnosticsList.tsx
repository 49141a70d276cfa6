import { IonIcon, IonItem, IonLabel, IonList } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { sendOutline, trashOutline } from 'ionicons/icons';
import { clearCachedData } from '../../api/service-query';
import { appLog } from '../../lib/app-log';
import { useNotice } from '../../ui/notice';
import { useSendLogs } from './support.queries';

/** 'Send logs' (the in-memory log to support, with the reference to quote) and 'Clear cached data'. */
export default function DiagnosticsList() {
  const sendLogs = useSendLogs();
  const queryClient = useQueryClient();
  const showNotice = useNotice();
  const clear = () => {
    const count = clearCachedData(queryClient);
    showNotice(count === 1 ? 'Cleared 1 cached response' : `Cleared ${count} cached responses`);
  };
  return (
    <>
      <IonList inset>
        <IonItem button detail={false} disabled={sendLogs.isPending} onClick={() => sendLogs.mutate()}>
          <IonIcon aria-hidden="true" slot="start" icon={sendOutline} />
          <IonLabel>{sendLogs.isPending ? 'Sending logs…' : 'Send logs'}</IonLabel>
        </IonItem>
        <IonItem button detail={false} onClick={clear}>
          <IonIcon aria-hidden="true" slot="start" icon={trashOutline} />
          <IonLabel>Clear cached data</IonLabel>
        </IonItem>
      </IonList>
      <p className="section-note" role="status">
        {sendLogs.data
          ? `Logs sent: ${sendLogs.data.received} entries. Reference ${sendLogs.data.reference}.`
          : `Sends the app's last ${appLog.entries().length} log entries to support. Passwords are never included.`}
      </p>
    </>
  );
}
