/**
 * The demo's lenders, on a fresh local deployment. Lenders, packages, requests and negotiation threads live in
 * the API's database as well as on chain, so the market pages (/pawn/lender, /pawn/pawnshop-all,
 * /pawn/personal-all) need more than the chain demo (contracts/script/seed-demo.ts). Everything goes through the
 * API's own routes and the wallets' own transactions, as the web app has them sent: every rule applies, and a
 * seed the API refuses fails loudly. In order:
 *   the demo lender (dev account 2) registers the pawnshop Golden Lotus Pawn, with lending preferences;
 *   dev account 11 registers as a P2P lender with lending preferences (it only signs in: it holds nothing);
 *   the shop links the chain demo's AUTO package, publishes a SEMI_AUTO package on chain and a NEGOTIATION one;
 *   the demo borrower (dev account 1) sends four fresh collaterals to the SEMI_AUTO package: one stays PENDING,
 *   the shop accepts one (CONTRACTED) and rejects one (REJECTED), the borrower takes one back (CANCELLED);
 *   the borrower asks the NEGOTIATION package for a loan and the shop counters: a thread left OPEN;
 *   the borrower sends a collateral to the shop, agrees to its counter, and the shop signs the agreed offer:
 *   a thread AGREED, whose signed offer the borrower may accept.
 */
