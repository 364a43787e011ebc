import type { FastifyPluginAsync } from "fastify";
import { MESSAGES } from "@openpawn/shared/messages";
import { emailSettingSchema, notiSettingSchema } from "@openpawn/shared/schemas/profile";
import { ApiError, ok } from "../../../lib/response.ts";
import { requireUser } from "../../../features/profile/require-user.ts";
import { readEmailSetting, readNotificationSettings, saveSettings } from "../../../features/settings/user-settings.ts";

const emailChanges = emailSettingSchema.partial().strict();
const notiChanges = notiSettingSchema.partial().strict();

function nonEmpty<T extends object>(changes: T): T {
  if (Object.keys(changes).length === 0) throw new ApiError(400, "user.settings.empty", MESSAGES.userProfile.settingsEmpty);
  return changes;
}

/**
 * GET/PUT email-setting {receiveLendingEmails, receiveMarketingEmails} and
 * GET/PUT noti-setting {push, borrower, lender, system}: the logged-in user's own flags only.
 */
const settingsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get("/email-setting", { preHandler: app.authenticate }, async (request) => ok(await readEmailSetting(db, requireUser(request).id)));

  app.put("/email-setting", { preHandler: app.authenticate }, async (request) => {
    const userId = requireUser(request).id;
    await saveSettings(db, userId, nonEmpty(emailChanges.parse(request.body ?? {})));
    return ok(await readEmailSetting(db, userId));
  });

  app.get("/noti-setting", { preHandler: app.authenticate }, async (request) => ok(await readNotificationSettings(db, requireUser(request).id)));

  app.put("/noti-setting", { preHandler: app.authenticate }, async (request) => {
    const userId = requireUser(request).id;
    await saveSettings(db, userId, nonEmpty(notiChanges.parse(request.body ?? {})));
    return ok(await readNotificationSettings(db, userId));
  });
};

export default settingsRoutes;
