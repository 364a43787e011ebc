import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { closeLoginDialog, openLoginDialog } from "../../../stores/account-dialogs.ts";
import { getToken } from "../../../stores/auth.ts";
import { closeMessage } from "../../../stores/feedback.ts";
import { PAWNSHOP_CREATION_PATH } from "../hooks/use-finish-login.ts";
import { closeAccountFlowDialog } from "../stores/account-flow-dialogs.ts";
import { findMessage, slideCaptcha, typeInto } from "../test/forms.ts";
import { CAPTCHA_CHALLENGE, LOGIN_CHECK, mockApi, ok, refuse, sessionTokens } from "../test/mock-api.ts";
import { renderAccounts } from "../test/render-accounts.tsx";
import { AccountDialogs } from "./account-dialogs.tsx";
import { ownProfileOf } from "../../../test/own-profile.ts";

const LOGIN = "/api/user/users/login";

async function openLogin(redirectTo?: string) {
  openLoginDialog({ tab: "login", redirectTo });
  const view = renderAccounts(<AccountDialogs />, { path: "/pawn" });
  const form = await screen.findByRole("form", { name: "Log in" }, { timeout: 4000 });
  return { ...view, form };
}

/** Fills the form and submits it: the login check answers by itself (decision 0043), the person does nothing for it. */
async function fillAndSubmit(form: HTMLElement, email = "alice@example.com", password = "whatever") {
  typeInto(form, "Email", email);
  typeInto(form, "Password", password);
  fireEvent.click(within(form).getByRole("button", { name: "Log in" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    closeMessage();
    closeAccountFlowDialog();
    closeLoginDialog();
  });
});

