import { z } from "zod";
import { ACCOUNT_FORM_MESSAGES, ACCOUNTS_API_MESSAGES } from "../messages.ts";
import { newPasswordSchema } from "./password.ts";

/**
 * The confirm field: 'Invalid confirm password' when empty; otherwise it only has to equal the password (checked by
 * `matchesPassword`), which then meets the same rules, shown once under the password itself.
 */
const confirmPasswordSchema = z
  .string({ error: ACCOUNT_FORM_MESSAGES.invalidConfirmPassword })
  .min(1, ACCOUNT_FORM_MESSAGES.invalidConfirmPassword)
  .max(1024, ACCOUNT_FORM_MESSAGES.invalidConfirmPassword);

/**
 * A form whose confirm field must equal `field`. The mismatch is reported whenever the confirm field is filled in,
 * whatever else is wrong with the form: zod skips an object's refinement while any field has an issue, so a
 * mismatched confirmation used to show no mismatch at all.
 */
function confirmedBy<Shape extends z.ZodRawShape>(form: z.ZodObject<Shape>, field: keyof Shape & string, message: string) {
  const filledIn = (value: unknown) => {
    const confirmation = (value as Partial<Record<string, unknown>> | undefined)?.confirm_password;
    return typeof confirmation === "string" && confirmation !== "";
  };
  return form.refine((values) => (values as Record<string, unknown>)[field] === (values as Record<string, unknown>).confirm_password, {
    message,
    path: ["confirm_password"],
    when: (payload) => filledIn(payload.value),
  });
}

/** A standard e-mail pattern (the HTML living standard's, which is what browsers check). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

const emailSchema = z
  .string({ error: ACCOUNT_FORM_MESSAGES.invalidEmail })
  .trim()
  .max(254, ACCOUNT_FORM_MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, ACCOUNT_FORM_MESSAGES.invalidEmail);

/** Captcha fields are checked by the captcha verifier ('Invalid captcha'); the schema only bounds them. */
const captchaField = z
  .string({ error: ACCOUNT_FORM_MESSAGES.invalidCaptcha })
  .max(8000, ACCOUNT_FORM_MESSAGES.invalidCaptcha)
  .default("");

/** An optional id or code a client may send as a string or a number; empty means absent. */
const optionalCode = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? undefined : String(value).trim() || undefined));

