import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getAddress, maxUint256, parseEther } from "viem";
import { createPackageCall, type PackageTerms } from "@openpawn/chain/packages/package-calls";
import { signedOfferDomain, signedOfferTypes } from "@openpawn/chain/signed-offer";
import { approveCall, transferCall } from "@openpawn/chain/tokens/erc20-calls";
import { lendingCollaterals } from "../../../db/schema.ts";
import { lendingActions } from "../../../test/lending-actions.ts";
import { packageBody, usdt } from "../../../test/pawn/package-body.ts";
import { startPawnApp, type PawnApp } from "../../../test/pawn/pawn-app.ts";


/** An AUTO package as the API shows it: `budget` USDT on WBNB, weekly for 1 to 8 weeks. */
const autoPackage = (pawn: PawnApp, budget: string): PackageTerms => ({
  type: 0,
  loanToken: { address: pawn.chain.token("USDT") },
  repaymentToken: { address: pawn.chain.token("USDT") },
  loanAmountMin: usdt("100"),
  loanAmountMax: usdt("1000"),
  budget: usdt(budget),
  collateralAcceptance: [{ address: pawn.chain.token("WBNB") }],
  interestRate: 12,
  durationFrom: 1,
  durationTo: 8,
  durationType: 0,
  loanToValue: 50,
  ltvLiquidationThreshold: 75,
});

/**
 * Off-chain rows that name chain ids (a package's link, a negotiation's and a signed offer's collateral) are tied to the
 * transaction that created what they name. A reorganisation deeper than the confirmations (here: evm_revert and a
 * different history) that gives the ids to another wallet's collateral and package must not hand the lender's words,
 * offers or signature to them.
 */
