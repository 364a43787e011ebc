import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { startMailCatcher, type MailCatcher } from "./mail-catcher.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** The development mail catcher, when SMTP_URL is unset; null in production. */
  catcher: MailCatcher | null;
  close(): Promise<void>;
}

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
  const transport = catcher
    ? nodemailer.createTransport({ host: catcher.host, port: catcher.port, secure: false, ignoreTLS: true })
    : nodemailer.createTransport(options.smtpUrl);
  return {
    catcher,
    async send(mail) {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    async close() {
      transport.close();
      await catcher?.close();
    },
  };
}
