import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awardRowJson, storedRow, storedRowJson } from '../../../src/modules/pick/award-leaves';
import { canonicalJson, runRound } from '../../../src/modules/pick/engine';
import { leafHash, MerkleTree, verifyInclusion } from '../../../src/modules/pick/ledger/merkle-tree';
import { anySnapshot } from '../engine/arbitraries';

const RUNS = Number(process.env.ENGINE_RUNS ?? 1_000);

/** A random run's awards (item ids made numbers, as the table's are), each with the days its row holds. */
const runAwards = anySnapshot.map((snapshot) =>
  runRound(snapshot).awards.map((a, i) => ({
    award: { ...a, employeeId: String(a.employeeId), itemId: a.itemId === null ? null : i + 1 },
    days: snapshot.kind === 'VACATION' || snapshot.kind === 'HOLIDAY' ? ['2025-01-06'].slice(0, i % 2) : undefined,
  })),
);

/** The rows of a random run as the awards table stores them. */
const runRows = runAwards.map((awards) => awards.map(({ award, days }) => storedRow(award, days)));

describe("a run's award rows as the leaves of its Merkle tree", () => {
  it('writes each row as exactly its canonical JSON', () => {
    fc.assert(
      fc.property(runRows, (rows) => {
        for (const row of rows) expect(storedRowJson(row)).toBe(canonicalJson(row));
      }),
      { numRuns: RUNS },
    );
  });

  it("writes each row straight from the engine's award as the stored row's canonical JSON", () => {
    fc.assert(
      fc.property(runAwards, (awards) => {
        for (const { award, days } of awards)
          expect(awardRowJson(award, days)).toBe(canonicalJson(storedRow(award, days)));
      }),
      { numRuns: RUNS },
    );
  });

  it('proves every row of a run against its root, and no proof survives any changed byte of the row', () => {
    fc.assert(
      fc.property(runRows, fc.nat(), (rows, at) => {
        const texts = rows.map(storedRowJson);
        const tree = new MerkleTree();
        for (const t of texts) tree.appendData(t);
        const root = tree.root();
        texts.forEach((text, i) => {
          const path = tree.inclusionPath(i);
          expect(verifyInclusion(leafHash(text), i, texts.length, path, root)).toBe(true);
          const bytes = Buffer.from(text);
          const changed = Buffer.from(bytes);
          const k = at % bytes.length;
          changed[k] = (changed[k] as number) ^ (1 << (at % 8));
          expect(verifyInclusion(leafHash(changed), i, texts.length, path, root)).toBe(false);
        });
      }),
      { numRuns: RUNS },
    );
  });
});
