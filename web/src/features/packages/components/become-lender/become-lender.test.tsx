import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { PACKAGE_MESSAGES, SHOP_MESSAGES } from "@openpawn/shared/packages/messages";
import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
import { errorReply, mockApi, okReply, type ApiCall } from "../../../../test/mock-api.ts";
import { ownProfileOf } from "../../../../test/own-profile.ts";
import { e18, WBNB } from "../../../../test/pawn-fixtures.ts";
import { renderRoute } from "../../../../test/render-route.tsx";
import { logout, setToken } from "../../../../stores/auth.ts";
import { resetWalletState, setSigned, setWalletConnection } from "../../../../wallet/wallet-state.ts";
import { EMPTY_PACKAGE_FORM } from "../../utils/package-form.ts";
import { clearLenderDraft, updateLenderDraft } from "../../hooks/lender-wizard-draft.ts";
import { item, ownShop } from "../lender-packages/package-fixtures.ts";

configure({ asyncUtilTimeout: 20_000 });

const WALLET = "0x1111111111111111111111111111111111111111";
const SHOP = { name: "Golden Pawn", description: "", email: "", phoneCountry: "VN", phone: "+84 912 345 678", address: "12 Hang Bac, Hanoi", website: "" };
const NEGOTIATION = {
  ...EMPTY_PACKAGE_FORM,
  type: "2" as const,
  loanToken: "USDT",
  repaymentToken: "USDT",
  loanAmountMin: "100",
  loanAmountMax: "5000.5",
  budget: "20000",
  collateralAcceptance: ["WBNB", "ETH"],
  interestRateMin: "8",
  interestRateMax: "14.5",
};
/** A wallet account: no name, e-mail or password yet. */
const profile = (pawnShop: number | null) =>
  okReply(ownProfileOf({ id: 1, name: "", email: null, emailVerified: false, hasPassword: false, pawnShop, walletAddresses: [WALLET] }));
/** The shop the wizard registers from SHOP. */
const registered = (id: number, type: "PAWNSHOP" | "P2P_LENDER") =>
  ownShop({ id, type, name: SHOP.name, walletAddress: WALLET, contact: { email: null, phoneCountry: SHOP.phoneCountry, phone: SHOP.phone, address: SHOP.address, website: null } });
const ETH = { address: "0x00000000000000000000000000000000000000c3", symbol: "ETH" };
/** A connected wallet whose owner is signed in with it, as after wallet login. */
function connectSignedWallet() {
  localStorage.setItem(STORAGE_KEYS.lastToken, "wallet-token");
  setWalletConnection({ status: "connected", address: WALLET, chainId: 31337 });
  setSigned(true);
}
const bodyOf = (calls: ApiCall[], method: string, path: string) => calls.find((call) => call.method === method && call.path === path)?.body;

