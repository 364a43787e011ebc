import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { decodeFunctionData, encodeFunctionData, getAddress, type Abi } from "viem";
import { iPawnLendingAbi } from "@openpawn/chain/generated/abis";
import { AssetKind } from "@openpawn/chain/generated/enums";
import { STORAGE_KEYS } from "@openpawn/shared/constants";
import type { SignedOffer } from "@openpawn/shared/negotiations/schemas/signed-offers";
import { signWithAllowances, sendTransaction, type ContractCall } from "../../../wallet/send-transaction.ts";
import { errorReply, mockApi, okReply, type MockHandler } from "../../../test/mock-api.ts";
import { pageOf } from "../../../test/paged-reply.ts";
import { renderRoute } from "../../../test/render-route.tsx";
import { BORROWER_WALLET, collateralItem, contractItem, e18, LENDER_WALLET, USDT } from "../../../test/pawn-fixtures.ts";
import { COLLECTION, nftDetail, nftItem } from "../../../test/nft-fixtures.ts";
import { signInWithWallet, signOutWallet } from "../../../test/signed-in-wallet.ts";
import { TEST_CONFIG } from "../../../test/test-runtime-config.ts";
import { NO_LTV_TEXT } from "../../../lib/nft-collateral.ts";
import { COPIES_MESSAGE } from "./put-on-pawn-page.tsx";
import { ownersReply } from "../../../test/nft-fixtures.ts";
import { statementOf, summaryLine } from "../../../test/summary.ts";

// The wallet is not what these tests look at: they take what the pages would send and answer as a sent transaction.
vi.mock("../../../wallet/send-transaction.ts", () => ({ sendTransaction: vi.fn(), signWithAllowances: vi.fn() }));
vi.mock("../../../wallet/wallet-actions.ts", async (importOriginal) => ({ ...(await importOriginal<object>()), chainTime: vi.fn(async () => 1_800_000_000) }));

// The first render of a lazily loaded page pays for its modules: generous on a busy two-core runner.
configure({ asyncUtilTimeout: 20_000 });

const CORE = "0x00000000000000000000000000000000000000c0";
const TX = `0x${"12".repeat(32)}`;
/** A deployment with the lending core and USDT, which the Hub lends. */
const CONFIG = {
  ...TEST_CONFIG,
  deployment: { ...TEST_CONFIG.deployment, contracts: { PawnLending: CORE }, tokens: [{ ...USDT, name: "Tether", decimals: 18, priceFeed: USDT.address }] },
} as typeof TEST_CONFIG;
const ASSETS = okReply([{ address: USDT.address, symbol: "USDT", name: "Tether", decimals: 18, isWhitelistSupply: true, isWhitelistCollateral: false, isNftCollection: false, usdExchange: "1" }]);
const FEE = okReply({ configId: 1, systemFee: 500_000, penaltyRate: 1_500_000, prepaidFeeRate: 100_000, lateThreshold: 3, rateZoom: 100_000 });

/** Collateral 21: the "Lantern at dusk" NFT (ERC-721, token 3 of Lotus Lanterns) asking for USDT over 12 weeks. */
const NFT_COLLATERAL = collateralItem({ id: 21, kind: "ERC721", collateral: { address: COLLECTION.address, symbol: "LOTUS" }, tokenId: "3", amount: "1", name: "Lantern loan", openOffers: 1 });
const PAWNED_NFT = nftItem({ status: "ON_PAWN", collateralId: 21, listingId: null, price: null, payToken: null });
const IN_MARKET = { ...NFT_COLLATERAL, nft: PAWNED_NFT };
/** Offer 31 on it: 500 USDT at 12% for 12 weeks, weekly, with no threshold (an NFT's). */
const OFFER = {
  id: 31,
  collateralId: 21,
  lenderWalletAddress: LENDER_WALLET,
  status: "OPEN",
  amount: e18(500),
  loanToken: USDT,
  repaymentToken: USDT,
  interestRate: 1_200_000,
  liquidationThreshold: 0,
  durationQty: 12,
  durationType: 0,
  repaymentCycleType: 0,
  message: null,
  createdAt: "2026-11-24T11:00:00.000Z",
  txnHash: `0x${"cd".repeat(32)}`,
};

