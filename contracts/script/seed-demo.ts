/**
 * Demo positions on a fresh local deployment, so the lending pages have something to show. In order
 * (ids on a fresh deployment in brackets):
 *   the borrower escrows 10 WBNB (collateral 1) and 5 BNB (collateral 2) asking for USDT;
 *   the lender offers twice on the WBNB (offers 1 and 2, left open) and once on the BNB (offer 3),
 *   which the borrower accepts: loan 3 is active;
 *   the lender publishes an AUTO package lending USDT on WBNB (package 1);
 *   the borrower escrows a freshly minted DemoNft721 token (collateral 3), open for offers.
 */
import { devPriceFeedAbi, pawnLendingAbi, pawnShopAbi, testNft721Abi, testTokenAbi } from "@openpawn/chain/generated/abis";
import {
  type Address,
  type Chain,
  type Hash,
  type LocalAccount,
  type PublicClient,
  type TransactionReceipt,
  custom,
  createWalletClient,
  parseEther,
  parseUnits,
  zeroAddress,
} from "viem";
import type { DeployerWalletClient, ProtocolDeployment } from "./deploy.ts";
import { deployedToken } from "./dev-tokens.ts";
import { AssetKind, type CollateralParams, PackageType, type Terms, TimeUnit, percent } from "./lending-types.ts";
import { emittedArgs, waitForSuccess } from "./transactions.ts";

/** Two seeded accounts that sign the demo positions. */
export interface DemoAccounts {
  /** Holds WBNB, BNB, ETH and USDT; escrows collateral, borrows and repays. */
  borrower: LocalAccount;
  /** Holds USDT; offers and publishes a package. */
  lender: LocalAccount;
}

const usdt = (amount: string) => parseUnits(amount, 18);
/** What the lender lets the core move: the three offers and the package's largest loan. */
const LENDER_ALLOWANCE = usdt("20000");
const LIQUIDATION_THRESHOLD = percent(75);
/** ETH's dev price after the seed: the near-liquidation loan's debt is then ~95% of its limit. */
const NEAR_LIQUIDATION_ETH_PRICE = 2_750n * 10n ** 8n;

/** An AUTO package lending 100 to 5,000 USDT (18 decimals on dev chains) at 14% a year for 1 to 12
 * months against `collateral`, at 50% LTV, liquidated at 75%: the demo's package, also used by the bench. */
export function usdtAutoPackage(usdtToken: Address, collateral: Address) {
  return {
    packageType: PackageType.Auto,
    loanToken: usdtToken,
    minAmount: usdt("100"),
    maxAmount: usdt("5000"),
    repaymentToken: usdtToken,
    interestRate: percent(14),
    minDuration: 1,
    maxDuration: 12,
    durationUnit: TimeUnit.Month,
    cycleUnit: TimeUnit.Month,
    ltv: percent(50),
    liquidationThreshold: LIQUIDATION_THRESHOLD,
    collaterals: [collateral],
    budget: usdt("50000"),
  } as const;
}

