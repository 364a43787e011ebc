import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { SHOP_MESSAGES } from "@openpawn/shared/packages/messages";
import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
import { closeMessage } from "../../../../stores/feedback.ts";
import { errorReply, mockApi, okReply, type ApiCall } from "../../../../test/mock-api.ts";
import { renderRoute } from "../../../../test/render-route.tsx";
import { signInWithWallet, signOutWallet } from "../../../../test/signed-in-wallet.ts";

configure({ asyncUtilTimeout: 20_000 });

const WALLET = "0x1111111111111111111111111111111111111111";
const SETTING = { loanSymbols: ["USDT"], collateralSymbols: ["WBNB"], durationTypes: [0], minDuration: 1, maxDuration: 12, minAmountUsd: "100", maxAmountUsd: "5000", minInterestRate: 8 };
const SHOP = {
  id: 5,
  userId: 1,
  type: "P2P_LENDER",
  name: "Patient Lender",
  description: "Small loans, fast",
  logo: null as string | null,
  walletAddress: WALLET,
  contact: { email: null, phoneCountry: null, phone: null, address: null, website: null },
  lendingSetting: SETTING,
  createdAt: "2026-11-24T10:00:00.000Z",
};

const signedIn = () => signInWithWallet(WALLET);

describe("the lender's shop page", { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
    localStorage.setItem(STORAGE_KEYS.investorType, "1");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeMessage());
    cleanup();
    signOutWallet();
  });

  it("uploads a logo as a file and saves the preferences checked with the API's rule", async () => {
    signedIn();
    let shop = SHOP;
    const calls = mockApi({
      "GET /api/pawn/pawn-shop": () => okReply(shop),
      "GET /api/pawn/supported-asset": okReply([]),
      "POST /api/pawn/pawn-shop/logo": () => {
        shop = { ...shop, logo: "/api/user/uploads/logos/shop-5-abc.png" };
        return okReply(shop);
      },
      "POST /api/pawn/pawn-shop/lending-setting": (call) => okReply(call.body),
    });
    renderRoute("/inventory/shop");
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });
    fireEvent.change(await screen.findByLabelText("Logo file"), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByRole("img", { name: "Patient Lender logo" }).getAttribute("src")).toBe("/api/user/uploads/logos/shop-5-abc.png"));
    const upload = calls.find((call: ApiCall) => call.path === "/api/pawn/pawn-shop/logo");
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get("file")).toBeInstanceOf(File);
    await screen.findByRole("dialog", { name: "Your logo is updated" });
    act(() => closeMessage());

    // A longest duration of 0 weeks is refused with the shared rule's words, before any call.
    fireEvent.change(await screen.findByRole("textbox", { name: "Longest duration" }), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Save preferences" }));
    expect(await screen.findByText(SHOP_MESSAGES.invalidDuration)).toBeTruthy();
    expect(calls.some((call: ApiCall) => call.path === "/api/pawn/pawn-shop/lending-setting")).toBe(false);
    fireEvent.change(screen.getByRole("textbox", { name: "Longest duration" }), { target: { value: "20" } });
    fireEvent.click(screen.getByRole("button", { name: "Save preferences" }));
    await waitFor(() => expect(calls.find((call: ApiCall) => call.path === "/api/pawn/pawn-shop/lending-setting")?.body).toMatchObject({ maxDuration: 20, loanSymbols: ["USDT"] }));
  });

  it("sends a user who is not a lender to Become a Lender", async () => {
    signedIn();
    mockApi({ "GET /api/pawn/pawn-shop": errorReply(404, SHOP_MESSAGES.notRegistered, PACKAGES_ERRORS.shopNotRegistered.code), "GET /api/pawn/supported-asset": okReply([]) });
    renderRoute("/inventory/shop");
    expect(await screen.findByText("You are not a lender yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Become a lender" }).getAttribute("href")).toBe("/pawn/create");
  });
});
