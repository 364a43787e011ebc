import { useMemo } from "react";
import { useRuntimeConfig } from "../../config/runtime-config-context.tsx";
import type { TokenDecimals } from "./amounts.tsx";

/** The deployment's tokens by address, for showing amounts: the runtime config lists them, no call needed. */
export function useDeploymentTokens(): TokenDecimals {
  const { deployment } = useRuntimeConfig();
  return useMemo(() => {
    const byAddress = new Map(deployment.tokens.map((token) => [token.address.toLowerCase(), token]));
    return { find: (address: string) => byAddress.get(address.toLowerCase()) };
  }, [deployment.tokens]);
}
