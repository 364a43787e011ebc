/**
 * The demo's NFT market, on a fresh local deployment, so that /nft shows something alive. As the web app has it
 * done: pictures uploaded through the API (POST /api/nft/media, then their metadata through /api/nft/metadata),
 * collections, mints, sales, auctions and the NFT loan sent from the wallets' own transactions (the operator's
 * approval from the Hub's OPERATOR), the NFT collateral and the loan's steps reported to the API's routes. Every
 * rule of the contracts and the API applies, and a step they refuse fails the seed loudly. Accounts: the demo
 * borrower (dev 1), the demo lender (dev 2), the P2P lender (dev 11, funded here by dev 2) and the deployer as the
 * operator; never an account a browser test moves money with. In order:
 *   the lender creates the ERC-721 collection Lotus Lanterns and mints six pictures with royalties;
 *   the borrower creates the ERC-1155 collection Jade Garden Editions and mints two, with copies;
 *   on sale: a lantern for USDT, one for BNB (the native coin), 5 Koi Pond copies for USDT (2 bought by the lender),
 *   2 Bamboo Rain copies for DFY;
 *   sold and resold: the borrower buys Moon over Ha Long Bay and resells it to the P2P lender (a royalty to the lender);
 *   an auction in USDT approved by the operator, running for days, with bids of the borrower and the P2P lender;
 *   an auction in DFY waiting for the operator's approval;
 *   an NFT loan: the borrower buys Harbor Lights, pawns it, and accepts the lender's USDT offer.
 */
