import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import type { NegotiationThread } from "@openpawn/shared/negotiations/schemas/negotiations";
import { NEGOTIATIONS_ERRORS } from "@openpawn/shared/negotiations/errors";
import { answerConfirm } from "../../../stores/feedback.ts";
import { publishLiveEvent } from "../../../stores/live-events.ts";
import { errorReply, mockApi, okReply, type ApiCall } from "../../../test/mock-api.ts";
import { pageOf } from "../../../test/paged-reply.ts";
import { renderRoute } from "../../../test/render-route.tsx";
import { signInWithWallet, signOutWallet } from "../../../test/signed-in-wallet.ts";
import { supportedAsset, transactionFee } from "../../../test/pawn-fixtures.ts";
import { openConfirmation, statementOf, summaryLine } from "../../../test/summary.ts";
import { TEST_CONFIG } from "../../../test/test-runtime-config.ts";
import { sendTransaction, signWithAllowances } from "../../../wallet/send-transaction.ts";

// Where a thread moves money, the tests take what the page hands to the wallet, and when.
vi.mock("../../../wallet/send-transaction.ts", async (importOriginal) => ({ ...(await importOriginal<object>()), sendTransaction: vi.fn(), signWithAllowances: vi.fn() }));
vi.mock("../../../wallet/wallet-actions.ts", async (importOriginal) => ({ ...(await importOriginal<object>()), chainTime: vi.fn(async () => 1_800_000_000) }));

configure({ asyncUtilTimeout: 20_000 });

const e18 = (value: number) => (BigInt(value) * 10n ** 18n).toString();
const USDT = { address: "0x00000000000000000000000000000000000000a1", symbol: "USDT" };
const WBNB = { address: "0x00000000000000000000000000000000000000b2", symbol: "WBNB" };
const BORROWER = "0x1111111111111111111111111111111111111111";

const COLLATERAL = {
  id: 4,
  borrowerWalletAddress: BORROWER,
  status: "OPEN",
  kind: "ERC20",
  collateral: WBNB,
  tokenId: "0",
  amount: e18(10),
  loanToken: USDT,
  durationQty: 4,
  durationType: 0,
  openOffers: 0,
  name: "My WBNB",
  description: null,
  createdAt: "2026-11-24T10:00:00.000Z",
  txnHash: `0x${"ab".repeat(32)}`,
};

const terms = (amount: number, rate: number) => ({
  amount: e18(amount),
  repaymentToken: USDT,
  interestRate: rate,
  liquidationThreshold: 7_500_000,
  durationQty: 4,
  durationType: 0 as const,
  repaymentCycleType: 0 as const,
});
const entry = (id: number, side: "BORROWER" | "LENDER", amount: number, rate: number, message = "") => ({
  id,
  kind: "PROPOSAL" as const,
  side,
  terms: terms(amount, rate),
  signedOfferId: null,
  message,
  createdAt: "2026-11-24T11:00:00.000Z",
});

/** A thread the borrower opened for 1,000 USDT that the lender answered with 800 at 12%. */
function thread(overrides: Partial<NegotiationThread> = {}): NegotiationThread {
  const entries = [entry(1, "BORROWER", 1000, 1_000_000, "Four weeks please"), entry(2, "LENDER", 800, 1_200_000, "800 is what I can do")];
  return {
    id: 9,
    collateralId: 4,
    loanToken: USDT,
    borrower: { userId: 1, name: "Bea", pawnShopId: null },
    lender: { userId: 2, name: "Golden Pawn", pawnShopId: 5 },
    package: { id: 3, name: "#3" },
    openedBy: "BORROWER",
    side: "BORROWER",
    status: "OPEN",
    agreedTerms: null,
    lastProposal: entries[1] ?? null,
    signedOffer: null,
    createdAt: "2026-11-24T11:00:00.000Z",
    updatedAt: "2026-11-24T11:00:00.000Z",
    entries,
    ...overrides,
  };
}

const signedIn = () => signInWithWallet(BORROWER);
const LENDER = "0x2222222222222222222222222222222222222222";
const CORE = "0x00000000000000000000000000000000000000c0";
/** A deployment with the core, the signed offers contract, USDT and WBNB. */
const CONFIG = {
  ...TEST_CONFIG,
  deployment: {
    ...TEST_CONFIG.deployment,
    contracts: { PawnLending: CORE, SignedOffers: "0x00000000000000000000000000000000000000c5" },
    tokens: [
      { ...USDT, name: "Tether", decimals: 18, priceFeed: USDT.address },
      { ...WBNB, name: "Wrapped BNB", decimals: 18, priceFeed: WBNB.address },
    ],
  },
} as typeof TEST_CONFIG;
/** The lender's signature of the agreed 800 USDT at 12%. */
const SIGNED = {
  id: 6,
  hash: `0x${"66".repeat(32)}`,
  collateralId: 4,
  lenderWalletAddress: LENDER,
  ...terms(800, 1_200_000),
  loanToken: USDT,
  nonce: "7",
  deadline: "2026-12-01T10:00:00.000Z",
  signature: "0x00",
  message: "",
  status: "OPEN" as const,
  loanId: null,
  negotiationId: 9,
  createdAt: "2026-11-24T12:00:00.000Z",
};
/** WBNB at $600: the 10 WBNB are worth $6,000. */
const priced = { "GET /api/pawn/collaterals/4": okReply(COLLATERAL), "GET /api/pawn/supported-asset": okReply([supportedAsset(USDT, "1"), supportedAsset(WBNB, "600", { collateral: true, supply: false })]), "POST /api/pawn/transaction-fee": okReply(transactionFee()) };

