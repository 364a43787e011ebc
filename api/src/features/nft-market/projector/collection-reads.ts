import { parseAbi, type Address, type PublicClient } from "viem";
import { CollectionKind } from "@openpawn/chain/generated/enums";
import { isCallRefusal } from "../../../chain-spine/call-refusal.ts";

/** The views of collections made elsewhere that the index reads: ERC-165, ERC-721 metadata, ERC-1155 uri, ERC-7572. */
const collectionViews = parseAbi([
  "function supportsInterface(bytes4 interfaceId) view returns (bool)",
  "function name() view returns (string)",
  "function symbol() view returns (string)",
  "function contractURI() view returns (string)",
  "function tokenURI(uint256 tokenId) view returns (string)",
  "function uri(uint256 id) view returns (string)",
]);

const ERC721_INTERFACE = "0x80ac58cd";
const ERC1155_INTERFACE = "0xd9b67a26";

export interface CollectionFacts {
  kind: number;
  name: string | null;
  symbol: string | null;
  contractUri: string | null;
}

/**
 * What a collection the factory did not make says of itself at `blockNumber`, the index's confirmed head (never an
 * old block: a node that is not an archive node has pruned its state). Null when it is neither an ERC-721 nor an
 * ERC-1155. A view a collection lacks (many have no contractURI; ERC-1155 has no name) reads as null. A failure
 * of the node, not of the collection, is thrown: the batch is retried rather than the collection dropped for good.
 */
export async function readCollectionFacts(client: PublicClient, address: Address, blockNumber: bigint): Promise<CollectionFacts | null> {
  const call = async (functionName: "name" | "symbol" | "contractURI") => {
    try {
      return await client.readContract({ address, abi: collectionViews, functionName, blockNumber });
    } catch (error) {
      if (isCallRefusal(error)) return null;
      throw error;
    }
  };
  const supports = async (interfaceId: `0x${string}`) => {
    try {
      return await client.readContract({ address, abi: collectionViews, functionName: "supportsInterface", args: [interfaceId], blockNumber });
    } catch (error) {
      if (isCallRefusal(error)) return false;
      throw error;
    }
  };
  const kind = (await supports(ERC721_INTERFACE)) ? CollectionKind.ERC721 : (await supports(ERC1155_INTERFACE)) ? CollectionKind.ERC1155 : null;
  if (kind === null) return null;
  const [name, symbol, contractUri] = await Promise.all([call("name"), call("symbol"), call("contractURI")]);
  return { kind, name, symbol, contractUri };
}

/** A token's metadata URI at `blockNumber` (ERC-721 tokenURI, ERC-1155 uri), null when the collection does not say; a node's failure is thrown. */
export async function readTokenUri(client: PublicClient, address: Address, kind: number, tokenId: bigint, blockNumber: bigint): Promise<string | null> {
  try {
    return kind === CollectionKind.ERC721
      ? await client.readContract({ address, abi: collectionViews, functionName: "tokenURI", args: [tokenId], blockNumber })
      : await client.readContract({ address, abi: collectionViews, functionName: "uri", args: [tokenId], blockNumber });
  } catch (error) {
    if (isCallRefusal(error)) return null;
    throw error;
  }
}
