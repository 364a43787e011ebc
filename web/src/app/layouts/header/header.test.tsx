import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SHELL_MESSAGES } from "@openpawn/shared/platform/messages";
import { closeLoginDialog } from "../../../stores/account-dialogs.ts";
import { setToken } from "../../../stores/auth.ts";
import { mockApi, okReply } from "../../../test/mock-api.ts";
import { ownProfileOf } from "../../../test/own-profile.ts";
import { renderRoute } from "../../../test/render-route.tsx";
import { JSDOM_DEFAULT_WIDTH, setScreenWidth } from "../../../test/set-screen-width.ts";

async function renderHome() {
  const view = renderRoute("/");
  await screen.findByRole("heading", { level: 1, name: /Borrow against your crypto/ });
  return { ...view, header: screen.getByRole("banner") };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setScreenWidth(JSDOM_DEFAULT_WIDTH);
  closeLoginDialog();
});

describe("header on a desktop screen", () => {
  beforeEach(() => setScreenWidth(1280));

  it("shows a visitor the Login button, no bell and no login-only menu", async () => {
    const { header } = await renderHome();
    expect(within(header).getByRole("button", { name: "Login" })).toBeTruthy();
    expect(within(header).queryByRole("link", { name: /notifications/i })).toBeNull();
    expect(within(header).queryByRole("button", { name: "My Account" })).toBeNull();
    expect(within(header).getByRole("button", { name: "Farming" })).toBeTruthy();
  });

  it("shows a logged-in user the bell, the account menu and the login-only menu", async () => {
    setToken("token");
    const { header } = await renderHome();
    // The bell opens the notification dropdown (notification-bell.test.tsx); its code loads for a logged-in user.
    expect((await within(header).findByRole("button", { name: /^Notifications/ })).getAttribute("aria-haspopup")).toBe("dialog");
    expect(within(header).queryByRole("button", { name: "Login" })).toBeNull();
    await userEvent.click(within(header).getByRole("button", { name: "My Account" }));
    // A dropdown's code loads when it is first opened.
    expect((await screen.findByRole("menuitem", { name: "Collateral" })).getAttribute("href")).toBe("/inventory/collateral");
  });

  it("logs out from the account menu", async () => {
    mockApi({ "PUT /api/user/users/logout": okReply(null) });
    setToken("token");
    const { header } = await renderHome();
    await userEvent.click(within(header).getByRole("button", { name: "Account menu" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Log out" }));
    await vi.waitFor(() => expect(localStorage.getItem("token")).toBeNull());
    expect(await within(header).findByRole("button", { name: "Login" })).toBeTruthy();
  });

  it.each([
    [true, "offers"],
    [false, "does not offer"],
  ])("with hasPassword %s %s Change Password in the account menu", async (hasPassword) => {
    mockApi({ "GET /api/user/users/profile": okReply(ownProfileOf({ name: "Wallet User", email: null, emailVerified: false, hasPassword })) });
    setToken("token");
    const { header } = await renderHome();
    // The menu opens once the profile has answered (the avatar shows the name's initial).
    await within(header).findByText("W");
    await userEvent.click(within(header).getByRole("button", { name: "Account menu" }));
    await screen.findByRole("menuitem", { name: "Log out" });
    expect(screen.queryByRole("menuitem", { name: "Change Password" }) !== null).toBe(hasPassword);
  });

  it("opens the login dialog from Become a Lender for a visitor", async () => {
    const { header } = await renderHome();
    await userEvent.click(within(header).getByRole("button", { name: "Become a Lender" }));
    const dialog = await screen.findByRole("dialog", { name: "Log in" });
    expect(within(dialog).getByRole("tab", { name: "Log in" }).getAttribute("aria-selected")).toBe("true");
  });

  it("sends a logged-in user from Become a Lender to the pawnshop creation page", async () => {
    setToken("token");
    const { header, router } = await renderHome();
    await userEvent.click(within(header).getByRole("button", { name: "Become a Lender" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Create a Pawnshop" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/pawn/create/pawnshop/step-1");
  });

  it("opens the app switcher's grid of links", async () => {
    const { header } = await renderHome();
    await userEvent.click(within(header).getByRole("button", { name: "Apps" }));
    // An area not built yet says so in its tile; an outside document the operator did not configure is left out.
    const staking = await screen.findByRole("menuitem", { name: /^Staking/ });
    expect(staking.getAttribute("href")).toBe("/staking");
    expect(within(staking).getByText(SHELL_MESSAGES.comingSoon)).toBeTruthy();
    expect(within(screen.getByRole("menuitem", { name: "Lending" })).queryByText(SHELL_MESSAGES.comingSoon)).toBeNull();
    expect(screen.queryByRole("menuitem", { name: /Whitepaper/ })).toBeNull();
  });
});

describe("header on a small screen", () => {
  beforeEach(() => setScreenWidth(500));

  it("puts the menu tree, the bell and logout in a drawer", async () => {
    mockApi({ "PUT /api/user/users/logout": okReply(null) });
    setToken("token");
    const { header } = await renderHome();
    expect(within(header).queryByRole("button", { name: "Account menu" })).toBeNull();
    await userEvent.click(within(header).getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("navigation", { name: "Main menu" });
    expect(within(drawer).getByRole("link", { name: "Notifications" }).getAttribute("href")).toBe("/noti");
    await userEvent.click(within(drawer).getByRole("button", { name: "My Account" }));
    await userEvent.click(within(drawer).getByRole("button", { name: "Log out" }));
    await vi.waitFor(() => expect(localStorage.getItem("token")).toBeNull());
  });

  it("shows the new-notification count on the drawer's bell", async () => {
    setToken("token");
    mockApi({ "GET /api/user/notify/new": okReply(3) });
    const { header } = await renderHome();
    await userEvent.click(within(header).getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("navigation", { name: "Main menu" });
    expect(await within(drawer).findByLabelText("Notifications (3 new)")).toBeTruthy();
  });

  it("offers Login in the drawer to a visitor", async () => {
    const { header } = await renderHome();
    await userEvent.click(within(header).getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("navigation", { name: "Main menu" });
    expect(within(drawer).queryByRole("button", { name: "My Account" })).toBeNull();
    await userEvent.click(within(drawer).getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("dialog", { name: "Log in" })).toBeTruthy();
  });
});