/** The API's record of a lender's signed offer on collateral 21: the offer's terms, open, signed off chain. */
const SIGNED_OFFER: SignedOffer = {
  id: 41,
  hash: `0x${"41".repeat(32)}`,
  collateralId: 21,
  lenderWalletAddress: LENDER_WALLET,
  amount: e18(500),
  loanToken: USDT,
  repaymentToken: USDT,
  interestRate: 1_200_000,
  liquidationThreshold: 0,
  durationQty: 12,
  durationType: 0,
  repaymentCycleType: 0,
  nonce: "1",
  deadline: "2026-12-01T11:00:00.000Z",
  signature: "0x00",
  message: "",
  status: "OPEN",
  loanId: null,
  negotiationId: null,
  createdAt: "2026-11-24T11:00:00.000Z",
};

/** What the core would receive from a call the page sent. */
const decoded = (call: ContractCall) => decodeFunctionData({ abi: iPawnLendingAbi, data: encodeFunctionData({ abi: call.abi as Abi, functionName: call.functionName, args: call.args }) });

/** sendTransaction as a confirmed transaction: the page's report runs with its hash. */
function transactionsSucceed() {
  vi.mocked(sendTransaction).mockImplementation(async (request) => (request.report ? request.report(TX as `0x${string}`) : undefined));
}

/** The calls the NFT collateral's pages make besides the collateral itself. */
const collateralPage = (overrides: Record<string, ReturnType<typeof okReply> | MockHandler> = {}) => ({
  "GET /api/pawn/collaterals/21": okReply(NFT_COLLATERAL),
  "GET /api/pawn/supported-asset": ASSETS,
  "GET /api/nft/nft/detail": okReply(nftDetail({ ...PAWNED_NFT, pawn: { collateralId: 21, status: "OPEN", borrowerWalletAddress: BORROWER_WALLET, contractId: null } })),
  "GET /api/pawn/loan-crypto-offer": okReply(pageOf([OFFER])),
  "GET /api/pawn/signed-offers": okReply([]),
  "GET /api/pawn/negotiations": okReply(pageOf([])),
  ...overrides,
});

