import { describe, expect, it } from "vitest";
import { decodeFunctionData, encodeFunctionData, getAddress, zeroAddress, type Abi, type Address } from "viem";
import { iPawnLendingAbi } from "@openpawn/chain/generated/abis";
import { AssetKind, TimeUnit } from "@openpawn/chain/generated/enums";
import { createCollateralCall, createOfferCall, repayCall } from "./lending-calls.ts";

const core: Address = "0x00000000000000000000000000000000000000c0";
const weth = { address: getAddress("0x00000000000000000000000000000000000000e1"), symbol: "ETH", decimals: 18 };
const usdt = { address: getAddress("0x00000000000000000000000000000000000000e2"), symbol: "USDT", decimals: 18 };
const dfy = { address: getAddress("0x00000000000000000000000000000000000000e3"), symbol: "DFY", decimals: 18 };
const bnb = { address: zeroAddress as Address, symbol: "BNB", decimals: 18 };

/** What the wallet would send, read back through the core's ABI. */
const decode = ({ abi, functionName, args }: { abi: Abi; functionName: string; args: readonly unknown[] }) => ({
  args: decodeFunctionData({ abi: iPawnLendingAbi, data: encodeFunctionData({ abi, functionName, args }) }).args as readonly unknown[],
});

describe("lending calls", () => {
  it("escrows an ERC-20 after approving exactly its amount, and the native coin as the call's value", () => {
    const erc20 = createCollateralCall(core, { collateral: weth, amount: 10n, loanToken: usdt.address, durationQty: 4, durationType: 0 });
    expect(erc20.allowances).toEqual([{ token: weth.address, symbol: "ETH", spender: core, amount: 10n }]);
    expect(erc20.call.value).toBeUndefined();
    expect(decode(erc20.call).args[0]).toMatchObject({ kind: AssetKind.ERC20, token: weth.address, amount: 10n, durationQty: 4, durationUnit: TimeUnit.Week });

    const native = createCollateralCall(core, { collateral: bnb, amount: 5n, loanToken: usdt.address, durationQty: 2, durationType: 1 });
    expect(native.allowances).toEqual([]);
    expect(native.call.value).toBe(5n);
    expect(decode(native.call).args[0]).toMatchObject({ kind: AssetKind.Native, durationUnit: TimeUnit.Month });
  });

  it("sends a zero liquidation threshold in an offer on NFT collateral", () => {
    const terms = { amount: 1000n, loanToken: usdt.address, repaymentToken: usdt.address, interestRate: 1_200_000, liquidationThreshold: 0, durationQty: 4, durationType: 0 as const, cycleType: 0 as const };
    expect(decode(createOfferCall(core, 9, terms, usdt).call).args[1]).toMatchObject({ liquidationThreshold: 0 });
  });

  it("makes an offer with the lender's allowance for the principal", () => {
    const terms = { amount: 1000n, loanToken: usdt.address, repaymentToken: dfy.address, interestRate: 1_200_000, liquidationThreshold: 7_000_000, durationQty: 4, durationType: 0 as const, cycleType: 0 as const };
    const offer = createOfferCall(core, 7, terms, usdt);
    expect(offer.allowances).toEqual([{ token: usdt.address, symbol: "USDT", spender: core, amount: 1000n }]);
    const { args } = decode(offer.call);
    expect(args[0]).toBe(7n);
    expect(args[1]).toMatchObject({ amount: 1000n, repaymentToken: dfy.address, interestRate: 1_200_000, cycleUnit: 0 });
  });

  it("approves one sum when interest and principal are in the same token, and skips empty approvals", () => {
    const parts = { penalty: 0n, interest: 5n, principal: 100n };
    const same = repayCall(core, 3, parts, { repaymentToken: usdt, repaymentTokenTotal: 5n, loanToken: usdt, loanTokenTotal: 103n });
    expect(same.allowances).toEqual([{ token: usdt.address, symbol: "USDT", spender: core, amount: 108n }]);
    const interestOnly = repayCall(core, 3, { ...parts, principal: 0n }, { repaymentToken: dfy, repaymentTokenTotal: 5n, loanToken: usdt, loanTokenTotal: 0n });
    expect(interestOnly.allowances).toEqual([{ token: dfy.address, symbol: "DFY", spender: core, amount: 5n }]);
    expect(decode(interestOnly.call).args).toEqual([3n, 0n, 5n, 0n]);
  });
});
