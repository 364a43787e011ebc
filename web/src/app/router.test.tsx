import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { ERROR_PAGE_MESSAGES, SHELL_MESSAGES } from "@openpawn/shared/platform/messages";
import { PROFILE_MESSAGES } from "@openpawn/shared/profile/messages";
import { renderRoute } from "../test/render-route.tsx";
import { DEFAULT_LAYOUT_PAGES, FARMING_LAYOUT_PAGES, LOGIN_PAGE, STAKING_LAYOUT_PAGES } from "./routes/pages.ts";

const ALL_PAGES = [...DEFAULT_LAYOUT_PAGES, ...STAKING_LAYOUT_PAGES, ...FARMING_LAYOUT_PAGES, LOGIN_PAGE];

describe("router", () => {
  // The lending pages ask for the terms first (decision 0010): these tests look at the pages behind them.
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
    localStorage.setItem(STORAGE_KEYS.investorType, "1");
  });

  it.each(ALL_PAGES)("renders $path with its heading inside the layout, titled in the browser tab", async ({ path, title }) => {
    renderRoute(path.replace(":id", "7"));
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} | OpenPawn`));
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.queryByText(ERROR_PAGE_MESSAGES.notFound)).toBeNull();
  });

  it("shows the placeholder line on pages that later work fills", async () => {
    renderRoute("/inventory/asset-list");
    expect(await screen.findByText(SHELL_MESSAGES.placeholder)).toBeTruthy();
  });

  it("shows the 404 page for an unknown route, and GO BACK goes home", async () => {
    const { router } = renderRoute("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "Oopps...!" })).toBeTruthy();
    expect(screen.getByText("Page not found.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "GO BACK" }));
    expect(await screen.findByRole("heading", { level: 1, name: /Borrow against your crypto/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it("redirects /signup to /login?tab=1 with the Sign up tab selected", async () => {
    const { router } = renderRoute("/signup");
    const tab = await screen.findByRole("tab", { name: "Sign up" });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(router.state.location.pathname + router.state.location.search).toBe("/login?tab=1");
  });

  it("leads the spec's /pawn/old and /inventory/information to the pages that show them, not to the 404 page", async () => {
    const old = renderRoute("/pawn/old");
    await waitFor(() => expect(old.router.state.location.pathname).toBe("/pawn"));
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.queryByText(ERROR_PAGE_MESSAGES.notFound)).toBeNull();
    old.unmount();

    const information = renderRoute("/inventory/information");
    await waitFor(() => expect(information.router.state.location.pathname).toBe("/inventory/personal-profile"));
    expect(await screen.findByRole("heading", { level: 1, name: PROFILE_MESSAGES.personalTitle })).toBeTruthy();
    expect(screen.queryByText(ERROR_PAGE_MESSAGES.notFound)).toBeNull();
  });

  it("selects the Log in tab with tab=2, and the tab follows the choice", async () => {
    const { router } = renderRoute("/login?tab=2");
    const logIn = await screen.findByRole("tab", { name: "Log in" });
    expect(logIn.getAttribute("aria-selected")).toBe("true");
    await userEvent.click(screen.getByRole("tab", { name: "Sign up" }));
    expect(screen.getByRole("tab", { name: "Sign up" }).getAttribute("aria-selected")).toBe("true");
    expect(router.state.location.search).toBe("?tab=1");
  });

  it("opens the login dialog on the Sign up tab when the address carries referral_code, and keeps the code", async () => {
    renderRoute("/pawn?referral_code=FRIEND42");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("tab", { name: "Sign up" }).getAttribute("aria-selected")).toBe("true");
    expect(sessionStorage.getItem("referral_code")).toBe("FRIEND42");
  });

  it("sets the browser tab's title from the page", async () => {
    renderRoute("/staking");
    await waitFor(() => expect(document.title).toBe("Staking | OpenPawn"));
  });
});
