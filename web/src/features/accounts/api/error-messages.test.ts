import { describe, expect, it } from "vitest";
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
    expect(loginErrorMessage(refused(404, "user.login.user-not-active"))).toBe(
      "This account has not been activated yet. Please confirm email to activate your account",
    );
    expect(loginErrorMessage(refused(400, "user.login.user-not-active"))).toBe("Your username or password is not correct, please try again");
    expect(loginErrorMessage(refused(401, "user.login.invalid-credentials"))).toBe("Your username or password is not correct, please try again");
    expect(loginErrorMessage(new TypeError("offline"))).toBe("Your username or password is not correct, please try again");
    expect(loginErrorMessage(refused(400, "user.captcha.invalid"))).toBe("Invalid captcha");
  });

  it("sign-up: the referral and e-mail codes, else the server's words (the schema's messages)", () => {
    expect(signUpErrorMessage(refused(400, "user.register.referred-id-owner-not-found"))).toBe("Please enter correct referral ID");
    expect(signUpErrorMessage(refused(409, "user.register.email-already-existed"))).toBe("Email already exists");
    expect(signUpErrorMessage(refused(400, "user.captcha.invalid"))).toBe("Invalid captcha");
    expect(signUpErrorMessage(refused(400, "invalid_input", "Name is required"))).toBe("Name is required");
    expect(signUpErrorMessage(refused(500, "unknow_error"))).toBe("Something went wrong!");
  });

  it("forgot password: 'Email user not found' for a failure, 'Invalid captcha' for a refused captcha", () => {
    expect(forgotPasswordErrorMessage(refused(404, "user.password.email-not-found"))).toBe("Email user not found");
    expect(forgotPasswordErrorMessage(new TypeError("offline"))).toBe("Email user not found");
    expect(forgotPasswordErrorMessage(refused(400, "user.captcha.invalid"))).toBe("Invalid captcha");
  });

  it("reset: the same-password code, else 'Something went wrong!'", () => {
    expect(resetPasswordErrorMessage(refused(400, "user.password.new-password-is-same-old-password"))).toBe(
      "New password can not be the same as old password",
    );
    expect(resetPasswordErrorMessage(refused(400, "user.password.reset-key-invalid"))).toBe("Something went wrong!");
  });

  it("change password: HTTP 412 means the current password is incorrect", () => {
    expect(changePasswordErrorMessage(refused(412, "user.password.current-password-incorrect"))).toBe("The current password is incorrect");
    expect(changePasswordErrorMessage(refused(400, "user.password.new-password-is-same-old-password"))).toBe(
      "New password can not be the same as old password",
    );
    expect(changePasswordErrorMessage(refused(500, "unknow_error"))).toBe("Something went wrong!");
  });

  it("503 is maintenance", () => {
    expect(isMaintenance(refused(503, "maintenance"))).toBe(true);
    expect(isMaintenance(refused(500, "unknow_error"))).toBe(false);
  });
});
