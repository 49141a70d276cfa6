import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Checkpoint } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { DEMO_LEDGER_SIGNING_KEY, publicKeyOf, signerOf } from '../../../src/lib/signing-key';
import { canonicalJson } from '../../../src/modules/pick/engine';
import { checkpointProblem } from '../../../src/modules/pick/ledger/checkpoint';
import { eventHash, GENESIS_HASH } from '../../../src/modules/pick/ledger/ledger-chain';
import { EMPTY_TREE_HASH, leafHash, MerkleTree } from '../../../src/modules/pick/ledger/merkle-tree';

/**
 * docs/pick-ledger.md is what an independent checker is written from: its examples must be
 * what the code writes. Each example is read from the document itself.
 */
const doc = readFileSync(resolve(import.meta.dirname, '../../../../../docs/pick-ledger.md'), 'utf8');

/** The text of the fenced blocks of a language in the section whose heading starts with `heading`. */
function blocksIn(heading: string, language: string): string[] {
  const start = doc.indexOf(`\n## ${heading}`);
  if (start < 0) throw new Error(`docs/pick-ledger.md has no section ${heading}`);
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\\n\`\`\``, 'g'))].map((m) => m[1] ?? '');
}

describe('the examples of docs/pick-ledger.md', () => {
  it("gives an event whose hash is the chain's hash of its body after its previous hash", () => {
    const [text] = blocksIn('2. Events', 'json');
    const event = JSON.parse(text ?? '');
    const body = { at: new Date(event.at), kind: event.kind, passId: event.passId, roundId: event.roundId };
    expect(new Date(event.at).toISOString()).toBe(event.at);
    expect(eventHash(event.prevHash, { ...body, payload: event.payload })).toBe(event.hash);
    expect(GENESIS_HASH).toBe(`sha256:${'0'.repeat(64)}`);
  });

  it('gives an award row as its canonical JSON, and the empty tree the root it names', () => {
    const [row] = blocksIn('6. Award rows', 'json');
    expect(canonicalJson(JSON.parse(row ?? ''))).toBe(row);
    expect(EMPTY_TREE_HASH.startsWith('e3b0c442')).toBe(true);
    expect(EMPTY_TREE_HASH.endsWith('b855')).toBe(true);
    // A one-row run's awards root is the row's leaf: SHA-256(0x00 ‖ its UTF-8 bytes).
    const tree = new MerkleTree();
    tree.appendData(row ?? '');
    expect(tree.root()).toBe(leafHash(Buffer.from(row ?? '', 'utf8')));
  });

  it("gives a checkpoint signed with the demo key, whose key id is the key's", () => {
    const [text] = blocksIn('4. Checkpoints', 'json');
    const checkpoint = JSON.parse(text ?? '') as Checkpoint;
    const demo = signerOf(DEMO_LEDGER_SIGNING_KEY);
    expect(checkpoint.keyId).toBe(demo.keyId);
    expect(checkpointProblem(checkpoint, publicKeyOf(demo.publicKey))).toBeUndefined();
    expect(checkpointProblem({ ...checkpoint, size: checkpoint.size + 1 }, publicKeyOf(demo.publicKey))).toBeDefined();
  });
});