describe("Become a Lender", { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
    localStorage.setItem(STORAGE_KEYS.investorType, "1");
    clearLenderDraft();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanup();
    logout();
    resetWalletState();
    localStorage.removeItem(STORAGE_KEYS.lastToken);
  });

  it("asks a visitor to log in", async () => {
    mockApi({});
    renderRoute("/pawn/create/pawnshop/step-1");
    expect(await screen.findByText("Log in to become a lender.")).toBeTruthy();
  });

  it("tells a user who is already a lender, with the spec's words, and goes to /pawn", async () => {
    setToken("token");
    mockApi({ "GET /api/user/users/profile": profile(7), "GET /api/pawn/collaterals": okReply({ content: [] }) });
    const { router } = renderRoute("/pawn/create/pawnshop/step-1");
    expect(await screen.findByText(SHOP_MESSAGES.alreadyRegistered)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/pawn"));
  });

  it("checks the shop information with the API's rules before going on", async () => {
    setToken("token");
    connectSignedWallet();
    mockApi({ "GET /api/user/users/profile": profile(null), "GET /api/pawn/pawn-shop/find-phone-countries": okReply([{ code: "VN", name: "Vietnam", callingCode: "+84" }]) });
    const { router } = renderRoute("/pawn/create/pawnshop/step-1");
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    expect(await screen.findByText(SHOP_MESSAGES.invalidName)).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: /Name/ }), { target: { value: "Golden Pawn" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Phone/ }), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText(SHOP_MESSAGES.invalidPhoneCountry)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/pawn/create/pawnshop/step-1");
  });

  it("checks the first package with the package rules", async () => {
    setToken("token");
    updateLenderDraft({ shop: SHOP, firstPackage: { ...NEGOTIATION, loanAmountMin: "6000", interestRateMin: "20" } });
    mockApi({ "GET /api/user/users/profile": profile(null), "GET /api/pawn/supported-asset": okReply([]) });
    renderRoute("/pawn/create/pawnshop/step-2");
    // Next waits for the platform's tokens.
    await screen.findByRole("textbox", { name: /Smallest loan/ });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText(PACKAGE_MESSAGES.amountRange)).toBeTruthy();
    expect(screen.getByText(PACKAGE_MESSAGES.rateRange)).toBeTruthy();
  });

  it("registers the shop and publishes a Negotiation package without a transaction", async () => {
    setToken("token");
    connectSignedWallet();
    updateLenderDraft({ shop: SHOP, firstPackage: NEGOTIATION });
    let isRegistered = false;
    const calls = mockApi({
      "GET /api/user/users/profile": () => profile(isRegistered ? 3 : null),
      "GET /api/pawn/supported-asset": okReply([]),
      "POST /api/pawn/pawn-shop": () => ((isRegistered = true), okReply(registered(3, "PAWNSHOP"))),
      "POST /api/pawn/crypto-package/create-and-publish": okReply(
        item(9, {
          status: "PUBLISHED",
          loanAmountMin: e18(100),
          loanAmountMax: "5000500000000000000000",
          budget: e18(20000),
          budgetLeft: e18(20000),
          collateralAcceptance: [WBNB, ETH],
          interestRateMin: 8,
          interestRateMax: 14.5,
        }),
      ),
    });
    const { router } = renderRoute("/pawn/create/pawnshop/step-3");
    const summary = await screen.findByLabelText("Package summary");
    expect(summary.textContent).toContain("100 USDT to 5,000.5 USDT");
    expect(summary.textContent).toContain("8% to 14.5% a year");
    fireEvent.click(screen.getByRole("button", { name: "Register and publish" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pawn/create/successfully"));
    expect(bodyOf(calls, "POST", "/api/pawn/pawn-shop")).toMatchObject({ type: "PAWNSHOP", name: "Golden Pawn", walletAddress: WALLET, phoneCountry: "VN" });
    expect(bodyOf(calls, "POST", "/api/pawn/crypto-package/create-and-publish")).toMatchObject({
      type: 2,
      loanAmountMin: "100000000000000000000",
      loanAmountMax: "5000500000000000000000",
      budget: "20000000000000000000000",
      collateralAcceptance: ["WBNB", "ETH"],
      interestRateMin: 8,
      interestRateMax: 14.5,
    });
    expect(await screen.findByText("You are a lender now")).toBeTruthy();
    // Becoming a lender on the way is no reason to be sent away as one already.
    expect(screen.queryByText(SHOP_MESSAGES.alreadyRegistered)).toBeNull();
  });

  it("leads a deep link to a later step back to the first incomplete one", async () => {
    setToken("token");
    connectSignedWallet();
    mockApi({ "GET /api/user/users/profile": profile(null), "GET /api/pawn/supported-asset": okReply([]), "GET /api/pawn/pawn-shop/find-phone-countries": okReply([]) });
    // A new tab: nothing gathered yet. Step 2 and step 3 lead back to the shop's information.
    for (const path of ["/pawn/create/pawnshop/step-2", "/pawn/create/pawnshop/step-3"]) {
      const { router } = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe("/pawn/create/pawnshop/step-1"));
      expect(await screen.findByText("Complete this step first: the next ones need it.")).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Register and publish" })).toBeNull();
      cleanup();
    }
    // The shop is there but not the package: step 3 leads back to step 2.
    updateLenderDraft({ shop: SHOP });
    const { router } = renderRoute("/pawn/create/pawnshop/step-3");
    await waitFor(() => expect(router.state.location.pathname).toBe("/pawn/create/pawnshop/step-2"));
    expect(await screen.findByRole("textbox", { name: /Smallest loan/ })).toBeTruthy();
    cleanup();
    // The P2P way too.
    clearLenderDraft();
    const p2p = renderRoute("/pawn/create/p2p-lender/step-2");
    await waitFor(() => expect(p2p.router.state.location.pathname).toBe("/pawn/create/p2p-lender/step-1"));
  });

  it("tells only a lender that they are one on the success page", async () => {
    mockApi({ "GET /api/user/users/profile": profile(null) });
    renderRoute("/pawn/create/successfully");
    expect(await screen.findByText("Log in to become a lender, or to see your lender account.")).toBeTruthy();
    expect(screen.queryByText("You are a lender now")).toBeNull();
    cleanup();

    setToken("token");
    renderRoute("/pawn/create/successfully");
    expect(await screen.findByText("You are not a lender yet.")).toBeTruthy();
    expect(screen.queryByText("You are a lender now")).toBeNull();
    cleanup();

    vi.unstubAllGlobals();
    mockApi({ "GET /api/user/users/profile": profile(3) });
    renderRoute("/pawn/create/successfully");
    expect(await screen.findByRole("heading", { name: "You are a lender now" })).toBeTruthy();
  });

  it("stops at a second registration with the spec's words", async () => {
    setToken("token");
    connectSignedWallet();
    updateLenderDraft({ shop: SHOP, firstPackage: NEGOTIATION });
    const calls = mockApi({
      "GET /api/user/users/profile": profile(null),
      "GET /api/pawn/supported-asset": okReply([]),
      "POST /api/pawn/pawn-shop": errorReply(409, SHOP_MESSAGES.alreadyRegistered, PACKAGES_ERRORS.shopAlreadyRegistered.code),
      "GET /api/pawn/collaterals": okReply({ content: [] }),
    });
    const { router } = renderRoute("/pawn/create/pawnshop/step-3");
    // The button waits for the package's summary.
    await screen.findByLabelText("Package summary");
    fireEvent.click(screen.getByRole("button", { name: "Register and publish" }));
    expect(await screen.findByText(SHOP_MESSAGES.alreadyRegistered)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/pawn"));
    expect(calls.some((call) => call.path.startsWith("/api/pawn/crypto-package"))).toBe(false);
  });

  it("checks a P2P lender's preferences before registering anyone", async () => {
    setToken("token");
    connectSignedWallet();
    updateLenderDraft({ shop: { ...SHOP, address: "", phone: "", phoneCountry: "" } });
    const calls = mockApi({
      "GET /api/user/users/profile": profile(null),
      "GET /api/pawn/supported-asset": okReply([]),
      "POST /api/pawn/pawn-shop": okReply({ ...registered(4, "P2P_LENDER"), contact: { email: null, phoneCountry: null, phone: null, address: null, website: null } }),
      "POST /api/pawn/pawn-shop/lending-setting": (call) => okReply(call.body),
    });
    const { router } = renderRoute("/pawn/create/p2p-lender/step-2");
    fireEvent.click(await screen.findByRole("button", { name: "Register" }));
    // No collateral chosen yet: the setting's rule speaks first, and the lender stays on the step.
    expect(await screen.findByText(SHOP_MESSAGES.invalidSymbols)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/pawn/create/p2p-lender/step-2");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });
});
