import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_TREE_HASH,
  leafHash,
  MerkleTree,
  verifyConsistency,
  verifyInclusion,
} from '../../../src/modules/pick/ledger/merkle-tree';
import { mth, path, proof } from './merkle-reference';

const hex = (b: Buffer) => b.toString('hex');
// Distinct leaves: a proof for one leaf must not pass for another.
const leavesArb = fc
  .uniqueArray(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 70 })
  .map((xs) => xs.map((x) => Buffer.from(x)));
/** One hex digit of a hash changed to another. */
function changed(hash: string, at: number): string {
  const i = at % hash.length;
  const digit = hash[i] === '0' ? '1' : '0';
  return hash.slice(0, i) + digit + hash.slice(i + 1);
}

describe('the Merkle tree (RFC 9162 §2.1)', () => {
  it('has the roots, audit paths and consistency proofs of the RFC as written', () => {
    fc.assert(
      fc.property(leavesArb, fc.nat(), fc.nat(), (data, a, b) => {
        const tree = new MerkleTree(data.map((d) => leafHash(d)));
        const n = data.length;
        const size = 1 + (a % n);
        expect(tree.root(size)).toBe(hex(mth(data.slice(0, size))));
        const index = b % size;
        expect(tree.inclusionPath(index, size)).toEqual(path(index, data.slice(0, size)).map(hex));
        const first = b % (size + 1);
        expect(tree.consistencyPath(first, size)).toEqual(proof(first, data.slice(0, size)).map(hex));
      }),
      { numRuns: 400 },
    );
  });

  it('proves every leaf of a tree, and no proof survives a changed digit', () => {
    fc.assert(
      fc.property(leavesArb, fc.nat(), (data, at) => {
        const tree = new MerkleTree(data.map((d) => leafHash(d)));
        const root = tree.root();
        for (let i = 0; i < data.length; i++) {
          const leaf = tree.leaf(i) as string;
          const p = tree.inclusionPath(i);
          expect(verifyInclusion(leaf, i, data.length, p, root)).toBe(true);
          expect(verifyInclusion(changed(leaf, at), i, data.length, p, root)).toBe(false);
          expect(verifyInclusion(leaf, i, data.length, p, changed(root, at))).toBe(false);
          if (p.length > 0) {
            const j = at % p.length;
            const bad = p.map((h, x) => (x === j ? changed(h, at) : h));
            expect(verifyInclusion(leaf, i, data.length, bad, root)).toBe(false);
          }
          if (data.length > 1) expect(verifyInclusion(leaf, (i + 1) % data.length, data.length, p, root)).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('proves each tree consistent with every later one, and no proof survives a changed digit', () => {
    fc.assert(
      fc.property(leavesArb, fc.nat(), (data, at) => {
        const tree = new MerkleTree(data.map((d) => leafHash(d)));
        const n = data.length;
        for (let m = 1; m <= n; m++) {
          const p = tree.consistencyPath(m, n);
          expect(verifyConsistency(m, n, tree.root(m), tree.root(n), p)).toBe(true);
          if (m < n) {
            expect(verifyConsistency(m, n, changed(tree.root(m), at), tree.root(n), p)).toBe(false);
            expect(verifyConsistency(m, n, tree.root(m), changed(tree.root(n), at), p)).toBe(false);
            const j = at % p.length;
            expect(
              verifyConsistency(
                m,
                n,
                tree.root(m),
                tree.root(n),
                p.map((h, x) => (x === j ? changed(h, at) : h)),
              ),
            ).toBe(false);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('tells a tree that was rewritten from one that grew', () => {
    const original = new MerkleTree(['a', 'b', 'c', 'd', 'e'].map((x) => leafHash(x)));
    const rewritten = new MerkleTree(['a', 'b', 'X', 'd', 'e', 'f'].map((x) => leafHash(x)));
    const p = rewritten.consistencyPath(5, 6);
    expect(verifyConsistency(5, 6, original.root(), rewritten.root(), p)).toBe(false);
    expect(new MerkleTree().root()).toBe(EMPTY_TREE_HASH);
    expect(verifyConsistency(0, 6, EMPTY_TREE_HASH, rewritten.root(), [])).toBe(true);
    expect(() => original.root(6)).toThrow(/holds 5/);
  });
});
