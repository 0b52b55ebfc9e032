import type { Language } from '@ladder/shared/constants';
import { translate } from '@ladder/shared/i18n/translate';
import type { MailMessage } from './transports';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

export interface MailContent {
  language: Language;
  to: string;
  name: string;
  /** `mail.*` catalog keys of the subject and the paragraph. */
  subject: string;
  body: string;
  params?: Record<string, string | number>;
  /** Sentences already in `language`, listed under the paragraph (a digest's notifications). */
  items?: string[];
  /** The call to action: a catalog key and an absolute link built from PUBLIC_URL; a link that expires says when. */
  action?: { label: string; url: string; expiresInHours?: number };
  /**
   * A notice of something already done to the account (its deletion): it ends without "If you
   * didn't ask for this, you can ignore this email", since the member must act if it was not them.
   */
  notice?: boolean;
  /** A mail one may stop (the weekly nudge): its signed one-click link, in the footer and the List-Unsubscribe headers. */
  unsubscribeUrl?: string;
}

/** A date in a mail: "November 25, 2026", "25 tháng 11, 2026". */
export const mailDate = (date: Date | string, language: Language) =>
  new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : 'en-US', { dateStyle: 'long' }).format(new Date(date));

/** One bilingual layout for every mail: plain text and HTML with the same words. */
export function renderMail(content: MailContent): MailMessage {
  const t = (key: string, params?: Record<string, string | number>) => translate(content.language, key, params);
  const greeting = t('mail.greeting', { name: content.name });
  const body = t(content.body, content.params);
  const signature = t('mail.signature');
  const action = content.action;
  const items = content.items ?? [];
  const unsubscribe = content.unsubscribeUrl;
  const expiry = action?.expiresInHours ? t('mail.link_expires', { hours: action.expiresInHours }) : null;

  const text = [
    greeting,
    '',
    body,
    ...(items.length ? ['', ...items.map((item) => `- ${item}`)] : []),
    ...(action ? ['', `${t(action.label)}: ${action.url}`, ...(expiry ? ['', expiry] : [])] : []),
    ...(content.notice ? [] : ['', t('mail.ignore')]),
    '',
    `— ${signature}`,
    ...(unsubscribe ? ['', `${t('goalNudge.mail_unsubscribe')}: ${unsubscribe}`] : []),
    '',
  ].join('\n');

  const html = `<!doctype html>
<html lang="${content.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t(content.subject))}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:18px;font-weight:bold;color:#0b5cad;margin:0 0 24px">Ladder</p>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
${items.length ? `<ul>${items.map((item) => `<li style="margin:6px 0">${escapeHtml(item)}</li>`).join('')}</ul>` : ''}
${
  action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;line-height:1.4;text-align:center;background:#0b5cad;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t(action.label))}</a></p>
<p style="font-size:13px;color:#52606d">${escapeHtml(action.url)}</p>
${expiry ? `<p style="font-size:13px;color:#52606d">${escapeHtml(expiry)}</p>` : ''}`
    : ''
}
${content.notice ? '' : `<p style="font-size:13px;color:#52606d">${escapeHtml(t('mail.ignore'))}</p>`}
<p>${escapeHtml(signature)}</p>
${unsubscribe ? `<p style="font-size:13px;color:#52606d"><a href="${escapeHtml(unsubscribe)}" style="color:#0b5cad">${escapeHtml(t('goalNudge.mail_unsubscribe'))}</a></p>` : ''}
</div></body></html>`;

  return {
    to: content.to,
    subject: t(content.subject, content.params),
    text,
    html,
    ...(action ? { actionUrl: action.url } : {}),
    ...(unsubscribe ? { listUnsubscribe: unsubscribe } : {}),
  };
}
