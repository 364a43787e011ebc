import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxUint256, parseEther, parseUnits, type Hex } from "viem";
import { signedOfferDomain, signedOfferTypes } from "@openpawn/chain/signed-offer";
import { createCollateralCall } from "@openpawn/chain/lending/collateral-calls";
import { acceptSignedOfferCall } from "@openpawn/chain/negotiations/signed-offer-calls";
import { approveCall } from "@openpawn/chain/tokens/erc20-calls";
import type { TestUser } from "../../../../test/profile-fixtures.ts";
import { refusals, startPawnApp, type PawnApp } from "../../../../test/pawn/pawn-app.ts";
import { NEGOTIATION_WRITES_PER_MINUTE } from "./index.ts";

const usdt = (amount: string) => parseUnits(amount, 18).toString();

/**
 * Negotiation threads over the demo chain. The lender (dev account 2) publishes a NEGOTIATION package; the borrower
 * (dev account 1) requests a loan against their open WBNB collateral 1; proposals go back and forth; the agreed terms
 * become a signed offer the borrower accepts on chain. The stranger (dev account 3) is a registered lender too, so
 * every refusal below is one a real user could try.
 */
describe("negotiation threads", () => {
  let pawn: PawnApp;
  let borrower: TestUser;
  let lender: TestUser;
  let stranger: TestUser;
  let packageId: number;
  let strangerShopId: number;

  const terms = (amount: string, overrides: Record<string, unknown> = {}) => ({
    amount: usdt(amount),
    repaymentToken: pawn.chain.token("USDT"),
    interestRate: 1_000_000,
    liquidationThreshold: 7_500_000,
    durationQty: 4,
    durationType: 0,
    repaymentCycleType: 0,
    message: `${amount} USDT?`,
    ...overrides,
  });
  const register = async (user: TestUser, wallet: string) => {
    const body = { type: "P2P_LENDER", name: `Lender ${wallet.slice(2, 8)}`, walletAddress: wallet };
    const response = await pawn.post("/pawn-shop", user, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as number;
  };
  const notices = async (user: TestUser) => {
    const response = await pawn.app.inject({ method: "GET", url: "/api/user/notify?size=50", headers: user.auth });
    return response.json().data.content.map((item: { tx_type: number; link: string }) => [item.tx_type, item.link]);
  };
  const code = (response: Awaited<ReturnType<PawnApp["get"]>>) => [response.statusCode, response.json().errorCodes?.[0]];

  /** The lender signs an offer of `body`'s terms on collateral 1, as the web app does once terms are agreed. */
  async function signedOffer(body: ReturnType<typeof terms>, negotiationId: number, nonce: bigint) {
    const { timestamp } = await pawn.chain.publicClient.getBlock();
    const book = pawn.chain.deployment.contracts.SignedOffers!;
    const message = {
      lender: pawn.chain.lender.account.address,
      collateralId: 1n,
      terms: {
        amount: BigInt(body.amount),
        loanToken: pawn.chain.token("USDT"),
        interestRate: body.interestRate,
        liquidationThreshold: body.liquidationThreshold,
        durationQty: body.durationQty,
        durationUnit: body.durationType,
        cycleUnit: body.repaymentCycleType,
        repaymentToken: body.repaymentToken,
      },
      nonce,
      deadline: timestamp + 86_400n,
    };
    const signature = await pawn.chain.lender.signTypedData({ domain: signedOfferDomain(31337, book), types: signedOfferTypes, primaryType: "SignedOffer", message });
    const request = { ...body, lender: message.lender, collateralId: 1, loanToken: message.terms.loanToken, nonce: nonce.toString(), deadline: Number(message.deadline), signature, negotiationId };
    return { request, message, signature: signature as Hex };
  }

  beforeAll(async () => {
    pawn = await startPawnApp();
    ({ borrower, lender, stranger } = pawn);
    await register(lender, pawn.chain.lender.account.address.toLowerCase());
    strangerShopId = await register(stranger, pawn.chain.stranger.account.address.toLowerCase());
    await pawn.chain.send(pawn.chain.lender.writeContract({ chain: null, address: pawn.chain.token("USDT"), ...approveCall(pawn.chain.core.address, maxUint256) }));
  }, 120_000);
  afterAll(async () => pawn?.close());

  it("opens a thread from a NEGOTIATION request, trades proposals, and ends in a loan from the signed agreed terms", async () => {
    const negotiable = {
      type: 2,
      message: "Let's talk",
      loanToken: "USDT",
      repaymentToken: "USDT",
      loanAmountMin: usdt("100"),
      loanAmountMax: usdt("3000"),
      budget: usdt("5000"),
      collateralAcceptance: ["WBNB"],
      interestRateMin: 8,
      interestRateMax: 14,
      durationFrom: 1,
      durationTo: 12,
      durationType: 0,
      loanToValue: 50,
      ltvLiquidationThreshold: 75,
    };
    const published = await pawn.post("/crypto-package/create-and-publish", lender, negotiable);
    expect(published.statusCode, published.body).toBe(200);
    packageId = published.json().data.id;

    // The borrower requests 1,000 USDT from the package with collateral 1.
    const opened = await pawn.post("/negotiations", borrower, { ...terms("1000"), collateralId: 1, packageId });
    expect(opened.statusCode, opened.body).toBe(200);
    const thread = opened.json().data;
    expect(thread).toMatchObject({ collateralId: 1, side: "BORROWER", openedBy: "BORROWER", status: "OPEN", package: { id: packageId }, loanToken: { symbol: "USDT" } });
    expect(thread.entries).toHaveLength(1);
    expect(thread.entries[0]).toMatchObject({ kind: "PROPOSAL", side: "BORROWER", terms: { amount: usdt("1000"), interestRate: 1_000_000 } });
    const id = thread.id;
    expect(code(await pawn.post("/negotiations", borrower, { ...terms("900"), collateralId: 1, packageId }))).toEqual([409, "pawn.negotiation.exists"]);

    // Only the two parties read or write it.
    expect((await pawn.data(`/negotiations/${id}`, lender)).side).toBe("LENDER");
    expect(code(await pawn.get(`/negotiations/${id}`, stranger))).toEqual([404, "pawn.negotiation.not-found"]);
    expect(code(await pawn.post(`/negotiations/${id}/proposals`, stranger, terms("1")))).toEqual([404, "pawn.negotiation.not-found"]);
    expect(code(await pawn.put(`/negotiations/${id}/close`, stranger))).toEqual([404, "pawn.negotiation.not-found"]);
    expect((await pawn.get(`/negotiations/${id}`)).statusCode).toBe(401);
    expect((await pawn.data("/negotiations", stranger)).content).toEqual([]);
    expect((await pawn.data("/negotiations?side=LENDER", lender)).content.map((item: { id: number }) => item.id)).toEqual([id]);
    expect((await pawn.data("/negotiations?side=LENDER", borrower)).content).toEqual([]);
    expect((await pawn.data(`/negotiations?packageId=${packageId}`, lender)).content.map((item: { id: number }) => item.id)).toEqual([id]);
    expect((await pawn.data(`/negotiations?packageId=${packageId + 1000}`, lender)).content).toEqual([]);

    // Two counter-offers: the lender's 800 at 12%, the borrower's 900 at 11%.
    const lenderCounter = await pawn.post(`/negotiations/${id}/proposals`, lender, terms("800", { interestRate: 1_200_000 }));
    expect(lenderCounter.statusCode, lenderCounter.body).toBe(200);
    const lenderEntry = lenderCounter.json().data.lastProposal;
    expect(code(await pawn.put(`/negotiations/${id}/agree`, lender, { entryId: lenderEntry.id }))).toEqual([400, "pawn.negotiation.own-proposal"]);
    const borrowerCounter = await pawn.post(`/negotiations/${id}/proposals`, borrower, terms("900", { interestRate: 1_100_000 }));
    const agreedEntry = borrowerCounter.json().data.lastProposal;
    // Agreeing to a proposal that is no longer the last is refused: the caller has not read the newer one.
    expect(code(await pawn.put(`/negotiations/${id}/agree`, borrower, { entryId: lenderEntry.id }))).toEqual([409, "pawn.negotiation.stale-proposal"]);

    // The lender signs before agreeing: refused. Then agrees; the thread takes no more proposals.
    const agreedTerms = terms("900", { interestRate: 1_100_000 });
    const early = await signedOffer(agreedTerms, id, 1n);
    expect(code(await pawn.post("/signed-offers", lender, early.request))).toEqual([409, "pawn.negotiation.not-agreed"]);
    const agreed = await pawn.put(`/negotiations/${id}/agree`, lender, { entryId: agreedEntry.id });
    expect(agreed.json().data).toMatchObject({ status: "AGREED", agreedTerms: { amount: usdt("900"), interestRate: 1_100_000 } });
    expect(code(await pawn.post(`/negotiations/${id}/proposals`, borrower, terms("950")))).toEqual([409, "pawn.negotiation.not-open"]);

    // A signed offer must carry exactly the agreed terms, from the thread's lender.
    const other = await signedOffer(terms("900", { interestRate: 1_000_000 }), id, 2n);
    expect(code(await pawn.post("/signed-offers", lender, other.request))).toEqual([400, "pawn.negotiation.terms-mismatch"]);
    const exact = await signedOffer(agreedTerms, id, 3n);
    expect(code(await pawn.post("/signed-offers", borrower, exact.request))).toEqual([403, "pawn.wallet.not-owned"]);
    const signed = await pawn.post("/signed-offers", lender, exact.request);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({ negotiationId: id, status: "OPEN" });
    const ready = await pawn.data(`/negotiations/${id}`, borrower);
    expect(ready.signedOffer).toMatchObject({ id: signed.json().data.id, status: "OPEN" });
    expect(ready.entries.map((entry: { kind: string; side: string }) => `${entry.side}:${entry.kind}`)).toEqual([
      "BORROWER:PROPOSAL",
      "LENDER:PROPOSAL",
      "BORROWER:PROPOSAL",
      "LENDER:AGREEMENT",
      "LENDER:SIGNED_OFFER",
    ]);

    // The borrower accepts on chain: a loan of the agreed 900 USDT, and the thread reads CONTRACTED.
    const book = pawn.chain.deployment.contracts.SignedOffers!;
    const accept = await pawn.chain.borrower.writeContract({ chain: null, address: book, ...acceptSignedOfferCall(signed.json().data) });
    const accepted = await pawn.put(`/signed-offers/${signed.json().data.id}/accept`, borrower, { txnHash: accept });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const contract = await pawn.data(`/my-contract/borrow-contracts/${accepted.json().data.loanId}`, borrower);
    expect(contract).toMatchObject({ status: "ACTIVE", loanAmount: usdt("900") });
    expect((await pawn.data(`/negotiations/${id}`, lender)).status).toBe("CONTRACTED");
    expect(code(await pawn.put(`/negotiations/${id}/close`, lender))).toEqual([409, "pawn.negotiation.collateral-not-open"]);

    // Each side heard of the other's steps, with a link to the thread (the request itself: types 2).
    expect(await notices(borrower)).toEqual(expect.arrayContaining([[40, `/pawn/negotiation/${id}`], [42, `/pawn/negotiation/${id}`], [2, "/inventory/collateral/1"]]));
    expect(await notices(lender)).toEqual(expect.arrayContaining([[40, `/pawn/negotiation/${id}`], [2, `/inventory/loan-package/${packageId}`]]));
  });

  it("sends a collateral to a chosen lender, lets a lender approach a borrower, and refuses what is not theirs to ask", async () => {
    const { chain } = pawn;
    await chain.send(chain.borrower.writeContract({ chain: null, address: chain.token("WBNB"), ...approveCall(chain.core.address, parseEther("2")) }));
    const params = { kind: 1, token: chain.token("WBNB"), tokenId: 0n, amount: parseEther("2"), loanToken: chain.token("USDT"), durationQty: 4, durationType: 0 };
    const { collateralId } = chain.coreEvent(await chain.send(chain.borrower.writeContract({ ...chain.core, ...createCollateralCall(params) })), "CollateralCreated");
    await pawn.indexed();
    const collateral = Number(collateralId);

    // A direct request to the stranger's P2P lending: borrower notification 3, lender notification 3 to /pawn/offer/{id}.
    const direct = await pawn.post("/negotiations", borrower, { ...terms("500"), collateralId: collateral, pawnShopId: strangerShopId });
    expect(direct.statusCode, direct.body).toBe(200);
    expect(direct.json().data).toMatchObject({ openedBy: "BORROWER", package: null, lender: { pawnShopId: strangerShopId, name: expect.stringMatching(/^Lender /) } });
    expect(await notices(stranger)).toEqual(expect.arrayContaining([[3, `/pawn/offer/${collateral}`]]));
    expect(await notices(borrower)).toEqual(expect.arrayContaining([[3, `/inventory/collateral/${collateral}`]]));

    // The lender approaches the borrower on the same collateral with a thread of their own.
    const approach = await pawn.post("/negotiations", lender, { ...terms("450"), collateralId: collateral });
    expect(approach.statusCode, approach.body).toBe(200);
    expect(approach.json().data).toMatchObject({ openedBy: "LENDER", side: "LENDER" });
    const borrowerThreads = await pawn.data(`/negotiations?collateralId=${collateral}`, borrower);
    expect(borrowerThreads.content.map((item: { id: number }) => item.id).sort()).toEqual([direct.json().data.id, approach.json().data.id].sort());

    const body = (overrides: Record<string, unknown>) => ({ ...terms("500"), collateralId: collateral, ...overrides });
    const answers = [
      await pawn.post("/negotiations", stranger, body({ pawnShopId: strangerShopId })),
      await pawn.post("/negotiations", borrower, body({})),
      await pawn.post("/negotiations", borrower, body({ packageId })),
      await pawn.post("/negotiations", borrower, body({ pawnShopId: 999_999 })),
      await pawn.post("/negotiations", borrower, body({ pawnShopId: strangerShopId, repaymentToken: `0x${"12".repeat(20)}` })),
      await pawn.post("/negotiations", borrower, body({ collateralId: 1, pawnShopId: strangerShopId })),
      await pawn.post("/negotiations", borrower, body({ collateralId: 999_999, pawnShopId: strangerShopId })),
      await pawn.post("/negotiations", borrower, body({ pawnShopId: strangerShopId, interestRate: 0 })),
    ].map(code);
    expect(answers).toEqual([
      [403, "pawn.negotiation.not-borrower"],
      [400, "pawn.negotiation.lender-required"],
      [409, "pawn.negotiation.exists"],
      [404, "pawn.pawn-shop.not-found"],
      [400, "pawn.negotiation.repayment-token"],
      [409, "pawn.negotiation.collateral-not-open"],
      [404, "pawn.collateral.not-found"],
      [400, "invalid_input"],
    ]);

    // Either side closes; a closed thread takes nothing more.
    const directId = direct.json().data.id;
    expect((await pawn.put(`/negotiations/${directId}/close`, stranger)).json().data.status).toBe("CLOSED");
    expect(code(await pawn.post(`/negotiations/${directId}/proposals`, borrower, terms("400")))).toEqual([409, "pawn.negotiation.closed"]);
    expect(code(await pawn.put(`/negotiations/${directId}/close`, borrower))).toEqual([409, "pawn.negotiation.closed"]);

    const cases = [
      ["/negotiations/abc", 404, "pawn.negotiation.not-found"],
      ["/negotiations/999999", 404, "pawn.negotiation.not-found"],
      ["/negotiations?side=SOMEONE", 400, "invalid_input"],
    ] as const;
    expect(await refusals((url) => pawn.get(url, borrower), cases)).toEqual(cases);
  });

  it("limits each user's thread steps, so nobody floods another's notifications; others are not held back", async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt <= NEGOTIATION_WRITES_PER_MINUTE; attempt++) answers.push((await pawn.put("/negotiations/999999/close", stranger)).statusCode);
    expect(answers.at(-1)).toBe(429);
    expect(new Set(answers.filter((status) => status !== 429))).toEqual(new Set([404]));
    expect((await pawn.put("/negotiations/999999/close", stranger)).json().errorCodes).toEqual(["rate_limited"]);
    expect((await pawn.put("/negotiations/999999/close", lender)).statusCode).toBe(404);
  });
});
