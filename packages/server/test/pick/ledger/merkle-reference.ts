// RFC 9162 §2.1 written as the RFC writes it: recursion over lists of leaf data, no kept
// nodes, no loops. The property tests hold the server's tree against it.
import { createHash } from 'node:crypto';

const sha = (...parts: Uint8Array[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
};

const k = (n: number) => 2 ** Math.ceil(Math.log2(n) - 1);

export function mth(d: readonly Uint8Array[]): Buffer {
  if (d.length === 0) return sha();
  if (d.length === 1) return sha(Buffer.from([0]), d[0] as Uint8Array);
  const split = k(d.length);
  return sha(Buffer.from([1]), mth(d.slice(0, split)), mth(d.slice(split)));
}

export function path(m: number, d: readonly Uint8Array[]): Buffer[] {
  if (d.length <= 1) return [];
  const split = k(d.length);
  return m < split
    ? [...path(m, d.slice(0, split)), mth(d.slice(split))]
    : [...path(m - split, d.slice(split)), mth(d.slice(0, split))];
}

function subproof(m: number, d: readonly Uint8Array[], b: boolean): Buffer[] {
  const n = d.length;
  if (m === n) return b ? [] : [mth(d)];
  const split = k(n);
  return m <= split
    ? [...subproof(m, d.slice(0, split), b), mth(d.slice(split))]
    : [...subproof(m - split, d.slice(split), false), mth(d.slice(0, split))];
}

export function proof(m: number, d: readonly Uint8Array[]): Buffer[] {
  return m === 0 || m === d.length ? [] : subproof(m, d, true);
}
