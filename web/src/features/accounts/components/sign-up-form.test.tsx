import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { closeLoginDialog, openLoginDialog } from "../../../stores/account-dialogs.ts";
import { closeMessage } from "../../../stores/feedback.ts";
import { closeAccountFlowDialog } from "../stores/account-flow-dialogs.ts";
import { clearSocialSignUp, startSocialSignUp } from "../stores/social-sign-up.ts";
import { findMessage, slideCaptcha, typeInto } from "../test/forms.ts";
import { mockApi, ok, refuse } from "../test/mock-api.ts";
import { renderAccounts } from "../test/render-accounts.tsx";
import { AccountDialogs } from "./account-dialogs.tsx";

const PASSWORD = "Str0ng#Pass";

async function openSignUp() {
  openLoginDialog({ tab: "signup" });
  renderAccounts(<AccountDialogs />);
  return screen.findByRole("form", { name: "Sign up" }, { timeout: 4000 });
}

function fill(form: HTMLElement, values: Partial<Record<"Name" | "Email" | "Password" | "Confirm password" | "Referral ID (optional)", string>>) {
  for (const [label, value] of Object.entries(values)) typeInto(form, label, value);
}

const submit = (form: HTMLElement) => fireEvent.click(within(form).getByRole("button", { name: "Sign up" }));

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    closeMessage();
    closeAccountFlowDialog();
    closeLoginDialog();
    clearSocialSignUp();
  });
});

describe("sign-up form (spec §5)", { timeout: 20_000 }, () => {
  it("shows the message of every empty field and of the missing captcha", async () => {
    mockApi({});
    const form = await openSignUp();
    // Submitted once the captcha is there but not slid (a captcha arriving later starts afresh, without the message).
    await within(form).findByRole("slider", { name: "Slide to complete the puzzle" }, { timeout: 4000 });
    submit(form);
    for (const message of ["Name is required", "Invalid email", "Invalid password", "Invalid confirm password", "Invalid captcha"]) {
      expect(await within(form).findByText(message)).toBeTruthy();
    }
  });

  it.each([
    ["abcdefgh", "Password should contain at least one digit(0-9)"],
    ["Ab1#", "Password length should be between 8 to 255 characters."],
    ["ABCDEFG1#", "Password should contain at least one lowercase letter(a-z)"],
    ["abcdefg1#", "Password should contain at least one uppercase letter(A-Z)."],
    ["Abcdefg12", "Password should contain at least one special character ( @, #, %, &, !, $, etc….)."],
  ])("refuses the password %s with the rule it breaks", async (password, message) => {
    mockApi({});
    const form = await openSignUp();
    fill(form, { Name: "Alice", Email: "alice@example.com", Password: password, "Confirm password": PASSWORD });
    submit(form);
    expect(await within(form).findByText(message)).toBeTruthy();
  });

  it("refuses an e-mail that is not one", async () => {
    mockApi({});
    const form = await openSignUp();
    fill(form, { Email: "alice@" });
    submit(form);
    expect(await within(form).findByText("Invalid email")).toBeTruthy();
  });

  it("tells a mismatch under the field and in an error dialog", async () => {
    mockApi({});
    const form = await openSignUp();
    fill(form, { Name: "Alice", Email: "alice@example.com", Password: PASSWORD, "Confirm password": `${PASSWORD}x` });
    submit(form);
    expect(await within(form).findByText("The confirm password does not match")).toBeTruthy();
    const dialog = (await findMessage("Error")).closest("[role=dialog]") as HTMLElement;
    expect(within(dialog).getByText("The confirm password does not match")).toBeTruthy();
  });

  it("prefills the referral id from the referral code of the visit and signs up with the captcha's answer", async () => {
    sessionStorage.setItem("referral_code", "FRIEND42");
    const api = mockApi({ "POST /api/user/users/signup": ok({ userId: 3, email: "alice@example.com", status: "pending" }) });
    const form = await openSignUp();
    expect((within(form).getByLabelText("Referral ID (optional)") as HTMLInputElement).value).toBe("FRIEND42");
    fill(form, { Name: "Alice", Email: "alice@example.com", Password: PASSWORD, "Confirm password": PASSWORD });
    await slideCaptcha(form, 150);
    submit(form);
    const dialog = await screen.findByRole("dialog", { name: "Confirm your account" }, { timeout: 4000 });
    expect(within(dialog).getByText(/alice@example\.com/)).toBeTruthy();
    const [signUp] = api.callsTo("POST", "/api/user/users/signup");
    expect(signUp?.body).toMatchObject({
      name: "Alice",
      email: "alice@example.com",
      password: PASSWORD,
      challenge: "challenge-1",
      recaptcha_response: expect.stringMatching(/^150:\d+:[\w-]+$/),
      shared_referred_id: "FRIEND42",
      referral_code: "FRIEND42",
    });
    expect(signUp?.authorization).toBeUndefined();
  });

  it.each([
    [ACCOUNTS_ERRORS.referralNotFound.code, 400, "Please enter correct referral ID"],
    [ACCOUNTS_ERRORS.emailExists.code, 409, "Email already exists"],
    [ACCOUNTS_ERRORS.captchaInvalid.code, 400, "Invalid captcha"],
  ])("shows %s as its message and loads a new captcha", async (code, status, message) => {
    const api = mockApi({ "POST /api/user/users/signup": refuse(status, code) });
    const form = await openSignUp();
    fill(form, { Name: "Alice", Email: "alice@example.com", Password: PASSWORD, "Confirm password": PASSWORD });
    await slideCaptcha(form);
    submit(form);
    expect(await findMessage(message)).toBeTruthy();
    await vi.waitFor(() => expect(api.callsTo("GET", "/api/user/users/capcha")).toHaveLength(2), { timeout: 10_000 });
  });

  it("after a social sign-in without an account: prefilled name, locked e-mail, the social token sent along", async () => {
    startSocialSignUp({ token: "google-id-token", type: 2, name: "Bob Social", email: "bob@example.com", emailLocked: true });
    const api = mockApi({ "POST /api/user/users/signup": ok({ userId: 4, email: "bob@example.com", status: "pending" }) });
    const form = await openSignUp();
    expect((within(form).getByLabelText("Name") as HTMLInputElement).value).toBe("Bob Social");
    const email = within(form).getByLabelText("Email") as HTMLInputElement;
    expect(email.value).toBe("bob@example.com");
    expect(email.disabled).toBe(true);
    fill(form, { Password: PASSWORD, "Confirm password": PASSWORD });
    await slideCaptcha(form);
    submit(form);
    await screen.findByRole("dialog", { name: "Confirm your account" }, { timeout: 4000 });
    expect(api.callsTo("POST", "/api/user/users/signup")[0]?.body).toMatchObject({ email: "bob@example.com", social_token: "google-id-token", social_type: 2 });
  });
});
