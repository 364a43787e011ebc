import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEther, parseUnits } from "viem";
import { testTokenAbi } from "@openpawn/chain/generated/abis";
import { LENDING_API_MESSAGES } from "@openpawn/shared/lending/messages";
import { PACKAGE_MESSAGES } from "@openpawn/shared/packages/messages";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { createCollateralCall } from "@openpawn/chain/lending/collateral-calls";
import { cancelPackageCall, createPackageCall, reopenPackageCall, type PackageTerms } from "@openpawn/chain/packages/package-calls";
import { acceptSubmissionCall, createCollateralAndSubmitCall, rejectSubmissionCall, submitCollateralCall } from "@openpawn/chain/packages/submission-calls";
import { approveCall, transferCall } from "@openpawn/chain/tokens/erc20-calls";
import type { TestUser } from "../../../../test/profile-fixtures.ts";
import { packageBody, usdt } from "../../../../test/pawn/package-body.ts";
import { refusals, startPawnApp, type PawnApp } from "../../../../test/pawn/pawn-app.ts";

const M = PACKAGE_MESSAGES;

const autoBody = packageBody;

describe("loan packages: drafts, publishing on chain or off, the market, and the budget", () => {
  let pawn: PawnApp;
  let lender: TestUser;
  let stranger: TestUser;
  let shopId: number;
  const shopContract = () => ({ chain: null, address: pawn.chain.deployment.contracts.PawnShop! }) as const;
  /** The lender sends createPackage of a package as the API shows it, as the web app does from the draft. */
  const publishOnChain = (item: PackageTerms, wallet: "lender" | "stranger" = "lender") =>
    pawn.chain[wallet].writeContract({ ...shopContract(), ...createPackageCall(item) });
  const itemOf = (id: number, user = lender): Promise<LoanPackage> => pawn.data(`/crypto-package/${id}`, user);
  const draft = async (user: TestUser, body = autoBody()) => {
    const response = await pawn.post("/crypto-package/create", user, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const register = async (user: TestUser, wallet: string) => {
    const body = { type: "PAWNSHOP", name: `Shop ${wallet.slice(2, 8)}`, phoneCountry: "VN", phone: "+84 912 345 678", address: "Hanoi", walletAddress: wallet };
    const response = await pawn.post("/pawn-shop", user, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as number;
  };

  beforeAll(async () => {
    pawn = await startPawnApp();
    ({ lender, stranger } = pawn);
    shopId = await register(lender, pawn.chain.lender.account.address.toLowerCase());
    await register(stranger, pawn.chain.stranger.account.address.toLowerCase());
  }, 120_000);
  afterAll(async () => pawn?.close());

  it("keeps a draft private, publishes it with the lender's createPackage, and lists it in the market", async () => {
    const created = await draft(lender);
    expect(created).toMatchObject({
      status: "DRAFT",
      type: 0,
      loanToken: { symbol: "USDT" },
      collateralAcceptance: [{ symbol: "WBNB" }],
      interestRate: 12,
      loanToValue: 50,
      budget: usdt("4000"),
      budgetLeft: usdt("4000"),
      chainPackageId: null,
      pausedReasons: [],
      shop: { id: shopId },
    });
    // Nobody else reads or publishes a draft; the market does not show it.
    const id = created.id;
    expect((await pawn.get(`/crypto-package/${id}`, stranger)).statusCode).toBe(404);
    expect((await pawn.get(`/pawn-shop-package/${id}`)).statusCode).toBe(404);
    const market = async () => (await pawn.data("/pawn-shop-package/search?size=100")).content.map((item: { id: number }) => item.id);
    expect(await market()).not.toContain(id);

    const hash = await publishOnChain(await itemOf(id));
    // The stranger cannot claim the lender's transaction for their own draft, nor publish the lender's draft.
    const theirs = await draft(stranger);
    const stolen = await pawn.put(`/crypto-package/${theirs.id}/publish`, stranger, { txnHash: hash });
    expect([stolen.statusCode, stolen.json().errorCodes]).toEqual([403, ["pawn.transaction.wrong-sender"]]);
    expect((await pawn.put(`/crypto-package/${id}/publish`, stranger, { txnHash: hash })).statusCode).toBe(404);

    const published = await pawn.put(`/crypto-package/${id}/publish`, lender, { txnHash: hash });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ id, status: "PUBLISHED", chainPackageId: expect.any(Number) });
    expect(await market()).toContain(id);
    expect((await pawn.data(`/pawn-shop-package/${id}`)).status).toBe("PUBLISHED");
    expect((await pawn.data(`/pawn-shop/${shopId}/pawn-shop-packages`)).content.map((item: { id: number }) => item.id)).toContain(id);
    expect((await pawn.data("/pawn-shop-package/search?loanSymbols=USDT&collateralSymbols=WBNB&durationTypes=0&type=0")).content.map((item: { id: number }) => item.id)).toContain(id);
    expect((await pawn.data("/pawn-shop-package/search?collateralSymbols=ETH")).content.map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await pawn.data("/pawn-shop-package/search?loanSymbols=NOPE")).content).toEqual([]);

    // The same on-chain package cannot back a second draft; publishing twice is refused.
    const twin = await draft(lender);
    const again = await pawn.put(`/crypto-package/${twin.id}/publish`, lender, { txnHash: hash });
    expect([again.statusCode, again.json().errorCodes]).toEqual([409, ["pawn.package.already-linked"]]);
    expect((await pawn.put(`/crypto-package/${id}/publish`, lender, { txnHash: hash })).json().errorCodes).toEqual(["pawn.package.not-draft"]);
    const before = (await pawn.data("/crypto-package?size=100", lender)).total_elements;
    const duplicate = await pawn.post("/crypto-package/create-and-publish", lender, { ...autoBody(), txnHash: hash });
    expect([duplicate.statusCode, duplicate.json().errorCodes]).toEqual([409, ["pawn.package.already-linked"]]);
    expect((await pawn.data("/crypto-package?size=100", lender)).total_elements).toBe(before);
  });

  it("refuses a transaction that creates other parameters than the draft's", async () => {
    const created = await draft(lender);
    const item = await itemOf(created.id);
    const other = await publishOnChain({ ...item, loanAmountMax: usdt("2999") });
    const response = await pawn.put(`/crypto-package/${created.id}/publish`, lender, { txnHash: other });
    expect([response.statusCode, response.json().errorCodes]).toEqual([422, ["pawn.transaction.wrong-call"]]);
    const missing = await pawn.put(`/crypto-package/${created.id}/publish`, lender, {});
    expect([missing.statusCode, missing.json().message]).toEqual([400, M.txnRequired]);
    expect((await pawn.data(`/crypto-package/${created.id}`, lender)).status).toBe("DRAFT");
  });

  it("unpublishes and reopens on chain through the owner's transactions only", async () => {
    const hash = await publishOnChain(await itemOf((await draft(lender)).id));
    const created = (await pawn.post("/crypto-package/create-and-publish", lender, { ...autoBody(), txnHash: hash })).json().data;
    expect(created).toMatchObject({ status: "PUBLISHED" });
    const chainId = BigInt(created.chainPackageId);
    const cancel = await pawn.chain.lender.writeContract({ ...shopContract(), ...cancelPackageCall(chainId) });
    expect((await pawn.put(`/pawn-shop-package/${created.id}/cancel`, stranger, { txnHash: cancel })).statusCode).toBe(404);
    expect((await pawn.put(`/crypto-package/${created.id}/unpublish`, lender, { txnHash: cancel })).json().data.status).toBe("UNPUBLISHED");
    expect((await pawn.get(`/pawn-shop-package/${created.id}`)).json().data.status).toBe("UNPUBLISHED");

    const reopen = await pawn.chain.lender.writeContract({ ...shopContract(), ...reopenPackageCall(chainId) });
    const reopened = await pawn.put(`/pawn-shop-package/${created.id}/reopen`, lender, { txnHash: reopen });
    expect(reopened.json().data.status).toBe("PUBLISHED");
    // A cancel of another package is not this package's cancel.
    const otherCancel = await pawn.chain.lender.writeContract({ ...shopContract(), ...cancelPackageCall(chainId - 1n) });
    const wrong = await pawn.put(`/pawn-shop-package/${created.id}/cancel`, lender, { txnHash: otherCancel });
    expect(wrong.json().errorCodes).toEqual(["pawn.transaction.wrong-call"]);
  });

  it("publishes a NEGOTIATION package off chain, with a rate range, and unpublishes it", async () => {
    const body = autoBody({ type: 2, interestRate: undefined, interestRateMin: 8, interestRateMax: 14.5 });
    const withTxn = await pawn.post("/crypto-package/create-and-publish", lender, { ...body, txnHash: `0x${"1".repeat(64)}` });
    expect([withTxn.statusCode, withTxn.json().message]).toEqual([400, M.txnNotExpected]);
    const created = (await pawn.post("/crypto-package/create-and-publish", lender, body)).json().data;
    expect(created).toMatchObject({ type: 2, status: "PUBLISHED", chainPackageId: null, interestRate: null, interestRateMin: 8, interestRateMax: 14.5 });
    expect((await pawn.put(`/crypto-package/${created.id}/unpublish`, stranger, {})).statusCode).toBe(404);
    expect((await pawn.put(`/crypto-package/${created.id}/unpublish`, lender, {})).json().data.status).toBe("UNPUBLISHED");
    expect((await pawn.put(`/crypto-package/${created.id}/unpublish`, lender, {})).json().errorCodes).toEqual(["pawn.package.not-published"]);
    expect((await pawn.put(`/pawn-shop-package/${created.id}/reopen`, lender, {})).json().data.status).toBe("PUBLISHED");
    const own = await pawn.data("/crypto-package?type=2&status=PUBLISHED", lender);
    expect(own.content.map((item: { id: number }) => item.id)).toContain(created.id);
    expect((await pawn.data("/crypto-package", stranger)).content.every((item: { shop: { id: number } }) => item.shop.id !== shopId)).toBe(true);
  });

  it("shows a package whose budget is spent as paused", async () => {
    // Budget for one 100-USDT-minimum loan; 1 WBNB ($600) at 50% lends 300 USDT, leaving 50: below the minimum.
    const body = autoBody({ loanAmountMin: usdt("100"), loanAmountMax: usdt("300"), budget: usdt("350") });
    const hash = await publishOnChain(await itemOf((await draft(lender, body)).id));
    const item = (await pawn.post("/crypto-package/create-and-publish", lender, { ...body, txnHash: hash })).json().data;
    expect(item.pausedReasons).toEqual([]);

    const { chain } = pawn;
    await chain.send(chain.lender.writeContract({ chain: null, address: chain.token("USDT"), ...approveCall(chain.core.address, parseEther("1000000")) }));
    await chain.send(chain.borrower.writeContract({ chain: null, address: chain.token("WBNB"), ...approveCall(chain.core.address, parseEther("1")) }));
    const { timestamp } = await chain.publicClient.getBlock();
    const collateral = { kind: 1, token: chain.token("WBNB"), tokenId: 0n, amount: parseEther("1"), loanToken: chain.token("USDT"), durationQty: 4, durationType: 0 };
    await chain.send(
      chain.borrower.writeContract({ ...shopContract(), ...createCollateralAndSubmitCall(collateral, BigInt(item.chainPackageId), { minAmount: 0n, expiresAt: timestamp + 86_400n }) }),
    );
    await pawn.indexed();
    const after = await pawn.data(`/pawn-shop-package/${item.id}`);
    expect(after).toMatchObject({ budgetLeft: usdt("50"), pausedReasons: ["BUDGET_SPENT"] });

    // The market lists what can lend first, newest first, then the paused ones (this newest package last of all here).
    for (const url of ["/pawn-shop-package/search?size=100", "/dashboard/loan-packages?size=100"]) {
      const listed: { id: number; pausedReasons: string[] }[] = (await pawn.data(url)).content;
      const lending = listed.filter((entry) => entry.pausedReasons.length === 0).map((entry) => entry.id);
      const paused = listed.filter((entry) => entry.pausedReasons.length > 0).map((entry) => entry.id);
      expect(paused).toContain(item.id);
      expect(lending.length).toBeGreaterThan(0);
      expect(listed.map((entry) => entry.id)).toEqual([...lending.toSorted((a, b) => b - a), ...paused.toSorted((a, b) => b - a)]);
    }
  });

  it("pauses a package whose lender revoked the allowance or moved the balance away, tells the lender once, and clears", async () => {
    const hash = await publishOnChain(await itemOf((await draft(lender)).id));
    const item = (await pawn.post("/crypto-package/create-and-publish", lender, { ...autoBody(), txnHash: hash })).json().data;
    const { chain } = pawn;
    const usdtCall = (wallet: "lender" | "stranger", call: ReturnType<typeof approveCall | typeof transferCall>) =>
      chain.send(chain[wallet].writeContract({ chain: null, address: chain.token("USDT"), ...call }));
    const approve = (amount: bigint) => usdtCall("lender", approveCall(chain.core.address, amount));
    const pausedReasons = async () => {
      await pawn.indexed();
      return (await pawn.data(`/pawn-shop-package/${item.id}`)).pausedReasons;
    };
    const pausedNotices = async () => {
      const response = await pawn.app.inject({ method: "GET", url: "/api/user/notify?size=50", headers: lender.auth });
      return response.json().data.content.filter((notice: { tx_type: number; meta_data: string }) => notice.tx_type === 30 && JSON.parse(notice.meta_data).package.idPackage === item.id);
    };
    await approve(parseEther("1000000"));
    expect(await pausedReasons()).toEqual([]);

    // Revoked: the package shows paused, and its owner hears it once.
    await approve(0n);
    expect(await pausedReasons()).toEqual(["INSUFFICIENT_ALLOWANCE"]);
    await vi.waitFor(async () => expect(await pausedNotices()).toHaveLength(1), { timeout: 10_000 });
    expect((await pausedNotices())[0]).toMatchObject({ link: "/inventory/lender-profile/pawnshop-loan-package" });
    expect((await pausedNotices())[0].title).toContain(PACKAGE_MESSAGES.pausedFor.INSUFFICIENT_ALLOWANCE);

    // An AUTO submission that reaches the chain anyway waits, and its borrower is told why.
    await chain.send(chain.borrower.writeContract({ chain: null, address: chain.token("WBNB"), ...approveCall(chain.core.address, parseEther("1")) }));
    const collateral = { kind: 1, token: chain.token("WBNB"), tokenId: 0n, amount: parseEther("1"), loanToken: chain.token("USDT"), durationQty: 4, durationType: 0 };
    const { collateralId } = chain.coreEvent(await chain.send(chain.borrower.writeContract({ ...chain.core, ...createCollateralCall(collateral) })), "CollateralCreated");
    const { timestamp } = await chain.publicClient.getBlock();
    const submit = await chain.borrower.writeContract({ ...shopContract(), ...submitCollateralCall(BigInt(item.chainPackageId), collateralId, { minAmount: 0n, expiresAt: timestamp + 86_400n }) });
    const response = await pawn.post("/pawn-shop-package/submitCollateral", pawn.borrower, { txnHash: submit });
    expect(response.statusCode, response.body).toBe(200);
    const reported = response.json().data;
    expect(reported).toMatchObject({ packageId: item.id, status: "PENDING", contractId: null, waitingReasons: ["INSUFFICIENT_ALLOWANCE"] });

    // Allowed again: it clears. Then the balance leaves the wallet and comes back.
    await approve(parseEther("1000000"));
    expect(await pausedReasons()).toEqual([]);
    const balance = await chain.publicClient.readContract({ address: chain.token("USDT"), abi: testTokenAbi, functionName: "balanceOf", args: [chain.lender.account.address] });
    await usdtCall("lender", transferCall(chain.stranger.account.address, balance));
    expect(await pausedReasons()).toEqual(["INSUFFICIENT_BALANCE"]);
    await vi.waitFor(async () => expect(await pausedNotices()).toHaveLength(2), { timeout: 10_000 });
    await usdtCall("stranger", transferCall(chain.lender.account.address, balance));
    expect(await pausedReasons()).toEqual([]);
    expect(await pausedNotices()).toHaveLength(2);
  });

  it("reports a borrower's submission: an AUTO package contracts at once", async () => {
    const hash = await publishOnChain(await itemOf((await draft(lender)).id));
    const item = (await pawn.post("/crypto-package/create-and-publish", lender, { ...autoBody(), txnHash: hash })).json().data;
    const { chain } = pawn;
    await chain.send(chain.lender.writeContract({ chain: null, address: chain.token("USDT"), ...approveCall(chain.core.address, parseEther("1000000")) }));
    await chain.send(chain.borrower.writeContract({ chain: null, address: chain.token("WBNB"), ...approveCall(chain.core.address, parseEther("2")) }));
    const params = { kind: 1, token: chain.token("WBNB"), tokenId: 0n, amount: parseEther("2"), loanToken: chain.token("USDT"), durationQty: 4, durationType: 0 };
    const created = await chain.send(chain.borrower.writeContract({ ...chain.core, ...createCollateralCall(params) }));
    const { collateralId } = chain.coreEvent(created, "CollateralCreated");
    const { timestamp } = await chain.publicClient.getBlock();
    const submit = await chain.borrower.writeContract({ ...shopContract(), ...submitCollateralCall(BigInt(item.chainPackageId), collateralId, { minAmount: 0n, expiresAt: timestamp + 86_400n }) });

    expect((await pawn.post("/pawn-shop-package/submitCollateral", stranger, { txnHash: submit })).json().errorCodes).toEqual(["pawn.transaction.wrong-sender"]);
    const reported = await pawn.post("/pawn-shop-package/submitCollateral", pawn.borrower, { txnHash: submit });
    expect(reported.statusCode, reported.body).toBe(200);
    // 2 WBNB at $600 and 50% LTV: 600 USDT, within 100 to 3,000.
    expect(reported.json().data).toMatchObject({ packageId: item.id, collateralId: Number(collateralId), status: "CONTRACTED", contractId: expect.any(Number) });
    const contract = await pawn.data(`/my-contract/borrow-contracts/${reported.json().data.contractId}`, pawn.borrower);
    expect(contract).toMatchObject({ status: "ACTIVE", loanAmount: usdt("600") });
    expect((await pawn.data(`/pawn-shop-package/${item.id}`)).budgetLeft).toBe(usdt("3400"));
  });

  it("shows a SEMI_AUTO package's requests to its lender only, who accepts one and rejects another", async () => {
    const body = autoBody({ type: 1 });
    const hash = await publishOnChain(await itemOf((await draft(lender, body)).id));
    const item = (await pawn.post("/crypto-package/create-and-publish", lender, { ...body, txnHash: hash })).json().data;
    const { chain } = pawn;
    await chain.send(chain.lender.writeContract({ chain: null, address: chain.token("USDT"), ...approveCall(chain.core.address, parseEther("1000000")) }));
    await chain.send(chain.borrower.writeContract({ chain: null, address: chain.token("WBNB"), ...approveCall(chain.core.address, parseEther("2")) }));
    const { timestamp } = await chain.publicClient.getBlock();
    const submitted = [];
    for (let index = 0; index < 2; index++) {
      const params = { kind: 1, token: chain.token("WBNB"), tokenId: 0n, amount: parseEther("1"), loanToken: chain.token("USDT"), durationQty: 4, durationType: 0 };
      const submit = await chain.borrower.writeContract({ ...shopContract(), ...createCollateralAndSubmitCall(params, BigInt(item.chainPackageId), { minAmount: 0n, expiresAt: timestamp + 86_400n }) });
      await chain.publicClient.waitForTransactionReceipt({ hash: submit });
    }
    await pawn.indexed();
    const received = await pawn.data(`/crypto-package/${item.id}/collaterals-received`, lender);
    expect(received.content.map((entry: { status: string; packageId: number }) => [entry.status, entry.packageId])).toEqual([
      ["PENDING", item.id],
      ["PENDING", item.id],
    ]);
    submitted.push(...received.content.map((entry: { submissionId: number }) => BigInt(entry.submissionId)));
    expect((await pawn.get(`/crypto-package/${item.id}/collaterals-received`, stranger)).statusCode).toBe(404);
    expect((await pawn.data("/loan-requests/loan-request-received?size=50", stranger)).content).toEqual([]);
    expect((await pawn.data("/loan-requests/loan-request-received?size=50", lender)).total_elements).toBeGreaterThanOrEqual(2);
    // One request by its id, for its lender only.
    expect(await pawn.data(`/loan-requests/${submitted[0]}`, lender)).toMatchObject({ submissionId: Number(submitted[0]), packageId: item.id, status: "PENDING" });
    for (const [url, user] of [[`/loan-requests/${submitted[0]}`, stranger], [`/loan-requests/${submitted[0]}`, pawn.borrower], ["/loan-requests/999999", lender], ["/loan-requests/x", lender]] as const) {
      expect((await pawn.get(url, user)).json().errorCodes, url).toEqual(["pawn.loan-request.not-found"]);
    }

    const accept = await chain.lender.writeContract({ ...shopContract(), ...acceptSubmissionCall(submitted[0]!, parseUnits("250", 18)) });
    expect((await pawn.post("/pawn-shop-package/acceptLoanRequest", stranger, { txnHash: accept })).json().errorCodes).toEqual(["pawn.transaction.wrong-sender"]);
    const accepted = (await pawn.post("/pawn-shop-package/acceptLoanRequest", lender, { txnHash: accept })).json().data;
    expect(accepted).toMatchObject({ packageId: item.id, status: "CONTRACTED", contractId: expect.any(Number) });
    const reject = await chain.lender.writeContract({ ...shopContract(), ...rejectSubmissionCall(submitted[1]!) });
    expect((await pawn.post("/pawn-shop-package/rejectLoanRequest", lender, { txnHash: reject })).json().data.status).toBe("REJECTED");
    const after = await pawn.data(`/crypto-package/${item.id}/collaterals-received`, lender);
    expect(after.content.map((entry: { status: string }) => entry.status).sort()).toEqual(["CONTRACTED", "REJECTED"]);
  });

  it("refuses bad packages with the field's message, and callers who are not lenders", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 3 }, M.invalidType],
      [{ loanAmountMin: usdt("3000") }, M.amountRange],
      [{ loanAmountMin: "0" }, M.invalidAmount],
      [{ loanAmountMin: "1.5" }, LENDING_API_MESSAGES.invalidAmount],
      [{ budget: usdt("99") }, M.budgetTooSmall],
      [{ interestRate: 0 }, M.invalidRate],
      [{ interestRate: 12.3456 }, M.invalidRate],
      [{ interestRate: undefined }, M.rateRequired],
      [{ type: 2, interestRate: undefined, interestRateMin: 9 }, M.rateRangeRequired],
      [{ type: 2, interestRateMin: 15, interestRateMax: 9 }, M.rateRange],
      [{ durationFrom: 9 }, M.durationRange],
      [{ durationTo: 261 }, M.invalidDuration],
      [{ loanToValue: 75 }, M.invalidLtv],
      [{ ltvLiquidationThreshold: 101 }, M.invalidThreshold],
      [{ collateralAcceptance: [] }, M.invalidCollaterals],
      [{ collateralAcceptance: ["USDT", "NOPE"] }, M.invalidCollaterals],
      [{ loanToken: "BNB" }, M.invalidToken],
      [{ repaymentToken: "NOPE" }, M.invalidToken],
      [{ message: "x".repeat(1001) }, M.invalidMessage],
    ];
    for (const [overrides, message] of cases) {
      const response = await pawn.post("/crypto-package/create", lender, autoBody(overrides));
      expect([response.statusCode, response.json().message], JSON.stringify(overrides)).toEqual([400, message]);
    }
    expect((await pawn.post("/crypto-package/create", undefined, autoBody())).statusCode).toBe(401);
    const notLender = await pawn.post("/crypto-package/create", pawn.borrower, autoBody());
    expect([notLender.statusCode, notLender.json().errorCodes]).toEqual([404, ["pawn.pawn-shop.not-registered"]]);
    const get = (url: string) => pawn.get(url, lender);
    const refused = [
      ["/crypto-package/abc", 404, "pawn.package.not-found"],
      ["/crypto-package/999999", 404, "pawn.package.not-found"],
      ["/pawn-shop-package/0", 404, "pawn.package.not-found"],
      ["/pawn-shop-package/search?type=5", 400, "invalid_input"],
      ["/crypto-package?status=LOST", 400, "invalid_input"],
    ] as const;
    expect(await refusals(get, refused)).toEqual(refused);
  });
});
