import type { RuntimeConfig } from "@openpawn/shared/runtime-config";

/** A runtime configuration for unit tests: the local chain, a test explorer and support address. */
export const TEST_CONFIG: RuntimeConfig = {
  chainId: 31337,
  chainName: "OpenPawn Local",
  rpcUrl: "http://127.0.0.1:8545",
  explorerUrl: "https://explorer.test",
  supportEmail: "support@openpawn.test",
  walletConnectProjectId: "",
  googleClientId: "",
  facebookAppId: "",
  captcha: { provider: "self", siteKey: "" },
  nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
  links: {},
  deployment: { chainId: 31337, deployedAt: "2026-01-01", startBlock: 0, contracts: {}, tokens: [] },
};
