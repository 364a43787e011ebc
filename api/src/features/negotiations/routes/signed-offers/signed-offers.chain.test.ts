import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { maxUint256, parseUnits } from "viem";
import { signedOfferDomain, signedOfferTypes } from "@openpawn/chain/signed-offer";
import { acceptSignedOfferCall, cancelNonceCall } from "@openpawn/chain/negotiations/signed-offer-calls";
import { approveCall } from "@openpawn/chain/tokens/erc20-calls";
import type { DemoChain } from "../../../../test/demo-chain.ts";
import { refusals, startPawnApp, type PawnApp } from "../../../../test/pawn/pawn-app.ts";

/**
 * Signed offers over the demo chain: the lender (dev account 2) signs offers on the borrower's open WBNB
 * collateral (collateral 1, asking for USDT); only the two parties see them; the borrower accepts one on chain,
 * the lender cancels another's nonce.
 */
describe("signed offers", () => {
  let pawn: PawnApp;
  const book = () => ({ chain: null, address: pawn.chain.deployment.contracts.SignedOffers! }) as const;

  /** The body of an offer `wallet` signs on collateral 1 for 1,000 USDT at 12%, 4 weeks, weekly, liquidated at 75%. */
  async function signed(wallet: DemoChain["lender"], nonce: bigint, overrides: { deadline?: bigint; loanToken?: `0x${string}`; collateralId?: bigint } = {}) {
    const { timestamp } = await pawn.chain.publicClient.getBlock();
    const terms = {
      amount: parseUnits("1000", 18),
      loanToken: overrides.loanToken ?? pawn.chain.token("USDT"),
      interestRate: 1_200_000,
      liquidationThreshold: 7_500_000,
      durationQty: 4,
      durationUnit: 0,
      cycleUnit: 0,
      repaymentToken: pawn.chain.token("USDT"),
    };
    const message = { lender: wallet.account.address, collateralId: overrides.collateralId ?? 1n, terms, nonce, deadline: overrides.deadline ?? timestamp + 86_400n };
    const signature = await wallet.signTypedData({ domain: signedOfferDomain(31337, book().address), types: signedOfferTypes, primaryType: "SignedOffer", message });
    const body = {
      lender: wallet.account.address,
      collateralId: Number(message.collateralId),
      amount: terms.amount.toString(),
      loanToken: terms.loanToken,
      repaymentToken: terms.repaymentToken,
      interestRate: terms.interestRate,
      liquidationThreshold: terms.liquidationThreshold,
      durationQty: 4,
      durationType: 0,
      repaymentCycleType: 0,
      nonce: nonce.toString(),
      deadline: Number(message.deadline),
      signature,
      message: "Four weeks at 12%",
    };
    return { body, message, signature };
  }

  beforeAll(async () => {
    pawn = await startPawnApp();
    await pawn.chain.send(pawn.chain.lender.writeContract({ chain: null, address: pawn.chain.token("USDT"), ...approveCall(pawn.chain.core.address, maxUint256) }));
  }, 120_000);
  afterAll(async () => pawn?.close());

  it("keeps an offer between its two parties, refuses forged or unusable ones, and follows it on chain", async () => {
    const { lender, borrower, stranger } = pawn;
    const first = await signed(pawn.chain.lender, 1n);
    const live = vi.spyOn(pawn.app.notifier, "publishLive");
    const created = await pawn.post("/signed-offers", lender, first.body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ collateralId: 1, status: "OPEN", loanId: null, message: "Four weeks at 12%", interestRate: 1_200_000, loanToken: { symbol: "USDT" } });
    const id = created.json().data.id;

    // The borrower hears of it (notification 5, to the collateral's page).
    const notices = await pawn.app.inject({ method: "GET", url: "/api/user/notify?size=50", headers: borrower.auth });
    const told = notices.json().data.content.find((item: { tx_type: number; title: string }) => item.tx_type === 5 && item.title.includes(`signed #${id}`));
    expect(told).toMatchObject({ link: "/inventory/collateral/1" });
    // …and their open collateral page reads its signed offers again.
    expect(live).toHaveBeenCalledWith(borrower.id, "signed-offer", 1);
    expect(told.title).toMatch(/^You received the offer signed #\d+ of 1K USDT for your collateral #1$/);

    // Only the two parties see it.
    expect((await pawn.data("/signed-offers?collateralId=1", borrower)).map((offer: { id: number }) => offer.id)).toContain(id);
    expect((await pawn.data("/signed-offers?collateralId=1", lender)).map((offer: { id: number }) => offer.id)).toContain(id);
    expect(await pawn.data("/signed-offers?collateralId=1", stranger)).toEqual([]);
    expect((await pawn.get(`/signed-offers/${id}`, stranger)).statusCode).toBe(404);
    expect((await pawn.get(`/signed-offers?collateralId=1`)).statusCode).toBe(401);

    // Refused: the same offer again, a signature by someone else, a wallet not the caller's, a past deadline,
    // another loan token than asked, an offer on one's own collateral.
    const { timestamp } = await pawn.chain.publicClient.getBlock();
    const forged = await signed(pawn.chain.stranger, 9n);
    const expired = await signed(pawn.chain.lender, 10n, { deadline: timestamp - 1n });
    const wrongToken = await signed(pawn.chain.lender, 11n, { loanToken: pawn.chain.token("DFY") });
    const own = await signed(pawn.chain.borrower, 12n);
    const post = (user: typeof lender, body: object) => pawn.post("/signed-offers", user, body);
    const answers = [
      await post(lender, first.body),
      await post(lender, { ...forged.body, lender: pawn.chain.lender.account.address }),
      await post(stranger, first.body),
      await post(lender, expired.body),
      await post(lender, wrongToken.body),
      await post(borrower, own.body),
      await post(lender, { ...first.body, signature: "zz" }),
      await post(lender, { ...first.body, collateralId: 999 }),
    ].map((response) => [response.statusCode, response.json().errorCodes?.[0]]);
    expect(answers).toEqual([
      [409, "pawn.signed-offer.duplicate"],
      [400, "pawn.signed-offer.signature"],
      [403, "pawn.wallet.not-owned"],
      [400, "pawn.signed-offer.deadline"],
      [400, "pawn.signed-offer.loan-token"],
      [400, "pawn.signed-offer.own-collateral"],
      [400, "invalid_input"],
      [404, "pawn.collateral.not-found"],
    ]);

    // A second offer whose nonce the lender cancels on chain; a third that the acceptance voids.
    const second = await signed(pawn.chain.lender, 2n);
    const secondId = (await post(lender, second.body)).json().data.id;
    const third = await signed(pawn.chain.lender, 3n);
    const thirdId = (await post(lender, third.body)).json().data.id;
    const cancel = await pawn.chain.lender.writeContract({ ...book(), ...cancelNonceCall(2n) });
    expect((await pawn.put(`/signed-offers/${secondId}/cancel`, borrower, { txnHash: cancel })).statusCode).toBe(404);
    const cancelled = await pawn.put(`/signed-offers/${secondId}/cancel`, lender, { txnHash: cancel });
    expect(cancelled.json().data.status).toBe("CANCELLED");

    // The borrower accepts the first on chain with the stored signature; the lender cannot report it.
    const accept = await pawn.chain.borrower.writeContract({ ...book(), ...acceptSignedOfferCall(created.json().data) });
    const wrongSide = await pawn.put(`/signed-offers/${id}/accept`, lender, { txnHash: accept });
    expect(wrongSide.statusCode).toBe(404);
    const otherOffer = await pawn.put(`/signed-offers/${thirdId}/accept`, borrower, { txnHash: accept });
    expect(otherOffer.json().errorCodes).toEqual(["pawn.transaction.wrong-call"]);
    const accepted = await pawn.put(`/signed-offers/${id}/accept`, borrower, { txnHash: accept });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: "ACCEPTED", loanId: expect.any(Number) });
    const statuses = (await pawn.data("/signed-offers?collateralId=1", borrower)).map((offer: { id: number; status: string }) => [offer.id, offer.status]);
    expect(statuses).toEqual(expect.arrayContaining([[id, "ACCEPTED"], [secondId, "CANCELLED"], [thirdId, "VOID"]]));
    // The loan is the core's like any other: its contract reads for the borrower.
    const loanId = accepted.json().data.loanId;
    expect((await pawn.data(`/my-contract/borrow-contracts/${loanId}`, borrower)).status).toBe("ACTIVE");

    const cases = [
      ["/signed-offers/abc", 404, "pawn.signed-offer.not-found"],
      ["/signed-offers/999999", 404, "pawn.signed-offer.not-found"],
      ["/signed-offers?collateralId=x", 400, "invalid_input"],
    ] as const;
    expect(await refusals((url) => pawn.get(url, lender), cases)).toEqual(cases);
  });
});
