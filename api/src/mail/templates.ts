import { ACCOUNTS_API_MESSAGES } from "@openpawn/shared/accounts/messages";
import { PRODUCT_NAME } from "@openpawn/shared/constants";
import type { OutgoingMail } from "./mailer.ts";

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

interface Link {
  label: string;
  url: string;
}

function layout(title: string, paragraphs: string[], action: Link, footer: string, footerLink?: Link): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join("");
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1d2330">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td><h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#dba83d;color:#1d2330;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5b6270">${escapeHtml("If the button does not work, open this link:")}<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>
<p style="margin:0;font-size:13px;color:#5b6270">${escapeHtml(footer)}${footerLink ? ` <a href="${escapeHtml(footerLink.url)}">${escapeHtml(footerLink.label)}</a>` : ""}</p></td></tr></table></td></tr></table></body></html>`;
}

/** The activation e-mail sent after sign-up: a link with the confirmation key. */
export function activationMail(options: { to: string; name: string; link: string; validHours: number }): OutgoingMail {
  const greeting = `Hello ${options.name},`;
  const intro = `Thank you for signing up to ${PRODUCT_NAME}. Please confirm your e-mail address to activate your account.`;
  const footer = `This link works once and expires in ${options.validHours} hours. If you did not sign up, ignore this e-mail.`;
  return {
    to: options.to,
    subject: ACCOUNTS_API_MESSAGES.activationSubject,
    text: `${greeting}\n\n${intro}\n\n${options.link}\n\n${footer}\n`,
    html: layout(ACCOUNTS_API_MESSAGES.activationSubject, [greeting, intro], { label: "Confirm my e-mail", url: options.link }, footer),
  };
}

/** The password-reset e-mail: a link with the reset key. */
export function resetPasswordMail(options: { to: string; name: string; link: string; validMinutes: number }): OutgoingMail {
  const greeting = `Hello ${options.name || options.to},`;
  const intro = `Somebody asked to reset the password of your ${PRODUCT_NAME} account. Open the link below to choose a new password.`;
  const footer = `This link works once and expires in ${options.validMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays the same.`;
  return {
    to: options.to,
    subject: ACCOUNTS_API_MESSAGES.resetSubject,
    text: `${greeting}\n\n${intro}\n\n${options.link}\n\n${footer}\n`,
    html: layout(ACCOUNTS_API_MESSAGES.resetSubject, [greeting, intro], { label: "Reset my password", url: options.link }, footer),
  };
}

/**
 * A notification by e-mail: its catalogue title as subject and heading, a button to the page it links to, and why it
 * came with the settings page to change that (also as List-Unsubscribe, which mail clients offer as Unsubscribe).
 */
export function notificationMail(options: { to: string; name: string; title: string; link: string; reason: string; settingsLink: string }): OutgoingMail {
  const greeting = `Hello ${options.name || options.to},`;
  const footer = `You receive this e-mail because ${options.reason} is on in your ${PRODUCT_NAME} settings.`;
  const change = "Change your e-mail settings";
  return {
    to: options.to,
    subject: options.title,
    text: `${greeting}\n\n${options.title}\n\n${options.link}\n\n${footer}\n${change}: ${options.settingsLink}\n`,
    html: layout(options.title, [greeting, options.title], { label: "View details", url: options.link }, footer, { label: change, url: options.settingsLink }),
    headers: { "List-Unsubscribe": `<${options.settingsLink}>` },
  };
}
