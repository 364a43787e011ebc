import { STORAGE_KEYS } from "@openpawn/shared/constants";
import { logout, setToken } from "../stores/auth.ts";
import { resetWalletState, setSigned, setWalletConnection } from "../wallet/wallet-state.ts";

/** A user signed in with their wallet, which is connected on the local chain: what a money page needs. */
export function signInWithWallet(address: `0x${string}`): void {
  setToken("token");
  localStorage.setItem(STORAGE_KEYS.lastToken, "wallet-token");
  setWalletConnection({ status: "connected", address, chainId: 31337 });
  setSigned(true);
}

/** Undoes signInWithWallet (afterEach). */
export function signOutWallet(): void {
  logout();
  resetWalletState();
  localStorage.removeItem(STORAGE_KEYS.lastToken);
}