describe("login form (spec §4, §5, §8)", { timeout: 20_000 }, () => {
  it("shows the message of every empty field; the login check needs nothing from the person", async () => {
    const api = mockApi({});
    const { form } = await openLogin();
    fireEvent.click(within(form).getByRole("button", { name: "Log in" }));
    for (const message of ["Invalid email", "Password is required"]) {
      expect(await within(form).findByText(message)).toBeTruthy();
    }
    expect(within(form).queryByText("Invalid captcha")).toBeNull();
    expect(api.callsTo("POST", LOGIN)).toHaveLength(0);
  });

  it("logs in with the login check's answer, done unseen (no puzzle), keeps the token and closes the dialog", async () => {
    const api = mockApi({ [`POST ${LOGIN}`]: ok(sessionTokens("access", "refresh")) });
    const { form, bridge } = await openLogin();
    // Submitted at once: the form waits for the check's work rather than calling the captcha missing.
    await fillAndSubmit(form, "alice@example.com", "Secret#123");
    await vi.waitFor(() => expect(getToken()).toBe("access"), { timeout: 10_000 });
    expect(api.callsTo("GET", "/api/user/users/capcha")[0]?.query.get("purpose")).toBe("login");
    expect(within(document.body).queryByRole("slider")).toBeNull();
    expect(api.callsTo("POST", LOGIN)[0]?.body).toEqual({
      username: "alice@example.com",
      password: "Secret#123",
      challenge: "check-1",
      recaptchaResponse: expect.stringMatching(/^0:0:[\w-]+$/),
    });
    await vi.waitFor(() => expect(screen.queryByRole("form", { name: "Log in" })).toBeNull(), { timeout: 10_000 });
    expect(bridge.removeWallet).not.toHaveBeenCalled();
  });

  it("shows the puzzle when the server asks for it (after failed sign-ins from this address) and logs in with it", async () => {
    const api = mockApi({
      "GET /api/user/users/capcha": ok(CAPTCHA_CHALLENGE),
      [`POST ${LOGIN}`]: ok(sessionTokens("access", "refresh")),
    });
    const { form } = await openLogin();
    typeInto(form, "Email", "alice@example.com");
    typeInto(form, "Password", "Secret#123");
    fireEvent.click(within(form).getByRole("button", { name: "Log in" }));
    expect(await within(form).findByText("Invalid captcha")).toBeTruthy();
    expect(api.callsTo("POST", LOGIN)).toHaveLength(0);
    await slideCaptcha(form, 99);
    fireEvent.click(within(form).getByRole("button", { name: "Log in" }));
    await vi.waitFor(() => expect(getToken()).toBe("access"));
    expect(api.callsTo("POST", LOGIN)[0]?.body).toMatchObject({ challenge: "challenge-1", recaptchaResponse: expect.stringMatching(/^99:\d+:[\w-]+$/) });
  });

  it("a wrong password loads a new check, which the server may turn into the puzzle", async () => {
    let failures = 0;
    const api = mockApi({
      "GET /api/user/users/capcha": () => ok(failures >= 1 ? CAPTCHA_CHALLENGE : LOGIN_CHECK),
      [`POST ${LOGIN}`]: () => {
        failures++;
        return refuse(401, ACCOUNTS_ERRORS.loginFailed.code);
      },
    });
    const { form } = await openLogin();
    await fillAndSubmit(form);
    expect(await findMessage("Your username or password is not correct, please try again")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(await within(form).findByRole("slider", { name: "Slide to complete the puzzle" }, { timeout: 4000 })).toBeTruthy();
    expect(api.callsTo("GET", "/api/user/users/capcha")).toHaveLength(2);
  });

  it("404 user-not-active asks to confirm the e-mail and keeps the wallet", async () => {
    mockApi({ [`POST ${LOGIN}`]: refuse(404, ACCOUNTS_ERRORS.userNotActive.code) });
    const { form, bridge } = await openLogin();
    await fillAndSubmit(form);
    expect(await findMessage("This account has not been activated yet. Please confirm email to activate your account")).toBeTruthy();
    expect(bridge.removeWallet).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  it("any other failure says the username or password is wrong, and removes the wallet address", async () => {
    mockApi({ [`POST ${LOGIN}`]: refuse(401, ACCOUNTS_ERRORS.loginFailed.code) });
    const { form, bridge } = await openLogin();
    await fillAndSubmit(form);
    expect(await findMessage("Your username or password is not correct, please try again")).toBeTruthy();
    expect(bridge.removeWallet).toHaveBeenCalled();
  });

  it("503 shows the maintenance dialog", async () => {
    mockApi({ [`POST ${LOGIN}`]: refuse(503, "maintenance") });
    const { form } = await openLogin();
    await fillAndSubmit(form);
    expect(await screen.findByRole("dialog", { name: "Under maintenance" }, { timeout: 4000 })).toBeTruthy();
  });

  it("after Become a Lender, goes to the pawnshop creation page", async () => {
    mockApi({
      [`POST ${LOGIN}`]: ok(sessionTokens("access")),
      "GET /api/user/users/profile": ok(ownProfileOf({ id: 1, name: "A", email: "a@x.io" })),
    });
    const { form, router } = await openLogin(PAWNSHOP_CREATION_PATH);
    await fillAndSubmit(form);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(PAWNSHOP_CREATION_PATH), { timeout: 10_000 });
  });

  it("after Become a Lender, a user who already has a pawnshop goes to /pawn with the message", async () => {
    mockApi({
      [`POST ${LOGIN}`]: ok(sessionTokens("access")),
      "GET /api/user/users/profile": ok(ownProfileOf({ id: 1, name: "A", email: "a@x.io", pawnShop: 12 })),
    });
    const { form, router } = await openLogin(PAWNSHOP_CREATION_PATH);
    await fillAndSubmit(form);
    expect(await findMessage("This account has already registered for lending service")).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/pawn"), { timeout: 10_000 });
  });

  it("offers the social buttons disabled with the reason when no client id is configured", async () => {
    mockApi({});
    await openLogin();
    expect(screen.getByText("or log in with")).toBeTruthy();
    expect(screen.getByText("Google sign-in is not configured on this server")).toBeTruthy();
    expect(screen.getByText("Facebook sign-in is not configured on this server")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Google" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Facebook" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
