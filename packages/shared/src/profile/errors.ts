import { defineErrors } from "../errors.ts";
import { PROFILE_API_MESSAGES } from "./messages.ts";

const M = PROFILE_API_MESSAGES;

/** The refusals of the profile feature: profiles and avatars, countries, the Ukraine support campaign. */
export const PROFILE_ERRORS = defineErrors({
  userNotFound: { status: 404, code: "user.not-found", message: M.userNotFound },
  avatarMissing: { status: 400, code: "user.avatar.missing", message: M.avatarMissing },
  avatarTooLarge: { status: 413, code: "user.avatar.too-large", message: M.avatarTooLarge },
  avatarUnsupported: { status: 415, code: "user.avatar.unsupported-type", message: M.avatarUnsupported },
  countryNotFound: { status: 404, code: "user.country.not-found", message: M.countryNotFound },
  ukraineSupportClosed: { status: 410, code: "user.ukraine-support.closed", message: M.ukraineSupportClosed },
});
