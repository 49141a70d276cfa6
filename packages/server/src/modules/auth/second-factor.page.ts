import type { SecondFactorMessage } from '@crewline/protocol';
import { APP_NAME, TOTP_DIGITS } from '@crewline/protocol';

/** Ids of the result page's data blocks: the message to post and the origins it may go to. */
export const MESSAGE_ID = 'crewline-message';
export const ORIGINS_ID = 'crewline-origins';
export const RETURN_ID = 'crewline-return';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// The app's iOS look: system font, grouped background, rounded inset field, and a button in the
// agency's navy (the app's primary colour); iOS blue behind white text is under 4.5:1 contrast.
const STYLE = `
:root{color-scheme:light dark;--bg:#f2f2f7;--card:#fff;--text:#000;--muted:#6c6c70;--accent:#0b3d91;--danger:#d70015}
@media (prefers-color-scheme:dark){:root{--bg:#000;--card:#1c1c1e;--text:#fff;--muted:#98989f;--accent:#2563d0;--danger:#ff6961}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:var(--bg);color:var(--text);
font:17px/1.4 -apple-system,BlinkMacSystemFont,"SF Pro Text","Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:100%;max-width:360px;padding:24px}
h1{font-size:22px;font-weight:600;margin:0 0 8px}
p{color:var(--muted);margin:0 0 20px;font-size:15px}
form{background:var(--card);border-radius:12px;padding:16px}
label{display:block;font-size:13px;color:var(--muted);text-transform:uppercase;letter-spacing:.02em;margin-bottom:6px}
input{width:100%;font:inherit;font-size:24px;letter-spacing:.3em;text-align:center;padding:10px;border:1px solid #c6c6c8;
border-radius:10px;background:var(--card);color:var(--text)}
input:focus{outline:2px solid var(--accent);outline-offset:1px}
button{margin-top:16px;width:100%;font:inherit;font-weight:600;color:#fff;background:var(--accent);border:0;border-radius:10px;padding:12px}
button:focus-visible{outline:3px solid var(--text);outline-offset:2px}
.error{color:var(--danger);font-size:15px;margin:12px 0 0}
.framed h1{display:none}
.framed body{align-items:flex-start}
`;

// In the app's frame (desktop), the frame's own header already says "Two-step verification":
// the page drops its heading there so the title is said once. Alone (the mobile in-app
// browser), the page keeps it.
const MARK_FRAMED = "if(window.parent!==window)document.documentElement.classList.add('framed');";

function page(nonce: string, title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · ${APP_NAME}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<script nonce="${nonce}">${MARK_FRAMED}</script>
<main>${body}</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
}

/** The code form; `error` is shown under the field and announced to screen readers. */
export function renderCodeForm(opts: { nonce: string; action: string; token: string; error?: string }): string {
  const errorId = 'code-error';
  const error = opts.error ? `<p class="error" id="${errorId}" role="alert">${escapeHtml(opts.error)}</p>` : '';
  return page(
    opts.nonce,
    'Authentication code',
    `<h1>Two-step verification</h1>
<p>Enter the ${TOTP_DIGITS}-digit code from your authenticator app.</p>
<form method="post" action="${escapeHtml(opts.action)}" autocomplete="off">
<input type="hidden" name="token" value="${escapeHtml(opts.token)}">
<label for="code">Authentication code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{${TOTP_DIGITS}}"
 maxlength="${TOTP_DIGITS}" minlength="${TOTP_DIGITS}" required autofocus${opts.error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
${error}
<button type="submit">Verify</button>
</form>`,
  );
}

/**
 * A page that hands its result to the app: to the framing app (desktop) or an opener, only
 * at the allowed origins; with neither (the mobile in-app browser, which passes no
 * messages), it goes on to `returnUrl`, the return page whose address carries the message
 * (protocol second-factor-return.ts). `text` says the same in words.
 */
export function renderResultPage(opts: {
  nonce: string;
  message: SecondFactorMessage;
  targetOrigins: string[];
  returnUrl: string;
  title: string;
  text: string;
}): string {
  // Data blocks are never executed, so the nonce'd script reads them instead of embedding them.
  const data = `<script type="application/json" id="${MESSAGE_ID}">${scriptJson(opts.message)}</script>
<script type="application/json" id="${ORIGINS_ID}">${scriptJson(opts.targetOrigins)}</script>
<script type="application/json" id="${RETURN_ID}">${scriptJson(opts.returnUrl)}</script>`;
  const script = `(function(){
var read=function(id){return JSON.parse(document.getElementById(id).textContent)};
var m=read(${JSON.stringify(MESSAGE_ID)}),origins=read(${JSON.stringify(ORIGINS_ID)}),targets=[];
if(window.parent&&window.parent!==window)targets.push(window.parent);
if(window.opener)targets.push(window.opener);
targets.forEach(function(w){origins.forEach(function(o){try{w.postMessage(m,o)}catch(e){}})});
if(targets.length===0)location.replace(read(${JSON.stringify(RETURN_ID)}));
})();`;
  return page(
    opts.nonce,
    opts.title,
    `<h1>${escapeHtml(opts.title)}</h1><p role="status">${escapeHtml(opts.text)}</p>\n${data}`,
    script,
  );
}

/** The return page the mobile in-app browser lands on; the app reads its address and closes it. */
export function renderReturnPage(nonce: string): string {
  return page(
    nonce,
    'Two-step verification',
    '<h1>Two-step verification</h1><p role="status">You can close this window.</p>',
  );
}