describe("links to chain ids across a deep reorganisation", () => {
  let pawn: PawnApp;

  beforeAll(async () => {
    pawn = await startPawnApp();
    const body = { type: "P2P_LENDER", name: "Reorg lender", walletAddress: pawn.chain.lender.account.address.toLowerCase() };
    expect((await pawn.post("/pawn-shop", pawn.lender, body)).statusCode).toBe(200);
  }, 120_000);
  afterAll(async () => pawn?.close());

  it("voids the lender's offer, thread and package link when their ids come to name another wallet's", async () => {
    const { chain, borrower, lender, stranger } = pawn;
    const actions = lendingActions(chain.publicClient, chain.deployment);
    const shop = { chain: null, address: chain.deployment.contracts.PawnShop! } as const;
    const before = await chain.testClient.snapshot();

    // The history the API first sees: the borrower's 1 WBNB collateral, an offer and a thread on it, the lender's package.
    await actions.approve(chain.borrower, "WBNB");
    const { collateralId } = await actions.createCollateral(chain.borrower, { symbol: "WBNB", amount: "1", loanSymbol: "USDT", weeks: 4 });
    const published = await chain.send(chain.lender.writeContract({ ...shop, ...createPackageCall(autoPackage(pawn, "4000")) }));
    await pawn.indexed();

    const { timestamp } = await chain.publicClient.getBlock();
    const terms = {
      amount: parseEther("200"),
      loanToken: chain.token("USDT"),
      interestRate: 1_000_000,
      liquidationThreshold: 7_500_000,
      durationQty: 4,
      durationUnit: 0,
      cycleUnit: 0,
      repaymentToken: chain.token("USDT"),
    };
    const message = { lender: chain.lender.account.address, collateralId, terms, nonce: 7n, deadline: timestamp + 86_400n };
    const signature = await chain.lender.signTypedData({
      domain: signedOfferDomain(31337, chain.deployment.contracts.SignedOffers!),
      types: signedOfferTypes,
      primaryType: "SignedOffer",
      message,
    });
    const offered = await pawn.post("/signed-offers", lender, {
      lender: message.lender,
      collateralId: Number(collateralId),
      loanToken: terms.loanToken,
      amount: terms.amount.toString(),
      repaymentToken: terms.repaymentToken,
      interestRate: terms.interestRate,
      liquidationThreshold: terms.liquidationThreshold,
      durationQty: terms.durationQty,
      durationType: terms.durationUnit,
      repaymentCycleType: terms.cycleUnit,
      nonce: "7",
      deadline: Number(message.deadline),
      signature,
      message: "200 USDT for your WBNB",
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const offerId = offered.json().data.id as number;
    const opened = await pawn.post("/negotiations", lender, {
      collateralId: Number(collateralId),
      amount: usdt("250"),
      repaymentToken: chain.token("USDT"),
      interestRate: 1_000_000,
      liquidationThreshold: 7_500_000,
      durationQty: 4,
      durationType: 0,
      repaymentCycleType: 0,
      message: "250 USDT?",
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const threadId = opened.json().data.id as number;
    const linked = await pawn.post("/crypto-package/create-and-publish", lender, {
      ...packageBody({ message: "The lender's words", loanAmountMax: usdt("1000") }),
      txnHash: published.transactionHash,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const packageId = linked.json().data.id as number;
    const chainPackageId = linked.json().data.chainPackageId as number;

    expect((await pawn.data(`/signed-offers/${offerId}`, borrower)).status).toBe("OPEN");
    expect((await pawn.data(`/negotiations/${threadId}`, lender)).status).toBe("OPEN");
    expect((await pawn.data(`/crypto-package/${packageId}`, lender)).status).toBe("PUBLISHED");

    // Another history from before those transactions: the stranger's collateral and package take the same ids.
    await chain.testClient.revert({ id: before });
    const wbnb = { chain: null, address: chain.token("WBNB") } as const;
    await chain.send(chain.borrower.writeContract({ ...wbnb, ...transferCall(chain.stranger.account.address, parseEther("2")) }));
    await chain.send(chain.stranger.writeContract({ ...wbnb, ...approveCall(chain.core.address, maxUint256) }));
    const theirs = await actions.createCollateral(chain.stranger, { symbol: "WBNB", amount: "2", loanSymbol: "USDT", weeks: 4 });
    expect(theirs.collateralId).toBe(collateralId);
    await chain.send(chain.stranger.writeContract({ ...shop, ...createPackageCall(autoPackage(pawn, "9000")) }));
    await chain.testClient.mine({ blocks: 20 });
    const strangers = getAddress(chain.stranger.account.address);
    await vi.waitFor(
      async () => {
        const [row] = await pawn.app.database.db.select().from(lendingCollaterals).where(eq(lendingCollaterals.id, collateralId));
        expect(row?.borrower).toBe(strangers);
      },
      { timeout: 60_000, interval: 100 },
    );
    await pawn.indexed();

    // The new owner of the id sees no offer made for the old collateral, and never its signature.
    expect(await pawn.data(`/signed-offers?collateralId=${collateralId}`, stranger)).toEqual([]);
    expect((await pawn.get(`/signed-offers/${offerId}`, stranger)).statusCode).toBe(404);
    // The lender's offer and thread are void; the thread takes no step.
    expect((await pawn.data(`/signed-offers/${offerId}`, lender)).status).toBe("VOID");
    expect((await pawn.data(`/negotiations/${threadId}`, lender)).status).toBe("VOID");
    const proposal = await pawn.post(`/negotiations/${threadId}/proposals`, lender, {
      amount: usdt("300"),
      repaymentToken: chain.token("USDT"),
      interestRate: 1_000_000,
      liquidationThreshold: 7_500_000,
      durationQty: 4,
      durationType: 0,
      repaymentCycleType: 0,
      message: "300?",
    });
    expect([proposal.statusCode, proposal.json().errorCodes]).toEqual([409, ["pawn.negotiation.collateral-not-open"]]);
    // The lender's package row no longer stands for the chain package of its id, which is now the stranger's.
    const item = await pawn.data(`/crypto-package/${packageId}`, lender);
    expect(item).toMatchObject({ status: "UNPUBLISHED", budgetLeft: usdt("4000"), pausedReasons: [] });
    const market = (await pawn.data("/pawn-shop-package/search?size=100")).content.map((entry: { id: number }) => entry.id);
    expect(market).not.toContain(packageId);
    expect(chainPackageId).toBeGreaterThan(0);
  });
});
