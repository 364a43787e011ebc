import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { closeChangePasswordDialog, openChangePasswordDialog } from "../../../stores/account-dialogs.ts";
import { getToken, setToken } from "../../../stores/auth.ts";
import { closeMessage } from "../../../stores/feedback.ts";
import { CONFIRMATION_FAILURE_REDIRECT_MS } from "../hooks/use-confirmation-key.ts";
import { closeAccountFlowDialog, openAccountFlowDialog } from "../stores/account-flow-dialogs.ts";
import { findMessage, slideCaptcha, typeInto } from "../test/forms.ts";
import { mockApi, ok, refuse } from "../test/mock-api.ts";
import { renderAccounts } from "../test/render-accounts.tsx";
import { AccountDialogs } from "./account-dialogs.tsx";

const GOOD = "N3w#Password";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => {
    closeMessage();
    closeAccountFlowDialog();
    closeChangePasswordDialog();
  });
});

describe("the confirmation key of the activation e-mail", { timeout: 20_000 }, () => {
  it("confirms the account once and shows \"You're all set!\" with its two ways on", async () => {
    const api = mockApi({ "POST /api/user/users/confirmation": ok({ activated: true }) });
    const { router } = renderAccounts(<AccountDialogs />, { path: "/?confirmation_key=key-123" });
    const dialog = await screen.findByRole("dialog", { name: "You're all set!" }, { timeout: 4000 });
    expect(within(dialog).getByText("Verify your account to receive 50 DFY.")).toBeTruthy();
    const [call] = api.callsTo("POST", "/api/user/users/confirmation");
    expect(call?.query.get("key")).toBe("key-123");
    expect(call?.body).toBeUndefined();
    expect(router.state.location.search).toBe("");
    fireEvent.click(within(dialog).getByRole("button", { name: "Verify account" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/inventory/profile/verification"), { timeout: 10_000 });
  });

  it("Explore market goes to /pawn", async () => {
    mockApi({ "POST /api/user/users/confirmation": ok({ activated: true }) });
    const { router } = renderAccounts(<AccountDialogs />, { path: "/?confirmation_key=key-456" });
    const dialog = await screen.findByRole("dialog", { name: "You're all set!" }, { timeout: 4000 });
    fireEvent.click(within(dialog).getByRole("button", { name: "Explore market" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/pawn"), { timeout: 10_000 });
  });

  it("a refused key shows 'Error' and goes to /pawn after 2.5 s", async () => {
    mockApi({ "POST /api/user/users/confirmation": refuse(400, ACCOUNTS_ERRORS.confirmationInvalid.code) });
    const { router } = renderAccounts(<AccountDialogs />, { path: "/?confirmation_key=bad-key" });
    expect(await findMessage("Error")).toBeTruthy();
    vi.useFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(CONFIRMATION_FAILURE_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe("/");
    vi.useRealTimers();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/pawn"), { timeout: 3000 });
  });
});

describe("the reset key of the forgot-password e-mail", { timeout: 20_000 }, () => {
  async function openReset(key = "reset-1") {
    const view = renderAccounts(<AccountDialogs />, { path: `/?reset_key=${key}` });
    const dialog = await screen.findByRole("dialog", { name: "Reset your password" }, { timeout: 4000 });
    return { ...view, dialog };
  }

  it("is a persistent dialog: Escape does not close it", async () => {
    mockApi({});
    const { dialog } = await openReset();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("dialog", { name: "Reset your password" })).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Cancel" })).toBeNull();
  });

  it("checks the new password's rules and the confirmation", async () => {
    mockApi({});
    const { dialog } = await openReset();
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText("Invalid New password")).toBeTruthy();
    expect(within(dialog).getByText("Invalid confirm password")).toBeTruthy();
    typeInto(dialog, "New password", GOOD);
    typeInto(dialog, "Confirm new password", `${GOOD}!`);
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText("The confirm password field does not match the password")).toBeTruthy();
    expect(await findMessage("Error")).toBeTruthy();
  });

  it("sets the new password with the key and goes to /pawn", async () => {
    const api = mockApi({ "PUT /api/user/password/reset": ok() });
    const { dialog, router } = await openReset("reset-key-9");
    typeInto(dialog, "New password", GOOD);
    typeInto(dialog, "Confirm new password", GOOD);
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/pawn"), { timeout: 10_000 });
    expect(api.callsTo("PUT", "/api/user/password/reset")[0]?.body).toEqual({ key: "reset-key-9", new_password: GOOD });
    await vi.waitFor(() => expect(screen.queryByRole("dialog", { name: "Reset your password" })).toBeNull(), { timeout: 10_000 });
  });

  it.each([
    [ACCOUNTS_ERRORS.samePassword.code, "New password can not be the same as old password"],
    [ACCOUNTS_ERRORS.resetKeyInvalid.code, "Something went wrong!"],
  ])("shows %s as '%s'", async (code, message) => {
    mockApi({ "PUT /api/user/password/reset": refuse(400, code) });
    const { dialog } = await openReset();
    typeInto(dialog, "New password", GOOD);
    typeInto(dialog, "Confirm new password", GOOD);
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await findMessage(message)).toBeTruthy();
  });
});

describe("Change Password of the user menu", { timeout: 20_000 }, () => {
  async function openChange() {
    setToken("session");
    openChangePasswordDialog();
    const view = renderAccounts(<AccountDialogs />, { path: "/pawn" });
    const dialog = await screen.findByRole("dialog", { name: "Change Password" }, { timeout: 4000 });
    return { ...view, dialog };
  }

  function fill(dialog: HTMLElement, current: string, next: string, confirmation = next) {
    typeInto(dialog, "Current password", current);
    typeInto(dialog, "New password", next);
    typeInto(dialog, "Confirm new password", confirmation);
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
  }

  it("checks the fields", async () => {
    mockApi({});
    const { dialog } = await openChange();
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText("Invalid current password")).toBeTruthy();
    expect(within(dialog).getByText("Invalid New password")).toBeTruthy();
    fill(dialog, "old", GOOD, "Different#1");
    expect(await within(dialog).findByText("The confirm password field does not match the password")).toBeTruthy();
  });

  it("shows every rule the new password breaks at once, and a mismatch as a mismatch even when the confirmation breaks a rule", async () => {
    mockApi({});
    const { dialog } = await openChange();
    fill(dialog, "old", "abc", "abcdefg#");
    const rules = [
      "Password should contain at least one digit(0-9)",
      "Password length should be between 8 to 255 characters.",
      "Password should contain at least one uppercase letter(A-Z).",
      "Password should contain at least one special character ( @, #, %, &, !, $, etc….).",
    ];
    for (const rule of rules) expect(await within(dialog).findByText(rule)).toBeTruthy();
    // The confirmation has no digit either: its message is the mismatch, verbatim, and no rule is repeated under it.
    expect(within(dialog).getByText("The confirm password field does not match the password")).toBeTruthy();
    for (const rule of rules) expect(within(dialog).getAllByText(rule)).toHaveLength(1);
    expect(await findMessage("Error")).toBeTruthy();
  });

  it("412 means the current password is incorrect", async () => {
    mockApi({ "PUT /api/user/password/change": refuse(412, ACCOUNTS_ERRORS.currentPasswordIncorrect.code) });
    const { dialog } = await openChange();
    fill(dialog, "Wrong#Pass1", GOOD);
    expect(await findMessage("The current password is incorrect")).toBeTruthy();
    expect(getToken()).toBe("session");
  });

  it("success says so, logs out and goes to /login?tab=2", async () => {
    const api = mockApi({ "PUT /api/user/password/change": ok(), "PUT /api/user/users/logout": ok() });
    const { dialog, router } = await openChange();
    fill(dialog, "Old#Pass123", GOOD);
    expect(await findMessage("Change password successfully")).toBeTruthy();
    await vi.waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/login?tab=2"), { timeout: 10_000 });
    expect(api.callsTo("PUT", "/api/user/password/change")[0]?.body).toEqual({ old_password: "Old#Pass123", new_password: GOOD });
    expect(api.callsTo("PUT", "/api/user/users/logout")).toHaveLength(1);
    expect(getToken()).toBeNull();
  });
});

describe("forgot password", { timeout: 20_000 }, () => {
  async function openForgot() {
    openAccountFlowDialog({ kind: "forgotPassword" });
    renderAccounts(<AccountDialogs />);
    return screen.findByRole("dialog", { name: "Forgot password" }, { timeout: 4000 });
  }

  it("checks the e-mail and the captcha", async () => {
    mockApi({});
    const dialog = await openForgot();
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Invalid email")).toBeTruthy();
    expect(within(dialog).getByText("Invalid captcha")).toBeTruthy();
  });

  it("sends the reset e-mail: 'Please check your email to reset password'", async () => {
    const api = mockApi({ "GET /api/user/password/forgot": ok(null) });
    const dialog = await openForgot();
    typeInto(dialog, "Email", "alice@example.com");
    await slideCaptcha(dialog, 77);
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await findMessage("Please check your email to reset password")).toBeTruthy();
    const query = api.callsTo("GET", "/api/user/password/forgot")[0]?.query;
    expect(query?.get("username")).toBe("alice@example.com");
    expect(query?.get("challenge")).toBe("challenge-1");
    expect(query?.get("recaptcha_response")).toMatch(/^77:\d+:[\w-]+$/);
  });

  it("an unknown e-mail: 'Email user not found'", async () => {
    mockApi({ "GET /api/user/password/forgot": refuse(404, ACCOUNTS_ERRORS.forgotEmailNotFound.code) });
    const dialog = await openForgot();
    typeInto(dialog, "Email", "nobody@example.com");
    await slideCaptcha(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await findMessage("Email user not found")).toBeTruthy();
  });
});