import {
  createPublicClient,
  createWalletClient,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Chain,
  type Hash,
  type LocalAccount,
  type PublicClient,
  type Transport,
  type WalletClient,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { Deployment } from "@openpawn/chain/deployment";
import { pawnShopAbi } from "@openpawn/chain/generated/abis";
import { AssetKind } from "@openpawn/chain/generated/enums";
import { createCollateralCall } from "@openpawn/chain/lending/collateral-calls";
import { signedOfferMessage } from "@openpawn/chain/negotiations/signed-offer-calls";
import { createPackageCall } from "@openpawn/chain/packages/package-calls";
import { acceptSubmissionCall, cancelSubmissionCall, rejectSubmissionCall, submitCollateralCall } from "@openpawn/chain/packages/submission-calls";
import { signedOfferDomain, signedOfferTypes } from "@openpawn/chain/signed-offer";
import { approveCall } from "@openpawn/chain/tokens/erc20-calls";
import { devAccount, type DevAccount } from "@openpawn/devchain/dev-accounts";
import { LENDING_RATE_ZOOM } from "@openpawn/shared/constants";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import type { NegotiationThread, ProposalBody } from "@openpawn/shared/negotiations/schemas/negotiations";
import { PACKAGE_TYPES, toContractRate, type LoanPackage, type PackageBody, type PackageType, type SubmissionReport } from "@openpawn/shared/packages/schemas/packages";
import type { LendingSettingBody, PawnShop, RegisterPawnShopBody } from "@openpawn/shared/packages/schemas/shops";
import type { SignedOffer } from "@openpawn/shared/negotiations/schemas/signed-offers";
import { ApiRefusal, signIn, type DemoApi } from "./demo-api.ts";

/** The P2P lender's dev account: past anvil's ten and the keeper (10), so no browser test and no keeper uses it. */
export const demoP2pLender = (): DevAccount => devAccount(11);

const usdt = (amount: number) => parseUnits(String(amount), 18).toString();
const MONTHS = 1;
/** How long the demo's pending request and signed offer stay good: a month of chain time. */
const DEMO_LIFETIME_S = 30n * 24n * 3600n;

// --- What the seed creates

type ShopBody = Omit<RegisterPawnShopBody, "walletAddress">;

/** A business: its phone and address are public, and required. */
const PAWNSHOP: ShopBody = {
  type: "PAWNSHOP",
  name: "Golden Lotus Pawn",
  description: "USDT against your WBNB or ETH: at once with Auto, within a day with Semi-auto, or on terms we agree together.",
  email: "desk@golden-lotus.example",
  phoneCountry: "VN",
  phone: "+84 912 345 678",
  address: "12 Hang Bac, Hoan Kiem, Hanoi",
  website: "https://golden-lotus.example",
};
const PAWNSHOP_SETTING: LendingSettingBody = {
  loanSymbols: ["USDT"],
  collateralSymbols: ["WBNB", "ETH"],
  durationTypes: [MONTHS],
  minDuration: 1,
  maxDuration: 12,
  minAmountUsd: "100",
  maxAmountUsd: "20000",
  minInterestRate: 8,
};

/** A person: others see the name, description and wallet, never a contact. */
const P2P_LENDER: ShopBody = {
  type: "P2P_LENDER",
  name: "Linh Tran",
  description: "I lend stablecoins peer to peer against blue-chip collateral, by the week or by the month.",
};
const P2P_SETTING: LendingSettingBody = {
  loanSymbols: ["USDT", "BUSD"],
  collateralSymbols: ["WBNB", "ETH"],
  durationTypes: [0, MONTHS],
  minDuration: 2,
  maxDuration: 26,
  minAmountUsd: "200",
  maxAmountUsd: "10000",
  minInterestRate: 9.5,
};

// Monthly packages: the browser tests pick their own Semi-auto package among the weekly ones (lenders.e2e), and a
// monthly loan leaves the keeper nothing to settle in the first week (stack.test counts its transactions).
const SEMI_AUTO_PACKAGE: PackageBody = {
  type: PACKAGE_TYPES.SEMI_AUTO,
  message: "Send your WBNB or ETH: we answer within a day.",
  loanToken: "USDT",
  repaymentToken: "USDT",
  loanAmountMin: usdt(100),
  loanAmountMax: usdt(2000),
  budget: usdt(10_000),
  collateralAcceptance: ["WBNB", "ETH"],
  interestRate: 12,
  durationFrom: 1,
  durationTo: 6,
  durationType: MONTHS,
  loanToValue: 50,
  ltvLiquidationThreshold: 75,
};
const NEGOTIATION_PACKAGE: PackageBody = {
  type: PACKAGE_TYPES.NEGOTIATION,
  message: "Larger loans or unusual terms: tell us what you need.",
  loanToken: "USDT",
  repaymentToken: "USDT",
  loanAmountMin: usdt(500),
  loanAmountMax: usdt(20_000),
  budget: usdt(50_000),
  collateralAcceptance: ["WBNB", "ETH"],
  interestRateMin: 8,
  interestRateMax: 15,
  durationFrom: 1,
  durationTo: 12,
  durationType: MONTHS,
  loanToValue: 60,
  ltvLiquidationThreshold: 80,
};
/** The chain demo's AUTO package has no words on chain: these are the API's. */
const AUTO_MESSAGE = "Instant USDT on your WBNB: the loan starts as you submit.";

/** The borrower's requests to the SEMI_AUTO package, one per state the shop's list shows; 1 WBNB for 3 months each. */
const REQUESTS: { name: string; answer: "wait" | "accept" | "reject" | "cancel" }[] = [
  { name: "WBNB waiting for an answer", answer: "wait" },
  { name: "WBNB lent against", answer: "accept" },
  { name: "WBNB turned down", answer: "reject" },
  { name: "WBNB taken back", answer: "cancel" },
];
/** What the shop lends on the accepted request: 1 WBNB at $600 and 50% LTV allows up to 300. */
const ACCEPTED_AMOUNT = parseUnits("250", 18);

/** The two threads: each collateral's WBNB, the borrower's request, the shop's counter. */
const OPEN_THREAD = {
  collateral: { name: "WBNB to talk about", wbnb: 3 },
  ask: { usdt: 1500, ratePercent: 9, message: "1,500 USDT for three months, please." },
  counter: { usdt: 1200, ratePercent: 11, message: "We can do 1,200 at 11%." },
};
const AGREED_THREAD = {
  collateral: { name: "WBNB for Golden Lotus", wbnb: 2 },
  ask: { usdt: 600, ratePercent: 10, message: "Could you lend 600 on this?" },
  counter: { usdt: 500, ratePercent: 11, message: "500 at 11%, and it is yours." },
};

/** What the shop lets the lending core move: both package budgets and the signed offer, with room to spare. */
const LENDER_ALLOWANCE = parseUnits("100000", 18);
const COLLATERAL_DURATION = { durationQty: 3, durationType: MONTHS } as const;

// --- The steps

/** A dev account: its wallet (signing its own transactions) and its signed-in API client. */
interface Party {
  account: LocalAccount;
  wallet: WalletClient<Transport, Chain | undefined, LocalAccount>;
  api: DemoApi;
}

interface Seed {
  borrower: Party;
  lender: Party;
  p2pLender: Party;
  deployment: Deployment;
  publicClient: PublicClient;
  /** Waits for a sent transaction to succeed; answers its hash, the one the API is told. */
  mined(sent: Promise<Hash>): Promise<Hash>;
  token(symbol: string): Address;
  symbol(address: Address): string;
  log(line: string): void;
}

export interface DemoLendersOptions {
  /** The API's origin. */
  url: string;
  rpcUrl: string;
  deployment: Deployment;
  accounts: { borrower: DevAccount; lender: DevAccount; p2pLender: DevAccount };
  log(line: string): void;
}

/**
 * Seeds the demo's lenders once. Run it on a fresh deployment only; it also stands aside when the demo lender is
 * registered already (a database kept while the chain was deployed again), so it never seeds twice.
 */
export async function seedDemoLenders(options: DemoLendersOptions): Promise<void> {
  const seed = await connect(options);
  if (await alreadySeeded(seed)) {
    seed.log("Demo lenders: the demo lender is registered already; nothing seeded");
    return;
  }
  const shop = await registerLender(seed, seed.lender, PAWNSHOP, PAWNSHOP_SETTING);
  await registerLender(seed, seed.p2pLender, P2P_LENDER, P2P_SETTING);
  await allowLending(seed);
  await linkChainAutoPackage(seed);
  const semiAuto = await publishOnChain(seed, SEMI_AUTO_PACKAGE);
  const negotiable = await publishOffChain(seed, NEGOTIATION_PACKAGE);
  await sendRequests(seed, semiAuto);
  await openThread(seed, negotiable);
  await agreedThread(seed, shop);
}

async function connect({ url, rpcUrl, deployment, accounts, log }: DemoLendersOptions): Promise<Seed> {
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ transport });
  const party = async (devAccount: DevAccount): Promise<Party> => {
    const account = privateKeyToAccount(devAccount.privateKey);
    return { account, wallet: createWalletClient({ account, transport }), api: await signIn(url, account) };
  };
  const mined = async (sent: Promise<Hash>) => {
    const hash = await sent;
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error(`demo transaction ${hash} reverted`);
    return hash;
  };
  const tokens = deployment.tokens;
  const token = (symbol: string) => {
    const found = tokens.find((candidate) => candidate.symbol === symbol);
    if (!found) throw new Error(`the deployment has no ${symbol}`);
    return found.address;
  };
  const symbol = (address: Address) => {
    const found = tokens.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase());
    if (!found) throw new Error(`the deployment has no token at ${address}`);
    return found.symbol;
  };
  const [borrower, lender, p2pLender] = [await party(accounts.borrower), await party(accounts.lender), await party(accounts.p2pLender)];
  return { borrower, lender, p2pLender, deployment, publicClient, mined, token, symbol, log };
}

