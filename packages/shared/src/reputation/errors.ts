import { defineErrors } from "../errors.ts";
import { PROFILE_API_MESSAGES } from "../profile/messages.ts";

const M = PROFILE_API_MESSAGES;

/** The refusals of the reputation feature. */
export const REPUTATION_ERRORS = defineErrors({
  notOwn: { status: 403, code: "user.reputation.not-own", message: M.reputationNotOwn },
  forbidden: { status: 403, code: "user.reputation.forbidden", message: M.reputationForbidden },
});
