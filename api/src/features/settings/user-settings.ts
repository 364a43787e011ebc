import { eq } from "drizzle-orm";
import {
  DEFAULT_EMAIL_SETTING,
  DEFAULT_NOTI_SETTING,
  type EmailSetting,
  type NotiSetting,
} from "@openpawn/shared/schemas/profile";
import type { Database } from "../../db/client.ts";
import { userSettings } from "../../db/schema.ts";

/** A user's e-mail preferences (defaults when never set). */
export async function readEmailSetting(db: Database, userId: number): Promise<EmailSetting> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (!row) return { ...DEFAULT_EMAIL_SETTING };
  return { receiveLendingEmails: row.receiveLendingEmails, receiveMarketingEmails: row.receiveMarketingEmails };
}

/** A user's notification preferences (defaults when never set): for the notifier and the mailer. */
export async function readNotificationSettings(db: Database, userId: number): Promise<NotiSetting> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (!row) return { ...DEFAULT_NOTI_SETTING };
  return { push: row.push, borrower: row.borrower, lender: row.lender, system: row.system };
}

/** Saves some of a user's flags; the others keep their value (or default). */
export async function saveSettings(db: Database, userId: number, changes: Partial<EmailSetting & NotiSetting>): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...changes, updatedAt: new Date() } });
}