const common = { "GET /api/pawn/collaterals/4": okReply(COLLATERAL), "GET /api/pawn/supported-asset": okReply([]) };

describe("a negotiation thread", { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
    localStorage.setItem(STORAGE_KEYS.investorType, "1");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanup();
    signOutWallet();
    vi.mocked(sendTransaction).mockReset();
    vi.mocked(signWithAllowances).mockReset();
  });

  it("the lender signs the agreed terms only after their summary: the amount, the 7 days it stays open, the approval asked now", async () => {
    signInWithWallet(LENDER);
    const agreed = thread({ side: "LENDER", status: "AGREED", agreedTerms: terms(800, 1_200_000) });
    mockApi({ ...priced, "GET /api/pawn/negotiations/9": okReply(agreed) });
    renderRoute("/pawn/negotiation/9", CONFIG);
    const sign = await screen.findByRole("button", { name: "Sign the agreed offer (no gas)" });

    const dialog = await openConfirmation(() => fireEvent.click(sign), "Sign this offer?", () => vi.mocked(signWithAllowances).mock.calls.length);
    await waitFor(() => expect(summaryLine(dialog, "Platform fee").value).toBe("5% of the interest and penalty paid"));
    expect(summaryLine(dialog, "You offer").value).toBe("800 USDT");
    expect(summaryLine(dialog, "Interest rate").value).toBe("12% a year");
    expect(summaryLine(dialog, "Liquidation threshold").value).toBe("75%");
    expect(summaryLine(dialog, "Open for").value).toBe("7 days");
    expect(statementOf(dialog)).toContain("signing costs no gas");
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign the offer" }));
    await waitFor(() => expect(signWithAllowances).toHaveBeenCalledTimes(1));
    expect(vi.mocked(signWithAllowances).mock.calls[0]![0].allowances).toEqual([{ token: USDT.address, symbol: "USDT", spender: CORE, amount: BigInt(e18(800)) }]);
  });

  it("the borrower accepts the signed offer only after its summary", async () => {
    signedIn();
    const agreed = thread({ status: "AGREED", agreedTerms: terms(800, 1_200_000), signedOffer: SIGNED });
    mockApi({ ...priced, "GET /api/pawn/negotiations/9": okReply(agreed) });
    renderRoute("/pawn/negotiation/9", CONFIG);
    const accept = await screen.findByRole("button", { name: "Accept the signed offer" });

    const dialog = await openConfirmation(() => fireEvent.click(accept), "Accept offer #6?", () => vi.mocked(sendTransaction).mock.calls.length);
    await waitFor(() => expect(summaryLine(dialog, "If the loan defaults").value).toBe("The lender receives 9.5 WBNB"));
    expect(summaryLine(dialog, "You receive now").value).toBe("800 USDT");
    expect(summaryLine(dialog, "Lender").value).toBe("0x2222...2222");
    // 800 owed plus a week's 12% on $6,000 of WBNB.
    expect(summaryLine(dialog, "Starting LTV").value).toBe("13.36% of 75.00%");
    fireEvent.click(within(dialog).getByRole("button", { name: "Accept and receive the loan" }));
    await waitFor(() => expect(sendTransaction).toHaveBeenCalledTimes(1));
    expect(vi.mocked(sendTransaction).mock.calls[0]![0].call.functionName).toBe("acceptSignedOffer");
  });

  it("tells each proposal with its amount, rate and message, the caller's own on their side", async () => {
    signedIn();
    mockApi({ ...common, "GET /api/pawn/negotiations/9": okReply(thread()) });
    renderRoute("/pawn/negotiation/9");
    const story = await screen.findByRole("list", { name: "Negotiation" });
    const [first, second] = within(story).getAllByRole("listitem");
    expect(first?.textContent).toMatch(/You proposed.*1,000 USDT at 10% a year for 4 weeks, paid weekly in USDT.*Four weeks please/);
    expect(second?.textContent).toMatch(/Golden Pawn proposed.*800 USDT at 12% a year.*800 is what I can do/);
    expect(screen.getByRole("heading", { name: "Negotiation #9" })).toBeTruthy();
    expect(screen.getByText(/With Golden Pawn · package #3/)).toBeTruthy();
  });

  it("agrees to the other side's last proposal, naming it, and reads the thread again", async () => {
    signedIn();
    let current = thread();
    const calls = mockApi({
      ...common,
      "GET /api/pawn/negotiations/9": () => okReply(current),
      "PUT /api/pawn/negotiations/9/agree": () => {
        current = thread({ status: "AGREED", agreedTerms: terms(800, 1_200_000) });
        return okReply(current);
      },
    });
    renderRoute("/pawn/negotiation/9");
    fireEvent.click(await screen.findByRole("button", { name: "Agree to these terms" }));
    await screen.findByText("Agree to these terms?");
    act(() => answerConfirm(true));
    expect(await screen.findByText("Terms agreed: the lender signs the offer next.")).toBeTruthy();
    expect(calls.find((call: ApiCall) => call.method === "PUT")?.body).toEqual({ entryId: 2 });
  });

  it("shows the API's refusal when the proposal was overtaken", async () => {
    signedIn();
    mockApi({
      ...common,
      "GET /api/pawn/negotiations/9": okReply(thread()),
      "PUT /api/pawn/negotiations/9/agree": errorReply(409, "There is a newer proposal: read it before agreeing", NEGOTIATIONS_ERRORS.staleProposal.code),
    });
    renderRoute("/pawn/negotiation/9");
    fireEvent.click(await screen.findByRole("button", { name: "Agree to these terms" }));
    await screen.findByText("Agree to these terms?");
    act(() => answerConfirm(true));
    expect(await screen.findByText("There is a newer proposal: read it before agreeing")).toBeTruthy();
  });

  it("reads the thread again when the other side acts (a live event)", async () => {
    signedIn();
    let current = thread();
    mockApi({ ...common, "GET /api/pawn/negotiations/9": () => okReply(current) });
    renderRoute("/pawn/negotiation/9");
    await screen.findByRole("button", { name: "Agree to these terms" });
    current = thread({ entries: [...thread().entries, entry(3, "LENDER", 850, 1_150_000, "Or 850?")], lastProposal: entry(3, "LENDER", 850, 1_150_000) });
    // Sooner than the 15 s fallback poll: only the live event can bring it in time.
    act(() => publishLiveEvent("negotiation", 9));
    await waitFor(() => expect(screen.getByRole("list", { name: "Negotiation" }).textContent).toContain("Or 850?"), { timeout: 8000 });
  });

  it("offers the borrower only a change of their own proposal while it is the lender's turn", async () => {
    signedIn();
    const mine = entry(3, "BORROWER", 900, 1_100_000);
    mockApi({ ...common, "GET /api/pawn/negotiations/9": okReply(thread({ entries: [...thread().entries, mine], lastProposal: mine })) });
    renderRoute("/pawn/negotiation/9");
    expect(await screen.findByRole("button", { name: "Change my proposal" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Agree to these terms" })).toBeNull();
  });

  it("says a stranger's or a missing thread does not exist", async () => {
    signedIn();
    mockApi({ ...common, "GET /api/pawn/negotiations/9": errorReply(404, "Negotiation not found", NEGOTIATIONS_ERRORS.notFound.code) });
    renderRoute("/pawn/negotiation/9");
    expect(await screen.findByText("This negotiation does not exist, or it is between other people.")).toBeTruthy();
  });

  it("lists a collateral's signed offers for its borrower with Accept, and shows a new one at once (a live event)", async () => {
    signedIn();
    const signed = (id: number, amount: number) => ({
      id,
      hash: `0x${String(id).repeat(64)}`.slice(0, 66),
      collateralId: 4,
      lenderWalletAddress: "0x2222222222222222222222222222222222222222",
      ...terms(amount, 1_000_000),
      loanToken: USDT,
      nonce: "7",
      deadline: "2026-12-01T10:00:00.000Z",
      signature: "0x00",
      message: "",
      status: "OPEN",
      loanId: null,
      negotiationId: null,
      createdAt: "2026-11-24T11:00:00.000Z",
    });
    let offers = [signed(1, 500)];
    mockApi({
      ...common,
      "GET /api/pawn/loan-crypto-offer": okReply(pageOf([])),
      "GET /api/pawn/negotiations": okReply(pageOf([])),
      "GET /api/pawn/signed-offers": () => okReply(offers),
    });
    renderRoute("/pawn/collateral/4");
    const table = await screen.findByRole("table", { name: "Signed offers" });
    const first = within(table).getByRole("row", { name: /500 USDT/ });
    expect(within(first).getByRole("button", { name: "Accept" })).toBeTruthy();
    offers = [signed(2, 700), ...offers];
    // Sooner than the 15 s fallback poll: only the live event can bring it in time.
    act(() => publishLiveEvent("signed-offer", 4));
    await waitFor(() => expect(within(screen.getByRole("table", { name: "Signed offers" })).getByRole("row", { name: /700 USDT/ })).toBeTruthy(), { timeout: 8000 });
  });
});
