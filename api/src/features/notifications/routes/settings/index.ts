import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okSchema, optionalBody } from "@openpawn/shared/common/envelope";
import { emailSettingSchema, notiSettingSchema } from "@openpawn/shared/notifications/schemas";
import { NOTIFICATIONS_ERRORS } from "@openpawn/shared/notifications/errors";
import { ApiError, ok } from "../../../../lib/response.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { readEmailSetting, readNotificationSettings, saveSettings } from "../../settings/user-settings.ts";

const emailChanges = optionalBody(emailSettingSchema.partial().strict());
const notiChanges = optionalBody(notiSettingSchema.partial().strict());

function nonEmpty<T extends object>(changes: T): T {
  if (Object.keys(changes).length === 0) throw new ApiError(NOTIFICATIONS_ERRORS.settingsEmpty);
  return changes;
}

/**
 * GET/PUT email-setting {receiveLendingEmails, receiveMarketingEmails} and
 * GET/PUT noti-setting {push, borrower, lender, system}: the logged-in user's own flags only.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const auth = { onRequest: app.authenticate };
  const emailAnswer = { 200: okSchema(emailSettingSchema) };
  const notiAnswer = { 200: okSchema(notiSettingSchema) };

  app.get("/email-setting", { ...auth, schema: { response: emailAnswer } }, async (request) => ok(await readEmailSetting(db, requireUser(request).id)));

  app.put("/email-setting", { ...auth, schema: { body: emailChanges, response: emailAnswer } }, async (request) => {
    const userId = requireUser(request).id;
    await saveSettings(db, userId, nonEmpty(request.body));
    return ok(await readEmailSetting(db, userId));
  });

  app.get("/noti-setting", { ...auth, schema: { response: notiAnswer } }, async (request) => ok(await readNotificationSettings(db, requireUser(request).id)));

  app.put("/noti-setting", { ...auth, schema: { body: notiChanges, response: notiAnswer } }, async (request) => {
    const userId = requireUser(request).id;
    await saveSettings(db, userId, nonEmpty(request.body));
    return ok(await readNotificationSettings(db, userId));
  });
};

export default settingsRoutes;
