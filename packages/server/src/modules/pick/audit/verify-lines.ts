import type { CheckpointResult } from './checkpoint-check';
import type { VerifyReport } from './verify';

const where = (r: Extract<CheckpointResult, { ok: false }>) => {
  const range = r.firstDifferent;
  if (!range) return '';
  return range.from >= range.to
    ? ` The first event that differs: event ${range.from}.`
    : ` The first event that differs is one of events ${range.from} to ${range.to} (the signed checkpoints go no finer).`;
};

/** What `npm run pick -- verify` prints: a line per part, and the first difference in full. */
export function verifyLines(report: VerifyReport, checkpointFile?: string): string[] {
  const { chain } = report;
  if (!chain.ok) return [`Ledger: BROKEN at ${JSON.stringify(chain)}`];
  const lines = [`Ledger: ${chain.rows} events, chain intact (head ${chain.head}).`];
  const stored = report.checkpoints;
  if (stored?.ok) {
    const latest = stored.latest;
    lines.push(
      latest
        ? `Checkpoints: ${stored.count} signed checkpoints hold (the latest: ${latest.size} events, root ${latest.root}, signed ${latest.time}, key ${latest.keyId}).`
        : 'Checkpoints: none signed yet.',
    );
  } else if (stored) {
    const r = stored.result as Extract<CheckpointResult, { ok: false }>;
    lines.push(`Checkpoints: the checkpoint of ${stored.checkpoint.size} events does not hold: ${r.why}.${where(r)}`);
  }
  const given = report.given;
  if (given?.ok) {
    lines.push(
      `Checkpoint ${checkpointFile}: the ledger extends it: its first ${given.size} events are the ones signed (root ${given.root}; consistency proof of ${given.proofHashes} hashes verified).`,
    );
  } else if (given) lines.push(`Checkpoint ${checkpointFile}: FAILS: ${given.why}.${where(given)}`);
  const replay = report.replay;
  if (replay && !replay.problem) lines.push(`Award runs: ${replay.runs} replayed, ${replay.awards} awards identical.`);
  else if (replay?.problem) {
    lines.push(`Award runs: ${replay.runs} replayed identically, then a difference:`);
    lines.push(JSON.stringify(replay.problem, null, 2));
  }
  const mirrors = report.mirrors;
  if (mirrors && !mirrors.difference && !replay?.problem) {
    lines.push(
      `Mirrors: ${mirrors.lists} list versions, ${mirrors.runs} award runs, ${mirrors.awards} awards, ${mirrors.jobs} picked jobs and ${mirrors.absences} absences hold to the ledger.`,
    );
  } else if (mirrors?.difference) {
    lines.push('Mirrors: a table differs from the ledger, first at:');
    lines.push(JSON.stringify(mirrors.difference, null, 2));
  }
  return lines;
}
