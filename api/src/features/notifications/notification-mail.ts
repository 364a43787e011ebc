import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../mail/mailer.ts";
import { notificationMail } from "../../mail/templates.ts";
import { emailReasonOf } from "./channels.ts";
import { toItem, type NotificationRow } from "./store.ts";

/** Where the settings screen is (spec route /inventory/setting): every notification e-mail links to it. */
export const SETTINGS_PATH = "/inventory/setting";

/**
 * Sends notifications by e-mail: subject and heading are the catalogue's title, the button opens its link (or the
 * notification itself on /noti) on PUBLIC_URL. Failures are logged, not retried: the in-app list keeps the notification.
 */
export class NotificationMailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(row: NotificationRow, to: { email: string; name: string }): Promise<void> {
    const item = toItem(row);
    const mail = notificationMail({
      to: to.email,
      name: to.name,
      title: item.title,
      link: `${this.publicUrl}${item.link ?? `/noti?idOpen=${row.id}`}`,
      reason: emailReasonOf(row),
      settingsLink: `${this.publicUrl}${SETTINGS_PATH}`,
    });
    try {
      await this.mailer.send(mail);
    } catch (error) {
      this.log.warn({ err: error, notification: row.id, userId: row.userId }, "notification e-mail not sent");
    }
  }
}
