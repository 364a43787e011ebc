import { useEffect, useRef } from "react";
import { isAddressEqual } from "viem";
import { RELOAD_ON_ACCOUNT_CHANGE_BELOW_PX } from "@openpawn/shared/constants";
import { endSession } from "../../lib/session.ts";
import { reloadPage } from "./reload-page.ts";
import { removeStoredWalletKeys } from "../stored-wallet.ts";
import { setSigned } from "../wallet-state.ts";
import { useWalletAddress } from "../use-wallet-address.ts";

/**
 * When the wallet switches to a different account (spec §4): stored wallet data is removed and the user
 * logged out; on screens narrower than 600 px the page reloads. Connecting or disconnecting is no change.
 */
export function useLogoutOnAccountChange(): void {
  const address = useWalletAddress();
  const previousAddress = useRef(address);

  useEffect(() => {
    const before = previousAddress.current;
    previousAddress.current = address;
    if (!before || !address || isAddressEqual(before, address)) return;
    removeStoredWalletKeys();
    setSigned(false);
    void endSession();
    if (window.innerWidth < RELOAD_ON_ACCOUNT_CHANGE_BELOW_PX) reloadPage();
  }, [address]);
}
