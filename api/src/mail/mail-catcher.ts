import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import PostalMime from "postal-mime";
import { desc } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";
import { caughtMails } from "../db/schema.ts";
import { PortTakenError, isAddressInUse } from "../lib/port-taken.ts";

export interface CaughtMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
  /** Every http(s) link of the message (HTML hrefs first, then URLs in the text), without duplicates. */
  links: string[];
}

export interface MailCatcher {
  host: string;
  /** The port it listens on (the one picked by the system when configured as 0). */
  port: number;
  list(limit?: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

/** Links a reader could follow: href attributes of the HTML body, then bare URLs of the text body. */
export function extractLinks(html: string, text: string): string[] {
  const decode = (value: string) => value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#39;/g, "'");
  const fromHtml = [...html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((match) => decode(match[1] ?? ""));
  const fromText = [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0].replace(/[.,;:!?]+$/, ""));
  return [...new Set([...fromHtml, ...fromText].filter((link) => /^https?:\/\//i.test(link)))];
}

/**
 * A real SMTP server on 127.0.0.1 for development and tests (used when SMTP_URL is unset): every message
 * it receives is parsed and stored in `caught_mails`, readable at /dev/mail and /api/dev/mail.
 */
export async function startMailCatcher(options: { db: Database; port: number; log?: FastifyBaseLogger }): Promise<MailCatcher> {
  const { db, log } = options;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        void (async () => {
          const email = await PostalMime.parse(Buffer.concat(chunks));
          const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
          const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : (email.from?.address ?? "");
          await db.insert(caughtMails).values({
            sender,
            recipients,
            subject: email.subject ?? "",
            text: email.text ?? "",
            html: email.html ?? "",
          });
        })().then(
          () => callback(),
          (error: unknown) => {
            log?.error({ err: error }, "mail catcher could not store a message");
            callback(error as Error);
          },
        );
      });
    },
  });
  const host = "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error) =>
      reject(
        isAddressInUse(error)
          ? new PortTakenError(`the mail catcher's port ${options.port} (SMTP_CATCHER_PORT) is taken: set SMTP_CATCHER_PORT=0 for any free port, or SMTP_URL for a real server`)
          : error,
      ),
    );
    server.listen(options.port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.on("error", (error) => log?.error({ err: error }, "mail catcher error"));
  const port = (server.server.address() as AddressInfo).port;
  log?.info({ port }, `mail catcher listening on smtp://${host}:${port} (messages at /dev/mail)`);

  return {
    host,
    port,
    async list(limit = 200) {
      const rows = await db.select().from(caughtMails).orderBy(desc(caughtMails.id)).limit(limit);
      return rows.map((row) => ({
        id: row.id,
        from: row.sender,
        to: row.recipients,
        subject: row.subject,
        text: row.text,
        html: row.html,
        date: row.receivedAt.toISOString(),
        links: extractLinks(row.html, row.text),
      }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
