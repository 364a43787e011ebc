import { describe, it, expect, afterEach } from "vitest";
import { act, renderHook } from "@testing-library/react";
import {
  getWalletState,
  resetWalletState,
  setSigned,
  setWalletChainId,
  setWalletLoading,
  useWalletState,
} from "./wallet-store.ts";

afterEach(() => resetWalletState());

describe("wallet store", () => {
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
    resetWalletState();
    expect(getWalletState()).toEqual({ isWalletLoading: false, walletChainId: undefined, isSigned: false });
  });
});
