import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PLATFORM_ENDPOINTS } from "@openpawn/shared/platform/endpoints";
import { escapeHtml } from "./templates.ts";
import type { MailCatcher } from "./mail-catcher.ts";
import { ok } from "../lib/response.ts";
import { serve } from "../lib/endpoint-route.ts";

/**
 * The development mail catcher's pages (only registered while the catcher runs: SMTP_CATCHER=1 without SMTP_URL):
 * GET /dev/mail (HTML) and GET /api/dev/mail (JSON, newest first; optional ?to= filter), to loopback clients only.
 */
const toQuery = PLATFORM_ENDPOINTS.devMail.query;

/**
 * The sandbox of a caught e-mail's frame: no scripts, no same origin, but a link the user clicks may
 * navigate the top window (the activation and reset links must open the app, not a page inside the frame,
 * where the app would refuse to load and the link would seem to do nothing) or open a new tab.
 */
export const MAIL_FRAME_SANDBOX = "allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox";

/** The e-mail's HTML with `<base target="_top">`: its links open in the top window, as in a mail client. */
export function mailFrameDocument(html: string): string {
  const base = '<base target="_top">';
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + base + html.slice(head.index + head[0].length);
  return `${base}${html}`;
}

/**
 * Whether the request comes from this machine, by the socket's own address: a forwarded-for header is the
 * client's word, and anyone who reads the catcher takes over accounts with their reset links.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? "";
  return address === "::1" || /^(?:::ffff:)?127\./.test(address);
}

export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const found = app.mailer.catcher;
  if (!found) return;
  const catcher: MailCatcher = found;
  // Another machine gets the answer of a server without a catcher.
  app.addHook("onRequest", async (request, reply) => {
    if (!fromLoopback(request)) return reply.callNotFound();
  });

  async function messages(to: string | undefined) {
    const list = await catcher.list();
    return to ? list.filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase())) : list;
  }

  await app.register(async (api) => serve(api, PLATFORM_ENDPOINTS.devMail, {}, async (request) => ok(await messages(request.query.to))), { prefix: "/api" });

  app.get("/dev/mail", { schema: { hide: true, querystring: toQuery } }, async (request, reply) => {
    const list = await messages(request.query.to);
    const items = list
      .map(
        (mail) => `<article>
<h2>${escapeHtml(mail.subject || "(no subject)")}</h2>
<p class="meta">To ${escapeHtml(mail.to.join(", "))} · from ${escapeHtml(mail.from)} · ${escapeHtml(mail.date)}</p>
${mail.html ? `<iframe sandbox="${MAIL_FRAME_SANDBOX}" title="${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(mailFrameDocument(mail.html))}"></iframe>` : `<pre>${escapeHtml(mail.text)}</pre>`}
</article>`,
      )
      .join("\n");
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:")
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail catcher</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;background:#f4f5f7}article{background:#fff;border-radius:8px;padding:16px;margin:0 0 16px}
h2{font-size:18px;margin:0 0 4px}.meta{color:#5b6270;margin:0 0 12px;font-size:13px}iframe{width:100%;height:420px;border:1px solid #ddd}</style></head>
<body><h1>Mail catcher</h1><p>${list.length} message(s), newest first. SMTP on ${escapeHtml(`${catcher.host}:${catcher.port}`)}; JSON at /api/dev/mail.</p>
${items || "<p>No messages yet.</p>"}</body></html>`);
  });
};
