import { describe, expect, it } from "vitest";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import { ApiRequestError } from "../../../lib/api-client.ts";
import {
  changePasswordErrorMessage,
  forgotPasswordErrorMessage,
  isMaintenance,
  loginErrorMessage,
  resetPasswordErrorMessage,
  signUpErrorMessage,
} from "./error-messages.ts";

const refused = (status: number, code: string, message = "server words") => new ApiRequestError(status, message, [code]);

describe("account error messages (spec §8)", () => {
  it("login: 404 user-not-active asks to confirm the e-mail; anything else is a wrong username or password", () => {
    expect(loginErrorMessage(refused(404, ACCOUNTS_ERRORS.userNotActive.code))).toBe(
      "This account has not been activated yet. Please confirm email to activate your account",
    );
    expect(loginErrorMessage(refused(400, ACCOUNTS_ERRORS.userNotActive.code))).toBe("Your username or password is not correct, please try again");
    expect(loginErrorMessage(refused(401, ACCOUNTS_ERRORS.loginFailed.code))).toBe("Your username or password is not correct, please try again");
    expect(loginErrorMessage(new TypeError("offline"))).toBe("Your username or password is not correct, please try again");
    expect(loginErrorMessage(refused(400, ACCOUNTS_ERRORS.captchaInvalid.code))).toBe("Invalid captcha");
  });

  it("sign-up: the referral and e-mail codes, else the server's words (the schema's messages)", () => {
    expect(signUpErrorMessage(refused(400, ACCOUNTS_ERRORS.referralNotFound.code))).toBe("Please enter correct referral ID");
    expect(signUpErrorMessage(refused(409, ACCOUNTS_ERRORS.emailExists.code))).toBe("Email already exists");
    expect(signUpErrorMessage(refused(400, ACCOUNTS_ERRORS.captchaInvalid.code))).toBe("Invalid captcha");
    expect(signUpErrorMessage(refused(400, PLATFORM_ERRORS.invalidInput.code, "Name is required"))).toBe("Name is required");
    expect(signUpErrorMessage(refused(500, PLATFORM_ERRORS.unexpected.code))).toBe("Something went wrong!");
  });

  it("forgot password: 'Email user not found' for a failure, 'Invalid captcha' for a refused captcha", () => {
    expect(forgotPasswordErrorMessage(refused(404, ACCOUNTS_ERRORS.forgotEmailNotFound.code))).toBe("Email user not found");
    expect(forgotPasswordErrorMessage(new TypeError("offline"))).toBe("Email user not found");
    expect(forgotPasswordErrorMessage(refused(400, ACCOUNTS_ERRORS.captchaInvalid.code))).toBe("Invalid captcha");
  });

  it("reset: the same-password code, else 'Something went wrong!'", () => {
    expect(resetPasswordErrorMessage(refused(400, ACCOUNTS_ERRORS.samePassword.code))).toBe(
      "New password can not be the same as old password",
    );
    expect(resetPasswordErrorMessage(refused(400, ACCOUNTS_ERRORS.resetKeyInvalid.code))).toBe("Something went wrong!");
  });

  it("change password: HTTP 412 means the current password is incorrect", () => {
    expect(changePasswordErrorMessage(refused(412, ACCOUNTS_ERRORS.currentPasswordIncorrect.code))).toBe("The current password is incorrect");
    expect(changePasswordErrorMessage(refused(400, ACCOUNTS_ERRORS.samePassword.code))).toBe(
      "New password can not be the same as old password",
    );
    expect(changePasswordErrorMessage(refused(500, PLATFORM_ERRORS.unexpected.code))).toBe("Something went wrong!");
  });

  it("503 is maintenance", () => {
    expect(isMaintenance(refused(503, "maintenance"))).toBe(true);
    expect(isMaintenance(refused(500, PLATFORM_ERRORS.unexpected.code))).toBe(false);
  });
});