import {
  createPublicClient,
  createWalletClient,
  formatUnits,
  http,
  parseEther,
  parseEventLogs,
  parseUnits,
  zeroAddress,
  type Abi,
  type Address,
  type Chain,
  type ContractEventName,
  type GetEventArgs,
  type Hash,
  type LocalAccount,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { Deployment } from "@openpawn/chain/deployment";
import { hubAbi, nftFactoryAbi, nftMarketAbi, pawnLendingAbi, softNft721Abi } from "@openpawn/chain/generated/abis";
import { AssetKind, TimeUnit } from "@openpawn/chain/generated/enums";
import { createCollateralCall } from "@openpawn/chain/lending/collateral-calls";
import { acceptOfferCall, createOfferCall } from "@openpawn/chain/lending/offer-calls";
import { setApprovalForAllCall } from "@openpawn/chain/nft-market/approval-calls";
import { createCollectionCall, mint1155Call, mint721Call } from "@openpawn/chain/nft-market/collection-calls";
import { approveAuctionCall, bidCall, buyCall, createAuctionCall, listCall } from "@openpawn/chain/nft-market/market-calls";
import { approveCall, erc20Abi, transferCall } from "@openpawn/chain/tokens/erc20-calls";
import type { DevAccount } from "@openpawn/devchain/dev-accounts";
import { toContractRate } from "@openpawn/shared/packages/schemas/packages";
import type { AuctionItem, CollectionItem, ListingItem } from "@openpawn/shared/nft-market/schemas";
import type { NftCollateralItem } from "@openpawn/shared/nft-pawn/schemas";
import type { NftMetadataBody, StoredMedia } from "@openpawn/shared/media/schemas";
import type { OfferItem } from "@openpawn/shared/lending/schemas/offers";
import { signIn, type DemoApi } from "./demo-api.ts";
import { drawDemoPicture, type SceneName } from "./demo-pictures.ts";

const usdt = (amount: string) => parseUnits(amount, 18);
const dfy = (amount: string) => parseUnits(amount, 18);
const HOUR = 3600n;
const DAY = 24n * HOUR;

// --- What the seed creates

interface Artwork {
  scene: SceneName;
  name: string;
  description: string;
  attributes: { trait_type: string; value: string | number }[];
  /** The creator's royalty on every resale, in basis points. */
  royaltyBps: number;
  /** ERC-1155 only: copies minted. */
  copies?: bigint;
}

interface CollectionPlan {
  kind: "ERC721" | "ERC1155";
  name: string;
  symbol: string;
  description: string;
  works: readonly Artwork[];
}

const LOTUS_LANTERNS = {
  kind: "ERC721",
  name: "Lotus Lanterns",
  symbol: "LOTUS",
  description: "Six evenings on the water, each one of a kind: paper lanterns, lotus ponds and harbours after dark.",
  works: [
    {
      scene: "perfumeRiver",
      name: "Lanterns over the Perfume River",
      description: "Dusk over Hue: the hills go violet while a hundred wishes drift downstream.",
      attributes: [{ trait_type: "Hour", value: "Dusk" }, { trait_type: "Water", value: "River" }, { trait_type: "Lanterns", value: 20 }],
      royaltyBps: 500,
    },
    {
      scene: "paperLotus",
      name: "Paper Lotus at Dusk",
      description: "Three lotus in bloom on a rose-gold pond, and a sun that will not quite set.",
      attributes: [{ trait_type: "Hour", value: "Sunset" }, { trait_type: "Water", value: "Pond" }, { trait_type: "Flowers", value: 3 }],
      royaltyBps: 500,
    },
    {
      scene: "haLong",
      name: "Moon over Ha Long Bay",
      description: "Karst peaks under a full moon, and the few boats still lit.",
      attributes: [{ trait_type: "Hour", value: "Midnight" }, { trait_type: "Water", value: "Bay" }, { trait_type: "Moon", value: "Full" }],
      royaltyBps: 500,
    },
    {
      scene: "nightMarket",
      name: "Night Market Glow",
      description: "Strings of lanterns over the rooftops of the old quarter on a Saturday night.",
      attributes: [{ trait_type: "Hour", value: "Night" }, { trait_type: "Place", value: "Old quarter" }, { trait_type: "Lanterns", value: 32 }],
      royaltyBps: 750,
    },
    {
      scene: "firstLantern",
      name: "The First Lantern of Tết",
      description: "One red lantern and the plum blossoms of the new year. The collection's centrepiece.",
      attributes: [{ trait_type: "Hour", value: "New Year's Eve" }, { trait_type: "Place", value: "Home" }, { trait_type: "Lanterns", value: 1 }],
      royaltyBps: 1000,
    },
    {
      scene: "harbor",
      name: "Harbor Lights at Blue Hour",
      description: "The quay switches on its windows one by one, and the water keeps a copy of each.",
      attributes: [{ trait_type: "Hour", value: "Blue hour" }, { trait_type: "Water", value: "Harbour" }],
      royaltyBps: 400,
    },
  ],
} as const satisfies CollectionPlan;

const JADE_GARDEN = {
  kind: "ERC1155",
  name: "Jade Garden Editions",
  symbol: "JADE",
  description: "Small open editions from a garden in Da Lat: collect one, or a few to give away.",
  works: [
    {
      scene: "koiPond",
      name: "Koi Pond",
      description: "Kohaku, yamabuki and orange koi among the lily pads, seen from the footbridge. Edition of 12.",
      attributes: [{ trait_type: "Edition", value: 12 }, { trait_type: "Season", value: "Summer" }],
      royaltyBps: 300,
      copies: 12n,
    },
    {
      scene: "bambooRain",
      name: "Bamboo Rain",
      description: "A green afternoon in the grove, rain on the leaves. Edition of 6.",
      attributes: [{ trait_type: "Edition", value: 6 }, { trait_type: "Season", value: "Monsoon" }],
      royaltyBps: 250,
      copies: 6n,
    },
  ],
} as const satisfies CollectionPlan;

type LotusWork = (typeof LOTUS_LANTERNS.works)[number]["name"];

/** What the P2P lender gets from the lender to buy and bid with (it holds nothing of its own). */
const P2P_FUNDS = { native: parseEther("1"), usdt: usdt("1000") };
const SALES = {
  river: usdt("120"),
  lotus: parseEther("0.25"),
  moon: usdt("80"),
  moonResale: usdt("140"),
  harbor: usdt("90"),
  koi: { quantity: 5n, unitPrice: usdt("25"), bought: 2n },
  bamboo: { quantity: 2n, unitPrice: dfy("400") },
};
/** The auction the operator approves: USDT, bidding open for five days, three bids from two accounts. */
const RUNNING_AUCTION = { startPrice: usdt("150"), priceStep: usdt("10"), buyOutPrice: usdt("600"), lasts: 5n * DAY, bids: ["150", "170", "190"] as const };
/** The one waiting for approval: DFY, from tomorrow for three days. */
const PENDING_AUCTION = { startPrice: dfy("2500"), priceStep: dfy("100"), buyOutPrice: dfy("10000"), startsIn: DAY, lasts: 3n * DAY };
/** The NFT loan: 60 USDT for three months at 10% a year, repaid monthly; NFT collateral has no liquidation threshold. */
const NFT_LOAN = { amount: usdt("60"), ratePercent: 10, months: 3 };
const NFT_COLLATERAL_WORDS = { name: "Harbor Lights at Blue Hour", description: "From the Lotus Lanterns collection, bought on the market this week." };
const OFFER_MESSAGE = "60 USDT for three months against your Harbor Lights: a lovely piece.";

// --- The steps

interface Party {
  account: LocalAccount;
  wallet: WalletClient<Transport, Chain | undefined, LocalAccount>;
  api: DemoApi;
}

interface Seed {
  url: string;
  borrower: Party;
  lender: Party;
  p2pLender: Party;
  operator: Omit<Party, "api">;
  deployment: Deployment;
  publicClient: PublicClient;
  mined(sent: Promise<Hash>): Promise<TransactionReceipt>;
  token(symbol: string): Address;
  contract(name: "NftFactory" | "NftMarket" | "PawnLending" | "Hub" | "DFY"): Address;
  log(line: string): void;
}

export interface DemoNftsOptions {
  /** The API's origin. */
  url: string;
  rpcUrl: string;
  deployment: Deployment;
  /** `operator` holds the Hub's OPERATOR_ROLE (the deployer on a local deployment). */
  accounts: { operator: DevAccount; borrower: DevAccount; lender: DevAccount; p2pLender: DevAccount };
  log(line: string): void;
}

/**
 * Seeds the demo's NFT market once. Run it on a fresh deployment only, after the demo lenders (the P2P lender signs
 * in as registered there); it stands aside when the deployment has no NFT contracts, or when the lender's collection
 * exists already (a database kept while the chain was deployed again).
 */
export async function seedDemoNfts(options: DemoNftsOptions): Promise<void> {
  const started = performance.now();
  if (!options.deployment.contracts.NftFactory || !options.deployment.contracts.NftMarket) {
    options.log("Demo NFTs: the deployment has no NFT factory or market; nothing seeded");
    return;
  }
  const seed = await connect(options);
  if (await alreadySeeded(seed)) {
    seed.log("Demo NFTs: the demo lender's collection exists already; nothing seeded");
    return;
  }
  await requireOperator(seed);
  const [lotus, jade] = await Promise.all([uploadCollection(seed, seed.lender, LOTUS_LANTERNS), uploadCollection(seed, seed.borrower, JADE_GARDEN)]);
  const lanterns = await createAndMint(seed, seed.lender, LOTUS_LANTERNS, lotus);
  const editions = await createAndMint(seed, seed.borrower, JADE_GARDEN, jade);
  await fundP2pLender(seed);
  const market = marketOf(seed);

  const tokenOf = (name: LotusWork) => {
    const tokenId = lanterns.tokenIds.get(name);
    if (tokenId === undefined) throw new Error(`${name} was not minted`);
    return tokenId;
  };
  // Auctions first: the running one then opens while the sales are sent.
  const running = await market.auction(seed.lender, lanterns.address, tokenOf("Night Market Glow"), 1n, "USDT", RUNNING_AUCTION, 0n);
  await market.approveAuction(running.id);
  const pending = await market.auction(seed.lender, lanterns.address, tokenOf("The First Lantern of Tết"), 1n, "DFY", PENDING_AUCTION, PENDING_AUCTION.startsIn);

  await market.list(seed.lender, lanterns.address, tokenOf("Lanterns over the Perfume River"), 1n, "USDT", SALES.river);
  await market.list(seed.lender, lanterns.address, tokenOf("Paper Lotus at Dusk"), 1n, "BNB", SALES.lotus);
  const [koi, bamboo] = editions.tokenIdsInOrder;
  if (koi === undefined || bamboo === undefined) throw new Error("the editions were not minted");
  const koiSale = await market.list(seed.borrower, editions.address, koi, SALES.koi.quantity, "USDT", SALES.koi.unitPrice);
  await market.list(seed.borrower, editions.address, bamboo, SALES.bamboo.quantity, "DFY", SALES.bamboo.unitPrice);
  await market.buy(seed.lender, koiSale, SALES.koi.bought);

  // A resale: the lender's royalty comes out of the P2P lender's payment to the borrower.
  const moon = tokenOf("Moon over Ha Long Bay");
  await market.buy(seed.borrower, await market.list(seed.lender, lanterns.address, moon, 1n, "USDT", SALES.moon), 1n);
  const resale = await market.buy(seed.p2pLender, await market.list(seed.borrower, lanterns.address, moon, 1n, "USDT", SALES.moonResale), 1n);
  seed.log(`Demo NFTs: "Moon over Ha Long Bay" sold for ${formatUnits(SALES.moon, 18)} USDT, resold for ${formatUnits(SALES.moonResale, 18)} USDT (royalty ${formatUnits(resale.royalty, 18)} USDT to its creator)`);

  const harbor = tokenOf("Harbor Lights at Blue Hour");
  await market.buy(seed.borrower, await market.list(seed.lender, lanterns.address, harbor, 1n, "USDT", SALES.harbor), 1n);

  await market.bidWhenOpen(running, [
    [seed.borrower, RUNNING_AUCTION.bids[0]],
    [seed.p2pLender, RUNNING_AUCTION.bids[1]],
    [seed.borrower, RUNNING_AUCTION.bids[2]],
  ]);
  const loan = await pawnAndBorrow(seed, lanterns.address, harbor);

  await indexed(seed);
  await summarize(seed, { running: running.id, pending: pending.id, loan, started });
}

async function connect({ url, rpcUrl, deployment, accounts, log }: DemoNftsOptions): Promise<Seed> {
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ transport });
  const wallet = (devAccount: DevAccount) => {
    const account = privateKeyToAccount(devAccount.privateKey);
    return { account, wallet: createWalletClient({ account, transport }) };
  };
  const party = async (devAccount: DevAccount): Promise<Party> => {
    const signer = wallet(devAccount);
    return { ...signer, api: await signIn(url, signer.account) };
  };
  const mined = async (sent: Promise<Hash>) => {
    const hash = await sent;
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== "success") throw new Error(`demo transaction ${hash} reverted`);
    return receipt;
  };
  const token = (symbol: string) => {
    const found = deployment.tokens.find((candidate) => candidate.symbol === symbol);
    if (!found) throw new Error(`the deployment has no ${symbol}`);
    return found.address;
  };
  const contract = (name: string) => {
    const address = deployment.contracts[name];
    if (!address) throw new Error(`the deployment has no ${name}`);
    return address;
  };
  const [borrower, lender, p2pLender] = await Promise.all([party(accounts.borrower), party(accounts.lender), party(accounts.p2pLender)]);
  return { url, borrower, lender, p2pLender, operator: wallet(accounts.operator), deployment, publicClient, mined, token, contract, log };
}