function contract(seed: Seed, name: "PawnLending" | "PawnShop" | "SignedOffers"): Address {
  const address = seed.deployment.contracts[name];
  if (!address) throw new Error(`the deployment has no ${name}`);
  return address;
}

async function alreadySeeded(seed: Seed): Promise<boolean> {
  return seed.lender.api.get<PawnShop>("/pawn/pawn-shop").then(
    () => true,
    (error: unknown) => (error instanceof ApiRefusal && error.status === 404 ? false : Promise.reject(error)),
  );
}

/** Becomes a lender (from the party's own wallet) with standing preferences: the directories list it. */
async function registerLender(seed: Seed, party: Party, body: ShopBody, setting: LendingSettingBody): Promise<PawnShop> {
  const shop = await party.api.post<PawnShop>("/pawn/pawn-shop", { ...body, walletAddress: party.account.address });
  await party.api.post("/pawn/pawn-shop/lending-setting", setting);
  seed.log(`Demo lenders: ${shop.type} #${shop.id} ${shop.name} (${party.account.address}) with lending preferences`);
  return shop;
}

/** The web app's "Allow lending": packages lend from the shop's wallet through the core's allowance. */
async function allowLending(seed: Seed): Promise<void> {
  await seed.mined(seed.lender.wallet.writeContract({ chain: null, address: seed.token("USDT"), ...approveCall(contract(seed, "PawnLending"), LENDER_ALLOWANCE) }));
}

