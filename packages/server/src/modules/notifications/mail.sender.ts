import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same for every attempt at one delivery: a mail server or reader may drop a repeat. */
  messageId: string;
}

export type MailSender = (mail: Mail) => Promise<{ ok: true } | { ok: false; final: boolean; error: string }>;

export interface MailSettings {
  smtpUrl: string;
  from: string;
  agencyName: string;
  footer: (agency: string) => string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The mail's HTML: its paragraphs and nothing else (no images, links or tracking). */
export function mailHtml(subject: string, paragraphs: readonly string[]): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body>\n${body}\n</body></html>\n`;
}

/**
 * Sends notification e-mails through the agency's mail server (nodemailer, SMTP_URL): plain text
 * and the same in HTML, from MAIL_FROM, signed with the agency's name. The error kept is the
 * mail server's code, never the mail.
 */
export function smtpMailSender(settings: MailSettings): MailSender {
  const url = new URL(settings.smtpUrl);
  for (const [name, value] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
  ] as const)
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  const transport = nodemailer.createTransport(url.toString());
  return async (mail) => {
    const paragraphs = [mail.text, settings.footer(settings.agencyName)];
    try {
      await transport.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: paragraphs.join('\n\n'),
        html: mailHtml(mail.subject, paragraphs),
        messageId: mail.messageId,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
      return { ok: true };
    } catch (err) {
      const code = (err as { responseCode?: number }).responseCode;
      const name = (err as { code?: string }).code ?? 'error';
      // 5xx: the server refuses this mail for good (a wrong address); anything else may pass later.
      return {
        ok: false,
        final: code !== undefined && code >= 500,
        error: `mail server ${code ?? name}`,
      };
    }
  };
}