describe("NFT collateral pages", { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.termsAndConditions, "true");
    localStorage.setItem(STORAGE_KEYS.investorType, "1");
  });
  afterEach(() => {
    cleanup();
    signOutWallet();
    vi.unstubAllGlobals();
    vi.mocked(sendTransaction).mockReset();
    vi.mocked(signWithAllowances).mockReset();
  });

  describe("the lenders' market of NFT collateral", () => {
    it("shows open NFT collateral as cards with the NFT's picture, 12 a page, with the address bar's filters, each opening the lender's page", async () => {
      const calls = mockApi({
        "GET /api/pawn/collaterals/nfts": okReply(pageOf([IN_MARKET])),
        "GET /api/pawn/collaterals/nfts/asset-types": okReply([{ id: 1, name: "ERC-721", iconUrl: null }, { id: 2, name: "ERC-1155", iconUrl: null }]),
        "GET /api/pawn/collaterals/collections": okReply(pageOf([{ ...COLLECTION, source: "factory", creator: null, contractUri: null, nfts: 4, createdAt: "2026-11-20T10:00:00.000Z", txnHash: TX }])),
        "GET /api/pawn/supported-asset": ASSETS,
      });
      renderRoute(`/pawn/nft-offer?loanSymbol=USDT&collection=${COLLECTION.address}&assetTypeId=1&search=lotus`, CONFIG);
      const card = await screen.findByRole("link", { name: /Lantern loan of Lotus Lanterns/ });
      expect(card.getAttribute("href")).toBe("/pawn/offer/21");
      expect(within(card).getByRole("img", { name: "Lantern at dusk" }).getAttribute("src")).toBe("/ipfs/bafkreiimage");
      expect(within(card).getByText(/Wants USDT for 12 weeks/)).toBeTruthy();
      const market = calls.filter((call) => call.path === "/api/pawn/collaterals/nfts").at(-1);
      expect(Object.fromEntries(market?.query ?? [])).toEqual({
        status: "OPEN",
        page: "0",
        size: "12",
        loanSymbol: "USDT",
        collection: COLLECTION.address,
        assetTypeId: "1",
        search: "lotus",
      });
      expect(screen.getByRole("heading", { level: 1, name: "Lend against NFTs" })).toBeTruthy();
    });

    it("says so when nothing matches, and retries after an error", async () => {
      mockApi({ "GET /api/pawn/collaterals/nfts": okReply(pageOf([])) });
      renderRoute("/pawn/nft-offer?search=nobody");
      expect(await screen.findByText("No open NFT collateral matches these filters.")).toBeTruthy();
      cleanup();
      vi.unstubAllGlobals();

      mockApi({ "GET /api/pawn/collaterals/nfts": okReply(pageOf([])) });
      renderRoute("/pawn/nft-offer");
      expect(await screen.findByText("No NFT is waiting for offers right now.")).toBeTruthy();
      cleanup();
      vi.unstubAllGlobals();

      let fail = true;
      mockApi({ "GET /api/pawn/collaterals/nfts": () => (fail ? errorReply(503, "down") : okReply(pageOf([IN_MARKET]))) });
      renderRoute("/pawn/nft-offer");
      const retry = await screen.findByRole("button", { name: "Retry" });
      fail = false;
      fireEvent.click(retry);
      expect(await screen.findByRole("link", { name: /Lantern loan/ })).toBeTruthy();
    });

    it("/pawn/lender/nft-result: the same list as a search result, saying how many match, with the way back to the market", async () => {
      const calls = mockApi({ "GET /api/pawn/collaterals/nfts": okReply(pageOf([IN_MARKET])) });
      renderRoute("/pawn/lender/nft-result?assetTypeId=1");
      expect(await screen.findByText("1 open NFT collateral matches these filters.")).toBeTruthy();
      expect(screen.getByRole("heading", { level: 1, name: "NFT collateral results" })).toBeTruthy();
      expect(screen.getByRole("link", { name: "All NFT collateral" }).getAttribute("href")).toBe("/pawn/nft-offer");
      expect(calls.find((call) => call.path === "/api/pawn/collaterals/nfts")?.query.get("assetTypeId")).toBe("1");
    });
  });

  describe("putting an NFT on pawn", () => {
    const holding = (amount: string, detail = nftDetail({ status: "NOT_ON_MARKET", listingId: null, price: null, payToken: null })) => ({
      "GET /api/nft/nft/detail": okReply(detail),
      "GET /api/nft/nft/5/customer": ownersReply([{ walletAddress: BORROWER_WALLET, amount }]),
      "GET /api/pawn/supported-asset": ASSETS,
    });
    const chooseLoanToken = async () => {
      fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Loan token you want" }));
      fireEvent.click(await screen.findByRole("option", { name: "USDT" }));
    };

    it("says while it loads, when the NFT does not exist, and when it cannot be read (with a retry)", async () => {
      mockApi({ "GET /api/nft/nft/detail": () => new Promise(() => undefined) });
      renderRoute("/put-on-pawn/5");
      expect(await screen.findByRole("status", { name: "Loading" })).toBeTruthy();
      expect(screen.getByRole("heading", { level: 1, name: "Put on pawn" })).toBeTruthy();
      cleanup();
      vi.unstubAllGlobals();

      mockApi({ "GET /api/nft/nft/detail": errorReply(404, "NFT not found") });
      renderRoute("/put-on-pawn/99");
      expect(await screen.findByText("This NFT does not exist.")).toBeTruthy();
      cleanup();
      vi.unstubAllGlobals();

      let fail = true;
      mockApi({ ...holding("1"), "GET /api/nft/nft/detail": () => (fail ? errorReply(503, "down") : okReply(nftDetail())) });
      renderRoute("/put-on-pawn/5");
      const retry = await screen.findByRole("button", { name: "Retry" });
      fail = false;
      fireEvent.click(retry);
      expect(await screen.findByRole("heading", { level: 1, name: "Put Lantern at dusk on pawn" })).toBeTruthy();
    });

    it("shows the NFT's picture, and asks a visitor to log in", async () => {
      mockApi(holding("1"));
      renderRoute("/put-on-pawn/5", CONFIG);
      expect((await screen.findByRole("img", { name: "Lantern at dusk" })).getAttribute("src")).toBe("/ipfs/bafkreiimage");
      expect(screen.getByText(/Lotus Lanterns · ERC-721 · token #3/)).toBeTruthy();
      expect(screen.getByText(new RegExp(NO_LTV_TEXT))).toBeTruthy();
      expect(screen.getByRole("button", { name: "Log in to put this NFT on pawn" })).toBeTruthy();
    });

    it("checks the form with the collateral form's rules, whole copies of an ERC-1155 and no more than the wallet holds", async () => {
      signInWithWallet(BORROWER_WALLET);
      const calls = mockApi(holding("2", nftDetail({ collection: { ...COLLECTION, kind: "ERC1155" }, status: "NOT_ON_MARKET", supply: "5", listingId: null, price: null, payToken: null })));
      renderRoute("/put-on-pawn/5", CONFIG);
      const copies = await screen.findByRole("textbox", { name: "Copies to lock" });
      fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: " " } });
      fireEvent.change(screen.getByRole("spinbutton", { name: "Duration" }), { target: { value: "70" } });
      fireEvent.mouseDown(screen.getByRole("combobox", { name: "Unit" }));
      fireEvent.click(await screen.findByRole("option", { name: "Months" }));
      fireEvent.click(screen.getByRole("button", { name: "Put on pawn" }));
      expect(await screen.findByText("Choose a token")).toBeTruthy();
      expect(screen.getByText("Give it a name of 1 to 100 characters")).toBeTruthy();
      expect(screen.getByText("A loan lasts at most 5 years")).toBeTruthy();

      await chooseLoanToken();
      fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "Two lanterns" } });
      fireEvent.change(screen.getByRole("spinbutton", { name: "Duration" }), { target: { value: "6" } });
      fireEvent.change(copies, { target: { value: "1.5" } });
      fireEvent.click(screen.getByRole("button", { name: "Put on pawn" }));
      expect(await screen.findByText(COPIES_MESSAGE)).toBeTruthy();

      fireEvent.change(copies, { target: { value: "3" } });
      fireEvent.click(screen.getByRole("button", { name: "Put on pawn" }));
      expect(await screen.findByText("You hold 2 of this NFT")).toBeTruthy();
      expect(sendTransaction).not.toHaveBeenCalled();
      expect(calls.some((call) => call.method === "POST")).toBe(false);
    });

    it("approves the core for the collection, escrows the NFT with its kind, registers it by its transaction and opens its collateral page", async () => {
      signInWithWallet(BORROWER_WALLET);
      transactionsSucceed();
      const free = nftDetail({ status: "NOT_ON_MARKET", listingId: null, price: null, payToken: null });
      const pawned = nftDetail({ ...PAWNED_NFT, pawn: { collateralId: 21, status: "OPEN", borrowerWalletAddress: BORROWER_WALLET, contractId: null } });
      const calls = mockApi({
        ...collateralPage(),
        ...holding("1"),
        // Before: the NFT by its id, free; after: the collateral's NFT by collection and token id, in pawn.
        "GET /api/nft/nft/detail": (call) => okReply(call.query.has("id") ? free : pawned),
        "POST /api/pawn/collaterals/nfts": okReply(IN_MARKET),
      });
      const { router } = renderRoute("/put-on-pawn/5", CONFIG);
      await chooseLoanToken();
      fireEvent.change(await screen.findByRole("textbox", { name: "Description (optional)" }), { target: { value: "Lit at dusk" } });
      fireEvent.click(screen.getByRole("button", { name: "Put on pawn" }));
      const confirmation = await screen.findByRole("dialog", { name: "Put this NFT on pawn?" });
      expect(summaryLine(confirmation, "You lock").value).toBe("Lantern at dusk (#3 · Lotus Lanterns)");
      expect(summaryLine(confirmation, "Loan you ask for").value).toBe("USDT");
      expect(summaryLine(confirmation, "Duration").value).toBe("4 weeks");
      expect(summaryLine(confirmation, "LTV").value).toBe(NO_LTV_TEXT);
      expect(statementOf(confirmation)).toContain("if a loan on it defaults, the lender receives it whole");
      expect(sendTransaction).not.toHaveBeenCalled();
      fireEvent.click(within(confirmation).getByRole("button", { name: "Lock the NFT" }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/collateral-nft/21"));

      const request = vi.mocked(sendTransaction).mock.calls[0]?.[0];
      expect(request?.allowances).toEqual([{ collection: COLLECTION.address, name: "Lotus Lanterns", operator: CORE }]);
      const { functionName, args } = decoded(request!.call);
      expect(functionName).toBe("createCollateral");
      expect(args?.[0]).toMatchObject({ kind: AssetKind.ERC721, token: getAddress(COLLECTION.address), tokenId: 3n, amount: 1n, loanToken: getAddress(USDT.address), durationQty: 4, durationUnit: 0 });
      expect(calls.find((call) => call.method === "POST")?.body).toEqual({
        collection: COLLECTION.address,
        tokenId: "3",
        amount: "1",
        txnHash: TX,
        name: "Lantern at dusk",
        description: "Lit at dusk",
      });
      expect(await screen.findByRole("heading", { level: 1, name: "Your NFT collateral" })).toBeTruthy();
    });

    it("refuses an ERC-721 already in pawn, with the way to its collateral", async () => {
      signInWithWallet(BORROWER_WALLET);
      mockApi(holding("1", nftDetail({ ...PAWNED_NFT, pawn: { collateralId: 21, status: "OPEN", borrowerWalletAddress: BORROWER_WALLET, contractId: null } })));
      renderRoute("/put-on-pawn/5", CONFIG);
      expect(await screen.findByText(/This NFT is already in pawn/)).toBeTruthy();
      expect(screen.getByRole("link", { name: "see its collateral" }).getAttribute("href")).toBe("/collateral-nft/21");
      expect((screen.getByRole("button", { name: "Put on pawn" }) as HTMLButtonElement).disabled).toBe(true);
    });
  });

  describe("the borrower's NFT collateral", () => {
    it("says while it loads, when it does not exist, and when it cannot be read", async () => {
      mockApi({ "GET /api/pawn/collaterals/21": () => new Promise(() => undefined) });
      renderRoute("/collateral-nft/21");
      expect(await screen.findByRole("status", { name: "Loading" })).toBeTruthy();
      // Whose it is is not known yet: the page names it by its number.
      expect(screen.getByRole("heading", { level: 1, name: "Collateral #21" })).toBeTruthy();
      cleanup();
      vi.unstubAllGlobals();

      mockApi({ "GET /api/pawn/collaterals/21": errorReply(404, "Collateral not found") });
      renderRoute("/collateral-nft/21");
      expect(await screen.findByText("This collateral does not exist.")).toBeTruthy();
      cleanup();
      vi.unstubAllGlobals();

      mockApi({ "GET /api/pawn/collaterals/21": errorReply(503, "down") });
      renderRoute("/collateral-nft/21");
      expect(await screen.findByText("This collateral cannot be loaded right now.")).toBeTruthy();
    });

    it("shows the NFT's picture and name beside the summary, and the offers with Accept, whose summary has no LTV", async () => {
      signInWithWallet(BORROWER_WALLET);
      transactionsSucceed();
      const calls = mockApi(
        collateralPage({ "POST /api/pawn/transaction-fee": FEE, "PUT /api/pawn/account/loan-crypto-offer/31/accept": okReply({ ...OFFER, status: "ACCEPTED" }) }),
      );
      const { router } = renderRoute("/collateral-nft/21", CONFIG);
      const nft = await screen.findByLabelText("The NFT");
      expect((await within(nft).findByRole("img", { name: "Lantern at dusk" })).getAttribute("src")).toBe("/ipfs/bafkreiimage");
      expect(within(nft).getByRole("link", { name: "Lantern at dusk" }).getAttribute("href")).toBe("/nft-detail/5");
      expect(screen.getByRole("heading", { level: 2, name: "Lantern loan" })).toBeTruthy();
      expect(screen.getByText("No oracle price (NFT)")).toBeTruthy();
      expect(screen.getByText("NFT #3 · LOTUS")).toBeTruthy();

      const offers = await screen.findByRole("table", { name: "Offers" });
      const row = within(offers).getByRole("row", { name: /500 USDT/ });
      expect(within(row).getByText("None (NFT)")).toBeTruthy();
      fireEvent.click(within(row).getByRole("button", { name: "Accept" }));
      const dialog = await screen.findByRole("dialog", { name: "Accept offer #31?" });
      await waitFor(() => expect(summaryLine(dialog, "If the loan defaults").value).toBe("The lender receives your NFT whole"));
      expect(summaryLine(dialog, "You receive now").value).toBe("500 USDT");
      // 500 × 12% × 7 / 365 = 1.150684…, rounded up in wei as the core owes it.
      expect(summaryLine(dialog, "Each cycle's interest (12 cycles)").value).toBe("1.15068 USDT");
      expect(summaryLine(dialog, "LTV").value).toBe(NO_LTV_TEXT);
      expect(within(dialog).queryByText("Starting LTV")).toBeNull();
      expect(sendTransaction).not.toHaveBeenCalled();
      fireEvent.click(within(dialog).getByRole("button", { name: "Accept and receive the loan" }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/pawn/contract/31"));
      expect(decoded(vi.mocked(sendTransaction).mock.calls[0]![0].call).functionName).toBe("acceptOffer");
      expect(calls.some((call) => call.method === "PUT" && call.path.endsWith("/31/accept"))).toBe(true);
    });

    it("withdraws the NFT while open and reports it to the NFT call", async () => {
      signInWithWallet(BORROWER_WALLET);
      transactionsSucceed();
      const calls = mockApi(collateralPage({ "POST /api/pawn/collaterals/nfts/withdraw": okReply({ ...IN_MARKET, status: "WITHDRAWN" }) }));
      renderRoute("/collateral-nft/21", CONFIG);
      fireEvent.click(await screen.findByRole("button", { name: "Withdraw collateral" }));
      const dialog = await screen.findByRole("dialog", { name: "Withdraw this collateral?" });
      expect(summaryLine(dialog, "Back to your wallet").value).toBe("NFT #3 · LOTUS");
      expect(summaryLine(dialog, "Open offers that lapse").value).toBe("1");
      expect(sendTransaction).not.toHaveBeenCalled();
      fireEvent.click(within(dialog).getByRole("button", { name: "Withdraw collateral" }));
      await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
      const report = calls.find((call) => call.method === "POST");
      expect(report?.path).toBe("/api/pawn/collaterals/nfts/withdraw");
      expect(report?.query.get("id")).toBe("21");
      expect(report?.body).toEqual({ txnHash: TX });
      expect(decoded(vi.mocked(sendTransaction).mock.calls[0]![0].call).functionName).toBe("withdrawCollateral");
    });

    it("links the contract once the NFT secures one", async () => {
      signInWithWallet(BORROWER_WALLET);
      mockApi(
        collateralPage({
          "GET /api/pawn/collaterals/21": okReply({ ...NFT_COLLATERAL, status: "CONTRACTED" }),
          "GET /api/nft/nft/detail": okReply(nftDetail({ ...PAWNED_NFT, pawn: { collateralId: 21, status: "CONTRACTED", borrowerWalletAddress: BORROWER_WALLET, contractId: 31 } })),
          "GET /api/pawn/loan-crypto-offer": okReply(pageOf([{ ...OFFER, status: "ACCEPTED" }])),
        }),
      );
      renderRoute("/collateral-nft/21", CONFIG);
      expect(await screen.findByText("This collateral secures a running contract (#31).")).toBeTruthy();
      expect(screen.getByRole("link", { name: "View contract" }).getAttribute("href")).toBe("/pawn/contract/31");
      expect(screen.queryByRole("button", { name: "Withdraw collateral" })).toBeNull();
    });
  });

  describe("a lender's offer on NFT collateral", () => {
    const openDialog = async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Send offer" }));
      const dialog = await screen.findByRole("dialog", { name: "Send an offer" });
      fireEvent.change(within(dialog).getByRole("textbox", { name: "Amount (USDT)" }), { target: { value: "500" } });
      return dialog;
    };

    it("shows the NFT, asks for no liquidation threshold, says there is no LTV, and sends 0 on chain", async () => {
      signInWithWallet(LENDER_WALLET);
      transactionsSucceed();
      const calls = mockApi(collateralPage({ "POST /api/pawn/transaction-fee": FEE, "POST /api/pawn/account/loan-crypto-offer": okReply(OFFER) }));
      renderRoute("/pawn/offer/21", CONFIG);
      expect(await within(await screen.findByLabelText("The NFT")).findByRole("img", { name: "Lantern at dusk" })).toBeTruthy();
      const dialog = await openDialog();
      expect(within(dialog).queryByRole("textbox", { name: "Liquidation threshold (%)" })).toBeNull();
      const summary = await within(dialog).findByLabelText("Loan summary");
      expect(within(summary).getByText(NO_LTV_TEXT)).toBeTruthy();
      fireEvent.click(within(dialog).getByRole("button", { name: "Send on chain" }));
      const confirmation = await screen.findByRole("dialog", { name: "Send this offer?" });
      await waitFor(() => expect(summaryLine(confirmation, "If the loan defaults").value).toBe("The lender receives the NFT whole"));
      expect(summaryLine(confirmation, "You offer").value).toBe("500 USDT");
      expect(summaryLine(confirmation, "LTV").value).toBe(NO_LTV_TEXT);
      expect(within(confirmation).queryByText("Liquidation threshold")).toBeNull();
      expect(sendTransaction).not.toHaveBeenCalled();
      fireEvent.click(within(confirmation).getByRole("button", { name: "Send the offer" }));
      await waitFor(() => expect(calls.some((call) => call.method === "POST" && call.path === "/api/pawn/account/loan-crypto-offer")).toBe(true));
      const { functionName, args } = decoded(vi.mocked(sendTransaction).mock.calls[0]![0].call);
      expect(functionName).toBe("createOffer");
      expect(args?.[1]).toMatchObject({ amount: BigInt(e18(500)), liquidationThreshold: 0, interestRate: 1_200_000 });
    });

    it("signs an offer with a zero threshold too", async () => {
      signInWithWallet(LENDER_WALLET);
      vi.mocked(signWithAllowances).mockImplementation(async (request) => request.report("0x00"));
      const calls = mockApi(collateralPage({ "POST /api/pawn/transaction-fee": FEE, "POST /api/pawn/signed-offers": okReply(SIGNED_OFFER) }));
      renderRoute("/pawn/offer/21", { ...CONFIG, deployment: { ...CONFIG.deployment, contracts: { ...CONFIG.deployment.contracts, SignedOffers: CORE } } });
      const dialog = await openDialog();
      fireEvent.click(within(dialog).getByRole("button", { name: "Sign offer (no gas)" }));
      const confirmation = await screen.findByRole("dialog", { name: "Sign this offer?" });
      await waitFor(() => expect(summaryLine(confirmation, "Open for").value).toBe("7 days"));
      expect(signWithAllowances).not.toHaveBeenCalled();
      fireEvent.click(within(confirmation).getByRole("button", { name: "Sign the offer" }));
      await waitFor(() => expect(calls.some((call) => call.method === "POST" && call.path === "/api/pawn/signed-offers")).toBe(true));
      expect(vi.mocked(signWithAllowances).mock.calls[0]![0].typedData.message).toMatchObject({ terms: { liquidationThreshold: 0 } });
      expect(calls.find((call) => call.path === "/api/pawn/signed-offers" && call.method === "POST")?.body).toMatchObject({ liquidationThreshold: 0, collateralId: 21 });
    });
  });

  describe("a contract on NFT collateral", () => {
    it("shows no LTV in its health and no threshold in its terms, and never asks the risk call", async () => {
      const calls = mockApi({
        "GET /api/pawn/dashboard/recent-contracts/7": okReply(
          contractItem({ liquidationThreshold: 0, collateral: { kind: "ERC721", token: { address: COLLECTION.address, symbol: "LOTUS" }, tokenId: "3", amount: "1", name: "Lantern loan" } }),
        ),
        "GET /api/pawn/dashboard/recent-contracts/7/repayment-histories": okReply(pageOf([])),
        "GET /api/pawn/supported-asset": okReply([]),
      });
      renderRoute("/pawn/contract/7");
      const health = await screen.findByLabelText("Health");
      expect(within(health).getByText(`${NO_LTV_TEXT}.`)).toBeTruthy();
      expect(within(health).getByText(/after 3 late payments .* receives the NFT whole/)).toBeTruthy();
      expect(screen.getByText("None (NFT)")).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Add collateral" })).toBeNull();
      expect(calls.some((call) => call.path.endsWith("/risk"))).toBe(false);
    });
  });

  describe("the NFT contract lists of the inventory", () => {
    it("asks the API for the borrow and loan contracts with NFT collateral only, and says when there are none", async () => {
      signInWithWallet(BORROWER_WALLET);
      const nftContract = contractItem({ collateral: { kind: "ERC721", token: { address: COLLECTION.address, symbol: "LOTUS" }, tokenId: "3", amount: "1", name: null } });
      const calls = mockApi({
        "GET /api/pawn/my-contract/borrow-contracts": okReply(pageOf([nftContract])),
        "GET /api/pawn/my-contract/loan-contracts": okReply(pageOf([])),
        "GET /api/pawn/supported-asset": okReply([]),
      });
      renderRoute("/inventory/contract/contract-list/ListNft");
      const table = await screen.findByRole("table", { name: "Contracts" });
      expect(within(table).getByText("NFT #3 · LOTUS")).toBeTruthy();
      expect(within(table).getByRole("link", { name: "#7" }).getAttribute("href")).toBe("/inventory/contract/borrow/7");
      expect(calls.find((call) => call.path.endsWith("/borrow-contracts"))?.query.get("collateralType")).toBe("NFT");
      expect(screen.getByRole("link", { name: "All contracts" }).getAttribute("href")).toBe("/inventory/contract/contract-list");
      cleanup();

      renderRoute("/inventory/contract/loan/nft-list");
      expect(await screen.findByText("You have not lent against an NFT yet.")).toBeTruthy();
      expect(calls.find((call) => call.path.endsWith("/loan-contracts"))?.query.get("collateralType")).toBe("NFT");
      expect(screen.getByRole("heading", { level: 1, name: "NFT contracts" })).toBeTruthy();
    });

    it("offers a retry when the list cannot load, and asks a visitor to log in", async () => {
      renderRoute("/inventory/contract/loan/nft-list");
      expect(await screen.findByText("Log in to see your contracts.")).toBeTruthy();
      cleanup();

      signInWithWallet(BORROWER_WALLET);
      let fail = true;
      mockApi({
        "GET /api/pawn/my-contract/borrow-contracts": () => (fail ? errorReply(503, "down") : okReply(pageOf([]))),
        "GET /api/pawn/supported-asset": okReply([]),
      });
      renderRoute("/inventory/contract/contract-list/ListNft");
      const retry = await screen.findByRole("button", { name: "Retry" });
      fail = false;
      fireEvent.click(retry);
      expect(await screen.findByText("You have not borrowed against an NFT yet.")).toBeTruthy();
    });
  });
});
