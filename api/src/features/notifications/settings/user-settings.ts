import { eq } from "drizzle-orm";
import {
  DEFAULT_EMAIL_SETTING,
  DEFAULT_NOTI_SETTING,
  type EmailSetting,
  type NotiSetting,
} from "@openpawn/shared/notifications/schemas";
import type { Database } from "../../../db/client.ts";
import { userSettings } from "../../../db/schema.ts";

/** Every flag of a user: which e-mails they receive, push on or off, and which notification groups leave the app. */
export type UserSettings = EmailSetting & NotiSetting;

/** A user's flags from their row; every default when they never saved one. */
export function settingsFromRow(row: typeof userSettings.$inferSelect | null | undefined): UserSettings {
  if (!row) return { ...DEFAULT_EMAIL_SETTING, ...DEFAULT_NOTI_SETTING };
  const { receiveLendingEmails, receiveMarketingEmails, push, borrower, lender, system } = row;
  return { receiveLendingEmails, receiveMarketingEmails, push, borrower, lender, system };
}

async function readSettings(db: Database, userId: number): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return settingsFromRow(row);
}

/** A user's e-mail preferences (defaults when never set). */
export async function readEmailSetting(db: Database, userId: number): Promise<EmailSetting> {
  const { receiveLendingEmails, receiveMarketingEmails } = await readSettings(db, userId);
  return { receiveLendingEmails, receiveMarketingEmails };
}

/** A user's notification preferences (defaults when never set). */
export async function readNotificationSettings(db: Database, userId: number): Promise<NotiSetting> {
  const { push, borrower, lender, system } = await readSettings(db, userId);
  return { push, borrower, lender, system };
}

/** Saves some of a user's flags; the others keep their value (or default). */
export async function saveSettings(db: Database, userId: number, changes: Partial<UserSettings>): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...changes, updatedAt: new Date() } });
}
