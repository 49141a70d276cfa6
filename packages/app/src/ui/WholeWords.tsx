import type { ReactNode } from 'react';

// A word with a hyphen inside: a date (01-Dec-26), a package's code (FB-FT187). Brackets and
// spaces end it, so '(Package FB-FT187).' keeps only the code together.
const HYPHENATED = /[^\s()]+-[^\s()]+/g;

/** A sentence a narrow phone may break between words but never at a hyphen inside one. */
export default function WholeWords({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(HYPHENATED)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push(
      <span key={match.index} className="keep-whole">
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}
