import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../constants.ts";
import { PASSWORD_MESSAGES } from "../messages.ts";

const SPECIAL_CHARACTERS = /[#?!@$%^&*-]/;

/**
 * A new password (sign-up, reset, change); `requiredMessage` differs per form. An empty password gets that message
 * alone; otherwise every broken rule is reported, so a form can show them all at once.
 */
export function newPasswordSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .regex(/\d/, PASSWORD_MESSAGES.digit)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.length)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.length)
    .regex(/[a-z]/, PASSWORD_MESSAGES.lowercase)
    .regex(/[A-Z]/, PASSWORD_MESSAGES.uppercase)
    .regex(SPECIAL_CHARACTERS, PASSWORD_MESSAGES.special);
}