/** The first `eventName` a receipt holds, decoded with `abi`. */
function emitted<const TAbi extends Abi, Name extends ContractEventName<TAbi>>(abi: TAbi, receipt: TransactionReceipt, eventName: Name) {
  const [log] = parseEventLogs({ abi, logs: receipt.logs, eventName });
  if (!log) throw new Error(`transaction ${receipt.transactionHash} emitted no ${eventName}`);
  return log.args as GetEventArgs<TAbi, Name, { EnableUnion: false; IndexedOnly: false; Required: true }>;
}

interface Paged<T> {
  content: T[];
  total_elements: number;
}

async function alreadySeeded(seed: Seed): Promise<boolean> {
  const mine = await seed.lender.api.get<Paged<CollectionItem>>(`/nft/collections?creator=${seed.lender.account.address}&soft=true`);
  return mine.total_elements > 0;
}

/** Auctions need an operator's approval: the account named must hold the role, or the seed says so at once. */
async function requireOperator(seed: Seed): Promise<void> {
  const hub = { address: seed.contract("Hub"), abi: hubAbi } as const;
  const role = await seed.publicClient.readContract({ ...hub, functionName: "OPERATOR_ROLE" });
  const holds = await seed.publicClient.readContract({ ...hub, functionName: "hasRole", args: [role, seed.operator.account.address] });
  if (!holds) throw new Error(`the demo's operator ${seed.operator.account.address} does not hold the Hub's OPERATOR_ROLE`);
}

