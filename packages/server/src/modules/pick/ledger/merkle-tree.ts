import { createHash, hash } from 'node:crypto';

/**
 * The Merkle tree of RFC 9162 §2.1 (Certificate Transparency's), over any list of leaves: the
 * pick ledger's events and each award run's rows. Leaf hash SHA-256(0x00 ‖ data), node hash
 * SHA-256(0x01 ‖ left ‖ right), the empty tree SHA-256(""); a tree of n leaves splits at the
 * largest power of two below n. Hashes travel as 64 lowercase hex digits.
 */

export type TreeHash = string;

const LEAF = Buffer.from([0]);

/** A hash as the tree keeps it: 32 bytes (hex only where it leaves the tree). */
type Bytes = Buffer;

// One-shot hashes (crypto.hash): a run's tree hashes 50,000 leaves and as many nodes, and a
// Hash object each took twice as long. A text's 0x00 prefix is U+0000, whose UTF-8 is that byte.
function leafBytes(data: Uint8Array | string): Bytes {
  if (typeof data === 'string') return hash('sha256', `\0${data}`, 'buffer');
  return hash('sha256', Buffer.concat([LEAF, data]), 'buffer');
}

const node = Buffer.alloc(65, 1);

function nodeBytes(left: Bytes, right: Bytes): Bytes {
  left.copy(node, 1);
  right.copy(node, 33);
  return hash('sha256', node, 'buffer');
}

export function leafHash(data: Uint8Array | string): TreeHash {
  return leafBytes(data).toString('hex');
}

export function nodeHash(left: TreeHash, right: TreeHash): TreeHash {
  return nodeBytes(Buffer.from(left, 'hex'), Buffer.from(right, 'hex')).toString('hex');
}

export const EMPTY_TREE_HASH: TreeHash = createHash('sha256').digest('hex');
const EMPTY_BYTES = Buffer.from(EMPTY_TREE_HASH, 'hex');

