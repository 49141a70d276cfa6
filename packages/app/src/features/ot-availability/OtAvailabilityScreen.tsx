import { AVAILABILITY_TEXTS, type OtShift } from '@crewline/protocol';
import { useMemo } from 'react';
import { useLanguage } from '../../lib/language';
import { useSession } from '../../session/session.store';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import AvailabilityWeeks from './AvailabilityWeeks';
import { draftOwner, useAvailabilityDraft } from './availability-draft';
import { availabilityDays, shiftCount, storedSelection, toggleShift } from './availability-selection';
import LastSubmitted from './LastSubmitted';
import { useOtAvailability, useSubmitAvailability } from './ot-availability.queries';
import SubmitBar from './SubmitBar';
import { useLeaveWarning } from './use-leave-warning';
import './ot-availability.css';
import DisplayDate from '../../ui/DisplayDate';
import { useNotice } from '../../ui/notice';

/** OT Availability (docs/product.md#ot-availability, RTO not SIRTOA): the shifts one offers for overtime over the next 28 days. */
export default function OtAvailabilityScreen() {
  const availability = useOtAvailability();
  const { data } = availability;
  const submit = useSubmitAvailability();
  const language = useLanguage();
  const passId = useSession()?.profile.passId ?? '';
  const showNotice = useNotice();

  const days = useMemo(() => (data ? availabilityDays(data) : []), [data]);
  const stored = useMemo(() => (data ? storedSelection(data) : undefined), [data]);
  const draft = useAvailabilityDraft(draftOwner(passId, data?.firstDate ?? ''), stored);
  useLeaveWarning(draft.dirty);

  const toggle = (date: string, shift: OtShift) => {
    if (draft.selection) draft.change(toggleShift(draft.selection, date, shift));
  };
  const save = () => {
    const selection = draft.selection;
    if (!selection || submit.isPending) return;
    submit.mutate(selection, {
      onSuccess: (answer) => {
        draft.discard();
        const count = answer.offered.length;
        showNotice(
          count === 0
            ? 'Availability cleared: no overtime shifts offered.'
            : `Availability saved: ${shiftCount(count)} offered.`,
        );
      },
    });
  };

  return (
    <Screen
      title="OT Availability"
      contentClassName="ot-availability"
      footer={
        data &&
        draft.selection && (
          <SubmitBar
            count={draft.selection.size}
            dirty={draft.dirty}
            saving={submit.isPending}
            onSubmit={save}
            onUndo={draft.discard}
          />
        )
      }
    >
      <div className="ot__column">
        <h1 className="ot__heading">Overtime availability</h1>
        <QueryView query={availability} failed={AVAILABILITY_TEXTS.loadFailed}>
          {(data) =>
            draft.selection && (
              <>
                <p className="ot__note">
                  Choose the shifts you can work overtime from <DisplayDate iso={data.firstDate} language={language} />{' '}
                  to <DisplayDate iso={data.lastDate} language={language} />. Submitting replaces what you offered
                  before.
                </p>
                <p className="ot__note" data-testid="ot-last-submitted">
                  {data.submittedAt === null ? (
                    AVAILABILITY_TEXTS.nothingOffered
                  ) : (
                    <LastSubmitted at={data.submittedAt} count={data.offered.length} language={language} />
                  )}
                </p>
                <AvailabilityWeeks
                  days={days}
                  selection={draft.selection}
                  language={language}
                  disabled={submit.isPending}
                  onToggle={toggle}
                />
              </>
            )
          }
        </QueryView>
      </div>
    </Screen>
  );
}