/** What a creator uploaded for a collection: its metadata URI, and each work's token URI. */
interface Uploaded {
  contractUri: string;
  tokenUris: Map<string, string>;
}

/** As the web's create page: each picture to /nft/media, then its metadata naming it; the collection's cover last. */
async function uploadCollection(seed: Seed, creator: Party, plan: CollectionPlan): Promise<Uploaded> {
  const tokenUris = new Map<string, string>();
  let cover: string | undefined;
  for (const work of plan.works) {
    const form = new FormData();
    form.append("media", new Blob([new Uint8Array(drawDemoPicture(work.scene))], { type: "image/png" }), `${work.scene}.png`);
    const { media } = await creator.api.postForm<{ media: StoredMedia }>("/nft/media", form);
    cover ??= media.uri;
    const metadata: NftMetadataBody = { name: work.name, description: work.description, image: media.uri, attributes: [...work.attributes] };
    tokenUris.set(work.name, (await creator.api.post<{ uri: string }>("/nft/metadata", metadata)).uri);
  }
  if (!cover) throw new Error(`${plan.name} has no works`);
  const collection = await creator.api.post<{ uri: string }>("/nft/metadata", { name: plan.name, description: plan.description, image: cover });
  return { contractUri: collection.uri, tokenUris };
}

interface Minted {
  address: Address;
  tokenIds: Map<string, bigint>;
  tokenIdsInOrder: bigint[];
}

