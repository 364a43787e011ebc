/**
 * The original system's gas scenario, like for like (figures of the original beside ours): 10 ETH-like
 * ERC-20 collateral at $2,000, a 10,000 USDT loan repaid in DFY at 12% a year, weekly cycles over 4 weeks,
 * a 70% liquidation threshold, one offer, exact approvals; a cycle's interest repaid, then everything in
 * the next cycle, which the keeper opened (and, printed beside it, the same payment closing the ended cycle
 * itself, which the original's figure does not include); the same loan from an offer the lender signed off
 * chain (EIP-712), which only the borrower's acceptance sends; a loan liquidated on risk after ETH falls to
 * $1,400; an AUTO package (LTV 50%) contracting a submitted collateral at once. bench.ts runs it twice and reports the second round (steady state).
 */
import { pawnLendingAbi, pawnShopAbi, signedOffersAbi } from "@openpawn/chain/generated/abis";
import { signedOfferDomain, signedOfferTypes } from "@openpawn/chain/signed-offer";
import { parseUnits } from "viem";
import { type LendingBench, benchKit, warpTo, withPrice } from "./bench-kit.ts";
import { deployedToken } from "./dev-tokens.ts";
import { AssetKind, PackageType, TimeUnit, percent } from "./lending-types.ts";
import { emittedArgs } from "./transactions.ts";

const NAME = (operation: string) => `like-for-like: ${operation}`;
const CREATE_COLLATERAL = NAME("createCollateral");
const CREATE_OFFER = NAME("createOffer");
const ACCEPT = NAME("acceptOffer");
const ACCEPT_SIGNED = NAME("acceptSignedOffer");
const AUTO = NAME("AUTO loan start (submitCollateral)");
const LIQUIDATE = NAME("risk liquidation");
const REPAY_CYCLE = NAME("repay a cycle");
const FULL_REPAY = NAME("full repay");
/** Not the original's operation (its full repayment closes no cycle): printed beside it, without a target. */
const FULL_REPAY_CLOSING = NAME("full repay, closing the ended cycle itself");

/** The original contracts' gas for the same operations (receipts on a local chain). */
export const ORIGINAL_GAS: ReadonlyMap<string, bigint> = new Map([
  [CREATE_COLLATERAL, 204_000n],
  [CREATE_OFFER, 297_000n],
  [ACCEPT, 830_000n],
  [AUTO, 937_000n],
  [LIQUIDATE, 262_000n],
  [REPAY_CYCLE, 112_000n],
  [FULL_REPAY, 254_000n],
]);

/** The targets: three cuts, and nothing above what the core cost before its split. */
export const ORIGINAL_SCENARIO_TARGETS: ReadonlyMap<string, bigint> = new Map([
  [ACCEPT, 200_000n],
  [ACCEPT_SIGNED, 200_000n],
  [AUTO, 300_000n],
  [LIQUIDATE, 150_000n],
  [REPAY_CYCLE, 73_300n],
  [FULL_REPAY, 149_200n],
  [CREATE_OFFER, 201_200n],
  [CREATE_COLLATERAL, 177_600n],
]);

/**
 * Targets this design cannot reach, with why (docs/decisions/0022-signed-offers.md): `--check` reports them
 * without failing, and the table prints the reason beside the figure.
 */
export const KNOWN_MISSES: ReadonlyMap<string, string> = new Map([
  [
    ACCEPT_SIGNED,
    "the acceptance stores the loan's terms (three new slots) that an on-chain offer stored in the lender's createOffer",
  ],
  [AUTO, "each loan lowers the package's budget left: one more storage write than before budgets existed (299,324)"],
]);

const WEEK = 7 * 24 * 60 * 60;
const COLLATERAL = parseUnits("10", 18);
const PRINCIPAL = parseUnits("10000", 18);
const FOUR_WEEKS = { durationQty: 4, durationUnit: TimeUnit.Week, cycleUnit: TimeUnit.Week } as const;
const ETH_PRICE = 2_000n * 10n ** 8n;
const ETH_PRICE_AFTER_DROP = 1_400n * 10n ** 8n;

