import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { CssBaseline, ThemeProvider } from "@mui/material";
import type { RuntimeConfig } from "@openpawn/shared/runtime-config";
import { RuntimeConfigProvider } from "../config/runtime-config-context.tsx";
import { retryServerFailures } from "../lib/query-retry.ts";
import { WalletHost } from "../wallet/wallet-host.tsx";
import { startWallet } from "../wallet/wallet-loader.ts";
import { theme } from "./theme.ts";

/**
 * Everything the pages need around them: runtime config, server state and the theme. The wallet (wagmi) is
 * not among them: the shell reads the wallet state from a plain store, WalletHost loads the wallet module
 * after the first paint, and components using wagmi hooks sit in a WalletScope (decision 0019).
 */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  // A refusal (4xx) is an answer: only server or network failures are retried, once (lib/query-retry.ts).
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: retryServerFailures } } }));
  useState(() => startWallet(config));
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <WalletHost />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
