import { describe, it, expect } from "vitest";
import { walletOptionsFor } from "./wallet-options.ts";

const labels = (size: Parameters<typeof walletOptionsFor>[0]) => walletOptionsFor(size).map((option) => option.label);

describe("wallet options", () => {
  it("offers MetaMask, Binance wallet and WalletConnect QR on large screens", () => {
    expect(labels("large")).toEqual(["MetaMask", "Binance wallet", "WalletConnect QR"]);
  });

  it("offers MetaMask and WalletConnect QR on medium screens", () => {
    expect(labels("medium")).toEqual(["MetaMask", "WalletConnect QR"]);
  });

  it("offers MetaMask, SafePal and Trust wallet on small screens", () => {
    expect(labels("small")).toEqual(["MetaMask", "SafePal", "Trust wallet"]);
  });
});