/**
 * The chain demo's AUTO package, created on chain without the API: the shop reports its createPackage with a body
 * of exactly its parameters (the API checks every one), read back from its PackageCreated event.
 */
async function linkChainAutoPackage(seed: Seed): Promise<LoanPackage> {
  const [created] = await seed.publicClient.getContractEvents({
    address: contract(seed, "PawnShop"),
    abi: pawnShopAbi,
    eventName: "PackageCreated",
    args: { owner: seed.lender.account.address },
    fromBlock: BigInt(seed.deployment.startBlock),
    strict: true,
  });
  if (!created) throw new Error("the chain demo has no package of the demo lender");
  const { params } = created.args;
  // The API's packages repay once per duration unit; the chain demo's does too.
  if (params.cycleUnit !== params.durationUnit) throw new Error("the chain demo's package repays in other cycles than its duration unit: the API cannot list it");
  const percent = (rate: number) => rate / LENDING_RATE_ZOOM;
  const body: PackageBody = {
    type: params.packageType as PackageType,
    message: AUTO_MESSAGE,
    loanToken: seed.symbol(params.loanToken),
    repaymentToken: seed.symbol(params.repaymentToken),
    loanAmountMin: params.minAmount.toString(),
    loanAmountMax: params.maxAmount.toString(),
    budget: params.budget.toString(),
    collateralAcceptance: params.collaterals.map(seed.symbol),
    interestRate: percent(params.interestRate),
    durationFrom: params.minDuration,
    durationTo: params.maxDuration,
    durationType: params.durationUnit as 0 | 1,
    loanToValue: percent(params.ltv),
    ltvLiquidationThreshold: percent(params.liquidationThreshold),
  };
  const linked = await seed.lender.api.post<LoanPackage>("/pawn/crypto-package/create-and-publish", { ...body, txnHash: created.transactionHash });
  logPackage(seed, linked, `linked to the chain demo's package ${linked.chainPackageId}`);
  return linked;
}

/** As the web app publishes an Auto or Semi-auto package: a draft, the wallet's createPackage of it, reported. */
async function publishOnChain(seed: Seed, body: PackageBody): Promise<LoanPackage> {
  const draft = await seed.lender.api.post<LoanPackage>("/pawn/crypto-package/create", body);
  const txnHash = await seed.mined(seed.lender.wallet.writeContract({ chain: null, address: contract(seed, "PawnShop"), ...createPackageCall(draft) }));
  const published = await seed.lender.api.put<LoanPackage>(`/pawn/crypto-package/${draft.id}/publish`, { txnHash });
  logPackage(seed, published, `on chain as package ${published.chainPackageId}`);
  return published;
}

