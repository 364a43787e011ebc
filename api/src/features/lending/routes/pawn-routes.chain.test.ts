import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Hash } from "viem";
import { acceptOfferCall, rejectOfferCall } from "@openpawn/chain/lending/offer-calls";
import { approveCall } from "@openpawn/chain/tokens/erc20-calls";
import { startPawnApp, refusals, type PawnApp } from "../../../test/pawn/pawn-app.ts";
import { makeUser, type TestUser } from "../../../test/profile-fixtures.ts";

/**
 * The pawn routes on a real chain with the demo positions (seed-demo.ts): borrower (dev account 1)
 * escrowed WBNB (collateral 1, offers 1 and 2 open), BNB (collateral 2, loan 3) and an NFT (collateral 3).
 */
describe("pawn routes over the lending index", () => {
  let pawn: PawnApp;
  let borrower: TestUser;
  let lender: TestUser;
  let stranger: TestUser;
  /** Sends a core call; `gas` set skips estimation, so a call that reverts is still mined (reverted). */
  const send = (wallet: "borrower" | "lender", call: ReturnType<typeof rejectOfferCall | typeof acceptOfferCall>, gas?: bigint) =>
    pawn.chain[wallet].writeContract({ ...pawn.chain.core, ...call, ...(gas && { gas }) });
  const put = (user: TestUser, url: string, txnHash: Hash | string) => pawn.put(url, user, { txnHash });
  const get = (url: string, user?: TestUser) => pawn.get(url, user);

  beforeAll(async () => {
    pawn = await startPawnApp();
    ({ borrower, lender, stranger } = pawn);
  }, 120_000);
  afterAll(async () => pawn?.close());

  it("lists the market publicly, newest first, with filters; bad input is a 4xx", async () => {
    const list = (await get("/collaterals")).json();
    // The demo: WBNB (1), BNB (2), NFT (3), ETH repaid (4), ETH near liquidation (5).
    expect(list.data).toMatchObject({ total_elements: 5, size: 10, number: 0 });
    expect(list.data.content.map((item: { id: number }) => item.id)).toEqual([5, 4, 3, 2, 1]);
    const open = (await get("/collaterals?status=OPEN&collateralSymbol=WBNB")).json().data;
    expect(open.content).toMatchObject([{ id: 1, status: "OPEN", openOffers: 2, collateral: { symbol: "WBNB" }, loanToken: { symbol: "USDT" } }]);
    expect((await get("/collaterals/2")).json().data).toMatchObject({ id: 2, status: "CONTRACTED", kind: "NATIVE" });
    const cases = [
      ["/collaterals/abc", 404, "pawn.collateral.not-found"],
      ["/collaterals/999", 404, "pawn.collateral.not-found"],
      ["/collaterals?status=LOST", 400, "invalid_input"],
      ["/collaterals?size=0", 400, "invalid_input"],
      ["/collaterals?sort=amount,desc", 400, "invalid_input"],
      ["/loan-crypto-offer?collateralId=x", 400, "invalid_input"],
    ] as const;
    expect(await refusals(get, cases)).toEqual(cases);
  });

  it("searches the market by a whole wallet, part of one or a symbol; other text matches nothing", async () => {
    const found = async (search: string) => {
      const { content, total_elements } = (await get(`/collaterals/search?search=${encodeURIComponent(search)}`)).json().data;
      // Totals come from the per-bucket counts for a symbol, from the rows for a wallet: both must agree with the page.
      expect(total_elements).toBe(content.length);
      return content.map((item: { id: number }) => item.id);
    };
    expect(await found(pawn.chain.borrower.account.address.toLowerCase())).toEqual([5, 4, 3, 2, 1]);
    expect(await found(pawn.chain.borrower.account.address.slice(2, 12).toUpperCase())).toEqual([5, 4, 3, 2, 1]);
    expect(await found(pawn.chain.lender.account.address)).toEqual([]);
    expect(await found("eth")).toEqual([5, 4]);
    expect(await found("WBNB")).toEqual([1]);
    expect(await found("not a wallet")).toEqual([]);
  });

  it("answers the fee settings through the lens and the supported assets from the Hub's index", async () => {
    const fee = await pawn.post("/transaction-fee", undefined);
    expect(fee.json().data).toEqual({ configId: 0, systemFee: 2_000_000, penaltyRate: 15_000_000, prepaidFeeRate: 300_000, lateThreshold: 3, rateZoom: 100_000 });
    const unknown = await pawn.post("/transaction-fee", undefined, { configId: 99 });
    expect([unknown.statusCode, unknown.json().errorCodes]).toEqual([404, ["pawn.config.not-found"]]);
    const bad = await pawn.post("/transaction-fee", undefined, { configId: "x" });
    expect(bad.statusCode).toBe(400);
    const assets = (await get("/supported-asset")).json().data;
    expect(assets).toEqual(expect.arrayContaining([expect.objectContaining({ symbol: "WBNB", isWhitelistCollateral: true, usdExchange: expect.any(String) })]));
  });

  it("keeps account lists private to the wallets' owner", async () => {
    expect((await get("/account/collaterals")).statusCode).toBe(401);
    expect((await get("/account/collaterals", borrower)).json().data.total_elements).toBe(5);
    expect((await get("/account/collaterals", stranger)).json().data.total_elements).toBe(0);
    const naming = await get(`/account/collaterals?walletAddress=${pawn.chain.borrower.account.address}`, stranger);
    expect([naming.statusCode, naming.json().errorCodes]).toEqual([403, ["pawn.wallet.not-owned"]]);
    expect((await get("/account/loan-crypto-offer", lender)).json().data.total_elements).toBe(5);
    expect((await get("/account/loan-crypto-offer?received=true", borrower)).json().data.total_elements).toBe(5);
    expect((await get("/account/loan-crypto-offer", stranger)).json().data.content).toEqual([]);
  });

  it("answers one offer to its lender and its collateral's borrower only: anyone else reads none", async () => {
    // Offer 1 on collateral 1: the demo lender's, on the demo borrower's WBNB.
    expect(await get("/crypto-offer/1", lender).then((response) => response.json().data)).toMatchObject({ id: 1, collateralId: 1, status: "OPEN", side: "LENDER" });
    expect(await get("/crypto-offer/1", borrower).then((response) => response.json().data)).toMatchObject({ id: 1, collateralId: 1, side: "BORROWER" });
    const cases = [
      ["/crypto-offer/1", 404, "pawn.offer.not-found"],
      ["/crypto-offer/999", 404, "pawn.offer.not-found"],
      ["/crypto-offer/0", 404, "pawn.offer.not-found"],
      ["/crypto-offer/abc", 404, "pawn.offer.not-found"],
    ] as const;
    expect(await refusals((url) => get(url, stranger), cases)).toEqual(cases);
    // An account without a wallet is no party either; a visitor is asked to log in.
    expect((await get("/crypto-offer/1", await makeUser(pawn.app))).statusCode).toBe(404);
    expect((await get("/crypto-offer/1")).statusCode).toBe(401);
  });

  it("verifies a reported rejection on chain and refuses every claim the chain does not back", async () => {
    const reject = await send("borrower", rejectOfferCall(1n));
    // Someone else's offer reads as none, even with the real transaction.
    expect((await put(stranger, "/crypto-offer/1/rejectOffer/1", reject)).statusCode).toBe(404);
    expect((await put(lender, "/crypto-offer/1/rejectOffer/1", reject)).statusCode).toBe(404);
    const cases: [string, Hash | string, number, string][] = [
      ["/crypto-offer/1/rejectOffer/1", `0x${"ab".repeat(32)}`, 404, "pawn.transaction.not-found"],
      ["/crypto-offer/1/rejectOffer/1", "0x1234", 400, "invalid_input"],
      ["/account/loan-crypto-offer/2/accept", reject, 422, "pawn.transaction.wrong-call"],
      ["/crypto-offer/1/rejectOffer/2", reject, 422, "pawn.transaction.wrong-call"],
      ["/crypto-offer/2/rejectOffer/1", reject, 404, "pawn.offer.not-found"],
    ];
    for (const [url, hash, status, code] of cases) {
      const response = await put(borrower, url, hash);
      expect({ url, status: response.statusCode, codes: response.json().errorCodes }).toEqual({ url, status, codes: [code] });
    }
    const done = await put(borrower, "/crypto-offer/1/rejectOffer/1", reject);
    expect(done.json().data).toMatchObject({ id: 1, status: "REJECTED" });

    const reverted = await send("borrower", rejectOfferCall(1n), 200_000n);
    expect((await put(borrower, "/crypto-offer/1/rejectOffer/1", reverted)).json().errorCodes).toEqual(["pawn.transaction.failed"]);
    const byLender = await send("lender", rejectOfferCall(2n), 200_000n);
    expect((await put(borrower, "/crypto-offer/1/rejectOffer/2", byLender)).json().errorCodes).toEqual(["pawn.transaction.wrong-sender"]);
    const usdt = pawn.chain.token("USDT");
    const elsewhere = await pawn.chain.borrower.writeContract({ chain: null, address: usdt, ...approveCall(pawn.chain.lender.account.address, 1n) });
    expect((await put(borrower, "/crypto-offer/1/rejectOffer/2", elsewhere)).json().errorCodes).toEqual(["pawn.transaction.wrong-contract"]);
  }, 60_000);

  it("answers an accepted offer once the index has it; the lender cannot report the borrower's action", async () => {
    const accept = await send("borrower", acceptOfferCall(2n));
    expect((await put(lender, "/account/loan-crypto-offer/2/accept", accept)).statusCode).toBe(404);
    const response = await put(borrower, "/account/loan-crypto-offer/2/accept", accept);
    expect(response.json().data).toMatchObject({ id: 2, status: "ACCEPTED" });
    expect((await get("/collaterals/1")).json().data).toMatchObject({ status: "CONTRACTED", openOffers: 0 });
  }, 60_000);
});
