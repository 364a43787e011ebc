import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { WagmiProvider } from "wagmi";
import { CssBaseline, ThemeProvider } from "@mui/material";
import type { RuntimeConfig } from "@openpawn/shared/runtime-config";
import { RuntimeConfigProvider } from "../config/runtime-config-context.tsx";
import { createWagmiConfig } from "../lib/wagmi.ts";
import { theme } from "./theme.ts";

/** Everything the pages need around them: runtime config, wallet, server state and the theme. */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient());
  const [wagmiConfig] = useState(() => createWagmiConfig(config));
  return (
    <RuntimeConfigProvider config={config}>
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            {children}
          </ThemeProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </RuntimeConfigProvider>
  );
}
