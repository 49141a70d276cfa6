// What the code, the tests and the documents cite must be in this repository: every
// `docs/<file>.md#<heading>` (or bare `docs/<file>.md`) names a file that exists and a heading
// it has, every relative link of a document does too, and nothing names a document kept
// elsewhere (the old product spec and design notes).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const self = relative(root, import.meta.filename)
  .split('\\')
  .join('/');

/** Tracked files, and new ones not yet added (ignored files left out), that are text. */
function textFiles(): { path: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const paths = [...new Set(listed.split('\0').filter(Boolean))];
  return paths.flatMap((path) => {
    const full = join(root, path);
    // A path listed may be gone, or be a link to a folder (a worktree's node_modules).
    if (!statSync(full, { throwIfNoEntry: false })?.isFile()) return [];
    const bytes = readFileSync(full);
    if (bytes.subarray(0, 8000).includes(0)) return [];
    return [{ path, text: bytes.toString('utf8') }];
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/** Every anchor of a markdown text: each heading's slug, a repeated one with -1, -2 … */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = slugOf(heading[1]);
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

interface Citation {
  at: string;
  /** The file cited, from the repository's root. */
  file: string;
  anchor?: string;
  text: string;
}

/** `docs/….md` and `docs/….md#anchor` where they stand alone (not the end of a longer path). */
const DOCS_CITATION = /(?<![\w./-])docs\/([\w./-]*?\.md)(?:#([\w-]+))?/g;
/** A markdown link to a file beside the document, or to a heading of its own. */
const RELATIVE_LINK = /\]\((?!https?:|mailto:|\/)([^)\s]*?)\)/g;

function citationsIn(path: string, text: string): Citation[] {
  const out: Citation[] = [];
  text.split('\n').forEach((line, i) => {
    const at = `${path}:${i + 1}`;
    for (const m of line.matchAll(DOCS_CITATION)) {
      out.push({ at, file: posix.normalize(`docs/${m[1]}`), anchor: m[2], text: m[0] });
    }
    if (!path.endsWith('.md')) return;
    for (const m of line.matchAll(RELATIVE_LINK)) {
      const [target = '', anchor] = (m[1] ?? '').split('#');
      if (target !== '' && !target.endsWith('.md')) continue;
      const file = target === '' ? path : posix.normalize(posix.join(dirname(path), target));
      out.push({ at, file, anchor, text: m[1] ?? '' });
    }
  });
  return out;
}

/** What a citation gets wrong, or undefined when it resolves. */
function problemOf(citation: Citation, read: (file: string) => string | undefined): string | undefined {
  const markdown = read(citation.file);
  if (markdown === undefined) return `${citation.at}: ${citation.text} — no file ${citation.file}`;
  if (citation.anchor === undefined) return undefined;
  if (anchorsOf(markdown).has(citation.anchor)) return undefined;
  return `${citation.at}: ${citation.text} — ${citation.file} has no heading #${citation.anchor}`;
}

/** Documents kept outside the repository, which the code cited before they were brought in. */
const ELSEWHERE: readonly [RegExp, string][] = [
  [/\bspec\s*§/i, 'the product spec (spec §…)'],
  [/product-spec/, 'the product spec'],
  [/PICK\.md/, 'PICK.md'],
  [/\bARCHITECTURE\b/, 'ARCHITECTURE(.md)'],
  [/HOUSE\.md/, 'HOUSE.md'],
  [/STACK\.md/, 'STACK.md'],
  [/pick-research/, 'pick-research.md'],
  [/\/work\/shared\//, 'a folder outside the repository'],
];

function elsewhereIn(path: string, text: string): string[] {
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const [pattern, what] of ELSEWHERE) if (pattern.test(line)) out.push(`${path}:${i + 1}: cites ${what}`);
  });
  return out;
}

describe('the documents the repository cites', () => {
  const files = textFiles().filter((f) => f.path !== self);
  const byPath = new Map(files.map((f) => [f.path, f.text]));
  const read = (file: string) =>
    byPath.get(file) ?? (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined);

  it('are files and headings of this repository', () => {
    const citations = files.flatMap((f) => citationsIn(f.path, f.text));
    expect(citations.length).toBeGreaterThan(100);
    const problems = citations.flatMap((c) => problemOf(c, read) ?? []);
    expect(problems).toEqual([]);
  });

  it('are never documents kept elsewhere', () => {
    expect(files.flatMap((f) => elsewhereIn(f.path, f.text))).toEqual([]);
  });
});

describe('the citation check itself', () => {
  const doc = '# Title\n\n## Routes and menu\n\n### Route list\n\n```\n## not a heading\n```\n\n## Route list\n';
  const read = (file: string) => (file === 'docs/product.md' ? doc : undefined);

  it("finds GitHub's anchors, repeated ones numbered, none inside code", () => {
    expect([...anchorsOf(doc)]).toEqual(['title', 'routes-and-menu', 'route-list', 'route-list-1']);
    expect(slugOf('Start-up and sign-in')).toBe('start-up-and-sign-in');
    expect(slugOf('`mta_login` — the call')).toBe('mta_login--the-call');
  });

  it('refuses a missing heading or file, and accepts a good one', () => {
    const [good, badHeading, badFile] = citationsIn(
      'a.ts',
      '// docs/product.md#route-list docs/product.md#no-such-heading docs/nowhere.md',
    );
    expect(good && problemOf(good, read)).toBeUndefined();
    expect(badHeading && problemOf(badHeading, read)).toMatch(/has no heading #no-such-heading/);
    expect(badFile && problemOf(badFile, read)).toMatch(/no file docs\/nowhere\.md/);
  });

  it('reads relative links of a document, and not paths that only end in docs/', () => {
    const found = citationsIn('docs/pick.md', 'See [the map](architecture.md#data) and [here](#words).');
    expect(found.map((c) => `${c.file}#${c.anchor}`)).toEqual(['docs/architecture.md#data', 'docs/pick.md#words']);
    expect(citationsIn('x.ts', 'packages/server/src/docs/x.md')).toEqual([]);
  });

  it('names each document kept elsewhere', () => {
    const oldCitations = ['(spec §2)', 'Spec §4', '(PICK.md "Ledger")', 'ARCHITECTURE "Data"', 'HOUSE.md'];
    expect(elsewhereIn('a.ts', oldCitations.join('\n'))).toHaveLength(oldCitations.length);
  });
});
