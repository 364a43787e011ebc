import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEther, parseUnits, type Hash } from "viem";
import { signedOfferDomain, signedOfferTypes } from "@openpawn/chain/signed-offer";
import { PACKAGE_MESSAGES } from "@openpawn/shared/packages/messages";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { createCollateralCall } from "@openpawn/chain/lending/collateral-calls";
import { createOfferCall } from "@openpawn/chain/lending/offer-calls";
import { createPackageCall } from "@openpawn/chain/packages/package-calls";
import { acceptSubmissionCall, submitCollateralCall } from "@openpawn/chain/packages/submission-calls";
import { approveCall } from "@openpawn/chain/tokens/erc20-calls";
import type { TestUser } from "../../../test/profile-fixtures.ts";
import { packageBody, usdt } from "../../../test/pawn/package-body.ts";
import { refusals, startPawnApp, type PawnApp } from "../../../test/pawn/pawn-app.ts";

const ids = (page: { content: { id: number }[] }) => page.content.map((item) => item.id);

/** A SEMI_AUTO package (the shared body: 100 to 3,000 USDT on WBNB, weekly for 1 to 8 weeks, at 12%). */
const semiAuto = (overrides: Record<string, unknown> = {}) => packageBody({ type: 1, message: "USDT on your WBNB", ...overrides });