/** The factory's createCollection, then a mint per work (each paying the factory's mint fee in DFY). */
async function createAndMint(seed: Seed, creator: Party, plan: CollectionPlan, uploaded: Uploaded): Promise<Minted> {
  const factory = seed.contract("NftFactory");
  const collection = { kind: plan.kind, name: plan.name, symbol: plan.symbol, contractURI: uploaded.contractUri };
  const created = await seed.mined(creator.wallet.writeContract({ chain: null, address: factory, ...createCollectionCall(collection) }));
  const address = emitted(nftFactoryAbi, created, "CollectionCreated").collection;
  const fee = await seed.publicClient.readContract({ address: factory, abi: nftFactoryAbi, functionName: "mintFee" });
  const fees = fee * BigInt(plan.works.length);
  if (fees > 0n) await approve(seed, creator, seed.contract("DFY"), address, fees);

  const tokenIds = new Map<string, bigint>();
  for (const work of plan.works) {
    const mint = { to: creator.account.address, tokenURI: uploaded.tokenUris.get(work.name) ?? "", royaltyBps: work.royaltyBps };
    const receipt =
      plan.kind === "ERC721"
        ? await seed.mined(creator.wallet.writeContract({ chain: null, address, ...mint721Call(mint) }))
        : await seed.mined(creator.wallet.writeContract({ chain: null, address, ...mint1155Call({ ...mint, amount: work.copies ?? 1n }) }));
    tokenIds.set(work.name, emitted(softNft721Abi, receipt, "Minted").tokenId);
  }
  seed.log(`Demo NFTs: ${plan.kind} collection ${plan.name} (${address}) of ${creator.account.address}, ${plan.works.length} NFTs minted`);
  return { address, tokenIds, tokenIdsInOrder: [...tokenIds.values()] };
}

/** An ERC-20 allowance, as the web app asks for it before a money action: raised by `amount` over what is left. */
async function approve(seed: Seed, owner: Party, token: Address, spender: Address, amount: bigint): Promise<void> {
  const left = await seed.publicClient.readContract({ address: token, abi: erc20Abi, functionName: "allowance", args: [owner.account.address, spender] });
  await seed.mined(owner.wallet.writeContract({ chain: null, address: token, ...approveCall(spender, left + amount) }));
}

/** The P2P lender holds nothing: the lender sends it gas and USDT to buy and bid with, as a friend would. */
async function fundP2pLender(seed: Seed): Promise<void> {
  const to = seed.p2pLender.account.address;
  await seed.mined(seed.lender.wallet.sendTransaction({ chain: null, to, value: P2P_FUNDS.native }));
  await seed.mined(seed.lender.wallet.writeContract({ chain: null, address: seed.token("USDT"), ...transferCall(to, P2P_FUNDS.usdt) }));
}

