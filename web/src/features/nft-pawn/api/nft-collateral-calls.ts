import type { Address } from "viem";
import { AssetKind } from "@openpawn/chain/generated/enums";
import { createCollateralCall as createCollateralWrite } from "@openpawn/chain/lending/collateral-calls";
import type { ContractCall, OperatorApproval } from "../../../wallet/send-transaction.ts";

/** Putting an NFT on pawn as the wallet sends it: the lending core's createCollateral with the collection's approval. Pure. */

/** An NFT to escrow: ERC-721 (amount 1) or ERC-1155 (how many copies). */
export interface NftCollateralInput {
  collection: Address;
  /** The collection's name, for the approval's words. */
  collectionName: string;
  kind: "ERC721" | "ERC1155";
  tokenId: bigint;
  amount: bigint;
  loanToken: Address;
  durationQty: number;
  durationType: 0 | 1;
}

/** createCollateral of an NFT: the collection's operator approval for the core first (setApprovalForAll), no coin sent. */
export function createNftCollateralCall(core: Address, input: NftCollateralInput) {
  const write = createCollateralWrite({
    ...input,
    kind: input.kind === "ERC721" ? AssetKind.ERC721 : AssetKind.ERC1155,
    token: input.collection,
    amount: input.kind === "ERC721" ? 1n : input.amount,
  });
  const approval: OperatorApproval = { collection: input.collection, name: input.collectionName, operator: core };
  const call: ContractCall = { address: core, ...write };
  return { call, allowances: [approval] };
}
