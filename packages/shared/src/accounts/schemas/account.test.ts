import { describe, expect, it } from "vitest";
import { changePasswordFormSchema, changePasswordSchema, forgotPasswordSchema, loginSchema, resetPasswordFormSchema, resetPasswordSchema, signUpFormSchema, signUpSchema } from "./account.ts";
import { ACCOUNT_FORM_MESSAGES, PASSWORD_MESSAGES } from "../messages.ts";

const GOOD = "Secret#2024";
const first = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("signUpSchema", () => {
  const valid = { name: "Ann", email: "ann@example.com", password: GOOD, challenge: "c", recaptcha_response: "r" };
  it("accepts the spec's payload, optional referral fields included", () => {
    expect(signUpSchema.parse({ ...valid, shared_referred_id: 12, referral_code: "", social_token: null })).toMatchObject({
      shared_referred_id: "12",
      referral_code: undefined,
    });
  });
  it("refuses with the spec's messages", () => {
    expect(first(signUpSchema.safeParse({ ...valid, name: " " }))).toBe(ACCOUNT_FORM_MESSAGES.nameRequired);
    expect(first(signUpSchema.safeParse({ ...valid, name: undefined }))).toBe(ACCOUNT_FORM_MESSAGES.nameRequired);
    expect(first(signUpSchema.safeParse({ ...valid, email: "ann@" }))).toBe(ACCOUNT_FORM_MESSAGES.invalidEmail);
    expect(first(signUpSchema.safeParse({ ...valid, password: "" }))).toBe(ACCOUNT_FORM_MESSAGES.invalidPassword);
    expect(first(signUpSchema.safeParse({ ...valid, password: "secret#2024" }))).toBe(PASSWORD_MESSAGES.uppercase);
  });
  it("the form checks the confirm field", () => {
    const form = { name: "Ann", email: "ann@example.com", password: GOOD };
    expect(signUpFormSchema.safeParse({ ...form, confirm_password: GOOD }).success).toBe(true);
    expect(first(signUpFormSchema.safeParse({ ...form, confirm_password: "" }))).toBe(ACCOUNT_FORM_MESSAGES.invalidConfirmPassword);
    expect(first(signUpFormSchema.safeParse({ ...form, confirm_password: "Other#2024" }))).toBe(ACCOUNT_FORM_MESSAGES.confirmMismatchSignUp);
  });
  it("reports a mismatched confirmation as a mismatch, even when it or the password breaks a rule", () => {
    const confirmIssues = (password: string, confirmation: string) =>
      signUpFormSchema
        .safeParse({ name: "Ann", email: "ann@example.com", password, confirm_password: confirmation })
        .error?.issues.filter((issue) => issue.path[0] === "confirm_password")
        .map((issue) => issue.message);
    expect(confirmIssues(GOOD, "Secret#pass")).toEqual([ACCOUNT_FORM_MESSAGES.confirmMismatchSignUp]);
    expect(confirmIssues("short", "Secret#2024")).toEqual([ACCOUNT_FORM_MESSAGES.confirmMismatchSignUp]);
    expect(confirmIssues("short", "short")).toEqual([]);
  });
});

describe("login, forgot, reset and change schemas", () => {
  it("login needs an e-mail and a password", () => {
    expect(loginSchema.safeParse({ username: "a@b.co", password: "x", recaptchaResponse: "r", challenge: "c" }).success).toBe(true);
    expect(first(loginSchema.safeParse({ username: "a@b.co", password: "" }))).toBe(ACCOUNT_FORM_MESSAGES.passwordRequired);
    expect(first(loginSchema.safeParse({ username: "nope", password: "x" }))).toBe(ACCOUNT_FORM_MESSAGES.invalidEmail);
  });
  it("forgot needs an e-mail", () => {
    expect(first(forgotPasswordSchema.safeParse({ username: "" }))).toBe(ACCOUNT_FORM_MESSAGES.invalidEmail);
    expect(forgotPasswordSchema.parse({ username: "a@b.co" })).toEqual({ username: "a@b.co", challenge: "", recaptcha_response: "" });
  });
  it("reset says 'Invalid New password' and the form checks the confirm field", () => {
    expect(first(resetPasswordSchema.safeParse({ key: "k", new_password: "" }))).toBe(ACCOUNT_FORM_MESSAGES.invalidNewPassword);
    expect(first(resetPasswordFormSchema.safeParse({ new_password: GOOD, confirm_password: "Other#2024" }))).toBe(
      ACCOUNT_FORM_MESSAGES.confirmMismatch,
    );
  });
  it("change needs the current password", () => {
    expect(first(changePasswordSchema.safeParse({ old_password: "", new_password: GOOD }))).toBe(ACCOUNT_FORM_MESSAGES.invalidCurrentPassword);
    expect(first(changePasswordSchema.safeParse({ old_password: "x", new_password: "short" }))).toBe(PASSWORD_MESSAGES.digit);
    expect(
      first(changePasswordFormSchema.safeParse({ old_password: "x", new_password: GOOD, confirm_password: "" })),
    ).toBe(ACCOUNT_FORM_MESSAGES.invalidConfirmPassword);
  });
});
