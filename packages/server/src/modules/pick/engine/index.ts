/**
 * The pick engine: pure and deterministic, no I/O. A snapshot of a round (participants in
 * seniority order with their latest lists, items with their seats, holdings, policy) goes
 * in; award rows, each with its explanation, come out. See docs in engine.types.ts.
 *
 * - runRound(snapshot): the turns from policy.processedThroughRank to policy.throughRank,
 *   then the close (extra board, vacation forcing) if policy.close.
 * - advance(snapshot, result): the next run's snapshot (awards become holdings).
 * - applyLatePick(snapshot, employeeId, itemId): a pick after one's turn, checked as at a turn.
 * - project(snapshot, employeeId): what will be left at the employee's turn, per choice.
 * - digestSnapshot / digestAwards / canonicalJson: for the ledger and the replay.
 * - describeAward (awardSentences: the same, sentence by sentence) / describeRefusal: the explanation in words.
 */
export {
  awardJson,
  awardsJson,
  awardsJsonPieces,
  canonicalJson,
  canonicalSnapshot,
  digestAwards,
  digestSnapshot,
  sha256Builder,
  snapshotJsonPieces,
} from './canonical-digest';
export * from './engine.types';
export { awardSentences, describeAward, describeRefusal, type Label } from './explanation-text';
export { compareIds } from './ids';
export { applyLatePick, type LatePickRefusal, type LatePickResult } from './late-pick';
export { project } from './projection';
export { advance, holdingsOf, runRound } from './round-runner';
export { SnapshotError } from './snapshot-error';
