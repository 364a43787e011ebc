import { describe, it, expect, afterEach } from "vitest";
import { act, renderHook } from "@testing-library/react";
import {
  getWalletState,
  resetWalletState,
  setSigned,
  setWalletChainId,
  setWalletConnection,
  setWalletLoading,
  settledWalletState,
  useWalletState,
} from "./wallet-state.ts";

const ADDRESS = "0x1111111111111111111111111111111111111111";

afterEach(() => resetWalletState());

describe("wallet state", () => {
  it("re-renders subscribers with the selected value", () => {
    const { result } = renderHook(() => useWalletState((state) => state.walletChainId));
    expect(result.current).toBeUndefined();
    act(() => setWalletChainId(97));
    expect(result.current).toBe(97);
  });

  it("keeps the same state object when nothing changes", () => {
    setWalletLoading(true);
    const before = getWalletState();
    setWalletLoading(true);
    expect(getWalletState()).toBe(before);
  });

  it("resets every flag", () => {
    setWalletLoading(true);
    setSigned(true);
    setWalletChainId(1);
    setWalletConnection({ status: "connected", address: ADDRESS, chainId: 1 });
    resetWalletState();
    expect(getWalletState()).toEqual({
      status: "disconnected",
      address: undefined,
      chainId: undefined,
      isWalletLoading: false,
      walletChainId: undefined,
      isSigned: false,
    });
  });

  it("holds an address and a chain only while connected", () => {
    setWalletConnection({ status: "connected", address: ADDRESS, chainId: 56 });
    expect(getWalletState()).toMatchObject({ status: "connected", address: ADDRESS, chainId: 56 });
    // wagmi keeps the last account while it reconnects; the page must not show it as connected.
    setWalletConnection({ status: "reconnecting", address: ADDRESS, chainId: 56 });
    expect(getWalletState()).toMatchObject({ status: "reconnecting", address: undefined, chainId: undefined });
  });

  it("answers a wallet action started during a reconnection with the wallet it brings back", async () => {
    setWalletLoading(true);
    setWalletConnection({ status: "reconnecting" });
    const settled = settledWalletState(5_000);
    setWalletConnection({ status: "connected", address: ADDRESS, chainId: 56 });
    setWalletLoading(false);
    expect(await settled).toMatchObject({ status: "connected", address: ADDRESS, chainId: 56 });
  });

  it("answers at once when nothing is connecting, and gives up waiting after the timeout", async () => {
    expect(await settledWalletState(5_000)).toMatchObject({ address: undefined });
    setWalletLoading(true);
    expect(await settledWalletState(10)).toMatchObject({ isWalletLoading: true, address: undefined });
  });
});
