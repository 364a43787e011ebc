import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NOTIFICATIONS_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/notifications/endpoints";
import { NOTIFICATIONS_ERRORS } from "@openpawn/shared/notifications/errors";
import { serve } from "../../../../lib/endpoint-route.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { readEmailSetting, readNotificationSettings, saveSettings } from "../../settings/user-settings.ts";

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

  serve(app, ENDPOINTS.emailSetting, auth, async (request) => ok(await readEmailSetting(db, requireUser(request).id)));

  serve(app, ENDPOINTS.updateEmailSetting, auth, async (request) => {
    const userId = requireUser(request).id;
    await saveSettings(db, userId, nonEmpty(request.body));
    return ok(await readEmailSetting(db, userId));
  });

  serve(app, ENDPOINTS.notiSetting, auth, async (request) => ok(await readNotificationSettings(db, requireUser(request).id)));

  serve(app, ENDPOINTS.updateNotiSetting, auth, async (request) => {
    const userId = requireUser(request).id;
    await saveSettings(db, userId, nonEmpty(request.body));
    return ok(await readNotificationSettings(db, userId));
  });
};

export default settingsRoutes;
