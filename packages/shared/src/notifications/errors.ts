import { defineErrors } from "../errors.ts";
import { NOTIFICATIONS_MESSAGES } from "./messages.ts";
import { PROFILE_API_MESSAGES } from "../profile/messages.ts";

const M = NOTIFICATIONS_MESSAGES;

/** The refusals of the notifications feature: notices, push tokens, the live stream, settings. */
export const NOTIFICATIONS_ERRORS = defineErrors({
  notFound: { status: 404, code: "notify.not-found", message: M.notFound },
  tokenForOtherUser: { status: 403, code: "notify.forbidden", message: M.tokenForOtherUser },
  streamTicketInvalid: { status: 401, code: "notify.stream-ticket-invalid", message: M.streamTicketInvalid },
  settingsEmpty: { status: 400, code: "user.settings.empty", message: PROFILE_API_MESSAGES.settingsEmpty },
});