interface Sale {
  id: bigint;
  payToken: Address;
  unitPrice: bigint;
}

interface Auction {
  id: bigint;
  payToken: Address;
  startAt: bigint;
}

type AuctionTerms = { startPrice: bigint; priceStep: bigint; buyOutPrice: bigint; lasts: bigint };

/** The market's calls, each after the approvals the web app would ask for. */
function marketOf(seed: Seed) {
  const address = seed.contract("NftMarket");
  const market = { chain: null, address } as const;
  const payToken = (symbol: string) => (symbol === "BNB" ? zeroAddress : seed.token(symbol));
  const approvedCollections = new Set<string>();
  const approveCollection = async (owner: Party, collection: Address) => {
    const key = `${owner.account.address}:${collection}`;
    if (approvedCollections.has(key)) return;
    // ERC-721 and ERC-1155 share setApprovalForAll.
    await seed.mined(owner.wallet.writeContract({ chain: null, address: collection, ...setApprovalForAllCall(address) }));
    approvedCollections.add(key);
  };
  // The time the chain's next block will carry (anvil: the wall clock, plus any offset the chain was moved by).
  const chainClock = async () => (await seed.publicClient.getBlock({ blockTag: "pending" })).timestamp;
  const pay = async (payer: Party, token: Address, amount: bigint) => {
    if (token !== zeroAddress) await approve(seed, payer, token, address, amount);
    return token === zeroAddress ? amount : 0n;
  };

  return {
    async list(seller: Party, collection: Address, tokenId: bigint, quantity: bigint, symbol: string, unitPrice: bigint): Promise<Sale> {
      await approveCollection(seller, collection);
      const token = payToken(symbol);
      const receipt = await seed.mined(seller.wallet.writeContract({ ...market, ...listCall({ collection, tokenId }, { quantity, payToken: token, unitPrice }) }));
      return { id: emitted(nftMarketAbi, receipt, "Listed").listingId, payToken: token, unitPrice };
    },
    async buy(buyer: Party, sale: Sale, quantity: bigint) {
      const value = await pay(buyer, sale.payToken, sale.unitPrice * quantity);
      const receipt = await seed.mined(buyer.wallet.writeContract({ ...market, ...buyCall(sale.id, quantity), value }));
      return emitted(nftMarketAbi, receipt, "Bought");
    },
    /** An auction opening `startsIn` seconds after the chain's clock (0: within seconds). */
    async auction(seller: Party, collection: Address, tokenId: bigint, quantity: bigint, symbol: string, terms: AuctionTerms, startsIn: bigint): Promise<Auction> {
      await approveCollection(seller, collection);
      // startAt may not be in the past when the transaction is mined: a couple of seconds ahead of the chain's clock.
      const startAt = (await chainClock()) + 2n + startsIn;
      const auction = { quantity, payToken: payToken(symbol), startPrice: terms.startPrice, buyOutPrice: terms.buyOutPrice, priceStep: terms.priceStep, startAt, endAt: startAt + terms.lasts };
      const receipt = await seed.mined(seller.wallet.writeContract({ ...market, ...createAuctionCall({ collection, tokenId }, auction) }));
      return { id: emitted(nftMarketAbi, receipt, "AuctionCreated").auctionId, payToken: auction.payToken, startAt };
    },
    async approveAuction(id: bigint) {
      await seed.mined(seed.operator.wallet.writeContract({ ...market, ...approveAuctionCall(id) }));
    },
    /** Bids in turn once bidding is open (the chain's clock at the auction's start). */
    async bidWhenOpen(auction: Auction, bids: [Party, string][]) {
      const deadline = Date.now() + 30_000;
      while ((await chainClock()) < auction.startAt) {
        if (Date.now() > deadline) throw new Error(`auction #${auction.id} did not open within 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      for (const [bidder, amount] of bids) {
        const bid = parseUnits(amount, 18);
        const value = await pay(bidder, auction.payToken, bid);
        await seed.mined(bidder.wallet.writeContract({ ...market, ...bidCall(auction.id, bid), value }));
      }
    },
  };
}

/**
 * The NFT loan, as the lending pages have it: the borrower escrows the NFT (createCollateral, ERC721) and registers
 * it with its words; the lender offers USDT (no liquidation threshold on NFT collateral) and reports it; the borrower
 * accepts and reports it. Each report answers once the index holds the step.
 */
async function pawnAndBorrow(seed: Seed, collection: Address, tokenId: bigint): Promise<{ collateralId: number; loanId: bigint }> {
  const core = { chain: null, address: seed.contract("PawnLending") } as const;
  const loanToken = seed.token("USDT");
  const { borrower, lender } = seed;
  await seed.mined(borrower.wallet.writeContract({ chain: null, address: collection, ...setApprovalForAllCall(core.address) }));
  const nft = { kind: AssetKind.ERC721, token: collection, tokenId, amount: 1n, loanToken, durationQty: NFT_LOAN.months, durationType: TimeUnit.Month };
  const escrowed = await seed.mined(borrower.wallet.writeContract({ ...core, ...createCollateralCall(nft) }));
  const collateral = await borrower.api.post<NftCollateralItem>("/pawn/collaterals/nfts", {
    collection,
    tokenId: tokenId.toString(),
    amount: "1",
    txnHash: escrowed.transactionHash,
    ...NFT_COLLATERAL_WORDS,
  });

  // Raised over what the lender's packages keep, so that no package pauses for want of allowance.
  await approve(seed, lender, loanToken, core.address, NFT_LOAN.amount);
  const terms = {
    amount: NFT_LOAN.amount,
    loanToken,
    repaymentToken: loanToken,
    interestRate: toContractRate(NFT_LOAN.ratePercent),
    liquidationThreshold: 0,
    durationQty: NFT_LOAN.months,
    durationType: TimeUnit.Month,
    cycleType: TimeUnit.Month,
  };
  const offered = await seed.mined(lender.wallet.writeContract({ ...core, ...createOfferCall(collateral.id, terms) }));
  const offer = await lender.api.post<OfferItem>("/pawn/account/loan-crypto-offer", { txnHash: offered.transactionHash, message: OFFER_MESSAGE });
  const accepted = await seed.mined(borrower.wallet.writeContract({ ...core, ...acceptOfferCall(offer.id) }));
  await borrower.api.put<OfferItem>(`/pawn/account/loan-crypto-offer/${offer.id}/accept`, { txnHash: accepted.transactionHash });
  const { loanId } = emitted(pawnLendingAbi, accepted, "LoanStarted");
  seed.log(`Demo NFTs: "${NFT_COLLATERAL_WORDS.name}" pawned as collateral #${collateral.id}; offer #${offer.id} of ${formatUnits(NFT_LOAN.amount, 18)} USDT accepted: loan #${loanId}`);
  return { collateralId: collateral.id, loanId };
}

/** Waits until the API's index has processed the chain's last block (its health says where the spine stands). */
async function indexed(seed: Seed, timeoutMs = 30_000): Promise<void> {
  const target = await seed.publicClient.getBlockNumber();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = (await (await fetch(`${seed.url}/api/health`)).json().catch(() => null)) as { indexer?: { lastProcessedBlock: number | null } } | null;
    const processed = health?.indexer?.lastProcessedBlock ?? null;
    if (processed !== null && BigInt(processed) >= target) return;
    if (Date.now() > deadline) throw new Error(`the API's index did not reach block ${target} within ${timeoutMs} ms (at ${processed})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Reads the market back through the API, as a visitor sees it, and says what it holds. */
async function summarize(
  seed: Seed,
  made: { running: bigint; pending: bigint; loan: { collateralId: number; loanId: bigint }; started: number },
): Promise<void> {
  const api = seed.lender.api;
  const open = await api.get<Paged<ListingItem>>("/nft/market/listings?status=OPEN&size=50");
  const running = await api.get<AuctionItem>(`/nft/market/auctions/${made.running}`);
  const pending = await api.get<AuctionItem>(`/nft/market/auctions/${made.pending}`);
  const seconds = ((performance.now() - made.started) / 1000).toFixed(1);
  seed.log(
    `Demo NFTs: ${open.total_elements} sales open, auction #${running.id} ${running.status} with ${running.bids} bids, auction #${pending.id} ${pending.status}, ` +
      `NFT loan #${made.loan.loanId} on collateral #${made.loan.collateralId} (seeded in ${seconds} s)`,
  );
}