/** A NEGOTIATION package lives in the API only. */
async function publishOffChain(seed: Seed, body: PackageBody): Promise<LoanPackage> {
  const published = await seed.lender.api.post<LoanPackage>("/pawn/crypto-package/create-and-publish", body);
  logPackage(seed, published, "off chain");
  return published;
}

const TYPE_NAMES = { [PACKAGE_TYPES.AUTO]: "AUTO", [PACKAGE_TYPES.SEMI_AUTO]: "SEMI_AUTO", [PACKAGE_TYPES.NEGOTIATION]: "NEGOTIATION" };

function logPackage(seed: Seed, item: LoanPackage, where: string): void {
  seed.log(`Demo lenders: ${TYPE_NAMES[item.type]} package #${item.id} of ${item.shop.name}, ${item.status} ${where}`);
}

/** The borrower escrows `wbnb` WBNB for 3 months asking for USDT, and names it through the API (as the web app's form). */
async function escrow(seed: Seed, name: string, wbnb: number): Promise<CollateralItem> {
  const amount = parseEther(String(wbnb));
  const core = contract(seed, "PawnLending");
  await seed.mined(seed.borrower.wallet.writeContract({ chain: null, address: seed.token("WBNB"), ...approveCall(core, amount) }));
  const collateral = { kind: AssetKind.ERC20, token: seed.token("WBNB"), amount, loanToken: seed.token("USDT"), ...COLLATERAL_DURATION };
  const txnHash = await seed.mined(seed.borrower.wallet.writeContract({ chain: null, address: core, ...createCollateralCall(collateral) }));
  return seed.borrower.api.post<CollateralItem>("/pawn/account/collaterals", { symbol: "WBNB", amount: amount.toString(), txnHash, name });
}

/** Each request is a fresh collateral submitted to the SEMI_AUTO package, then answered by its side (or not). */
async function sendRequests(seed: Seed, semiAuto: LoanPackage): Promise<void> {
  const shop = { chain: null, address: contract(seed, "PawnShop") } as const;
  const expiresAt = (await seed.publicClient.getBlock()).timestamp + DEMO_LIFETIME_S;
  for (const request of REQUESTS) {
    const collateral = await escrow(seed, request.name, 1);
    const submit = submitCollateralCall(semiAuto.chainPackageId ?? 0, collateral.id, { minAmount: 0n, expiresAt });
    const submitted = await seed.mined(seed.borrower.wallet.writeContract({ ...shop, ...submit }));
    const report = await seed.borrower.api.post<SubmissionReport>("/pawn/pawn-shop-package/submitCollateral", { txnHash: submitted });
    const id = BigInt(report.submissionId);
    let status = report.status;
    if (request.answer === "accept") {
      const txnHash = await seed.mined(seed.lender.wallet.writeContract({ ...shop, ...acceptSubmissionCall(id, ACCEPTED_AMOUNT) }));
      status = (await seed.lender.api.post<SubmissionReport>("/pawn/pawn-shop-package/acceptLoanRequest", { txnHash })).status;
    } else if (request.answer === "reject") {
      const txnHash = await seed.mined(seed.lender.wallet.writeContract({ ...shop, ...rejectSubmissionCall(id) }));
      status = (await seed.lender.api.post<SubmissionReport>("/pawn/pawn-shop-package/rejectLoanRequest", { txnHash })).status;
    } else if (request.answer === "cancel") {
      // No route takes this report: the index hears the PawnShop's event, as for anything sent outside the app.
      await seed.mined(seed.borrower.wallet.writeContract({ ...shop, ...cancelSubmissionCall(id) }));
      status = "CANCELLED";
    }
    seed.log(`Demo lenders: request #${id} of collateral #${collateral.id} "${request.name}" to package #${semiAuto.id}, ${status}`);
  }
}