/** The largest power of two smaller than n (n ≥ 2). */
function splitOf(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

const isHash = (h: unknown): h is TreeHash => typeof h === 'string' && /^[0-9a-f]{64}$/.test(h);

/**
 * A tree leaves are appended to. It keeps the hash of every complete, aligned subtree (level k,
 * index i covers leaves i·2^k … (i+1)·2^k − 1), so the root and the proofs of any size up to
 * the current one take O(log n) hashes after the appends.
 */
export class MerkleTree {
  /** levels[0] are the leaf hashes; levels[k][i] the subtree of 2^k leaves from i·2^k. */
  readonly #levels: Bytes[][] = [[]];

  constructor(leafHashes: Iterable<TreeHash> = []) {
    for (const h of leafHashes) this.append(h);
  }

  get size(): number {
    return this.#levels[0]?.length ?? 0;
  }

  /** The hash of leaf `index`, as appended. */
  leaf(index: number): TreeHash | undefined {
    return this.#levels[0]?.[index]?.toString('hex');
  }

  append(leaf: TreeHash): void {
    this.#append(Buffer.from(leaf, 'hex'));
  }

  /** Appends the leaf of `data`: SHA-256(0x00 ‖ data). */
  appendData(data: Uint8Array | string): void {
    this.#append(leafBytes(data));
  }

  /**
   * The root of this tree with the leaves of `moreData` after its own, without appending them:
   * what a writer signs before its own leaves are committed (and so before they may be kept).
   */
  rootWith(moreData: readonly (Uint8Array | string)[]): TreeHash {
    const size = this.size;
    const more = moreData.map(leafBytes);
    const hash = (from: number, n: number): Bytes => {
      if (from + n <= size) return this.#hash(from, n);
      if (n === 1) return more[from - size] as Bytes;
      const k = splitOf(n);
      return nodeBytes(hash(from, k), hash(from + k, n - k));
    };
    return (size + more.length === 0 ? EMPTY_BYTES : hash(0, size + more.length)).toString('hex');
  }

  #append(leaf: Bytes): void {
    let level = 0;
    let hash = leaf;
    for (;;) {
      const row = this.#levels[level] ?? [];
      this.#levels[level] = row;
      row.push(hash);
      if (row.length % 2 === 1) return;
      hash = nodeBytes(row[row.length - 2] as Bytes, hash);
      level++;
    }
  }

  /** MTH(D[from : from + n]). */
  #hash(from: number, n: number): Bytes {
    if (n === 0) return EMPTY_BYTES;
    // A complete aligned subtree is kept.
    if ((n & (n - 1)) === 0 && from % n === 0) {
      const kept = this.#levels[Math.log2(n)]?.[from / n];
      if (kept !== undefined) return kept;
    }
    const k = splitOf(n);
    return nodeBytes(this.#hash(from, k), this.#hash(from + k, n - k));
  }

  /** The root of the first `size` leaves (the whole tree by default). */
  root(size = this.size): TreeHash {
    this.#within(size);
    return this.#hash(0, size).toString('hex');
  }

  /** PATH(index, D[size]) of RFC 9162 §2.1.3.1: the audit path of leaf `index` in the tree of the first `size` leaves. */
  inclusionPath(index: number, size = this.size): TreeHash[] {
    this.#within(size);
    if (!Number.isInteger(index) || index < 0 || index >= size)
      throw new RangeError(`no leaf ${index} in a tree of ${size}`);
    const path: Bytes[] = [];
    let from = 0;
    let n = size;
    let m = index;
    while (n > 1) {
      const k = splitOf(n);
      if (m < k) {
        path.push(this.#hash(from + k, n - k));
        n = k;
      } else {
        path.push(this.#hash(from, k));
        from += k;
        m -= k;
        n -= k;
      }
    }
    return path.reverse().map((h) => h.toString('hex'));
  }

  /** PROOF(first, D[second]) of RFC 9162 §2.1.4.1: that the first `first` leaves are the start of the first `second`. */
  consistencyPath(first: number, second = this.size): TreeHash[] {
    this.#within(second);
    if (!Number.isInteger(first) || first < 0 || first > second)
      throw new RangeError(`no tree of ${first} in ${second}`);
    if (first === 0 || first === second) return [];
    const proof: Bytes[] = [];
    const sub = (m: number, from: number, n: number, whole: boolean): void => {
      if (m === n) {
        if (!whole) proof.push(this.#hash(from, n));
        return;
      }
      const k = splitOf(n);
      if (m <= k) {
        sub(m, from, k, whole);
        proof.push(this.#hash(from + k, n - k));
      } else {
        sub(m - k, from + k, n - k, false);
        proof.push(this.#hash(from, k));
      }
    };
    sub(first, 0, second, true);
    return proof.map((h) => h.toString('hex'));
  }

  #within(size: number): void {
    if (!Number.isInteger(size) || size < 0 || size > this.size) {
      throw new RangeError(`the tree holds ${this.size} leaves, not ${size}`);
    }
  }
}

/** The root of a list of leaf hashes. */
export function rootOf(leafHashes: Iterable<TreeHash>): TreeHash {
  return new MerkleTree(leafHashes).root();
}

const lsb = (n: number) => n % 2 === 1;

/** RFC 9162 §2.1.3.2: does `path` prove leaf `leaf` at `index` of a tree of `size` leaves with root `root`? */
export function verifyInclusion(
  leaf: TreeHash,
  index: number,
  size: number,
  path: readonly TreeHash[],
  root: TreeHash,
): boolean {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return false;
  if (!isHash(leaf) || !isHash(root) || !path.every(isHash)) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of path) {
    if (sn === 0) return false;
    if (lsb(fn) || fn === sn) {
      r = nodeHash(p, r);
      if (!lsb(fn)) {
        while (!lsb(fn) && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && r === root;
}

/** RFC 9162 §2.1.4.2: does `path` prove the tree of `first` leaves (root `firstRoot`) is the start of the tree of `second` (root `secondRoot`)? */
export function verifyConsistency(
  first: number,
  second: number,
  firstRoot: TreeHash,
  secondRoot: TreeHash,
  path: readonly TreeHash[],
): boolean {
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(second) || first < 0 || first > second) return false;
  if (!isHash(firstRoot) || !isHash(secondRoot) || !path.every(isHash)) return false;
  if (first === second) return path.length === 0 && firstRoot === secondRoot;
  // Every tree starts with the empty one.
  if (first === 0) return path.length === 0 && firstRoot === EMPTY_TREE_HASH;
  if (path.length === 0) return false;
  const proof = (first & (first - 1)) === 0 ? [firstRoot, ...path] : [...path];
  let fn = first - 1;
  let sn = second - 1;
  while (lsb(fn)) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = proof[0] as TreeHash;
  let sr = fr;
  for (const c of proof.slice(1)) {
    if (sn === 0) return false;
    if (lsb(fn) || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (!lsb(fn)) {
        while (!lsb(fn) && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return fr === firstRoot && sr === secondRoot && sn === 0;
}
