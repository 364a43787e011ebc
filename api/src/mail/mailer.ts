import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";
import { startMailCatcher, type MailCatcher } from "./mail-catcher.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** The development mail catcher, when SMTP_URL is unset; null in production. */
  catcher: MailCatcher | null;
  close(): Promise<void>;
}

/**
 * How messages travel: over a few pooled connections (a burst of notifications queues instead of opening a connection
 * each, which servers refuse past a few), and a server that stops answering fails a message within seconds instead of
 * holding it for minutes (nodemailer's defaults), so shutdown and the senders' queues are never stuck behind it.
 */
const DELIVERY = { pool: true, maxConnections: 3, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * Sends e-mail over SMTP with nodemailer: to SMTP_URL when set, otherwise to the built-in mail catcher
 * started here (the same code path either way).
 */
export async function createMailer(options: {
  smtpUrl?: string;
  catcherPort: number;
  from: string;
  db: Database;
  log?: FastifyBaseLogger;
}): Promise<Mailer> {
  const catcher = options.smtpUrl ? null : await startMailCatcher({ db: options.db, port: options.catcherPort, log: options.log });
  const server = catcher ? { host: catcher.host, port: catcher.port, secure: false, ignoreTLS: true } : { url: options.smtpUrl };
  const transport = nodemailer.createTransport({ ...server, ...DELIVERY });
  return {
    catcher,
    async send(mail) {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
    },
    async close() {
      transport.close();
      await catcher?.close();
    },
  };
}
