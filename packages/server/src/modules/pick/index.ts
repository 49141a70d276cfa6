export { awardOfRow } from './award-rows';
export { calendarRound } from './calendar/calendar.repository';
export {
  createRound,
  type GroupRound,
  type MovedTurn,
  type OnTurnsMoved,
  type PlannedTurn,
  pauseRound,
  pickCalendar,
  resumeRound,
  saveSchedule,
  schedulePeople,
  scheduleProblems,
} from './calendar/calendar.service';
export type { CorrectionInput, SetupCorrection } from './corrections/corrected-setup';
export {
  type AppliedCorrection,
  type AwardChange,
  applyCorrection,
  type CorrectionPlan,
  planCorrection,
} from './corrections/correction.service';
export { isCurrentAward, isCurrentAwardAs } from './current-award.repository';
export { currentPickRounds, type MyRoundRow, roundStatus } from './current-pick';
export { awardSentences, type ChoiceProjection, type ItemProjection, type Projection, type RoundKind } from './engine';
export { type BoardAward, type BoardTurn, type GroupBoard, groupBoard } from './group-board/group-board';
export { openPickGroups, resultGroups, roundsOfPick } from './group-board/group-board.repository';
export {
  groupResultCounts,
  type ItemKind,
  type PickSheet,
  pickSheet,
  type SheetItem,
  type SheetLine,
  type SheetOutcome,
} from './group-board/pick-sheet';
export { itemLabel, type LabelParts } from './item-label';
export { JOB_COLUMNS, type JobToStore } from './job-columns';
export { latestCheckpoint } from './ledger/checkpoint.service';
export { insertChainedEvents, takeLedgerHead } from './ledger/ledger.repository';
export { ledgerRoutes } from './ledger/ledger.route';
export { chain } from './ledger/ledger-chain';
export { ledgerTree } from './ledger/ledger-tree';
export { awardReceipts, eventReceipt } from './ledger/receipts';
export { ledgerSigner } from './ledger/signers';
export { findRound, type RoundRow, roundsWithMyTurn, roundToTell } from './pick.repository';
export {
  type HeldJobRow,
  type HeldPeriodRow,
  heldJob,
  heldJobsFrom,
  heldPeriods,
  type JobInForce,
  jobsInForce,
  type PickHolder,
  type UpcomingPickTurn,
  upcomingPickTurn,
} from './pick.service';
export { memberships, pickPackages, pickVacationWeeks } from './pick-offer.repository';
export {
  forgetRoundProjections,
  keptRound,
  labelIn,
  PICK_CHANGED_CHANNEL,
  projectionFor,
  projectionOf,
  roundProjectionsOf,
} from './projection/projection.service';
export { latePick } from './turns/late-pick.service';
export { appendSetupIfMissing } from './turns/round-ledger';
export { type LoadedRound, participantOf } from './turns/snapshot';
export { TURN_ROUND_KINDS } from './turns/snapshot.repository';
export {
  type QuietHoursOf,
  reminderTime,
  type TurnEventOptions,
  writeDueTurnEvents,
} from './turns/turn-events';
export { recordTurnsMoved } from './turns/turn-notifications';
export { processDueTurns } from './turns/turn-processor';
export { startTurnScheduler } from './turns/turn-scheduler';
