import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEther, zeroAddress, type Hash } from "viem";
import { pawnShopAbi } from "@openpawn/chain/generated/abis";
import { AssetKind, TimeUnit } from "@openpawn/chain/generated/enums";
import { createCollateralCall, withdrawCollateralCall } from "@openpawn/chain/lending/collateral-calls";
import { cancelOfferCall, createOfferCall, rejectOfferCall } from "@openpawn/chain/lending/offer-calls";
import { submitCollateralCall } from "@openpawn/chain/packages/submission-calls";
import { approveCall } from "@openpawn/chain/tokens/erc20-calls";
import { refusals, startPawnApp, type PawnApp } from "../../../../test/pawn/pawn-app.ts";
import type { TestUser } from "../../../../test/profile-fixtures.ts";
import { openStream } from "../../../../test/event-stream.ts";

const usdt = (amount: bigint) => amount * 10n ** 18n;

/**
 * Collaterals and offers reported on a real chain over the demo positions (seed-demo.ts): the borrower
 * (dev account 1) holds collaterals 1 (WBNB, offers 1 and 2), 2 (BNB, loan 3), 3 (an NFT), 4 and 5 (ETH);
 * the lender (dev account 2) has package 1, AUTO, lending USDT on WBNB.
 */
describe("collateral and offer routes over the lending index", () => {
  let pawn: PawnApp;
  beforeAll(async () => {
    pawn = await startPawnApp();
  }, 120_000);
  afterAll(async () => pawn?.close());

  /** The borrower escrows `amount` of WBNB (or of the native coin) asking for USDT; answers the transaction. */
  async function escrow(symbol: "WBNB" | "BNB", amount: bigint): Promise<Hash> {
    const { chain } = pawn;
    const native = symbol === "BNB";
    if (!native) {
      await chain.send(chain.borrower.writeContract({ chain: null, address: chain.token("WBNB"), ...approveCall(chain.core.address, amount) }));
    }
    const params = {
      kind: native ? AssetKind.Native : AssetKind.ERC20,
      token: native ? zeroAddress : chain.token("WBNB"),
      tokenId: 0n,
      amount,
      loanToken: chain.token("USDT"),
      durationQty: 3,
      durationType: TimeUnit.Month,
    };
    return chain.borrower.writeContract({ ...chain.core, ...createCollateralCall(params), ...(native && { value: amount }) });
  }
  const postCollateral = (user: TestUser, body: object) => pawn.post("/account/collaterals", user, body);
  const codes = (response: Awaited<ReturnType<PawnApp["get"]>>) => [response.statusCode, response.json().errorCodes];

  it("registers a collateral escrowed on chain with its words, from the borrower's own transaction only", async () => {
    const { borrower, stranger, lender } = pawn;
    const hash = await escrow("WBNB", parseEther("2"));
    const body = { symbol: "WBNB", amount: parseEther("2").toString(), txnHash: hash, name: "Rainy-day WBNB", description: "Two WBNB for three months" };
    expect(codes(await postCollateral(stranger, body))).toEqual([403, ["pawn.transaction.wrong-sender"]]);
    expect(codes(await postCollateral(borrower, { ...body, symbol: "ETH" }))).toEqual([422, ["pawn.transaction.wrong-call"]]);
    expect(codes(await postCollateral(borrower, { ...body, amount: "1" }))).toEqual([422, ["pawn.transaction.wrong-call"]]);
    expect(codes(await postCollateral(borrower, { ...body, symbol: "XYZ" }))).toEqual([400, ["pawn.collateral.wrong-symbol"]]);
    expect(codes(await postCollateral(borrower, { ...body, name: "x".repeat(101) }))).toEqual([400, ["invalid_input"]]);

    const registered = await postCollateral(borrower, body);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().data).toMatchObject({ id: 6, status: "OPEN", collateral: { symbol: "WBNB" }, name: body.name, description: body.description, txnHash: hash });
    expect(await pawn.data("/collaterals/6")).toMatchObject({ name: body.name });
    expect((await pawn.data("/collaterals?collateralSymbol=WBNB")).content[0]).toMatchObject({ id: 6, name: body.name });
    // The native coin is named by its symbol too; the words are optional.
    const native = await postCollateral(borrower, { symbol: "BNB", amount: parseEther("1").toString(), txnHash: await escrow("BNB", parseEther("1")) });
    expect(native.json().data).toMatchObject({ id: 7, kind: "NATIVE", collateral: { address: zeroAddress, symbol: "BNB" }, name: null, description: null });

    // Only the borrower rewrites them.
    const words = { name: "Savings", description: "" };
    expect(codes(await pawn.put("/account/collaterals/6", stranger, words))).toEqual([403, ["pawn.collateral.not-owned"]]);
    expect(codes(await pawn.put("/account/collaterals/6", lender, words))).toEqual([403, ["pawn.collateral.not-owned"]]);
    expect(codes(await pawn.put("/account/collaterals/6", borrower, { name: " " }))).toEqual([400, ["invalid_input"]]);
    expect(codes(await pawn.put("/account/collaterals/99", borrower, words))).toEqual([404, ["pawn.collateral.not-found"]]);
    expect((await pawn.put("/account/collaterals/6", borrower, words)).json().data).toMatchObject({ id: 6, name: "Savings", description: "" });
    expect(await pawn.data("/collaterals/6")).toMatchObject({ name: "Savings" });
  }, 60_000);

  it("tells a collateral's history in chain order", async () => {
    const history = await pawn.data("/collaterals/2/history");
    expect(history.map((event: { event: string }) => event.event)).toEqual(["CREATE", "OFFER", "SIGN_CONTRACT"]);
    expect(history[0]).toMatchObject({ walletAddress: pawn.chain.borrower.account.address, token: { symbol: "BNB" }, amount: parseEther("5").toString() });
    expect(history[1]).toMatchObject({ walletAddress: pawn.chain.lender.account.address, offerId: 3, token: { symbol: "USDT" }, amount: usdt(1200n).toString() });
    expect(history[2]).toMatchObject({ contractId: 3, amount: usdt(1200n).toString() });
    const returned = await pawn.data("/collaterals/4/history");
    expect(returned.map((event: { event: string }) => event.event)).toEqual(["CREATE", "OFFER", "SIGN_CONTRACT", "END_CONTRACT"]);
    const cases = [
      ["/collaterals/999/history", 404, "pawn.collateral.not-found"],
      ["/collaterals/x/history", 404, "pawn.collateral.not-found"],
    ] as const;
    expect(await refusals((url) => pawn.get(url), cases)).toEqual(cases);
  });

  it("lists the caller's open collaterals and their package submissions, and verifies a withdrawal", async () => {
    const { chain, borrower, stranger } = pawn;
    const open = await pawn.data("/collaterals/borrow-available-collateral", borrower);
    expect(open.content.map((item: { id: number }) => item.id)).toEqual([7, 6, 3, 1]);
    expect((await pawn.data("/collaterals/borrow-available-collateral", stranger)).total_elements).toBe(0);

    // Collateral 6 (2 WBNB) goes to the AUTO package, which lends on it at once.
    const expiresAt = BigInt(Math.floor(Date.now() / 1000) + 3600 * 24 * 365);
    const shop = { chain: null, address: chain.deployment.contracts.PawnShop!, abi: pawnShopAbi } as const;
    await chain.send(chain.borrower.writeContract({ ...shop, ...submitCollateralCall(1n, 6n, { minAmount: usdt(100n), expiresAt }) }));
    await pawn.indexed();
    const submitted = await pawn.data("/account/collaterals/submit", borrower);
    expect(submitted.content).toMatchObject([{ packageId: 1, status: "CONTRACTED", minAmount: usdt(100n).toString(), collateral: { id: 6, name: "Savings" } }]);
    expect(submitted.content[0].contractId).toEqual(expect.any(Number));
    expect((await pawn.data("/account/collaterals/submit", stranger)).content).toEqual([]);
    expect((await pawn.get("/account/collaterals/submit")).statusCode).toBe(401);

    // Collateral 7 (1 BNB) is withdrawn; only its borrower reports it, with the withdrawal itself.
    const withdrawal = await chain.borrower.writeContract({ ...chain.core, ...withdrawCollateralCall(7n) });
    const other = await chain.borrower.writeContract({ ...chain.core, ...rejectOfferCall(1n) });
    const withdraw = (id: string, user: TestUser, txnHash: string) => pawn.post(`/account/collaterals/withdraw?id=${id}`, user, { txnHash });
    expect(codes(await withdraw("7", stranger, withdrawal))).toEqual([404, ["pawn.collateral.not-found"]]);
    expect(codes(await withdraw("7", borrower, other))).toEqual([422, ["pawn.transaction.wrong-call"]]);
    expect(codes(await withdraw("1", borrower, withdrawal))).toEqual([422, ["pawn.transaction.wrong-call"]]);
    expect(codes(await withdraw("x", borrower, withdrawal))).toEqual([400, ["invalid_input"]]);
    const done = await withdraw("7", borrower, withdrawal);
    expect(done.json().data).toMatchObject({ id: 7, status: "WITHDRAWN" });
    expect((await pawn.data("/collaterals/7/history")).map((event: { event: string }) => event.event)).toEqual(["CREATE", "WITHDRAW"]);
  }, 60_000);

  it("registers an offer with the lender's message, which only the lender rewrites, and verifies its cancellation", async () => {
    const { chain, borrower, lender, stranger } = pawn;
    const terms = {
      amount: usdt(500n),
      loanToken: chain.token("USDT"),
      interestRate: 1_200_000,
      liquidationThreshold: 7_500_000,
      durationQty: 3,
      durationType: TimeUnit.Month,
      cycleType: TimeUnit.Month,
      repaymentToken: chain.token("USDT"),
    };
    // The collateral's page hears of the offer the moment it is indexed; a page of another collateral does not.
    const page = await openStream(`${await pawn.app.listen({ port: 0, host: "127.0.0.1" })}/api/live?topics=collateral:3,collateral:1`);
    const made = await chain.lender.writeContract({ ...chain.core, ...createOfferCall(3n, terms) });
    expect(await page.next("changed")).toEqual({ topic: "collateral:3" });
    page.close();
    expect(page.events.map((event) => event.data)).toEqual([{ topic: "collateral:3" }]);
    const message = "Happy to lend on your NFT";
    expect(codes(await pawn.post("/account/loan-crypto-offer", stranger, { txnHash: made, message }))).toEqual([403, ["pawn.transaction.wrong-sender"]]);
    expect(codes(await pawn.post("/account/loan-crypto-offer", lender, { txnHash: made, message: "x".repeat(1001) }))).toEqual([400, ["invalid_input"]]);
    const registered = await pawn.post("/account/loan-crypto-offer", lender, { txnHash: made, message });
    expect(registered.statusCode, registered.body).toBe(200);
    const offer = registered.json().data;
    expect(offer).toMatchObject({ collateralId: 3, status: "OPEN", amount: usdt(500n).toString(), message });
    expect((await pawn.data(`/loan-crypto-offer?collateralId=3`)).content[0]).toMatchObject({ id: offer.id, message });

    expect(codes(await pawn.put(`/account/loan-crypto-offer/${offer.id}`, borrower, { message: "mine now" }))).toEqual([403, ["pawn.offer.not-owned"]]);
    expect(codes(await pawn.put("/account/loan-crypto-offer/999", lender, { message: "?" }))).toEqual([404, ["pawn.offer.not-found"]]);
    expect((await pawn.put(`/account/loan-crypto-offer/${offer.id}`, lender, { message: "Rates negotiable" })).json().data.message).toBe("Rates negotiable");
    expect((await pawn.data(`/crypto-offer/${offer.id}`, borrower)).message).toBe("Rates negotiable");

    const cancel = await chain.lender.writeContract({ ...chain.core, ...cancelOfferCall(BigInt(offer.id)) });
    expect(codes(await pawn.put(`/account/loan-crypto-offer/${offer.id}/cancel`, borrower, { txnHash: cancel }))).toEqual([404, ["pawn.offer.not-found"]]);
    expect(codes(await pawn.put(`/account/loan-crypto-offer/${offer.id}/accept`, lender, { txnHash: cancel }))).toEqual([404, ["pawn.offer.not-found"]]);
    const cancelled = await pawn.put(`/account/loan-crypto-offer/${offer.id}/cancel`, lender, { txnHash: cancel });
    expect(cancelled.json().data).toMatchObject({ id: offer.id, status: "CANCELLED", message: "Rates negotiable" });
  }, 60_000);
});
