import { eq } from "drizzle-orm";
import { NOTIFICATION_TYPES } from "@openpawn/shared/constants";
import { NOTIFICATION_SETTINGS_MESSAGES } from "@openpawn/shared/notifications/messages";
import { NOTIFICATION_USER_TYPES } from "@openpawn/shared/notifications/catalogue";
import type { Database } from "../../db/client.ts";
import { users, userSettings } from "../../db/schema.ts";
import { verifiedEmailOf } from "../profile/public.ts";
import { settingsFromRow, type UserSettings } from "./settings/user-settings.ts";

/** A notification as the channels see it: its filter type and who it speaks to. */
interface Sorted {
  type: number;
  userType: number;
}

/** The e-mail switch that governs a notification: news (lottery, rewards, platform messages) or everything else. */
export function emailSwitchOf(notification: Sorted): "receiveLendingEmails" | "receiveMarketingEmails" {
  const news = notification.type === NOTIFICATION_TYPES.HOT || notification.type === NOTIFICATION_TYPES.NEW_SYSTEM;
  return news ? "receiveMarketingEmails" : "receiveLendingEmails";
}

/**
 * The channels outside the app a notification goes out on (decision 0040). Its group must be on (system for the
 * platform's own messages, else borrower or lender by its user type), then each channel's switch: push, or the e-mail
 * switch of its kind. The in-app list always keeps it.
 */
export function channelsOf(notification: Sorted, settings: UserSettings): { push: boolean; email: boolean } {
  const group =
    notification.type === NOTIFICATION_TYPES.NEW_SYSTEM
      ? settings.system
      : notification.userType === NOTIFICATION_USER_TYPES.LENDER
        ? settings.lender
        : settings.borrower;
  return { push: group && settings.push, email: group && settings[emailSwitchOf(notification)] };
}

/** Why an e-mail came: the settings switch that let it, in the settings screen's words. */
export const emailReasonOf = (notification: Sorted) => `"${NOTIFICATION_SETTINGS_MESSAGES.labels[emailSwitchOf(notification)]}"`;

export interface Recipient {
  /** The verified address; null: nothing is e-mailed. */
  email: string | null;
  name: string;
  settings: UserSettings;
}

/** Who a notification goes to outside the app; null when the account is gone. */
export async function readRecipient(db: Database, userId: number): Promise<Recipient | null> {
  const [row] = await db
    .select({ email: users.email, status: users.status, name: users.name, settings: userSettings })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row ? { email: verifiedEmailOf(row), name: row.name, settings: settingsFromRow(row.settings) } : null;
}
