import { z } from "zod";
import { ACCOUNTS_API_MESSAGES } from "../messages.ts";

const EXPIRED = ACCOUNTS_API_MESSAGES.captchaExpired;

/** GET users/capcha: `purpose=login` asks for the self-hosted login check, without its puzzle until the address fails (decision 0043). */
export const captchaChallengeQuerySchema = z.object({ purpose: z.enum(["login", "sign-up", "forgot-password"]).optional() });

/** GET users/capcha (spec §7: gt, challenge, new_captcha); a provider may add its own (e.g. the slider's picture size). */
export const captchaChallengeSchema = z.looseObject({ gt: z.string(), challenge: z.string(), new_captcha: z.boolean() });

/** GET users/capcha/image: a slider challenge's picture with its gaps (the default), or the piece slid over it. */
export const captchaImageQuerySchema = z.object({
  challenge: z.string({ error: EXPIRED }).max(64, EXPIRED),
  part: z.enum(["picture", "piece"], { error: EXPIRED }).default("picture"),
});
