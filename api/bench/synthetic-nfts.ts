import { getAddress, keccak256, numberToHex, toHex, zeroAddress, type Address } from "viem";
import type { Deployment } from "@openpawn/chain/deployment";
import { CollectionKind } from "@openpawn/chain/generated/enums";
import type { Database } from "../src/db/client.ts";
import { nftBalances, nftCollections, nftTokens } from "../src/db/schema.ts";
import { searchTextOf } from "../src/features/nft-market/projector/nft-rows.ts";
import { NftListStatus } from "../src/features/nft-market/nft-values.ts";

const CHAIN_ID = 31337;
const address = (label: string): Address => getAddress(keccak256(toHex(label)).slice(0, 42));

function cycle<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length];
  if (value === undefined) throw new Error("an empty list");
  return value;
}

/** A deployment of nothing on chain 31337 with the NFT contracts' names, and the pay tokens' symbols. */
export function syntheticNftDeployment(): Deployment {
  const token = (symbol: string, at?: Address) => ({ symbol, name: symbol, decimals: 18, address: at ?? address(`token ${symbol}`), priceFeed: address(`feed ${symbol}`) });
  return {
    chainId: CHAIN_ID,
    deployedAt: new Date(0).toISOString(),
    startBlock: 1,
    contracts: {
      Hub: address("Hub"),
      PawnLending: address("PawnLending"),
      LendingLens: address("LendingLens"),
      NftFactory: address("NftFactory"),
      NftMarket: address("NftMarket"),
    },
    tokens: [token("USDT"), token("DFY"), token("BNB", zeroAddress)],
  };
}

const WORDS = ["Golden", "Lotus", "Neon", "Cats", "Pixel", "Dragons", "Ocean", "Dreams", "Crypto", "Punks", "Moon", "Apes", "Silver", "Forest", "Robots", "Tigers"];
/** The name NFT `id` (the `tokenId`th of its collection) has in its metadata. */
export const syntheticName = (id: number, tokenId: bigint) => `${cycle(WORDS, id * 3)} ${cycle(WORDS, id * 5 + 1)} #${tokenId}`;

/** Status shares of a market that has run a while: most NFTs sit in wallets, a fifth on sale. */
const STATUSES = [
  ...Array<number>(60).fill(NftListStatus.value.NOT_ON_MARKET),
  ...Array<number>(20).fill(NftListStatus.value.SALE),
  ...Array<number>(10).fill(NftListStatus.value.ON_AUCTION),
  ...Array<number>(10).fill(NftListStatus.value.ON_PAWN),
];

/** The wallets that create and hold the synthetic NFTs. */
export const syntheticWallets = (count: number) => Array.from({ length: count }, (_, index) => address(`wallet ${index}`));

/**
 * `count` NFTs (ids 1..count, one block each) in collections of 50 made by the factory, spread over creators,
 * owners (each NFT owned by one wallet, every tenth ERC-1155 by two), statuses, pay tokens and prices, with the
 * names their metadata would give, written in multi-row INSERTs as the spine writes them.
 */
export async function insertSyntheticNfts(db: Database, deployment: Deployment, count: number, wallets: Address[]): Promise<{ collections: Address[] }> {
  const factory = deployment.contracts.NftFactory;
  if (!factory) throw new Error("the deployment lacks the NFT factory");
  const payTokens = deployment.tokens.map((token) => token.address);
  const at = (block: number) => new Date(Date.UTC(2026, 0, 1) + block * 3000);
  const event = (block: number, logIndex: number, contract: string) => ({
    chainId: CHAIN_ID,
    contract,
    blockNumber: BigInt(block),
    txHash: keccak256(numberToHex(block, { size: 32 })),
    logIndex,
  });
  const perCollection = 50;
  const collectionCount = Math.ceil(count / perCollection);
  const collections = Array.from({ length: collectionCount }, (_, index) => ({
    address: address(`collection ${index}`),
    kind: index % 4 === 3 ? CollectionKind.ERC1155 : CollectionKind.ERC721,
    name: `${cycle(WORDS, index)} ${cycle(WORDS, index * 7 + 3)} ${index}`,
    symbol: `C${index}`,
    creator: cycle(wallets, index * 13),
  }));
  for (let from = 0; from < collections.length; from += 1000) {
    await db.insert(nftCollections).values(
      collections.slice(from, from + 1000).map((collection, offset) => ({
        ...event(from + offset + 1, 0, factory),
        address: collection.address,
        kind: collection.kind,
        soft: true,
        source: "factory" as const,
        creator: collection.creator,
        name: collection.name,
        symbol: collection.symbol,
        contractUri: null,
        createdAt: at(from + offset + 1),
        updatedBlock: BigInt(from + offset + 1),
        updatedAt: at(from + offset + 1),
      })),
    );
  }
  const CHUNK = 1000;
  for (let from = 1; from <= count; from += CHUNK) {
    const tokens = [];
    const balances = [];
    for (let id = from; id < Math.min(from + CHUNK, count + 1); id += 1) {
      const collection = cycle(collections, Math.floor((id - 1) / perCollection));
      const tokenId = BigInt(((id - 1) % perCollection) + 1);
      const status = cycle(STATUSES, id * 7);
      const priced = status === NftListStatus.value.SALE || status === NftListStatus.value.ON_AUCTION;
      const name = syntheticName(id, tokenId);
      const changed = { createdAt: at(id), updatedBlock: BigInt(id), updatedAt: at(id) };
      const row = { ...event(id, 0, collection.address) };
      tokens.push({
        ...row,
        id,
        collection: collection.address,
        tokenId,
        kind: collection.kind,
        soft: true,
        creator: collection.creator,
        tokenUri: `ipfs://bafy${id}`,
        royaltyBps: (id % 11) * 50,
        supply: collection.kind === CollectionKind.ERC1155 ? 10n : 1n,
        name,
        description: null,
        image: `ipfs://bafy${id}/image.png`,
        animationUrl: null,
        searchText: searchTextOf(name, collection, tokenId),
        status,
        payToken: priced ? cycle(payTokens, id) : null,
        price: priced ? BigInt((id * 7919) % 10_000) * 10n ** 16n : null,
        marketId: status === NftListStatus.value.NOT_ON_MARKET ? null : BigInt(id),
        ...changed,
      });
      const owner = cycle(wallets, id * 31);
      const amount = collection.kind === CollectionKind.ERC1155 ? 10n : 1n;
      const split = collection.kind === CollectionKind.ERC1155 && id % 10 === 0;
      balances.push({ ...row, collection: collection.address, tokenId, owner, nftId: id, amount: split ? 6n : amount, ...changed });
      if (split) balances.push({ ...row, collection: collection.address, tokenId, owner: cycle(wallets, id * 31 + 1), nftId: id, amount: 4n, ...changed });
    }
    await db.insert(nftTokens).values(tokens);
    await db.insert(nftBalances).values(balances);
  }
  return { collections: collections.map((collection) => collection.address) };
}
