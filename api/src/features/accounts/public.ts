/**
 * What the accounts feature offers the others (docs/decisions/0050-feature-modules.md): other features import it
 * from here and nowhere else.
 */
export { isUniqueViolation } from "./account-users.ts";
export { termsOfUser } from "./terms/terms.ts";
export { publicCaptchaConfig } from "./captcha/public-captcha.ts";