/** POST users/signup as the API receives it (spec §3 "Signup payload"). */
export const signUpSchema = z.object({
  name: z.string({ error: ACCOUNT_FORM_MESSAGES.nameRequired }).trim().min(1, ACCOUNT_FORM_MESSAGES.nameRequired).max(255),
  email: emailSchema,
  password: newPasswordSchema(ACCOUNT_FORM_MESSAGES.invalidPassword),
  challenge: captchaField,
  recaptcha_response: captchaField,
  shared_referred_id: optionalCode,
  social_token: z.string().max(20_000).nullish(),
  social_type: z.coerce.number().int().nullish(),
  referral_code: optionalCode,
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** POST users/signup: the new account, active at once when a social sign-in vouched for its e-mail. */
export const signUpAnswerSchema = z.object({ userId: z.number().int(), email: z.string(), status: z.enum(["pending", "active"]) });

/** POST users/confirmation?key=: the activation e-mail's key. */
export const confirmationQuerySchema = z.object({
  key: z
    .string({ error: ACCOUNTS_API_MESSAGES.confirmationInvalid })
    .min(1, ACCOUNTS_API_MESSAGES.confirmationInvalid)
    .max(256, ACCOUNTS_API_MESSAGES.confirmationInvalid),
});
export const confirmationAnswerSchema = z.object({ activated: z.literal(true) });

/** The sign-up form (with its confirm field); the web submits `signUpSchema`'s fields. */
export const signUpFormSchema = confirmedBy(
  z.object({
    name: signUpSchema.shape.name,
    email: emailSchema,
    password: newPasswordSchema(ACCOUNT_FORM_MESSAGES.invalidPassword),
    confirm_password: confirmPasswordSchema,
    shared_referred_id: z.string().trim().max(64).optional(),
  }),
  "password",
  ACCOUNT_FORM_MESSAGES.confirmMismatchSignUp,
);

/** POST users/login with an e-mail and a password (spec §3 "Login payload"). */
export const loginSchema = z.object({
  username: emailSchema,
  password: z.string({ error: ACCOUNT_FORM_MESSAGES.passwordRequired }).min(1, ACCOUNT_FORM_MESSAGES.passwordRequired).max(1024),
  recaptchaResponse: captchaField,
  challenge: captchaField,
});
export type LoginInput = z.input<typeof loginSchema>;

/** A wallet's signature of its sign-in message, in hex: 65 bytes, or more for a contract wallet's. */
export const WALLET_SIGNATURE_PATTERN = /^0x[0-9a-fA-F]{130,8000}$/;

/**
 * POST users/login with a wallet (spec §3 "Wallet login payload"), and the wallet a logged-in user proves to POST
 * users/refresh_token. The API checks it by hand: a bad address, a missing and a malformed signature have their own codes.
 */
export const walletSignInSchema = z.object({ walletAddress: z.string(), signature: z.string().regex(WALLET_SIGNATURE_PATTERN) });
export type WalletSignInInput = z.input<typeof walletSignInSchema>;

/** POST users/refresh_token (spec §3): the refresh token, which may be left out when its httpOnly cookie carries it. */
export const refreshTokenSchema = z.object({ refresh_token: z.string().max(200).optional() });

/** GET users/nonce: the wallet whose sign-in message to make (the API checks its EIP-55 checksum). */
export const nonceQuerySchema = z.object({
  walletAddress: z.string({ error: ACCOUNTS_API_MESSAGES.walletAddressInvalid }).max(64, ACCOUNTS_API_MESSAGES.walletAddressInvalid),
});

/** The login form: the same fields (the captcha is filled by the captcha widget). */
export const loginFormSchema = loginSchema.pick({ username: true, password: true });

/** GET password/forgot (spec §3 "Forgot password"). */
export const forgotPasswordSchema = z.object({
  challenge: captchaField,
  username: emailSchema,
  recaptcha_response: captchaField,
});

export const forgotPasswordFormSchema = forgotPasswordSchema.pick({ username: true });

/** PUT password/reset (spec §3 "Password reset"). */
export const resetPasswordSchema = z.object({
  key: z.string({ error: "Key is required" }).min(1, "Key is required").max(256),
  new_password: newPasswordSchema(ACCOUNT_FORM_MESSAGES.invalidNewPassword),
});

/** The reset form, with its confirm field. */
export const resetPasswordFormSchema = confirmedBy(
  z.object({
    new_password: newPasswordSchema(ACCOUNT_FORM_MESSAGES.invalidNewPassword),
    confirm_password: confirmPasswordSchema,
  }),
  "new_password",
  ACCOUNT_FORM_MESSAGES.confirmMismatch,
);

/** PUT password/change (spec §3 "Password change"). */
export const changePasswordSchema = z.object({
  old_password: z
    .string({ error: ACCOUNT_FORM_MESSAGES.invalidCurrentPassword })
    .min(1, ACCOUNT_FORM_MESSAGES.invalidCurrentPassword)
    .max(1024),
  new_password: newPasswordSchema(ACCOUNT_FORM_MESSAGES.invalidNewPassword),
});

/** The change-password form (current, new and confirm password). */
export const changePasswordFormSchema = confirmedBy(
  z.object({
    old_password: changePasswordSchema.shape.old_password,
    new_password: newPasswordSchema(ACCOUNT_FORM_MESSAGES.invalidNewPassword),
    confirm_password: confirmPasswordSchema,
  }),
  "new_password",
  ACCOUNT_FORM_MESSAGES.confirmMismatch,
);

/** A new session's tokens (login, social login); the refresh token also travels as an httpOnly cookie. */
export const sessionTokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/** POST users/refresh_token: new tokens (the refresh token when rotated), or a wallet bound to the session. */
export const refreshAnswerSchema = z.union([
  z.object({ access_token: z.string(), expires_in: z.number().int(), walletAddress: z.string() }),
  sessionTokensSchema.partial({ refresh_token: true }),
]);
export type RefreshAnswer = z.infer<typeof refreshAnswerSchema>;
