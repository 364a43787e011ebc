import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPublicClient, http, parseEventLogs, parseUnits, type Address } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { nftMarketAbi } from "@openpawn/chain/generated/abis";
import type { AuctionItem, BidItem, CollectionItem, ListingItem, NftDetail, NftEventItem, NftItem } from "@openpawn/shared/nft-market/schemas";
import type { NftCollateralItem } from "@openpawn/shared/nft-pawn/schemas";
import { demoApi, signIn } from "./demo-api.ts";
import { demoP2pLender } from "./demo-lenders.ts";
import { PICTURE_SIZE } from "./demo-pictures.ts";
import type { RunningStack } from "./stack.ts";
import { testStacks } from "./test/test-stacks.ts";

/**
 * The demo NFT seed on the real stack (`npm start`'s anvil, deployment and API process): what a visitor reads of the
 * market after a fresh start (the pictures served from /ipfs, sales, auctions with bids, a resale, the NFT loan), and
 * nothing seeded again on a restart.
 */

interface Page<T> {
  content: T[];
  total_elements: number;
}

let dataDir: string;
let stack: RunningStack;
const stacks = testStacks();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "openpawn-demo-nfts-"));
  stack = await stacks.start(dataDir);
}, 180_000);
afterAll(async () => {
  await stacks.stopAll();
  await rm(dataDir, { recursive: true, force: true });
});

const visitor = () => demoApi(stack.url);
const wallet = (index: 1 | 2) => stack.accounts[index]!.address;
const usdt = (amount: string) => parseUnits(amount, 18).toString();

async function collections() {
  const page = await visitor().get<Page<CollectionItem>>("/nft/collections?soft=true&size=50");
  const named = (name: string) => page.content.find((collection) => collection.name === name)!;
  return { lotus: named("Lotus Lanterns"), jade: named("Jade Garden Editions") };
}

async function nftNamed(collection: string, name: string): Promise<NftDetail> {
  const page = await visitor().get<Page<NftItem>>(`/nft/nft/get?collection=${collection}&size=50`);
  const tokenIds = await Promise.all(
    page.content.map(async (item) => [item.id, (await fetchJson<{ name: string }>(`/ipfs/${cidOf(item.tokenUri!)}`)).name] as const),
  );
  const id = tokenIds.find(([, tokenName]) => tokenName === name)?.[0];
  if (id === undefined) throw new Error(`no NFT named ${name}`);
  return visitor().get<NftDetail>(`/nft/nft/detail?id=${id}`);
}

