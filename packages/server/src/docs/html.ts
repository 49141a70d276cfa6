import { APP_NAME, EXEC_BASE_PATH, NO_CHALLENGE_HEADER, UNATTENDED_HEADER } from '@crewline/protocol';
import type { FieldDoc } from './json-schema';
import type { ErrorRuleDoc, ServiceDoc } from './reference';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function fieldTable(caption: string, fields: FieldDoc[]): string {
  if (fields.length === 0) return `<p><em>${esc(caption)}: none.</em></p>`;
  const rows = fields
    .map(
      (f) =>
        `<tr><td><code>${esc(f.name)}</code></td><td>${esc(f.type)}</td><td>${f.required ? 'yes' : 'no'}</td><td>${esc(f.description)}</td></tr>`,
    )
    .join('\n');
  return `<table><caption>${esc(caption)}</caption>
<thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

function serviceSection(s: ServiceDoc): string {
  return `<section id="${esc(s.name)}">
<h3><code>${esc(s.name)}</code></h3>
<p>${esc(s.summary)}</p>
<p><strong>Role:</strong> <code>${esc(s.role)}</code>${s.cached ? ' · cached by the app' : ''} · <code>POST ${esc(EXEC_BASE_PATH + s.name)}</code></p>
${fieldTable('Request fields', s.requestFields)}
${fieldTable('Elements fields', s.elementFields)}
</section>`;
}

function errorTable(rules: ErrorRuleDoc[]): string {
  const rows = rules
    .map(
      (r) =>
        `<tr><td>${esc(r.cause)}</td><td>${r.examples.map((e) => `<code>${esc(e)}</code>`).join('<br>')}</td><td>${esc(r.userMessage)}</td><td>${r.sessionExpired ? 'yes' : 'no'}</td></tr>`,
    )
    .join('\n');
  return `<table><caption>Raw errors and what the employee sees</caption>
<thead><tr><th scope="col">Cause</th><th scope="col">Raw error (Error or StatusBarMessages)</th><th scope="col">User message</th><th scope="col">Back to sign-in</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

const STYLE = `body{font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;margin:0 auto;max-width:1000px;padding:24px;color:#1c1c1e}
table{border-collapse:collapse;width:100%;margin:8px 0 20px}th,td{border:1px solid #d1d1d6;padding:6px 8px;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:600;padding:4px 0}code{font:13px ui-monospace,Menlo,monospace}section{border-top:1px solid #e5e5ea;padding-top:8px}
nav ul{columns:2}`;

/** The API reference page, generated from the registry and the error rules. */
export function referenceHtml(services: ServiceDoc[], rules: ErrorRuleDoc[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${APP_NAME} API reference</title><style>${STYLE}</style></head>
<body><main>
<h1>${APP_NAME} API reference</h1>
<p>Every service is <code>POST ${EXEC_BASE_PATH}&lt;service&gt;</code> with a JSON body <code>{ "meta": { "app": "${APP_NAME}[,transactionId]" }, …fields }</code>.
Send <code>${NO_CHALLENGE_HEADER}: 1</code>, and after sign-in <code>Authorization: Basic base64(passId:ticket)</code>; <code>${UNATTENDED_HEADER}: 1</code> on a call made while nobody used the app, which then does not keep the session from going idle.
The answer is <code>{ success, Response: { "&lt;service&gt;Message": { transactionId, ticket, PopupMessages, StatusBarMessages, Error }, Elements } }</code>.
Machine-readable: <a href="/docs/openapi.json">OpenAPI 3.1</a>.</p>
<nav aria-label="Services"><h2>Services</h2><ul>${services.map((s) => `<li><a href="#${esc(s.name)}"><code>${esc(s.name)}</code></a> (${esc(s.role)})</li>`).join('')}</ul></nav>
<h2>Service reference</h2>
${services.map(serviceSection).join('\n')}
<h2 id="errors">Error vocabulary</h2>
<p>Application errors answer HTTP 200 with <code>success: false</code> and a raw error; the app turns it into the user message by the first matching rule.
A missing or invalid ticket answers HTTP 401 and an overloaded server 503; a role refusal is an envelope error.</p>
${errorTable(rules)}
</main></body></html>`;
}
