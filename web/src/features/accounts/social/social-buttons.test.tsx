import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { closeLoginDialog, openLoginDialog } from "../../../stores/account-dialogs.ts";
import { getToken } from "../../../stores/auth.ts";
import { TEST_CONFIG } from "../../../test/test-runtime-config.ts";
import { AccountDialogs } from "../components/account-dialogs.tsx";
import { clearSocialSignUp } from "../stores/social-sign-up.ts";
import { mockApi, ok, sessionTokens } from "../test/mock-api.ts";
import { renderAccounts } from "../test/render-accounts.tsx";
import { GOOGLE_SCRIPT } from "./social-sdks.ts";

/**
 * Google Identity Services as the page sees it once its script loaded (the test DOM reports every script as loaded):
 * installed before the page renders; `ready` waits for the page to load the script and draw the button, and answers
 * the sign-in callback the test calls as Google would.
 */
function fakeGoogle() {
  let callback: ((response: { credential?: string }) => void) | undefined;
  const renderButton = vi.fn((parent: HTMLElement) => {
    parent.innerHTML = "<div role='button'>Sign in with Google</div>";
  });
  window.google = {
    accounts: { id: { initialize: (options) => (callback = options.callback), renderButton } },
  };
  return async () => {
    await waitFor(() => expect(document.head.querySelector(`script[src='${GOOGLE_SCRIPT}']`)).not.toBeNull());
    await waitFor(() => expect(renderButton).toHaveBeenCalled());
    return (credential: string) => act(() => callback?.({ credential }));
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.google;
  act(() => {
    closeLoginDialog();
    clearSocialSignUp();
  });
});

describe("social sign-in", { timeout: 20_000 }, () => {
  it("with a Google client id: an existing account is logged in", async () => {
    const api = mockApi({ "POST /api/user/users/social-check": ok(sessionTokens("social-session", "r")) });
    openLoginDialog({ tab: "login" });
    const googleReady = fakeGoogle();
    renderAccounts(<AccountDialogs />, { config: { ...TEST_CONFIG, googleClientId: "client-1.apps.googleusercontent.com" } });
    const signIn = await googleReady();
    signIn("google-id-token");
    await waitFor(() => expect(getToken()).toBe("social-session"));
    expect(api.callsTo("POST", "/api/user/users/social-check")[0]?.body).toEqual({ social_token: "google-id-token", social_type: 2 });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Log in" })).toBeNull());
  });

  it("with no account yet: the sign-up tab opens prefilled, the e-mail locked", async () => {
    mockApi({ "POST /api/user/users/social-check": ok({ social_type: 2, name: "Carol G", email: "carol@example.com", emailLocked: true }) });
    openLoginDialog({ tab: "login" });
    const googleReady = fakeGoogle();
    renderAccounts(<AccountDialogs />, { config: { ...TEST_CONFIG, googleClientId: "client-1.apps.googleusercontent.com" } });
    const signIn = await googleReady();
    signIn("google-id-token");
    const form = await screen.findByRole("form", { name: "Sign up" }, { timeout: 4000 });
    expect((within(form).getByLabelText("Name") as HTMLInputElement).value).toBe("Carol G");
    const email = within(form).getByLabelText("Email") as HTMLInputElement;
    expect(email.value).toBe("carol@example.com");
    expect(email.disabled).toBe(true);
    expect(screen.getByText("or sign up with")).toBeTruthy();
  });
});
