import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { openSession, type E2ESession } from "./harness/session.ts";

const SHELL_ROUTES = [
  "/",
  "/pawn",
  "/noti",
  "/profile",
  "/staking",
  "/farm/lottery",
  "/inventory/collateral",
  "/inventory/contract/contract-list",
  "/inventory/personal-profile",
  "/inventory/profile/verification",
  "/inventory/profile/verification/connected-account",
  "/inventory/offer",
  "/inventory/contract/loan/cryptocurrency-list",
  "/inventory/lender-profile/pawnshop-loan-package",
  "/inventory/lender-profile/loan-request-detail",
  "/inventory/asset-list",
  "/inventory/nft-list",
  "/inventory/setting",
  "/staking-inventory",
  "/staking-inventory/staking-history",
  "/pawn/offer/7",
  "/pawn/create/pawnshop/step-1",
];

describe("the app shell in a real browser", () => {
  let session: E2ESession;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(() => session.close());

  it("renders every shell route inside the layout, never the error page", async () => {
    const { page, baseUrl } = session;
    for (const route of SHELL_ROUTES) {
      await page.goto(`${baseUrl}${route}`);
      await page.getByRole("contentinfo").waitFor();
      expect(await page.getByText("Page not found.").count(), route).toBe(0);
      expect(await page.getByRole("heading", { level: 1 }).count(), route).toBeGreaterThan(0);
    }
  });

  it("shows the 404 error page for an unknown route, and GO BACK returns to /", async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByText("Oopps...!").waitFor();
    await page.getByText("Page not found.").waitFor();
    await page.getByRole("button", { name: "GO BACK" }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it("redirects /signup to the sign-up tab and selects the log-in tab with tab=2", async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/signup`);
    await page.waitForURL(`${baseUrl}/login?tab=1`);
    expect(await page.getByRole("tab", { name: "Sign up" }).getAttribute("aria-selected")).toBe("true");
    await page.goto(`${baseUrl}/login?tab=2`);
    expect(await page.getByRole("tab", { name: "Log in" }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows the dismissible under-development banner with the support address on desktop", async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/pawn`);
    const banner = page.getByText(inject("supportEmail"), { exact: false }).first();
    await banner.waitFor();
    await page.getByRole("button", { name: /close|dismiss/i }).first().click();
    await banner.waitFor({ state: "hidden" });
  });

  it("opens the login dialog when any URL carries referral_code", async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/pawn?referral_code=FRIEND42`);
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.getByRole("tab", { name: "Sign up" }).count()).toBe(1);
  });

  it("hides the notification bell and login-only menu items while logged out", async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/`);
    await page.getByRole("contentinfo").waitFor();
    expect(await page.getByRole("link", { name: /notifications/i }).count()).toBe(0);
    await page.getByRole("button", { name: "Login" }).first().waitFor();
  });
});