/** Runs the original's scenario once and returns the gas of each measured transaction. */
export async function measureOriginalRound(bench: LendingBench): Promise<Map<string, bigint>> {
  const { deployment, publicClient, borrower, lenders, deployer: keeper } = bench;
  const { gas, measure, send, approve, core, shop, lens } = benchKit(bench);
  const [usdt, eth, dfy] = ["USDT", "ETH", "DFY"].map((symbol) => deployedToken(deployment, symbol));
  const [lender] = lenders;
  if (!usdt || !eth || !dfy || !lender) throw new Error("The bench needs USDT, ETH, DFY and a lender");
  const terms = {
    loanToken: usdt.address,
    repaymentToken: dfy.address,
    amount: PRINCIPAL,
    interestRate: percent(12),
    liquidationThreshold: percent(70),
    ...FOUR_WEEKS,
  };
  const escrowEth = async (name?: string): Promise<bigint> => {
    await approve(borrower, eth.address, COLLATERAL);
    const params = { kind: AssetKind.ERC20, token: eth.address, tokenId: 0n, amount: COLLATERAL, loanToken: usdt.address, ...FOUR_WEEKS };
    const receipt = await measure(name, borrower.writeContract({ ...core, functionName: "createCollateral", args: [params] }));
    return emittedArgs(receipt, pawnLendingAbi, "CollateralCreated").collateralId;
  };
  const lend = async (collateralId: bigint, offerName?: string, acceptName?: string): Promise<bigint> => {
    await approve(lender, usdt.address, PRINCIPAL);
    const offered = await measure(offerName, lender.writeContract({ ...core, functionName: "createOffer", args: [collateralId, terms] }));
    const { offerId } = emittedArgs(offered, pawnLendingAbi, "OfferCreated");
    await measure(acceptName, borrower.writeContract({ ...core, functionName: "acceptOffer", args: [offerId] }));
    return offerId;
  };
  /** The same loan from an offer the lender signed off chain: only the borrower's acceptance is sent. */
  const lendBySignature = async (collateralId: bigint, acceptName: string): Promise<void> => {
    await approve(lender, usdt.address, PRINCIPAL);
    const book = { address: deployment.contracts.SignedOffers, abi: signedOffersAbi } as const;
    // A fixed far deadline: a deadline that follows the clock changes the calldata's zero bytes, and the gas, by run.
    const offer = { lender: lender.account.address, collateralId, terms, nonce: collateralId, deadline: 4_000_000_000n };
    const signature = await lender.signTypedData({
      domain: signedOfferDomain(deployment.chainId, book.address),
      types: signedOfferTypes,
      primaryType: "SignedOffer",
      message: offer,
    });
    const accept = borrower.writeContract({ ...book, functionName: "acceptSignedOffer", args: [offer, signature] });
    emittedArgs(await measure(acceptName, accept), signedOffersAbi, "SignedOfferAccepted");
  };
  const owed = async (loanId: bigint) => {
    const { result } = await publicClient.simulateContract({ ...core, functionName: "settle", args: [loanId] });
    return result[0];
  };

  const payCycle = async (loanId: bigint, name?: string) => {
    const { interestOwed } = await owed(loanId);
    await approve(borrower, dfy.address, interestOwed);
    await measure(name, borrower.writeContract({ ...core, functionName: "repay", args: [loanId, 0n, interestOwed, 0n] }));
  };
  /** Everything owed in one payment: the open cycle's interest, and the principal with its 3% prepaid fee. */
  const repayAll = async (loanId: bigint, name: string) => {
    const next = await owed(loanId);
    await approve(borrower, dfy.address, next.interestOwed);
    await approve(borrower, usdt.address, next.principal + (next.principal * 3n) / 100n);
    const full = borrower.writeContract({ ...core, functionName: "repay", args: [loanId, 0n, next.interestOwed, next.principal] });
    emittedArgs(await measure(name, full), pawnLendingAbi, "LoanCompleted");
  };

  await withPrice(bench, eth.priceFeed, () => ETH_PRICE, async () => {
    const loanId = await lend(await escrowEth(CREATE_COLLATERAL), CREATE_OFFER, ACCEPT);
    const closing = await lend(await escrowEth());

    // Each loan's first cycle paid within the cycle; then, in the next cycle, everything. On the first loan
    // the keeper has opened that cycle, as it does at every cycle end (its settle is the keeper's cost, not
    // the borrower's); the second loan's payment closes the ended cycle itself.
    await payCycle(loanId, REPAY_CYCLE);
    await payCycle(closing);
    const { startedAt } = await publicClient.readContract({ ...lens, functionName: "loan", args: [closing] });
    await warpTo(bench, BigInt(startedAt) + BigInt(WEEK + 1));
    emittedArgs(await send(keeper.writeContract({ ...core, functionName: "settle", args: [loanId] })), pawnLendingAbi, "CycleOpened");
    await repayAll(loanId, FULL_REPAY);
    await repayAll(closing, FULL_REPAY_CLOSING);

    await lendBySignature(await escrowEth(), ACCEPT_SIGNED);

    const risky = await lend(await escrowEth());
    await withPrice(bench, eth.priceFeed, () => ETH_PRICE_AFTER_DROP, async () => {
      const liquidate = borrower.writeContract({ ...core, functionName: "liquidate", args: [risky] });
      emittedArgs(await measure(LIQUIDATE, liquidate), pawnLendingAbi, "LoanLiquidated");
    });

    const autoPackage = {
      packageType: PackageType.Auto,
      loanToken: usdt.address,
      minAmount: parseUnits("1000", 18),
      maxAmount: PRINCIPAL,
      repaymentToken: dfy.address,
      interestRate: percent(12),
      minDuration: 1,
      maxDuration: 8,
      durationUnit: TimeUnit.Week,
      cycleUnit: TimeUnit.Week,
      ltv: percent(50),
      liquidationThreshold: percent(70),
      collaterals: [eth.address],
      budget: PRINCIPAL * 10n,
    } as const;
    const created = await send(lender.writeContract({ ...shop, functionName: "createPackage", args: [autoPackage] }));
    const { packageId } = emittedArgs(created, pawnShopAbi, "PackageCreated");
    await approve(lender, usdt.address, PRINCIPAL);
    const collateralId = await escrowEth();
    const { timestamp } = await publicClient.getBlock();
    const submit = borrower.writeContract({
      ...shop,
      functionName: "submitCollateral",
      args: [packageId, collateralId, 0n, timestamp + BigInt(WEEK)],
    });
    emittedArgs(await measure(AUTO, submit), pawnLendingAbi, "LoanStarted");
  });
  return gas;
}
