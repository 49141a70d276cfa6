import { APP_NAME, MONITOR_REFRESH_SECONDS, PICK_OFFICE_TEXTS } from '@crewline/protocol';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** What a depot TV shows, every text already in words (names in the group's style). */
export interface MonitorView {
  group: string;
  round: string;
  upNow: string | null;
  next: string | null;
  latest: { who: string; what: string }[];
  left: string | null;
  asOf: string;
}

// Large type, high contrast, read across a room; no script at all.
export const MONITOR_STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#0b1a33;color:#fff;font:28px/1.3 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,sans-serif}
main{padding:2vw 3vw}
h1{font-size:2em;margin:0 0 .3em}
h2{font-size:1.2em;margin:1em 0 .3em;color:#ffd75e;text-transform:uppercase;letter-spacing:.04em}
.now{font-size:2.6em;font-weight:700;margin:0}
.next{font-size:1.4em;margin:.2em 0 0}
ol{list-style:none;margin:0;padding:0}
li{display:flex;justify-content:space-between;gap:1em;border-bottom:1px solid #33476b;padding:.25em 0}
.left{font-size:1.4em;margin:0}
footer{margin-top:1.5em;font-size:.8em;color:#c9d3e6}
`;

function html(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${MONITOR_REFRESH_SECONDS}">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${APP_NAME}</title>
<style>${MONITOR_STYLE}</style>
</head>
<body>
<main>${body}</main>
</body>
</html>`;
}

const T = PICK_OFFICE_TEXTS;

export function publicMonitorPage(v: MonitorView): string {
  const title = T.publicTitle(v.group);
  const latest =
    v.latest.length === 0
      ? `<p>${escapeHtml(T.noAwards)}</p>`
      : `<ol>${v.latest.map((a) => `<li><span>${escapeHtml(a.who)}</span><span>${escapeHtml(a.what)}</span></li>`).join('')}</ol>`;
  return html(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(v.round)}</p>
<h2>${escapeHtml(T.upNow)}</h2>
<p class="now">${escapeHtml(v.upNow ?? T.nobody)}</p>
${v.next ? `<p class="next">${escapeHtml(T.next)}: ${escapeHtml(v.next)}</p>` : ''}
<h2>${escapeHtml(T.latestAwards)}</h2>
${latest}
<h2>${escapeHtml(T.left)}</h2>
<p class="left">${escapeHtml(v.left ?? T.leftAll)}</p>
<footer>${escapeHtml(T.publicAsOf(v.asOf))} · ${escapeHtml(T.refreshes)}</footer>`,
  );
}

/** The page for a depot whose monitor is off (or has no open pick): the same words either way. */
export function monitorOffPage(): string {
  return html(T.publicOff, `<h1>${escapeHtml(T.publicOff)}</h1>`);
}