const cidOf = (uri: string) => uri.replace(/^ipfs:\/\//, "");
async function fetchJson<T>(pathname: string): Promise<T> {
  const response = await fetch(`${stack.url}${pathname}`);
  expect(response.status, pathname).toBe(200);
  return (await response.json()) as T;
}

/** What the seed leaves in the API, counted: the same after a restart. */
async function seeded() {
  const nfts = await visitor().get<Page<NftItem>>("/nft/nft/get?soft=true&size=1");
  const listings = await visitor().get<Page<ListingItem>>("/nft/market/listings?size=1");
  const auctions = await visitor().get<Page<AuctionItem>>("/nft/market/auctions?size=1");
  const all = await visitor().get<Page<CollectionItem>>("/nft/collections?soft=true&size=1");
  return { collections: all.total_elements, nfts: nfts.total_elements, listings: listings.total_elements, auctions: auctions.total_elements };
}

describe("the demo NFT seed (a fresh npm start)", () => {
  it("creates an ERC-721 collection of the lender and an ERC-1155 one of the borrower, their pictures served as PNG", async () => {
    expect(stack.freshDeployment).toBe(true);
    const { lotus, jade } = await collections();
    expect(lotus).toMatchObject({ kind: "ERC721", soft: true, source: "factory", symbol: "LOTUS", creator: wallet(2), nfts: 6 });
    expect(jade).toMatchObject({ kind: "ERC1155", soft: true, source: "factory", symbol: "JADE", creator: wallet(1), nfts: 2 });

    // Token URI → metadata JSON → image, all read from the API's own gateway.
    const pictures = new Set<string>();
    for (const collection of [lotus, jade]) {
      const page = await visitor().get<Page<NftItem>>(`/nft/nft/get?collection=${collection.address}&size=50`);
      for (const item of page.content) {
        expect(item.royaltyBps).toBeGreaterThan(0);
        const metadata = await fetchJson<{ name: string; description: string; image: string }>(`/ipfs/${cidOf(item.tokenUri!)}`);
        expect(metadata.name.length).toBeGreaterThan(0);
        expect(metadata.description.length).toBeGreaterThan(0);
        const image = await fetch(`${stack.url}/ipfs/${cidOf(metadata.image)}`);
        expect(image.headers.get("content-type")).toBe("image/png");
        const bytes = Buffer.from(await image.arrayBuffer());
        expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
        expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([PICTURE_SIZE, PICTURE_SIZE]);
        pictures.add(cidOf(metadata.image));
      }
    }
    expect(pictures.size).toBe(8);
    // The collection's own metadata names a picture too.
    const collectionMetadata = await fetchJson<{ name: string; image: string }>(`/ipfs/${cidOf(lotus.contractUri!)}`);
    expect(collectionMetadata.name).toBe("Lotus Lanterns");
    expect((await fetch(`${stack.url}/ipfs/${cidOf(collectionMetadata.image)}`)).headers.get("content-type")).toBe("image/png");
  });

  it("has NFTs on sale in USDT, DFY and the native coin, an ERC-1155 sale of several copies partly bought", async () => {
    const open = await visitor().get<Page<ListingItem>>("/nft/market/listings?status=OPEN&size=50");
    expect(open.content.map((sale) => sale.payToken.symbol).sort()).toEqual(["BNB", "DFY", "USDT", "USDT"]);
    const { jade } = await collections();
    const koi = open.content.find((sale) => sale.collection === jade.address && sale.payToken.symbol === "USDT")!;
    expect(koi).toMatchObject({ seller: wallet(1), quantity: "5", remaining: "3", unitPrice: usdt("25") });
    const onSale = await visitor().get<Page<NftItem>>("/nft/nft/get?status=SALE&size=50");
    expect(onSale.total_elements).toBe(4);
  });

  it("runs an auction approved by the operator for days, with bids from two accounts, and keeps one waiting", async () => {
    const approved = await visitor().get<Page<AuctionItem>>("/nft/market/auctions?status=APPROVED");
    expect(approved.content).toHaveLength(1);
    const running = approved.content[0]!;
    expect(running).toMatchObject({ seller: wallet(2), payToken: { symbol: "USDT" }, bids: 3, highestBidder: wallet(1), highestBid: usdt("190"), minNextBid: usdt("200") });
    expect(Date.parse(running.endAt) - Date.now()).toBeGreaterThan(4 * 24 * 3600 * 1000);
    const bids = await visitor().get<Page<BidItem>>(`/nft/market/auctions/${running.id}/bids`);
    expect(new Set(bids.content.map((bid) => bid.bidder))).toEqual(new Set([wallet(1), demoP2pLender().address]));
    // The market's list shows it at its highest bid.
    const onAuction = await visitor().get<Page<NftItem>>("/nft/nft/get?status=ON_AUCTION");
    expect(onAuction.content.find((item) => item.auctionId === running.id)).toMatchObject({ price: usdt("190"), payToken: { symbol: "USDT" } });

    const waiting = await visitor().get<Page<AuctionItem>>("/nft/market/auctions?status=PENDING_APPROVAL");
    expect(waiting.content).toMatchObject([{ seller: wallet(2), payToken: { symbol: "DFY" }, bids: 0, operator: null }]);
    // Escrowed but not yet approved: the spec's "verifying auction", not among the live auctions.
    expect(await visitor().get<NftItem>(`/nft/nft/detail?id=${waiting.content[0]!.nftId}`)).toMatchObject({ status: "VERIFYING_AUCTION" });
    expect(onAuction.content.some((item) => item.id === waiting.content[0]!.nftId)).toBe(false);
  });

  it("shows an NFT bought and resold, its creator paid a royalty on the resale", async () => {
    const { lotus } = await collections();
    const moon = await nftNamed(lotus.address, "Moon over Ha Long Bay");
    expect(moon).toMatchObject({ status: "NOT_ON_MARKET", owners: 1 });
    const history = await visitor().get<Page<NftEventItem>>(`/nft/nft/${moon.id}/events`);
    expect(history.content.map((event) => event.type).reverse()).toEqual(["CREATE", "PUT_ON_SALE", "BUY", "PUT_ON_SALE", "BUY"]);
    expect(history.content[0]).toMatchObject({ fromWallet: wallet(1), toWallet: demoP2pLender().address, price: usdt("140") });
    const owners = await visitor().get<Page<{ walletAddress: string }>>(`/nft/nft/${moon.id}/customer`);
    expect(owners.content.map((owner) => owner.walletAddress)).toEqual([demoP2pLender().address]);

    // The resale's Bought event paid 5% to the creator.
    const publicClient = createPublicClient({ transport: http(stack.rpcUrl) });
    const receipt = await publicClient.getTransactionReceipt({ hash: history.content[0]!.txnHash as `0x${string}` });
    const [bought] = parseEventLogs({ abi: nftMarketAbi, logs: receipt.logs, eventName: "Bought" });
    expect(bought!.args).toMatchObject({ royalty: parseUnits("7", 18), royaltyReceiver: wallet(2) as Address });
  });

  it("has an active NFT loan: the borrower's NFT pawned, the lender's offer accepted", async () => {
    const { lotus } = await collections();
    const harbor = await nftNamed(lotus.address, "Harbor Lights at Blue Hour");
    expect(harbor).toMatchObject({ status: "ON_PAWN", pawn: { borrowerWalletAddress: wallet(1), contractId: expect.any(Number) } });
    const borrower = await signIn(stack.url, privateKeyToAccount(stack.accounts[1]!.privateKey));
    const mine = await borrower.get<Page<NftCollateralItem>>("/pawn/account/collaterals/nfts?size=50");
    const pawned = mine.content.find((collateral) => collateral.nft?.id === harbor.id)!;
    expect(pawned).toMatchObject({ status: "CONTRACTED", kind: "ERC721", name: "Harbor Lights at Blue Hour", loanToken: { symbol: "USDT" } });
  });

  it("seeds nothing again when the stack restarts on the same data", { timeout: 180_000 }, async () => {
    const before = await seeded();
    await stack.stop();
    stack = await stacks.start(dataDir);
    expect(stack.freshDeployment).toBe(false);
    expect(await seeded()).toEqual(before);
  });
});