export async function seedDemoPositions(
  publicClient: PublicClient,
  chain: Chain | null,
  deployment: ProtocolDeployment,
  accounts: DemoAccounts,
  /** Owns the dev price feeds (the deployer): moves ETH's price to put one loan near liquidation. */
  priceFeedOwner: DeployerWalletClient,
): Promise<void> {
  const send = async (hash: Promise<Hash>): Promise<TransactionReceipt> => waitForSuccess(publicClient, await hash);
  const signer = (account: LocalAccount) => createWalletClient({ account, transport: custom(publicClient) });
  const [borrower, lender] = [signer(accounts.borrower), signer(accounts.lender)];
  const { PawnLending, PawnShop, DemoNft721 } = deployment.contracts;
  const core = { chain, address: PawnLending, abi: pawnLendingAbi } as const;
  const [usdtToken, wbnbToken] = [deployedToken(deployment, "USDT").address, deployedToken(deployment, "WBNB").address];

  const createCollateral = async (params: Omit<CollateralParams, "loanToken">, value = 0n): Promise<bigint> => {
    const args = [{ ...params, loanToken: usdtToken }] as const;
    const receipt = await send(borrower.writeContract({ ...core, functionName: "createCollateral", args, value }));
    return emittedArgs(receipt, pawnLendingAbi, "CollateralCreated").collateralId;
  };
  const offerUsdt = async (
    collateralId: bigint,
    terms: Omit<Terms, "loanToken" | "repaymentToken" | "liquidationThreshold">,
  ): Promise<bigint> => {
    const usdtTerms = {
      ...terms,
      loanToken: usdtToken,
      repaymentToken: usdtToken,
      liquidationThreshold: LIQUIDATION_THRESHOLD,
    };
    const receipt = await send(
      lender.writeContract({ ...core, functionName: "createOffer", args: [collateralId, usdtTerms] }),
    );
    return emittedArgs(receipt, pawnLendingAbi, "OfferCreated").offerId;
  };

  const wbnbAmount = parseEther("10");
  const approveWbnb = { chain, address: wbnbToken, abi: testTokenAbi, functionName: "approve" } as const;
  await send(borrower.writeContract({ ...approveWbnb, args: [PawnLending, wbnbAmount] }));
  const sixMonths = { durationQty: 6, durationUnit: TimeUnit.Month } as const;
  const wbnbCollateral = await createCollateral({
    kind: AssetKind.ERC20,
    token: wbnbToken,
    tokenId: 0n,
    amount: wbnbAmount,
    ...sixMonths,
  });
  const bnbAmount = parseEther("5");
  const twelveWeeks = { durationQty: 12, durationUnit: TimeUnit.Week } as const;
  const bnbCollateral = await createCollateral(
    { kind: AssetKind.Native, token: zeroAddress, tokenId: 0n, amount: bnbAmount, ...twelveWeeks },
    bnbAmount,
  );

  const approveUsdt = { chain, address: usdtToken, abi: testTokenAbi, functionName: "approve" } as const;
  await send(lender.writeContract({ ...approveUsdt, args: [PawnLending, LENDER_ALLOWANCE] }));
  const monthly = { ...sixMonths, cycleUnit: TimeUnit.Month } as const;
  await offerUsdt(wbnbCollateral, { amount: usdt("3000"), interestRate: percent(12), ...monthly });
  await offerUsdt(wbnbCollateral, { amount: usdt("2500"), interestRate: percent(10), ...monthly });
  const weekly = { ...twelveWeeks, cycleUnit: TimeUnit.Week } as const;
  const accepted = await offerUsdt(bnbCollateral, { amount: usdt("1200"), interestRate: percent(15), ...weekly });
  await send(borrower.writeContract({ ...core, functionName: "acceptOffer", args: [accepted] }));

  const autoPackage = usdtAutoPackage(usdtToken, wbnbToken);
  const shop = { chain, address: PawnShop, abi: pawnShopAbi } as const;
  await send(lender.writeContract({ ...shop, functionName: "createPackage", args: [autoPackage] }));

  const nft = { chain, address: DemoNft721, abi: testNft721Abi } as const;
  const minted = await send(
    borrower.writeContract({ ...nft, functionName: "mint", args: [accounts.borrower.address] }),
  );
  const { tokenId } = emittedArgs(minted, testNft721Abi, "Transfer");
  await send(borrower.writeContract({ ...nft, functionName: "approve", args: [PawnLending, tokenId] }));
  await createCollateral({
    kind: AssetKind.ERC721,
    token: DemoNft721,
    tokenId,
    amount: 1n,
    durationQty: 3,
    durationUnit: TimeUnit.Month,
  });

  // A finished contract: 2 ETH borrowed against and repaid in full at once (interest and the 3% prepaid fee).
  const ethToken = deployedToken(deployment, "ETH");
  const approveEth = { chain, address: ethToken.address, abi: testTokenAbi, functionName: "approve" } as const;
  const escrowEth = async (amount: bigint): Promise<bigint> => {
    await send(borrower.writeContract({ ...approveEth, args: [PawnLending, amount] }));
    return createCollateral({ kind: AssetKind.ERC20, token: ethToken.address, tokenId: 0n, amount, ...sixMonths });
  };
  const repaid = await offerUsdt(await escrowEth(parseEther("2")), { amount: usdt("2000"), interestRate: percent(12), ...monthly });
  await send(borrower.writeContract({ ...core, functionName: "acceptOffer", args: [repaid] }));
  const { result: owed } = await publicClient.simulateContract({
    address: PawnLending,
    abi: pawnLendingAbi,
    functionName: "settle",
    args: [repaid],
  });
  const [{ interestOwed, principal }] = owed;
  await send(borrower.writeContract({ ...approveUsdt, args: [PawnLending, interestOwed + principal + principal / 20n] }));
  await send(borrower.writeContract({ ...core, functionName: "repay", args: [repaid, 0n, interestOwed, principal] }));

  // A loan near liquidation: 1 ETH at $3,000 for 1,950 USDT (75% threshold: a $2,250 limit), then ETH
  // eases to $2,750, so the debt is about 95% of the $2,062.50 limit: the "LTV near liquidation" zone.
  const nearLiquidation = await offerUsdt(await escrowEth(parseEther("1")), {
    amount: usdt("1950"),
    interestRate: percent(12),
    ...monthly,
  });
  await send(borrower.writeContract({ ...core, functionName: "acceptOffer", args: [nearLiquidation] }));
  await send(
    priceFeedOwner.writeContract({
      chain,
      address: ethToken.priceFeed,
      abi: devPriceFeedAbi,
      functionName: "updateAnswer",
      args: [NEAR_LIQUIDATION_ETH_PRICE],
    }),
  );
}