/** The spec §7 calls answered under their own names (decision 0041): each test fails without its route. */
describe("spec §7 calls: package, loan request, collateral and offer routes", () => {
  let pawn: PawnApp;
  let lender: TestUser;
  let borrower: TestUser;
  let stranger: TestUser;
  let lenderShopId: number;
  const shopContract = () => ({ chain: null, address: pawn.chain.deployment.contracts.PawnShop! }) as const;
  const codes = (response: Awaited<ReturnType<PawnApp["get"]>>) => [response.statusCode, response.json().errorCodes?.[0]];

  /** A draft of a body, as the API shows it: what the web builds createPackage from. */
  const draftOf = async (body: Record<string, unknown>): Promise<LoanPackage> => (await pawn.post("/crypto-package/create", lender, body)).json().data;
  /** Publishes a package on chain from the lender's wallet and reports it to POST /pawn-shop-package. */
  const publish = async (body = semiAuto()) => {
    const txnHash = await pawn.chain.lender.writeContract({ ...shopContract(), ...createPackageCall(await draftOf(body)) });
    const response = await pawn.post("/pawn-shop-package", lender, { ...body, txnHash });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; chainPackageId: number; status: string };
  };
  /** A WBNB collateral of the borrower asking for USDT for `weeks` weeks. */
  const collateral = async (weeks = 4) => {
    const { chain } = pawn;
    const params = { kind: 1, token: chain.token("WBNB"), tokenId: 0n, amount: parseEther("1"), loanToken: chain.token("USDT"), durationQty: weeks, durationType: 0 };
    const receipt = await chain.send(chain.borrower.writeContract({ ...chain.core, ...createCollateralCall(params) }));
    await pawn.indexed();
    return Number(chain.coreEvent(receipt, "CollateralCreated").collateralId);
  };
  const register = async (user: TestUser, wallet: string) => {
    const body = { type: "PAWNSHOP", name: `Shop ${wallet.slice(2, 8)}`, phoneCountry: "VN", phone: "+84 912 345 678", address: "Hanoi", walletAddress: wallet };
    const response = await pawn.post("/pawn-shop", user, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as number;
  };

  beforeAll(async () => {
    pawn = await startPawnApp();
    ({ lender, borrower, stranger } = pawn);
    lenderShopId = await register(lender, pawn.chain.lender.account.address.toLowerCase());
    await register(stranger, pawn.chain.stranger.account.address.toLowerCase());
    const { chain } = pawn;
    await chain.send(chain.lender.writeContract({ chain: null, address: chain.token("USDT"), ...approveCall(chain.core.address, parseEther("1000000")) }));
    await chain.send(chain.borrower.writeContract({ chain: null, address: chain.token("WBNB"), ...approveCall(chain.core.address, parseEther("100")) }));
  }, 120_000);
  afterAll(async () => pawn?.close());

  it("publishes under POST /pawn-shop-package from the lender's transaction only, and searches under search-lending", async () => {
    const body = semiAuto();
    const txnHash = await pawn.chain.lender.writeContract({ ...shopContract(), ...createPackageCall(await draftOf(body)) });
    expect(codes(await pawn.post("/pawn-shop-package", stranger, { ...body, txnHash }))).toEqual([403, "pawn.transaction.wrong-sender"]);
    expect(codes(await pawn.post("/pawn-shop-package", borrower, { ...body, txnHash }))).toEqual([404, "pawn.pawn-shop.not-registered"]);
    const published = await pawn.post("/pawn-shop-package", lender, { ...body, txnHash });
    expect(published.statusCode, published.body).toBe(200);
    const { id } = published.json().data;
    expect(published.json().data).toMatchObject({ status: "PUBLISHED", shop: { id: lenderShopId }, chainPackageId: expect.any(Number) });

    const query = "?loanSymbols=USDT&collateralSymbols=WBNB&type=1&size=100";
    const lending = await pawn.data(`/pawn-shop-package/search-lending${query}`);
    expect(ids(lending)).toContain(id);
    expect(lending).toEqual(await pawn.data(`/pawn-shop-package/search${query}`));
    expect(codes(await pawn.get("/pawn-shop-package/search-lending?type=9"))).toEqual([400, "invalid_input"]);
  });

  it("lists the packages that may lend on a collateral, and the packages like one", async () => {
    const fits = await publish();
    const negotiation = { type: 2, interestRate: undefined, interestRateMin: 8, interestRateMax: 14, durationFrom: 10, durationTo: 20 };
    const talk = (await pawn.post("/crypto-package/create-and-publish", lender, semiAuto(negotiation))).json().data;
    const tooLong = await publish(semiAuto({ durationFrom: 10, durationTo: 20 }));
    const otherLoan = await publish(semiAuto({ loanToken: "DFY", repaymentToken: "DFY" }));
    const id = await collateral(4);

    const forCollateral = await pawn.data(`/pawn-shop-package?collateral-id=${id}&size=100`);
    // The PawnShop's own fit: USDT on WBNB for 4 weeks; a NEGOTIATION package talks the duration over.
    expect(ids(forCollateral)).toEqual(expect.arrayContaining([fits.id, talk.id]));
    expect(ids(forCollateral)).not.toContain(tooLong.id);
    expect(ids(forCollateral)).not.toContain(otherLoan.id);
    expect(forCollateral.content.every((item: { status: string }) => item.status === "PUBLISHED")).toBe(true);

    const relevant = await pawn.data(`/pawn-shop-package/${fits.id}/getRelevantPackages?size=100`);
    expect(ids(relevant)).toEqual(expect.arrayContaining([tooLong.id, talk.id]));
    expect(ids(relevant)).not.toContain(fits.id);
    expect(ids(relevant)).not.toContain(otherLoan.id);
    expect(relevant.total_elements).toBe(relevant.content.length);

    const draft = (await pawn.post("/crypto-package/create", lender, semiAuto())).json().data;
    const refused = [
      ["/pawn-shop-package?collateral-id=999999", 404, "pawn.collateral.not-found"],
      ["/pawn-shop-package?collateral-id=x", 400, "invalid_input"],
      ["/pawn-shop-package", 400, "invalid_input"],
      [`/pawn-shop-package/${draft.id}/getRelevantPackages`, 404, "pawn.package.not-found"],
      ["/pawn-shop-package/999999/getRelevantPackages", 404, "pawn.package.not-found"],
      ["/pawn-shop-package/x/getRelevantPackages", 404, "pawn.package.not-found"],
    ] as const;
    expect(await refusals((url) => pawn.get(url), refused)).toEqual(refused);
  });

  it("applies a received collateral to the lender's package only, for the collateral the transaction accepted", async () => {
    const item = await publish();
    const [first, second] = [await collateral(), await collateral()];
    const { timestamp } = await pawn.chain.publicClient.getBlock();
    for (const id of [first, second]) {
      const submit = await pawn.chain.borrower.writeContract({ ...shopContract(), ...submitCollateralCall(BigInt(item.chainPackageId), BigInt(id), { minAmount: 0n, expiresAt: timestamp + 86_400n }) });
      await pawn.chain.publicClient.waitForTransactionReceipt({ hash: submit });
    }
    await pawn.indexed();

    // What the package received, under its pawn-shop-package name: the lender's alone.
    const received = await pawn.data(`/pawn-shop-package/${item.id}/collaterals`, lender);
    expect(received).toEqual(await pawn.data(`/crypto-package/${item.id}/collaterals-received`, lender));
    expect(received.content.map((entry: { collateral: { id: number } }) => entry.collateral.id).sort()).toEqual([first, second].sort());
    expect(codes(await pawn.get(`/pawn-shop-package/${item.id}/collaterals`, stranger))).toEqual([404, "pawn.package.not-found"]);
    expect((await pawn.get(`/pawn-shop-package/${item.id}/collaterals`)).statusCode).toBe(401);

    const submissionOf = (id: number) => BigInt(received.content.find((entry: { collateral: { id: number } }) => entry.collateral.id === id).submissionId);
    const accept: Hash = await pawn.chain.lender.writeContract({ ...shopContract(), ...acceptSubmissionCall(submissionOf(first), parseUnits("250", 18)) });
    const apply = (id: number, collateralId: number, user: TestUser) => pawn.put(`/crypto-package/${id}/apply-collateral/${collateralId}`, user, { txnHash: accept });
    expect(codes(await apply(item.id, first, stranger))).toEqual([404, "pawn.package.not-found"]);
    expect(codes(await apply(item.id, first, borrower))).toEqual([404, "pawn.package.not-found"]);
    const mismatch = await apply(item.id, second, lender);
    expect([mismatch.statusCode, mismatch.json().message]).toEqual([422, PACKAGE_MESSAGES.applyMismatch]);
    const other = await publish();
    expect(codes(await apply(other.id, first, lender))).toEqual([422, "pawn.package.apply-mismatch"]);
    expect(codes(await apply(999_999, first, lender))).toEqual([404, "pawn.package.not-found"]);
    expect(codes(await pawn.put(`/crypto-package/${item.id}/apply-collateral/${first}`, lender, { txnHash: "0x12" }))).toEqual([400, "invalid_input"]);

    const applied = await apply(item.id, first, lender);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ packageId: item.id, collateralId: first, status: "CONTRACTED", contractId: expect.any(Number) });
  });

  it("lists loan requests: direct requests to the caller as a P2P lender by default, requests to their packages with p2p=false", async () => {
    const id = await collateral();
    const terms = { amount: usdt("500"), repaymentToken: pawn.chain.token("USDT"), interestRate: 1_000_000, liquidationThreshold: 7_500_000, durationQty: 4, durationType: 0, repaymentCycleType: 0, message: "500 USDT?" };
    const direct = await pawn.post("/negotiations", borrower, { ...terms, collateralId: id, pawnShopId: lenderShopId });
    expect(direct.statusCode, direct.body).toBe(200);
    // The lender approaching a borrower is no request to the lender.
    const other = await collateral();
    expect((await pawn.post("/negotiations", lender, { ...terms, collateralId: other })).statusCode).toBe(200);

    const requests = await pawn.data("/loan-requests", lender);
    expect(requests.number).toBe(0);
    expect(ids(requests)).toEqual([direct.json().data.id]);
    expect(requests.content[0]).toMatchObject({ collateralId: id, openedBy: "BORROWER", side: "LENDER", package: null });
    expect(await pawn.data("/loan-requests?p2p=true&page=0", lender)).toEqual(requests);
    expect((await pawn.data("/loan-requests", stranger)).content).toEqual([]);
    expect((await pawn.data("/loan-requests", borrower)).content).toEqual([]);

    const toPackages = await pawn.data("/loan-requests?p2p=false&size=100", lender);
    expect(toPackages).toEqual(await pawn.data("/loan-requests/loan-request-received?size=100", lender));
    expect(toPackages.total_elements).toBeGreaterThan(0);
    expect((await pawn.data("/loan-requests?p2p=false", stranger)).content).toEqual([]);

    const badFlag = await pawn.get("/loan-requests?p2p=maybe", lender);
    expect([badFlag.statusCode, badFlag.json().message]).toEqual([400, PACKAGE_MESSAGES.invalidP2p]);
    expect((await pawn.get("/loan-requests")).statusCode).toBe(401);
  });

  it("lists the open collaterals like one: same token, same loan token, not itself", async () => {
    const [first, second] = [await collateral(), await collateral(6)];
    const relevant = await pawn.data(`/collaterals/${first}/getRelevantCollaterals?size=100`);
    expect(ids(relevant)).toContain(second);
    expect(ids(relevant)).not.toContain(first);
    expect(relevant.total_elements).toBe(relevant.content.length);
    for (const item of relevant.content) {
      expect(item).toMatchObject({ status: "OPEN", collateral: { symbol: "WBNB" }, loanToken: { symbol: "USDT" } });
    }
    const refused = [
      ["/collaterals/999999/getRelevantCollaterals", 404, "pawn.collateral.not-found"],
      ["/collaterals/x/getRelevantCollaterals", 404, "pawn.collateral.not-found"],
      [`/collaterals/${first}/getRelevantCollaterals?size=0`, 400, "invalid_input"],
    ] as const;
    expect(await refusals((url) => pawn.get(url), refused)).toEqual(refused);
  });

  it("takes a NEGOTIATION package's offer as its lender's signed offer of the terms agreed in one of its threads", async () => {
    const negotiable = semiAuto({ type: 2, interestRate: undefined, interestRateMin: 8, interestRateMax: 14 });
    const [item, elsewhere] = [
      (await pawn.post("/crypto-package/create-and-publish", lender, negotiable)).json().data,
      (await pawn.post("/crypto-package/create-and-publish", lender, negotiable)).json().data,
    ];
    const id = await collateral();
    const terms = { amount: usdt("700"), repaymentToken: pawn.chain.token("USDT"), interestRate: 1_000_000, liquidationThreshold: 7_500_000, durationQty: 4, durationType: 0, repaymentCycleType: 0 };
    const opened = (await pawn.post("/negotiations", borrower, { ...terms, message: "700 USDT?", collateralId: id, packageId: item.id })).json().data;
    expect((await pawn.put(`/negotiations/${opened.id}/agree`, lender, { entryId: opened.lastProposal.id })).json().data.status).toBe("AGREED");

    const { timestamp } = await pawn.chain.publicClient.getBlock();
    const message = {
      lender: pawn.chain.lender.account.address,
      collateralId: BigInt(id),
      terms: { ...terms, amount: BigInt(terms.amount), loanToken: pawn.chain.token("USDT"), durationUnit: 0, cycleUnit: 0 },
      nonce: 7n,
      deadline: timestamp + 86_400n,
    };
    const domain = signedOfferDomain(31337, pawn.chain.deployment.contracts.SignedOffers!);
    const signature = await pawn.chain.lender.signTypedData({ domain, types: signedOfferTypes, primaryType: "SignedOffer", message });
    const offer = { ...terms, lender: message.lender, collateralId: id, loanToken: message.terms.loanToken, nonce: "7", deadline: Number(message.deadline), signature, negotiationId: opened.id };

    const create = (packageId: number, user: TestUser, body: object = offer) => pawn.post(`/pawn-shop-package/${packageId}/createOffer`, user, body);
    expect(codes(await create(item.id, stranger))).toEqual([404, "pawn.package.not-found"]);
    expect(codes(await create(item.id, borrower))).toEqual([404, "pawn.package.not-found"]);
    expect(codes(await create(elsewhere.id, lender))).toEqual([404, "pawn.negotiation.not-found"]);
    expect(codes(await create(item.id, lender, { ...offer, negotiationId: undefined }))).toEqual([400, "invalid_input"]);
    expect(codes(await create(item.id, lender, { ...offer, amount: usdt("800") }))).toEqual([400, "pawn.signed-offer.signature"]);

    const created = await create(item.id, lender);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ negotiationId: opened.id, collateralId: id, amount: usdt("700"), status: "OPEN", signature });
    expect((await pawn.data(`/negotiations/${opened.id}`, borrower)).signedOffer).toMatchObject({ id: created.json().data.id, status: "OPEN" });
    expect(codes(await create(item.id, lender))).toEqual([409, "pawn.signed-offer.duplicate"]);
  });

  it("registers the lender's on-chain offer under POST /loan-crypto-offer and POST /crypto-offer", async () => {
    const terms = {
      amount: parseUnits("300", 18),
      loanToken: pawn.chain.token("USDT"),
      interestRate: 1_200_000,
      liquidationThreshold: 7_500_000,
      durationQty: 4,
      durationType: 0,
      cycleType: 0,
      repaymentToken: pawn.chain.token("USDT"),
    };
    for (const path of ["/loan-crypto-offer", "/crypto-offer"]) {
      const id = await collateral();
      const made = await pawn.chain.lender.writeContract({ ...pawn.chain.core, ...createOfferCall(BigInt(id), terms) });
      expect(codes(await pawn.post(path, stranger, { txnHash: made, message: "mine" }))).toEqual([403, "pawn.transaction.wrong-sender"]);
      const registered = await pawn.post(path, lender, { txnHash: made, message: `via ${path}` });
      expect(registered.statusCode, registered.body).toBe(200);
      expect(registered.json().data).toMatchObject({ collateralId: id, status: "OPEN", amount: usdt("300"), message: `via ${path}` });
    }
  });
});