/** Terms as a proposal carries them: USDT repaid monthly over 3 months, liquidated at 75%. */
function terms(seed: Seed, step: { usdt: number; ratePercent: number; message: string }): ProposalBody {
  return {
    amount: usdt(step.usdt),
    repaymentToken: seed.token("USDT"),
    interestRate: toContractRate(step.ratePercent),
    liquidationThreshold: toContractRate(75),
    durationQty: 3,
    durationType: MONTHS,
    repaymentCycleType: MONTHS,
    message: step.message,
  };
}

/** The borrower asks the NEGOTIATION package; the shop counters. The borrower's move next: left open for the demo. */
async function openThread(seed: Seed, negotiable: LoanPackage): Promise<void> {
  const collateral = await escrow(seed, OPEN_THREAD.collateral.name, OPEN_THREAD.collateral.wbnb);
  const opened = await seed.borrower.api.post<NegotiationThread>("/pawn/negotiations", { ...terms(seed, OPEN_THREAD.ask), collateralId: collateral.id, packageId: negotiable.id });
  const thread = await seed.lender.api.post<NegotiationThread>(`/pawn/negotiations/${opened.id}/proposals`, terms(seed, OPEN_THREAD.counter));
  seed.log(`Demo lenders: negotiation #${thread.id} on collateral #${collateral.id} with package #${negotiable.id}, ${thread.entries.length} proposals, ${thread.status}`);
}

/**
 * The borrower sends a collateral to the shop, agrees to its counter, and the shop signs the agreed terms without
 * gas (decision 0027): the thread waits for the borrower to accept the signed offer on chain.
 */
async function agreedThread(seed: Seed, shop: PawnShop): Promise<void> {
  const collateral = await escrow(seed, AGREED_THREAD.collateral.name, AGREED_THREAD.collateral.wbnb);
  const asked = await seed.borrower.api.post<NegotiationThread>("/pawn/negotiations", { ...terms(seed, AGREED_THREAD.ask), collateralId: collateral.id, pawnShopId: shop.id });
  const agreedTerms = terms(seed, AGREED_THREAD.counter);
  const countered = await seed.lender.api.post<NegotiationThread>(`/pawn/negotiations/${asked.id}/proposals`, agreedTerms);
  await seed.borrower.api.put<NegotiationThread>(`/pawn/negotiations/${asked.id}/agree`, { entryId: countered.lastProposal?.id });
  const offer = await signOffer(seed, collateral.id, agreedTerms, asked.id);
  seed.log(`Demo lenders: negotiation #${asked.id} on collateral #${collateral.id} with ${shop.name}, AGREED, signed offer #${offer.id} ${offer.status}`);
}

/** The shop's EIP-712 signed offer of `offered` on a collateral, given to the API as the web app does. */
async function signOffer(seed: Seed, collateralId: number, offered: ProposalBody, negotiationId: number): Promise<SignedOffer> {
  const lender = seed.lender.account;
  const loanToken = seed.token("USDT");
  const deadline = (await seed.publicClient.getBlock()).timestamp + DEMO_LIFETIME_S;
  const nonce = BigInt(Date.now());
  const message = signedOfferMessage({
    lender: lender.address,
    collateralId,
    terms: {
      amount: BigInt(offered.amount),
      loanToken,
      repaymentToken: offered.repaymentToken as Address,
      interestRate: offered.interestRate,
      liquidationThreshold: offered.liquidationThreshold,
      durationQty: offered.durationQty,
      durationType: offered.durationType,
      cycleType: offered.repaymentCycleType,
    },
    nonce,
    deadline,
  });
  const domain = signedOfferDomain(seed.deployment.chainId, contract(seed, "SignedOffers"));
  const signature = await lender.signTypedData({ domain, types: signedOfferTypes, primaryType: "SignedOffer", message });
  const body = { ...offered, lender: lender.address, collateralId, loanToken, nonce: nonce.toString(), deadline: Number(deadline), signature, negotiationId };
  return seed.lender.api.post<SignedOffer>("/pawn/signed-offers", body);
}
