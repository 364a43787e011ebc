import { describe, expect, it } from "vitest";
import { decodeFunctionData, encodeFunctionData, getAddress, type Address } from "viem";
import { iPawnLendingAbi } from "@openpawn/chain/generated/abis";
import { AssetKind, TimeUnit } from "@openpawn/chain/generated/enums";
import type { ContractCall } from "../../../wallet/send-transaction.ts";
import { createNftCollateralCall } from "./nft-collateral-calls.ts";

const core: Address = "0x00000000000000000000000000000000000000c0";
const usdt = { address: getAddress("0x00000000000000000000000000000000000000e2") };

/** The collateral the core would be asked to escrow, read back through its ABI. */
function escrowed(call: ContractCall) {
  const data = encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args });
  return (decodeFunctionData({ abi: iPawnLendingAbi, data }).args as readonly unknown[])[0];
}

describe("NFT collateral calls", () => {
  it("escrows an NFT after the collection's operator approval for the core, with its kind, token id and copies", () => {
    const collection = getAddress("0x00000000000000000000000000000000000000f1");
    const input = { collection, collectionName: "Cats", tokenId: 42n, amount: 3n, loanToken: usdt.address, durationQty: 2, durationType: 1 as const };
    const erc1155 = createNftCollateralCall(core, { ...input, kind: "ERC1155" });
    expect(erc1155.allowances).toEqual([{ collection, name: "Cats", operator: core }]);
    expect(erc1155.call.value).toBeUndefined();
    expect(escrowed(erc1155.call)).toMatchObject({ kind: AssetKind.ERC1155, token: collection, tokenId: 42n, amount: 3n, loanToken: usdt.address, durationUnit: TimeUnit.Month });
    // An ERC-721 is one token, whatever the form held.
    const erc721 = createNftCollateralCall(core, { ...input, kind: "ERC721" });
    expect(escrowed(erc721.call)).toMatchObject({ kind: AssetKind.ERC721, tokenId: 42n, amount: 1n });
  });
});
