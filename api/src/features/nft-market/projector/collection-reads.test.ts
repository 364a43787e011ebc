import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicClient, http, type Address } from "viem";
import { CollectionKind } from "@openpawn/chain/generated/enums";
import { freePort } from "@openpawn/devchain/free-port";
import { startTestChain, type TestChain } from "../../../test/local-chain.ts";
import { readCollectionFacts, readTokenUri } from "./collection-reads.ts";

/**
 * A collection that does not answer is not an NFT; a node that does not answer says nothing about the collection.
 * Taking the second for the first dropped whitelisted collections, their tokens and history, for good.
 */
describe("reading a collection's facts", () => {
  let chain: TestChain;
  let collection: Address;
  beforeAll(async () => {
    chain = await startTestChain();
    collection = chain.deployment.contracts.DemoNft721!;
  }, 120_000);
  afterAll(() => chain?.anvil.stop());

  // Uncached: viem keeps a block number for 4 s, and the deploy read one before the collection existed.
  const head = () => chain.publicClient.getBlockNumber({ cacheTime: 0 });

  it("reads an ERC-721, and an address that answers nothing as no collection", async () => {
    expect(await readCollectionFacts(chain.publicClient, collection, await head())).toMatchObject({ kind: CollectionKind.ERC721 });
    const noCode = "0x000000000000000000000000000000000000dEaD";
    expect(await readCollectionFacts(chain.publicClient, noCode, await head())).toBeNull();
    // A token that does not exist: the collection reverts, so it says no URI.
    expect(await readTokenUri(chain.publicClient, collection, CollectionKind.ERC721, 987_654n, await head())).toBeNull();
  });

  it("throws, to be retried, when the node lacks the state asked for", async () => {
    const missing = (await head()) + 1000n;
    await expect(readCollectionFacts(chain.publicClient, collection, missing)).rejects.toThrow();
    await expect(readTokenUri(chain.publicClient, collection, CollectionKind.ERC721, 1n, missing)).rejects.toThrow();
  });

  it("throws, to be retried, when the node cannot be reached", async () => {
    const unreachable = createPublicClient({ transport: http(`http://127.0.0.1:${await freePort()}`, { retryCount: 0 }) });
    await expect(readCollectionFacts(unreachable, collection, 1n)).rejects.toThrow();
    await expect(readTokenUri(unreachable, collection, CollectionKind.ERC721, 1n, 1n)).rejects.toThrow();
  });
});
